import type { LocalSockets } from './local-sockets.js';
import type { Audience, EndReason, Frame, RealtimeHub } from './realtime.js';

/** The hub of a single server process: a published frame goes straight to this process's sockets. */
export class InProcessHub implements RealtimeHub {
  constructor(private readonly sockets: LocalSockets) {}

  async publish(audience: Audience, frame: Frame): Promise<void> {
    this.sockets.deliver(audience, JSON.stringify(frame));
  }

  async end(audience: Audience, reason: EndReason): Promise<void> {
    this.sockets.end(audience, reason);
  }

  async onlineUsers(): Promise<string[]> {
    return this.sockets.users();
  }

  async isOnline(userId: string): Promise<boolean> {
    return this.sockets.has(userId);
  }

  presenceChanged(): void {}

  /** One process: its own checks already see every socket. */
  async claimAnnouncement(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
