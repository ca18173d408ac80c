import type { Shape } from '../../shape';
import type zhChat from './chat.zh';

const zhtwChat: Shape<typeof zhChat> = {
  chat: {
    title: '即時聊天',
    newMessages: '有新訊息',
    recent: '訊息',
    contacts: '聯絡人',
    searchContacts: '搜尋姓名或帳號',
    noChats: '暫無聊天，去聯絡人裡找人聊聊吧',
    noContacts: '沒有找到聯絡人',
    noMore: '沒有更多了',
    loading: '載入中…',
    unreadCount: '{{count}}則未讀',
    preview: { image: '[圖片]', voice: '[語音]', video: '[影片]' },
    placeholder: '輸入訊息，Enter 發送，Shift+Enter 換行',
    send: '發送',
    emoji: '表情',
    image: '圖片',
    history: '聊天記錄',
    historySearch: '搜尋聊天記錄',
    noHistory: '沒有聊天記錄',
    noMessages: '還沒有訊息，打個招呼吧',
    read: '已讀',
    unread: '未讀',
    imageTooLarge: '圖片大小不能超過5M',
    notImage: '只能發送圖片',
    oneImage: '一次只能發送一張圖片',
    imageUnreadable: '無法讀取這張圖片，請換一張',
    mediaMissing: '無法顯示該訊息',
    me: '我',
    offline: '連線已中斷，正在重新連線，請稍後再發送',
    close: '關閉',
  },
};

export default zhtwChat;
