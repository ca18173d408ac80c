/**
 * What other areas may use of oauth (the only file of this folder they import; architecture.test.ts):
 * the CurrentUser answer, which the permission explainer previews for another user, and the shapes the
 * 个人信息 authorisation tab shares with it; the image captcha, which the password change asks for.
 */

export { captchaKeySchema, replyCaptcha } from './captcha.routes.js';
export { checkCaptcha } from './captcha.service.js';
export { currentUser } from './current-user.service.js';
export { grantedOn, menuTree } from './granted-menus.js';
