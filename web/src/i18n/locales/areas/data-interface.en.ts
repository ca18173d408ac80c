import type zhDataInterface from './data-interface.zh';
import type { Shape } from './shape';

const enDataInterface: Shape<typeof zhDataInterface> = {
  dataInterface: {
    title: 'Data interfaces',
  },
};

export default enDataInterface;
