/**
 * Notices (系统公告) and the message centre (站内消息): what /api/message sends and answers (SPEC §3,
 * §7.2; client-facts §5.4 and §11; server-facts §9). A message is 'type 1' when it is a notice whose
 * body is HTML; any other type carries a JSON body whose own `type` says which workflow page opens it.
 */

export const MessageType = {
  notice: 1,
  system: 2,
} as const;

/** The body type inside a system message's JSON (SPEC §3): 2 to-do, 3 circulate, anything else launch. */
export const MessageBodyType = {
  todo: 2,
  circulate: 3,
} as const;

export const NOTICE_TITLE_MAX = 200;
/** A notice body is stored as sanitised HTML of at most this many characters (the request limit is 1 MB). */
export const NOTICE_BODY_MAX = 900_000;
/** DELETE /api/message/Record takes at most this many ids at once (a page of the message centre at 500). */
export const MESSAGE_RECORD_IDS_MAX = 500;

/** '1' read, '0' unread, as SPEC §3 writes it. */
export type ReadFlag = '0' | '1';

/** A row of the administration list GET /api/message/Notice. */
export interface NoticeRow {
  id: string;
  title: string;
  /** "realName/account" of the author */
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
  /** 0 draft (存草稿), 1 released (已发送) */
  enabledMark: 0 | 1;
  releaseTime: number | null;
}

/** GET /api/message/{id}: a notice as its author edits it. */
export interface NoticeInfo extends NoticeRow {
  bodyText: string;
}

/** POST /api/message and PUT /api/message/{id}. */
export interface NoticeInput {
  title: string;
  bodyText?: string | null;
}

/** A row of my messages, GET /api/message (the drawer and /messageRecord). */
export interface MessageItem {
  id: string;
  title: string;
  type: number;
  creatorUser: string;
  /** when it reached the inbox (the release time of a notice) */
  lastModifyTime: number;
  isRead: ReadFlag;
}

/** GET /api/message/ReadInfo/{id}: the message with its body; reading it marks it read. */
export interface MessageDetail extends MessageItem {
  bodyText: string;
}

/** The fields the message module adds to initMessage (client-facts §6). */
export interface MessageCounts {
  unreadNoticeCount: number;
  unreadMessageCount: number;
  noticeDefaultText: string;
  messageDefaultText: string;
}

/** The messagePush frame sent when a notice is released or a system message is sent. */
export interface MessagePushFrame {
  method: 'messagePush';
  userId: string;
  toUserId: string[];
  title: string;
  unreadNoticeCount: number;
}

export type WorkflowMessageRoute = '/workFlow/flowTodo' | '/workFlow/flowCirculate' | '/workFlow/flowLaunch';

/**
 * Where a message that is not a notice opens (SPEC §3): by the `type` inside its JSON body. A body
 * that is not JSON, or names no type, opens the launch page as 'anything else' does.
 */
export function workflowRouteOf(bodyText: string | null | undefined): WorkflowMessageRoute {
  let type: unknown;
  try {
    type = (JSON.parse(bodyText ?? '') as { type?: unknown } | null)?.type;
  } catch {
    type = undefined;
  }
  const code = Number(type);
  if (code === MessageBodyType.todo) return '/workFlow/flowTodo';
  if (code === MessageBodyType.circulate) return '/workFlow/flowCirculate';
  return '/workFlow/flowLaunch';
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function parsedBody(bodyText: string | null | undefined): { id?: unknown; taskOperatorId?: unknown } | null {
  try {
    const body: unknown = JSON.parse(bodyText ?? '');
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

/**
 * The page a workflow message opens with the request it names (SPEC §2.1): `?id=<taskId>`, and the to-do
 * (`taskOperatorId`) when the body carries one, so the list opens that request's detail. Ids that are not
 * plain ids are left out: the page then opens as its list.
 */
export function workflowLinkOf(bodyText: string | null | undefined): string {
  const route = workflowRouteOf(bodyText);
  const body = parsedBody(bodyText);
  const id = typeof body?.id === 'string' || typeof body?.id === 'number' ? String(body.id) : '';
  if (!ID.test(id)) return route;
  const params = new URLSearchParams({ id });
  const operator = body?.taskOperatorId;
  if ((typeof operator === 'string' || typeof operator === 'number') && ID.test(String(operator)))
    params.set('taskOperatorId', String(operator));
  return `${route}?${params}`;
}
