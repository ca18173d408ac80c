import type zhDataSource from './data-source.zh';
import type { Shape } from './shape';

const zhtwDataSource: Shape<typeof zhDataSource> = {
  dataSource: {
    title: '數據連接',
  },
};

export default zhtwDataSource;
