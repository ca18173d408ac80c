import type { Audience, EndReason } from './realtime.js';

/** A socket open on this process, as the hub needs it. */
export interface LocalSocket {
  userId: string;
  sessionId: string;
  /** writes one text frame (already JSON) */
  deliver(text: string): void;
  /** a 'logout' frame in the socket's language, then the close */
  end(reason: EndReason): void;
  /** pings the peer; false when it never answered the previous ping (the socket is then terminated) */
  heartbeat?(): boolean;
}

/** This process's open sockets, indexed by user, session and topic so a frame reaches its audience without a scan. */
export class LocalSockets {
  private readonly byUser = new Map<string, Set<LocalSocket>>();
  private readonly bySession = new Map<string, Set<LocalSocket>>();
  private readonly byTopic = new Map<string, Set<LocalSocket>>();
  /** every socket, for the heartbeat's rounds */
  private readonly all = new Set<LocalSocket>();
  /**
   * The stepped heartbeat round in progress: where it got to (a Set's iterator skips removed sockets and visits added
   * ones), how many sockets there were when it began, and how many steps and sockets it has done.
   */
  private round: { sockets: Iterator<LocalSocket>; size: number; step: number; done: number } | null = null;

  /** Registers a signed-in socket; true when it is the user's first on this process. */
  add(socket: LocalSocket): boolean {
    const first = !this.byUser.has(socket.userId);
    addTo(this.byUser, socket.userId, socket);
    addTo(this.bySession, socket.sessionId, socket);
    this.all.add(socket);
    return first;
  }

  /** Forgets a socket; true when it was the user's last on this process. */
  remove(socket: LocalSocket): boolean {
    const had = this.byUser.get(socket.userId)?.has(socket) ?? false;
    removeFrom(this.byUser, socket.userId, socket);
    removeFrom(this.bySession, socket.sessionId, socket);
    this.all.delete(socket);
    for (const [topic, sockets] of this.byTopic)
      if (sockets.delete(socket) && sockets.size === 0) this.byTopic.delete(topic);
    return had && !this.byUser.has(socket.userId);
  }

  subscribe(socket: LocalSocket, topic: string, on: boolean): void {
    if (on) addTo(this.byTopic, topic, socket);
    else removeFrom(this.byTopic, topic, socket);
  }

  /** The frame, serialised once, to every matching socket here. */
  deliver(audience: Audience, text: string): void {
    for (const socket of this.matching(audience)) socket.deliver(text);
  }

  /** Ends every matching socket here (collected first: ending one changes the indexes). */
  end(audience: Audience, reason: EndReason): void {
    for (const socket of [...this.matching(audience)]) socket.end(reason);
  }

  /**
   * One heartbeat round over this process's sockets at once: each is pinged, and those that did not answer
   * the previous ping are terminated. Answers how many were terminated.
   */
  heartbeat(): number {
    let dead = 0;
    for (const socket of [...this.all]) if (socket.heartbeat?.() === false) dead++;
    return dead;
  }

  /**
   * One step of a heartbeat round done in `steps` steps (the server's timer): the next 1/`steps` of the
   * sockets are pinged, those that did not answer their previous ping terminated. A round takes `steps` calls
   * however few the sockets, so each socket is pinged about once a round. Pinging 5,000 sockets at once took
   * ~125 ms of the event loop (and their 5,000 pongs as much again), holding up every chat message of that
   * moment; in steps the same work comes in slices of well under a millisecond. Answers how many were
   * terminated.
   */
  heartbeatStep(steps: number): number {
    this.round ??= { sockets: this.all.values(), size: this.all.size, step: 0, done: 0 };
    const round = this.round;
    round.step++;
    // Never more than the sockets open when the round began (a reconnect storm during a round does not
    // land on its last step): sockets that the round did not reach are pinged in the next one.
    const upTo = Math.ceil((round.size * round.step) / steps);
    let dead = 0;
    while (round.done < upTo) {
      const next = round.sockets.next();
      if (next.done) break;
      round.done++;
      if (next.value.heartbeat?.() === false) dead++;
    }
    if (round.step >= steps) this.round = null;
    return dead;
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  users(): string[] {
    return [...this.byUser.keys()];
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  private *matching(audience: Audience): Iterable<LocalSocket> {
    if ('everyone' in audience) {
      for (const sockets of this.byUser.values()) yield* sockets;
      return;
    }
    if ('topic' in audience) {
      const sockets = this.byTopic.get(audience.topic);
      if (sockets) yield* sockets;
      return;
    }
    const [index, keys] =
      'users' in audience ? [this.byUser, audience.users] : [this.bySession, audience.sessions];
    // A socket is reached once even when its user is named twice.
    const seen = keys.length > 1 ? new Set<string>() : null;
    for (const key of keys) {
      if (seen) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const sockets = index.get(key);
      if (sockets) yield* sockets;
    }
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
