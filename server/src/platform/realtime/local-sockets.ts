import type { Audience } from './realtime.js';

/** A socket open on this process, as the hub needs it. */
export interface LocalSocket {
  userId: string;
  sessionId: string;
  /** writes one text frame (already JSON) */
  deliver(text: string): void;
}

/** This process's open sockets, indexed by user and session so a frame reaches its audience without a scan. */
export class LocalSockets {
  private readonly byUser = new Map<string, Set<LocalSocket>>();
  private readonly bySession = new Map<string, Set<LocalSocket>>();

  add(socket: LocalSocket): void {
    addTo(this.byUser, socket.userId, socket);
    addTo(this.bySession, socket.sessionId, socket);
  }

  remove(socket: LocalSocket): void {
    removeFrom(this.byUser, socket.userId, socket);
    removeFrom(this.bySession, socket.sessionId, socket);
  }

  /** The frame, serialised once, to every matching socket here. */
  deliver(audience: Audience, text: string): void {
    if ('everyone' in audience) {
      for (const sockets of this.byUser.values()) for (const socket of sockets) socket.deliver(text);
      return;
    }
    const [index, keys] =
      'users' in audience ? [this.byUser, audience.users] : [this.bySession, audience.sessions];
    for (const key of keys) {
      const sockets = index.get(key);
      if (sockets) for (const socket of sockets) socket.deliver(text);
    }
  }

  users(): string[] {
    return [...this.byUser.keys()];
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }
}

function addTo(index: Map<string, Set<LocalSocket>>, key: string, socket: LocalSocket) {
  let sockets = index.get(key);
  if (!sockets) {
    sockets = new Set();
    index.set(key, sockets);
  }
  sockets.add(socket);
}

function removeFrom(index: Map<string, Set<LocalSocket>>, key: string, socket: LocalSocket) {
  const sockets = index.get(key);
  if (!sockets) return;
  sockets.delete(socket);
  if (sockets.size === 0) index.delete(key);
}
