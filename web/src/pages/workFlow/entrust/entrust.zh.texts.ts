/** 流程委托 (workFlow/entrust): its texts; the en and zhtw files beside this one carry the same keys. */
const zhEntrust = {
  entrust: {
    mine: '我的委托',
    toMe: '委托给我的',
    fromUser: '委托人',
    keywordToMe: '请输入委托人或流程名称',
    emptyToMe: '暂无委托给我的流程',
    keyword: '请输入受委托人或流程名称',
    add: '新建委托',
    addTitle: '新建委托',
    editTitle: '编辑委托',
    saved: '保存成功',
    empty: '暂无委托',
    toUser: '受委托人',
    toUserRequired: '请选择受委托人',
    flow: '委托流程',
    allFlows: '全部流程',
    category: '流程分类',
    range: '委托时间',
    rangeRequired: '请选择委托时间',
    rangeOrder: '结束时间须晚于开始时间',
    startTime: '开始时间',
    endTime: '结束时间',
    state: '状态',
    status: { active: '委托中', waiting: '未开始', expired: '已失效' },
    description: '委托说明',
  },
};

export default zhEntrust;
