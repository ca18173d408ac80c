import type { Shape } from '../../../i18n/shape';
import type zhExternalLink from './external-link.zh.texts';

const zhtwExternalLink: Shape<typeof zhExternalLink> = {
  externalLink: {
    invalid: '連結地址無效，無法開啟',
  },
};

export default zhtwExternalLink;
