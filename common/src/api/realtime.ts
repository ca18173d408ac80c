/**
 * The realtime channel (SPEC §7.15, client-facts §6) as both sides see it: the socket's path, the close
 * codes the server ends a socket with, and the limits it enforces.
 */

export const REALTIME_PATH = '/api/message/websocket';

/**
 * Close codes in the application range (4000-4999). The client reconnects after any close except the
 * two that mean the session is over: reconnecting with the same token would only be refused again.
 */
export const RealtimeClose = {
  /** OnConnection carried no token, or one the server does not accept: sign in again */
  unauthenticated: 4001,
  /** the session was ended (forced offline, replaced by another login, logged out) after a 'logout' frame */
  sessionEnded: 4002,
  /** no OnConnection arrived in time */
  noHandshake: 4003,
  /** frames kept arriving far faster than the rate limit */
  flood: 4008,
} as const;

export const isFinalClose = (code: number): boolean =>
  code === RealtimeClose.unauthenticated || code === RealtimeClose.sessionEnded;

/** A text frame larger than this is refused with an error frame; one far larger closes the socket (1009). */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

/** The fields every initMessage carries (contributors add more). */
export interface InitMessageFrame {
  method: 'initMessage';
  onlineUsers: string[];
  unreadNoticeCount: number;
  unreadMessageCount: number;
  unreadNums: unknown[];
  noticeDefaultText: string;
  messageDefaultText: string;
}

/** What the server answers a frame it refuses (bad JSON, unknown method, too large, too fast, a handler's error). */
export interface RealtimeErrorFrame {
  method: 'error';
  code: number;
  msg: string;
  /** the method of the refused frame, when it had one */
  about?: string;
  /** the refused frame's own requestId, echoed */
  requestId?: string | number;
}
