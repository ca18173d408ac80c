import type { Shape } from '../../i18n/shape';
import type zhBasic from './basic.zh.texts';
import zhtwDynamicDictionary from './dynamic-dictionary/dynamic-dictionary.zhtw.texts';
import zhtwDynamicModel from './dynamic-model/dynamic-model.zhtw.texts';
import zhtwExternalLink from './external-link/external-link.zhtw.texts';

const zhtwBasic: Shape<typeof zhBasic> = {
  ...zhtwDynamicDictionary,
  ...zhtwDynamicModel,
  ...zhtwExternalLink,
};

export default zhtwBasic;
