/** 数据连接: texts of this area's screens (administration; spread into zh.admin.ts). */
const zhDataSource = {
  dataSource: {
    title: '数据连接',
  },
};

export default zhDataSource;
