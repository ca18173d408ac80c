import type { Shape } from '../../i18n/shape';
import type zhBasic from './basic.zh.texts';
import enDynamicDictionary from './dynamic-dictionary/dynamic-dictionary.en.texts';
import enDynamicModel from './dynamic-model/dynamic-model.en.texts';
import enExternalLink from './external-link/external-link.en.texts';

const enBasic: Shape<typeof zhBasic> = {
  ...enDynamicDictionary,
  ...enDynamicModel,
  ...enExternalLink,
};

export default enBasic;
