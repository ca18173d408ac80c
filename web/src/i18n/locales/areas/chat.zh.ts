/** 即时聊天: texts of the header chat icon, the chat drawer and the conversation (shell; spread into zh.pages.ts). */
const zhChat = {
  chat: {
    title: '即时聊天',
    newMessages: '有新消息',
    recent: '消息',
    contacts: '联系人',
    searchContacts: '搜索姓名或账号',
    noChats: '暂无聊天，去联系人里找人聊聊吧',
    noContacts: '没有找到联系人',
    noMore: '没有更多了',
    loading: '加载中…',
    unreadCount: '{{count}}条未读',
    preview: { image: '[图片]', voice: '[语音]', video: '[视频]' },
    placeholder: '输入消息，Enter 发送，Shift+Enter 换行',
    send: '发送',
    emoji: '表情',
    image: '图片',
    history: '聊天记录',
    historySearch: '搜索聊天记录',
    noHistory: '没有聊天记录',
    noMessages: '还没有消息，打个招呼吧',
    read: '已读',
    unread: '未读',
    imageTooLarge: '图片大小不能超过5M',
    notImage: '只能发送图片',
    oneImage: '一次只能发送一张图片',
    imageUnreadable: '无法读取这张图片，请换一张',
    mediaMissing: '无法显示该消息',
    close: '关闭',
  },
};

export default zhChat;
