import 'i18next';
import type { AreaTexts } from '../pages/registry';
import type zh from './locales/zh';
import type zhPages from './locales/zh.pages';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh & typeof zhPages & AreaTexts };
    returnNull: false;
  }
}
