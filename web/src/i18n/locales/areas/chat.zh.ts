/** 即时聊天: texts of this area's screens (shell; spread into zh.pages.ts). */
const zhChat = {
  chat: {
    title: '即时聊天',
  },
};

export default zhChat;
