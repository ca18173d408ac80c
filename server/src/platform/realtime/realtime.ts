import type { Lang } from '../i18n/i18n.js';

/**
 * The realtime channel's contract (SPEC §7.15, reference/client-facts.md §6). Modules publish frames to
 * users or sessions through the hub and register the client methods they answer; the WebSocket route
 * (modules/message/websocket.routes.ts) owns the sockets. Which hub runs (in-process, or Redis pub/sub
 * with REDIS_URL) is decided in app.ts; modules never know.
 */

/** One JSON text frame; every frame names its method. */
export type Frame = { method: string } & Record<string, unknown>;

/** Who receives a frame: every socket of these users, every socket of these sessions, or every socket. */
export type Audience = { users: readonly string[] } | { sessions: readonly string[] } | { everyone: true };

export interface RealtimeHub {
  /** Delivers the frame to the audience's sockets on every server process. */
  publish(audience: Audience, frame: Frame): Promise<void>;
  /** Users with at least one open socket on any process. */
  onlineUsers(): Promise<string[]>;
  close(): Promise<void>;
}

/** The socket a client frame came from, as a method handler sees it. */
export interface SocketContext {
  userId: string;
  sessionId: string;
  lang: Lang;
  /** answers on this socket only */
  send(frame: Frame): void;
}

/** Answers one client method (SendMessage, MessageList, ...). The frame is the parsed JSON, unchecked. */
export type MethodHandler = (socket: SocketContext, frame: Record<string, unknown>) => Promise<void>;

/** Adds fields to the initMessage frame a socket receives after OnConnection (unread counts, ...). */
export type InitContributor = (userId: string) => Promise<Record<string, unknown>>;

/** What modules see of the realtime channel (services.realtime). */
export interface Realtime {
  hub: RealtimeHub;
  /** client method → handler; a module registers its own when its routes are registered */
  methods: Map<string, MethodHandler>;
  initContributors: InitContributor[];
}
