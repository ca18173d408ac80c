import type zhChat from './chat.zh';
import type { Shape } from './shape';

const enChat: Shape<typeof zhChat> = {
  chat: {
    title: 'Chat',
  },
};

export default enChat;
