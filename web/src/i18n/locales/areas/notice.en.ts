import type zhNotice from './notice.zh';
import type { Shape } from './shape';

const enNotice: Shape<typeof zhNotice> = {
  notice: {
    title: 'Notices',
  },
};

export default enNotice;
