import type zhDataInterface from './data-interface.zh';
import type { Shape } from './shape';

const zhtwDataInterface: Shape<typeof zhDataInterface> = {
  dataInterface: {
    title: '數據接口',
  },
};

export default zhtwDataInterface;
