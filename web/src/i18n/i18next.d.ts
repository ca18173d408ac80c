import 'i18next';
import type zh from './locales/zh';
import type zhPages from './locales/zh.pages';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh & typeof zhPages };
    returnNull: false;
  }
}
