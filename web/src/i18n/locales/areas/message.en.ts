import type zhMessage from './message.zh';
import type { Shape } from './shape';

const enMessage: Shape<typeof zhMessage> = {
  messageCenter: {
    title: 'Message centre',
  },
};

export default enMessage;
