/** 系统公告: texts of this area's screens (administration; spread into zh.admin.ts). */
const zhNotice = {
  notice: {
    title: '系统公告',
  },
};

export default zhNotice;
