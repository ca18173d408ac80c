import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of 系统配置's checks: the IP whitelist and the test mail (modules/system/sys-config*), spread
// into messages.ts.
export const sysConfigMessages = {
  'sysConfig.badIp': {
    zh: 'IP白名单中的“{entry}”不是有效的IP地址或网段',
    en: '"{entry}" in the IP whitelist is not an IP address or CIDR range',
    zhtw: 'IP白名單中的「{entry}」不是有效的IP位址或網段',
  },
  'sysConfig.ownIpMissing': {
    zh: '开启IP白名单时须包含您当前的IP({ip}),否则您将无法再登录',
    en: 'The whitelist must include your own address ({ip}), or you could not log in again',
    zhtw: '開啟IP白名單時須包含您目前的IP({ip}),否則您將無法再登入',
  },
  'sysConfig.badEmail': {
    zh: '{field}不是有效的邮箱地址',
    en: '{field} is not a valid e-mail address',
    zhtw: '{field}不是有效的電子郵件地址',
  },
  'sysConfig.badHost': {
    zh: '{field}不是有效的主机名或IP地址',
    en: '{field} is not a valid host name or IP address',
    zhtw: '{field}不是有效的主機名稱或IP位址',
  },
  'sysConfig.emailNotConfigured': {
    zh: '请先填写SMTP服务器和端口',
    en: 'Fill in the SMTP server and port first',
    zhtw: '請先填寫SMTP伺服器和連接埠',
  },
  'sysConfig.emailConnect': {
    zh: '无法连接邮件服务器 {host}:{port}({detail})',
    en: 'Could not connect to the mail server {host}:{port} ({detail})',
    zhtw: '無法連線郵件伺服器 {host}:{port}({detail})',
  },
  'sysConfig.emailAuth': {
    zh: '邮件服务器拒绝了账户 {account} 的登录,请检查账户和密码',
    en: 'The mail server refused the login of {account}; check the account and password',
    zhtw: '郵件伺服器拒絕了帳戶 {account} 的登入,請檢查帳戶和密碼',
  },
  'sysConfig.emailRecipient': {
    zh: '邮件服务器拒绝了发件人或收件人 {to}({detail})',
    en: 'The mail server refused the sender or the recipient {to} ({detail})',
    zhtw: '郵件伺服器拒絕了寄件人或收件人 {to}({detail})',
  },
  'sysConfig.emailTimeout': {
    zh: '邮件服务器 {host}:{port} 在10秒内没有响应',
    en: 'The mail server {host}:{port} did not answer within 10 seconds',
    zhtw: '郵件伺服器 {host}:{port} 在10秒內沒有回應',
  },
  'sysConfig.emailFailed': {
    zh: '测试邮件发送失败:{detail}',
    en: 'The test mail was not sent: {detail}',
    zhtw: '測試郵件發送失敗:{detail}',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof sysConfigMessages, Texts> {}
}
