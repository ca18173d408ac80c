/**
 * 工作流程 (workflow): the area's menu pages and texts (docs/decisions/057): 流程引擎 and the approval
 * centre (发起流程, 我发起的, 待办事宜, 已办事宜, 抄送事宜, 流程委托, 流程监控).
 */
export default {
  name: 'workFlow',
  pages: {
    'workFlow/flowEngine': () => import('./flowEngine/FlowEnginePage'),
    'workFlow/addFlow': () => import('./addFlow/AddFlowPage'),
    'workFlow/flowLaunch': () => import('./flowLaunch/FlowLaunchPage'),
    'workFlow/flowTodo': () => import('./flowTodo/FlowTodoPage'),
    'workFlow/flowDone': () => import('./flowDone/FlowDonePage'),
    'workFlow/flowCirculate': () => import('./flowCirculate/FlowCirculatePage'),
    'workFlow/entrust': () => import('./entrust/EntrustPage'),
    'workFlow/flowMonitor': () => import('./flowMonitor/FlowMonitorPage'),
  },
  texts: {
    zh: () => import('./workFlow.zh.texts'),
    en: () => import('./workFlow.en.texts'),
    zhtw: () => import('./workFlow.zhtw.texts'),
  },
};
