/**
 * 工作流程 (workflow): the area's menu pages and texts (docs/decisions/057). 流程引擎 first; the approval
 * centre's pages join it with the runtime.
 */
export default {
  name: 'workFlow',
  pages: {
    'workFlow/flowEngine': () => import('./flowEngine/FlowEnginePage'),
  },
  texts: {
    zh: () => import('./workFlow.zh.texts'),
    en: () => import('./workFlow.en.texts'),
    zhtw: () => import('./workFlow.zhtw.texts'),
  },
};
