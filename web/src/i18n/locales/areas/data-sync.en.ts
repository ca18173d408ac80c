import type zhDataSync from './data-sync.zh';
import type { Shape } from './shape';

const enDataSync: Shape<typeof zhDataSync> = {
  dataSync: {
    title: 'Data sync',
  },
};

export default enDataSync;
