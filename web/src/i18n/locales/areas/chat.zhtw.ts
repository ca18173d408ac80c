import type zhChat from './chat.zh';
import type { Shape } from './shape';

const zhtwChat: Shape<typeof zhChat> = {
  chat: {
    title: '即時聊天',
  },
};

export default zhtwChat;
