/** 消息中心: texts of this area's screens (shell; spread into zh.pages.ts). */
const zhMessage = {
  messageCenter: {
    title: '消息中心',
  },
  message: {
    title: '站内消息',
    bellUnread: '站内消息：{{count}}条未读',
    readAll: '全部已读',
    readAllConfirm: '您确定全部为已读状态, 是否继续?',
    readAllDone: '已全部标为已读',
    centre: '消息中心',
    empty: '暂无消息',
    noMatch: '没有符合条件的消息',
    noMore: '没有更多了',
    typeNotice: '公告',
    typeSystem: '系统消息',
    noticeDialog: '公告详情',
    noBody: '此公告没有正文',
    keyword: '请输入标题查询',
    allTypes: '全部类型',
    messageTitle: '标题',
    type: '类型',
    sender: '发送人',
    time: '发送时间',
    state: '状态',
    read: '已读',
    unread: '未读',
    actions: '操作',
    view: '查看',
    removeSelected: '删除所选',
    removeConfirm: '确定从您的消息列表中删除所选的{{count}}条消息吗？',
  },
};

export default zhMessage;
