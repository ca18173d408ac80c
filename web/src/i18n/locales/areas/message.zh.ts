/** 消息中心: texts of this area's screens (shell; spread into zh.pages.ts). */
const zhMessage = {
  messageCenter: {
    title: '消息中心',
  },
};

export default zhMessage;
