import type { LocalSockets } from './local-sockets.js';
import type { Audience, Frame, RealtimeHub } from './realtime.js';

/** The hub of a single server process: a published frame goes straight to this process's sockets. */
export class InProcessHub implements RealtimeHub {
  constructor(private readonly sockets: LocalSockets) {}

  async publish(audience: Audience, frame: Frame): Promise<void> {
    this.sockets.deliver(audience, JSON.stringify(frame));
  }

  async onlineUsers(): Promise<string[]> {
    return this.sockets.users();
  }

  async close(): Promise<void> {}
}
