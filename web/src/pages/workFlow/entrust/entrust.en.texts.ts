import type zhEntrust from './entrust.zh.texts';

/** 流程委托 in English. */
const enEntrust: typeof zhEntrust = {
  entrust: {
    mine: 'My delegations',
    toMe: 'Delegated to me',
    fromUser: 'Delegator',
    keywordToMe: 'Delegator or flow',
    emptyToMe: 'Nobody delegated to you',
    keyword: 'Delegate or flow',
    add: 'New delegation',
    addTitle: 'New delegation',
    editTitle: 'Edit delegation',
    saved: 'Saved',
    empty: 'No delegations',
    toUser: 'Delegate',
    toUserRequired: 'Choose a delegate',
    flow: 'Flow',
    allFlows: 'All flows',
    category: 'Category',
    range: 'Period',
    rangeRequired: 'Choose the period',
    rangeOrder: 'The end must come after the start',
    startTime: 'Start',
    endTime: 'End',
    state: 'State',
    status: { active: 'Active', waiting: 'Not started', expired: 'Expired' },
    description: 'Note',
  },
};

export default enEntrust;
