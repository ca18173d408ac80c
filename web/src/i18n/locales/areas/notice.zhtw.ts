import type zhNotice from './notice.zh';
import type { Shape } from './shape';

const zhtwNotice: Shape<typeof zhNotice> = {
  notice: {
    title: '系統公告',
  },
};

export default zhtwNotice;
