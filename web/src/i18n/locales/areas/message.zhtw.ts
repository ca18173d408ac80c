import type zhMessage from './message.zh';
import type { Shape } from './shape';

const zhtwMessage: Shape<typeof zhMessage> = {
  messageCenter: {
    title: '消息中心',
  },
};

export default zhtwMessage;
