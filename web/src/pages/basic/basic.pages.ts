/**
 * The generic viewers that menus of a type without a page of their own open (app/menus.ts VIEWER_PAGES,
 * EXTERNAL_LINK_PAGE), and their texts, one chunk per language fetched with the first menu page
 * (docs/decisions/013, 057). registry.ts lists it.
 */
export default {
  name: 'basic',
  pages: {
    'basic/dynamicDictionary': () => import('./dynamic-dictionary/DynamicDictionaryPage'),
    'basic/dynamicModel': () => import('./dynamic-model/DynamicModelPage'),
    'basic/externalLink': () => import('./external-link/ExternalLinkPage'),
  },
  texts: {
    zh: () => import('./basic.zh.texts'),
    en: () => import('./basic.en.texts'),
    zhtw: () => import('./basic.zhtw.texts'),
  },
};
