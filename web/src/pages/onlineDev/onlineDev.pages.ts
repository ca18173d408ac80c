/**
 * 在线开发 (online development): the area's menu pages and texts (docs/decisions/057). The design lists and
 * the form designer live here; 代码生成 (pages/generator) lists its designs with the same screen.
 */
export default {
  name: 'onlineDev',
  pages: {
    'onlineDev/webDesign': () => import('./web-design/WebDesignPage'),
    'onlineDev/appDesign': () => import('./app-design/AppDesignPage'),
  },
  texts: {
    zh: () => import('./onlineDev.zh.texts'),
    en: () => import('./onlineDev.en.texts'),
    zhtw: () => import('./onlineDev.zhtw.texts'),
  },
};
