/** 数据接口: texts of this area's screens (administration; spread into zh.admin.ts). */
const zhDataInterface = {
  dataInterface: {
    title: '数据接口',
  },
};

export default zhDataInterface;
