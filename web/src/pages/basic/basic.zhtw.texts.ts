import type { Shape } from '../../i18n/shape';
import type zhBasic from './basic.zh.texts';
import zhtwDynamicDictionary from './dynamic-dictionary/dynamic-dictionary.zhtw.texts';
import zhtwExternalLink from './external-link/external-link.zhtw.texts';

const zhtwBasic: Shape<typeof zhBasic> = {
  ...zhtwDynamicDictionary,
  ...zhtwExternalLink,
};

export default zhtwBasic;
