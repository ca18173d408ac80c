import type zhEntrust from './entrust.zh.texts';

/** 流程委託 in 繁體中文. */
const zhtwEntrust: typeof zhEntrust = {
  entrust: {
    mine: '我的委託',
    toMe: '委託給我的',
    fromUser: '委託人',
    keywordToMe: '請輸入委託人或流程名稱',
    emptyToMe: '暫無委託給我的流程',
    keyword: '請輸入受委託人或流程名稱',
    add: '新建委託',
    addTitle: '新建委託',
    editTitle: '編輯委託',
    saved: '保存成功',
    empty: '暫無委託',
    toUser: '受委託人',
    toUserRequired: '請選擇受委託人',
    flow: '委託流程',
    allFlows: '全部流程',
    category: '流程分類',
    range: '委託時間',
    rangeRequired: '請選擇委託時間',
    rangeOrder: '結束時間須晚於開始時間',
    startTime: '開始時間',
    endTime: '結束時間',
    state: '狀態',
    status: { active: '委託中', waiting: '未開始', expired: '已失效' },
    description: '委託說明',
  },
};

export default zhtwEntrust;
