import type { Shape } from '../../shape';
import type zhMessage from './message.zh';

const zhtwMessage: Shape<typeof zhMessage> = {
  messageCenter: {
    title: '訊息中心',
  },
  message: {
    title: '站內訊息',
    bellUnread: '站內訊息：{{count}}則未讀',
    readAll: '全部已讀',
    readAllConfirm: '您確定全部為已讀狀態, 是否繼續?',
    readAllDone: '已全部標為已讀',
    centre: '訊息中心',
    empty: '暫無訊息',
    noMatch: '沒有符合條件的訊息',
    noMore: '沒有更多了',
    typeNotice: '公告',
    typeSystem: '系統訊息',
    noticeDialog: '公告詳情',
    noBody: '此公告沒有正文',
    keyword: '請輸入標題查詢',
    allTypes: '全部類型',
    messageTitle: '標題',
    type: '類型',
    sender: '傳送人',
    time: '傳送時間',
    state: '狀態',
    read: '已讀',
    unread: '未讀',
    actions: '操作',
    view: '檢視',
    removeSelected: '刪除所選',
    removeConfirm: '確定從您的訊息列表中刪除所選的{{count}}則訊息嗎？',
  },
};

export default zhtwMessage;
