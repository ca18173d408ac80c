import type zhDataSync from './data-sync.zh';
import type { Shape } from './shape';

const zhtwDataSync: Shape<typeof zhDataSync> = {
  dataSync: {
    title: '數據同步',
  },
};

export default zhtwDataSync;
