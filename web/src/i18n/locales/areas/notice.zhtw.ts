import type zhNotice from './notice.zh';
import type { Shape } from './shape';

const zhtwNotice: Shape<typeof zhNotice> = {
  notice: {
    title: '系統公告',
    keyword: '請輸入標題查詢',
    add: '新建公告',
    edit: '編輯公告',
    noticeTitle: '標題',
    titlePlaceholder: '請輸入公告標題',
    titleRequired: '請輸入公告標題',
    titleTooLong: '標題不能超過{{max}}個字元',
    body: '公告內容',
    bodyPlaceholder: '請輸入公告內容',
    creatorUser: '建立人',
    creatorTime: '建立時間',
    releaseTime: '傳送時間',
    state: '狀態',
    draft: '存草稿',
    released: '已傳送',
    release: '發佈',
    releaseConfirm: '確定發佈公告「{{title}}」嗎？發佈後全體使用者都會收到，且不能再修改。',
    releaseDone: '發佈成功，已傳送給{{count}}位使用者',
    saved: '已儲存為草稿',
    preview: '預覽',
    noBody: '此公告沒有正文',
    empty: '還沒有公告，點擊「新建公告」寫第一則',
    noMatch: '沒有符合條件的公告',
  },
  richText: {
    imageOnly: '只能插入 PNG、JPEG、GIF 或 WebP 圖片',
  },
};

export default zhtwNotice;
