import type zhDataSource from './data-source.zh';
import type { Shape } from './shape';

const enDataSource: Shape<typeof zhDataSource> = {
  dataSource: {
    title: 'Data sources',
  },
};

export default enDataSource;
