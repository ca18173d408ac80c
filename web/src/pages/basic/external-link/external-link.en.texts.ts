import type { Shape } from '../../../i18n/shape';
import type zhExternalLink from './external-link.zh.texts';

const enExternalLink: Shape<typeof zhExternalLink> = {
  externalLink: {
    invalid: 'This link address is not valid and cannot be opened',
  },
};

export default enExternalLink;
