import type { ChatMessageType, ChatSummary } from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { avatarUrl } from '../../platform/files/avatar-url.js';
import { unreadNums } from './im-content.service.js';

/** More conversations than anyone scrolls through in the drawer. */
const RECENT_MAX = 500;

/**
 * My recent chats (GET /api/message/imreply; me: the user of `ctx`): everyone I sent to or heard from,
 * with the latest line of the conversation and how many of their messages I have not read, newest first.
 * The pair rows hold the latest line, so this reads no messages; people deleted since are left out.
 */
export async function recentChats(ctx: RequestContext): Promise<ChatSummary[]> {
  const { db } = ctx.services;
  const me = ctx.user.id;
  const unread = await unreadNums(db, me);
  const rows = await db
    .selectFrom('baseImReply')
    .select(['userId', 'receiveUserId', 'receiveTime', 'latestMessage', 'messageType'])
    .where((eb) => eb.or([eb('userId', '=', me), eb('receiveUserId', '=', me)]))
    .orderBy('receiveTime', 'desc')
    .limit(RECENT_MAX * 2)
    .execute();
  // Rows come newest first: the first row seen for a person is the conversation's latest line.
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const other = row.userId === me ? row.receiveUserId : row.userId;
    if (!latest.has(other)) latest.set(other, row);
  }
  const ids = [...latest.keys()].slice(0, RECENT_MAX);
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('baseUser')
    .select(['id', 'realName', 'account', 'headIcon'])
    .where('id', 'in', ids)
    .where('deleteMark', 'is', null)
    .execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  const unreadBy = new Map(unread.map((u) => [u.userId, u.unreadNum]));
  const list: ChatSummary[] = [];
  for (const id of ids) {
    const user = byId.get(id);
    const row = latest.get(id);
    if (!user || !row) continue;
    list.push({
      id,
      realName: user.realName,
      account: user.account,
      headIcon: avatarUrl(user.headIcon),
      latestMessage: row.latestMessage,
      messageType: row.messageType as ChatMessageType,
      latestDate: Number(row.receiveTime),
      unreadMessage: unreadBy.get(id) ?? 0,
    });
  }
  return list;
}
