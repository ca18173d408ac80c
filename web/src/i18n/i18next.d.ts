import 'i18next';
import type zh from './locales/zh';
import type zhAdmin from './locales/zh.admin';
import type zhPages from './locales/zh.pages';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh & typeof zhPages & typeof zhAdmin };
    returnNull: false;
  }
}
