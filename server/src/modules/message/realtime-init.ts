import type { InitMessageFrame } from '@app/common';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services.js';

// During a reconnect storm thousands of sockets ask for the online list within a second; one answer serves them.
const ONLINE_CACHE_MS = 1_000;

let online: { at: number; services: AppServices; users: Promise<string[]> } | null = null;

function onlineUsers(services: AppServices): Promise<string[]> {
  const now = Date.now();
  if (!online || online.services !== services || now - online.at >= ONLINE_CACHE_MS) {
    const users = services.realtime.hub.onlineUsers();
    online = { at: now, services, users };
    // A failed lookup is not kept for the next socket.
    users.catch(() => {
      if (online?.users === users) online = null;
    });
  }
  return online.users;
}

/**
 * The frame a socket receives once OnConnection is accepted: the fields of client-facts §6 with empty
 * values, overlaid by what every module's contributor adds (unread counts, latest titles...). A contributor
 * that fails is logged and left out, so one broken module does not leave the header without counts.
 */
export async function composeInitMessage(
  services: AppServices,
  userId: string,
  log: FastifyBaseLogger,
): Promise<InitMessageFrame & Record<string, unknown>> {
  const frame: InitMessageFrame & Record<string, unknown> = {
    method: 'initMessage',
    onlineUsers: [],
    unreadNoticeCount: 0,
    unreadMessageCount: 0,
    unreadNums: [],
    noticeDefaultText: '',
    messageDefaultText: '',
  };
  const [users, ...parts] = await Promise.allSettled([
    onlineUsers(services),
    ...services.realtime.initContributors.map((contribute) => contribute(userId)),
  ]);
  if (users.status === 'fulfilled')
    frame.onlineUsers = users.value.includes(userId) ? users.value : [...users.value, userId];
  else log.warn({ err: users.reason }, 'realtime online users failed');
  for (const part of parts) {
    if (part.status === 'fulfilled') Object.assign(frame, part.value);
    else log.error({ err: part.reason }, 'realtime initMessage contributor failed');
  }
  frame.method = 'initMessage';
  return frame;
}
