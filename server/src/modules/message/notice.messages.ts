import type { Texts } from '../../platform/i18n/messages.js';

// 系统公告 and the message centre (modules/message), registered by the module.
export const noticeMessages = {
  'notice.notFound': { zh: '公告不存在', en: 'The notice does not exist', zhtw: '公告不存在' },
  'notice.releasedReadOnly': {
    zh: '公告已发布，不能再修改；如需更正，请删除后重新发布',
    en: 'A released notice cannot be changed; delete it and release a corrected one',
    zhtw: '公告已發佈，不能再修改；如需更正，請刪除後重新發佈',
  },
  'notice.alreadyReleased': {
    zh: '公告已经发布过了',
    en: 'The notice has already been released',
    zhtw: '公告已經發佈過了',
  },
  'notice.imageTooLarge': {
    zh: '正文中粘贴的图片超过{size}，请用工具栏的图片按钮上传后插入',
    en: 'A pasted image in the body is over {size}; insert it with the toolbar image button instead',
    zhtw: '正文中貼上的圖片超過{size}，請用工具列的圖片按鈕上傳後插入',
  },
  'message.notFound': { zh: '消息不存在', en: 'The message does not exist', zhtw: '訊息不存在' },
  'message.notInInbox': {
    zh: '所选的{count}条消息不在您的消息列表中，未删除任何消息',
    en: '{count} of the chosen messages are not in your messages; nothing was deleted',
    zhtw: '所選的{count}則訊息不在您的訊息列表中，未刪除任何訊息',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof noticeMessages, Texts> {}
}
