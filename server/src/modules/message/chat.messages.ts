import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of the chat (modules/message/chat.*, im-*; issue 6 part 4), registered by the module.
export const chatMessages = {
  'chat.noReceiver': { zh: '请选择聊天对象', en: 'Choose who to chat with', zhtw: '請選擇聊天對象' },
  'chat.receiverGone': {
    zh: '对方不存在或已被停用，无法发送',
    en: 'That user does not exist or is disabled; the message was not sent',
    zhtw: '對方不存在或已被停用，無法發送',
  },
  'chat.self': {
    zh: '不能给自己发消息',
    en: 'You cannot send a message to yourself',
    zhtw: '不能給自己發訊息',
  },
  'chat.empty': { zh: '不能发送空白消息', en: 'An empty message cannot be sent', zhtw: '不能發送空白訊息' },
  'chat.tooLong': {
    zh: '消息不能超过{limit}个字',
    en: 'A message may have at most {limit} characters',
    zhtw: '訊息不能超過{limit}個字',
  },
  'chat.badType': {
    zh: '不支持发送该类型的消息：{type}',
    en: 'Messages of this type cannot be sent: {type}',
    zhtw: '不支援發送該類型的訊息：{type}',
  },
  'chat.badImage': {
    zh: '图片消息不完整，请重新发送图片',
    en: 'The image message is incomplete; send the image again',
    zhtw: '圖片訊息不完整，請重新發送圖片',
  },
  'chat.imageNotYours': {
    zh: '图片不存在或不是你上传的，请重新上传',
    en: 'The image does not exist or was not uploaded by you; upload it again',
    zhtw: '圖片不存在或不是你上傳的，請重新上傳',
  },
  'chat.imageTooLarge': {
    zh: '图片大小不能超过5M',
    en: 'The image must be smaller than 5 MB',
    zhtw: '圖片大小不能超過5M',
  },
  'chat.notImage': {
    zh: '只能发送图片(jpg、png、gif、webp、bmp)',
    en: 'Only images can be sent (jpg, png, gif, webp, bmp)',
    zhtw: '只能發送圖片(jpg、png、gif、webp、bmp)',
  },
  'chat.oneImage': {
    zh: '一次只能发送一张图片',
    en: 'Send one image at a time',
    zhtw: '一次只能發送一張圖片',
  },
  'chat.notYours': {
    zh: '只能查看自己参与的聊天记录',
    en: 'You can only read conversations you take part in',
    zhtw: '只能查看自己參與的聊天記錄',
  },
  'chat.badPage': {
    zh: '聊天记录的查询条件不正确',
    en: 'The conversation query is invalid',
    zhtw: '聊天記錄的查詢條件不正確',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof chatMessages, Texts> {}
}
