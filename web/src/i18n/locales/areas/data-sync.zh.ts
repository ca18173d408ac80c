/** 数据同步: texts of this area's screens (administration; spread into zh.admin.ts). */
const zhDataSync = {
  dataSync: {
    title: '数据同步',
  },
};

export default zhDataSync;
