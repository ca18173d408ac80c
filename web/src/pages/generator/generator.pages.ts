/**
 * 代码生成 (generator): 功能表单, 移动表单 and 流程表单, the designs code is generated from, listed and
 * designed with 在线开发's screen (pages/onlineDev/design-list) (docs/decisions/057).
 */
export default {
  name: 'generator',
  pages: {
    'generator/webForm': () => import('./forms/WebFormPage'),
    'generator/appForm': () => import('./forms/AppFormPage'),
    'generator/flowForm': () => import('./forms/FlowFormPage'),
  },
  texts: {
    zh: () => import('./generator.zh.texts'),
    en: () => import('./generator.en.texts'),
    zhtw: () => import('./generator.zhtw.texts'),
  },
};
