import type { InitMessageFrame } from '@app/common';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../platform/context.js';
import type { AppServices } from '../../platform/services.js';

// During a reconnect storm thousands of sockets ask for the online list within a second; one answer, already
// serialised, serves them all (5,000 ids are ~100 kB of JSON: writing it once a second, not once a socket).
const ONLINE_CACHE_MS = 1_000;

interface OnlineList {
  ids: Set<string>;
  /** the ids as a JSON array */
  json: string;
}

let cache: { at: number; services: AppServices; list: Promise<OnlineList> } | null = null;

function onlineList(services: AppServices): Promise<OnlineList> {
  const now = Date.now();
  if (!cache || cache.services !== services || now - cache.at >= ONLINE_CACHE_MS || now < cache.at) {
    const list = services.realtime.hub
      .onlineUsers()
      .then((users) => ({ ids: new Set(users), json: JSON.stringify(users) }));
    cache = { at: now, services, list };
    // A failed lookup is not kept for the next socket.
    list.catch(() => {
      if (cache?.list === list) cache = null;
    });
  }
  return cache.list;
}

/** The list with the user in it: they are online by definition, even when the cached list predates them. */
function withUser(list: OnlineList, userId: string): string {
  if (list.ids.has(userId)) return list.json;
  const id = JSON.stringify(userId);
  return list.ids.size ? `${list.json.slice(0, -1)},${id}]` : `[${id}]`;
}

/**
 * The text of the frame the socket of `ctx`'s user receives once OnConnection is accepted: the fields of
 * client-facts §6 with empty values, overlaid by what every module's contributor adds (unread counts,
 * latest titles...), and the online users. A contributor that fails is logged and left out, so one broken
 * module does not leave the header without counts.
 */
export async function initMessageText(ctx: RequestContext, log: FastifyBaseLogger): Promise<string> {
  const { services } = ctx;
  const userId = ctx.user.id;
  const frame: Omit<InitMessageFrame, 'onlineUsers'> & Record<string, unknown> = {
    method: 'initMessage',
    unreadNoticeCount: 0,
    unreadMessageCount: 0,
    unreadNums: [],
    noticeDefaultText: '',
    messageDefaultText: '',
  };
  const [online, ...parts] = await Promise.allSettled([
    onlineList(services),
    ...services.realtime.initContributors.map((contribute) => contribute(userId)),
  ]);
  for (const part of parts) {
    if (part.status === 'fulfilled') Object.assign(frame, part.value);
    else log.error({ err: part.reason }, 'realtime initMessage contributor failed');
  }
  frame.method = 'initMessage';
  delete frame.onlineUsers;
  let users = JSON.stringify([userId]);
  if (online.status === 'fulfilled') users = withUser(online.value, userId);
  else log.warn({ err: online.reason }, 'realtime online users failed');
  const text = JSON.stringify(frame);
  return `${text.slice(0, -1)},"onlineUsers":${users}}`;
}
