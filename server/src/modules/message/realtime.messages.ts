import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of the realtime channel (issue 6 part 3), registered by the module. Close reasons travel in a
// WebSocket close frame, which holds at most 123 bytes: keep them short.
export const realtimeMessages = {
  'realtime.upgradeRequired': {
    zh: '此地址只接受 WebSocket 连接',
    en: 'This address accepts WebSocket connections only',
    zhtw: '此位址只接受 WebSocket 連線',
  },
  'realtime.noToken': {
    zh: '未提供登录凭证,请重新登录',
    en: 'No login token given, please log in again',
    zhtw: '未提供登入憑證,請重新登入',
  },
  'realtime.noHandshake': {
    zh: '连接未及时验证身份,已断开',
    en: 'The connection did not identify itself in time',
    zhtw: '連線未及時驗證身分,已中斷',
  },
  'realtime.notConnected': {
    zh: '请先发送 OnConnection 验证身份',
    en: 'Send OnConnection with your token first',
    zhtw: '請先傳送 OnConnection 驗證身分',
  },
  'realtime.alreadyConnected': {
    zh: '该连接已验证身份',
    en: 'This connection is already identified',
    zhtw: '該連線已驗證身分',
  },
  'realtime.tokenMismatch': {
    zh: '消息中的登录凭证与连接不符',
    en: 'The token in this message does not match the connection',
    zhtw: '訊息中的登入憑證與連線不符',
  },
  'realtime.badFrame': {
    zh: '消息格式不正确,应为带 method 的 JSON 对象',
    en: 'Malformed message: a JSON object with a method is expected',
    zhtw: '訊息格式不正確,應為帶 method 的 JSON 物件',
  },
  'realtime.tooLarge': {
    zh: '消息过大,不能超过 {limit} KB',
    en: 'The message is too large; the limit is {limit} KB',
    zhtw: '訊息過大,不能超過 {limit} KB',
  },
  'realtime.unknownMethod': {
    zh: '不支持的消息类型: {method}',
    en: 'Unknown message type: {method}',
    zhtw: '不支援的訊息類型: {method}',
  },
  'realtime.tooFast': {
    zh: '发送过于频繁,部分消息已被丢弃,请稍后再试',
    en: 'Too many messages; some were dropped, please slow down',
    zhtw: '傳送過於頻繁,部分訊息已被捨棄,請稍後再試',
  },
  'realtime.flood': {
    zh: '发送过于频繁,连接已断开',
    en: 'Too many messages; the connection was closed',
    zhtw: '傳送過於頻繁,連線已中斷',
  },
  'realtime.failed': {
    zh: '服务器处理消息出错,请重试',
    en: 'The server could not handle this message, please try again',
    zhtw: '伺服器處理訊息出錯,請重試',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof realtimeMessages, Texts> {}
}
