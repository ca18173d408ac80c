import { describe, expect, it } from 'vitest';
import { type LocalSocket, LocalSockets } from './local-sockets.js';
import type { EndReason } from './realtime.js';

function fakeSocket(userId: string, sessionId: string) {
  const socket = {
    userId,
    sessionId,
    got: [] as string[],
    ended: [] as EndReason[],
    deliver(text: string) {
      socket.got.push(text);
    },
    end(reason: EndReason) {
      socket.ended.push(reason);
      sockets.remove(socket);
    },
  } satisfies LocalSocket & Record<string, unknown>;
  return socket;
}

let sockets = new LocalSockets();

describe('LocalSockets', () => {
  it("says when a user's first socket opens and their last one closes", () => {
    sockets = new LocalSockets();
    const a = fakeSocket('u1', 's1');
    const b = fakeSocket('u1', 's2');
    expect(sockets.add(a)).toBe(true);
    expect(sockets.add(b)).toBe(false);
    expect(sockets.remove(a)).toBe(false);
    expect(sockets.remove(a)).toBe(false);
    expect(sockets.remove(b)).toBe(true);
    expect(sockets.users()).toEqual([]);
  });

  it('delivers to users, sessions, everyone and topic subscribers, each socket once', () => {
    sockets = new LocalSockets();
    const a = fakeSocket('u1', 's1');
    const b = fakeSocket('u1', 's2');
    const c = fakeSocket('u2', 's3');
    for (const s of [a, b, c]) sockets.add(s);
    sockets.deliver({ users: ['u1', 'u1', 'nobody'] }, 'x');
    sockets.deliver({ sessions: ['s3'] }, 'y');
    sockets.deliver({ everyone: true }, 'z');
    sockets.subscribe(c, 'presence', true);
    sockets.deliver({ topic: 'presence' }, 'p');
    sockets.subscribe(c, 'presence', false);
    sockets.deliver({ topic: 'presence' }, 'q');
    expect([a.got, b.got, c.got]).toEqual([
      ['x', 'z'],
      ['x', 'z'],
      ['y', 'z', 'p'],
    ]);
    expect(sockets.size).toBe(3);
  });

  it('ends every socket of a session, even though ending changes the index', () => {
    sockets = new LocalSockets();
    const a = fakeSocket('u1', 's1');
    const b = fakeSocket('u1', 's1');
    const c = fakeSocket('u1', 's2');
    for (const s of [a, b, c]) sockets.add(s);
    sockets.end({ sessions: ['s1'] }, 'forced');
    expect([a.ended, b.ended, c.ended]).toEqual([['forced'], ['forced'], []]);
    expect(sockets.size).toBe(1);
  });

  it('forgets topic subscriptions of a removed socket', () => {
    sockets = new LocalSockets();
    const a = fakeSocket('u1', 's1');
    sockets.add(a);
    sockets.subscribe(a, 'presence', true);
    sockets.remove(a);
    sockets.deliver({ topic: 'presence' }, 'p');
    expect(a.got).toEqual([]);
  });

  it('pings every socket once a heartbeat round, in steps, skipping sockets that closed meanwhile', () => {
    sockets = new LocalSockets();
    const pinged: string[] = [];
    const pingable = (id: string, answers = true) => {
      const socket = {
        ...fakeSocket(id, id),
        heartbeat() {
          pinged.push(id);
          return answers;
        },
      };
      sockets.add(socket);
      return socket;
    };
    const [, b, c, d] = [pingable('a'), pingable('b'), pingable('c'), pingable('d', false), pingable('e')];
    expect(sockets.heartbeatStep(3)).toBe(0);
    expect(pinged).toEqual(['a', 'b']);
    sockets.remove(c);
    expect(sockets.heartbeatStep(3)).toBe(1);
    expect(pinged).toEqual(['a', 'b', 'd', 'e']);
    // A round takes its three steps even when the sockets ran out sooner; the next step starts the next one.
    expect(sockets.heartbeatStep(3)).toBe(0);
    expect(pinged).toEqual(['a', 'b', 'd', 'e']);
    expect(sockets.heartbeatStep(3)).toBe(0);
    expect(pinged).toEqual(['a', 'b', 'd', 'e', 'a', 'b']);
    // A whole round at once, beside the stepped one.
    pinged.length = 0;
    sockets.remove(b);
    sockets.remove(d);
    expect(sockets.heartbeat()).toBe(0);
    expect(pinged).toEqual(['a', 'e']);
  });
});
