import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of the image captcha (captcha.service.ts), registered by the module.
export const captchaMessages = {
  'captcha.required': {
    zh: '请输入验证码',
    en: 'Enter the verification code',
    zhtw: '請輸入驗證碼',
  },
  'captcha.expired': {
    zh: '验证码已失效，请刷新验证码后重新输入',
    en: 'The verification code has expired; refresh it and enter it again',
    zhtw: '驗證碼已失效，請重新整理驗證碼後重新輸入',
  },
  'captcha.wrong': {
    zh: '验证码不正确，请刷新验证码后重新输入',
    en: 'The verification code is wrong; refresh it and enter it again',
    zhtw: '驗證碼不正確，請重新整理驗證碼後重新輸入',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof captchaMessages, Texts> {}
}
