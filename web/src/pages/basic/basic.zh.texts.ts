import zhDynamicDictionary from './dynamic-dictionary/dynamic-dictionary.zh.texts';
import zhDynamicModel from './dynamic-model/dynamic-model.zh.texts';
import zhExternalLink from './external-link/external-link.zh.texts';

/**
 * The texts of the generic viewers of menu types (basic) in Simplified Chinese, one spread per screen: the area's chunk for a
 * language, fetched with the first administration page (basic.pages.ts, docs/decisions/057).
 */
const zhBasic = {
  ...zhDynamicDictionary,
  ...zhDynamicModel,
  ...zhExternalLink,
};

export default zhBasic;
