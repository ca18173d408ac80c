import type { RequestContext } from '../context.js';

/**
 * The realtime channel's contract (SPEC §7.15, reference/client-facts.md §6). Modules publish frames to
 * users or sessions through the hub and register the client methods they answer; the WebSocket route
 * (modules/message/websocket.routes.ts) owns the sockets. Which hub runs (in-process, or Redis pub/sub
 * with REDIS_URL) is decided in app.ts; modules never know.
 */

/** One JSON text frame; every frame names its method. */
export type Frame = { method: string } & Record<string, unknown>;

/**
 * Who receives a frame: every socket of these users, every socket of these sessions, every socket, or the
 * sockets that subscribed to a topic (e.g. PRESENCE_TOPIC: the Online/Offline announcements).
 */
export type Audience =
  | { users: readonly string[] }
  | { sessions: readonly string[] }
  | { everyone: true }
  | { topic: string };

/** Sockets that asked for Online/Offline frames (the client sends {method: 'Presence', on: true}). */
export const PRESENCE_TOPIC = 'presence';

/** Why the server ends a socket's session: it answers a 'logout' frame in the socket's language, then closes. */
export type EndReason = 'forced' | 'replaced' | 'logout';

export interface RealtimeHub {
  /** Delivers the frame to the audience's sockets on every server process. */
  publish(audience: Audience, frame: Frame): Promise<void>;
  /** Sends the audience's sockets, on every process, a 'logout' frame for the reason and closes them. */
  end(audience: Audience, reason: EndReason): Promise<void>;
  /** Users with at least one open socket on any process. */
  onlineUsers(): Promise<string[]>;
  /** Whether the user has an open socket on any process. */
  isOnline(userId: string): Promise<boolean>;
  /** This process's sockets opened or closed; a hub that shares presence records it. */
  presenceChanged(userId: string, online: boolean): void;
  /**
   * Whether this process is the one to announce that the user came online or went offline: when the last
   * sockets close on two processes at once, both see the user gone, and only one may say it.
   */
  claimAnnouncement(userId: string, online: boolean): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The socket a client frame came from, as a method handler sees it: the socket's user acting, as a route
 * handler sees its caller (user, session, language, clock, services, scopes), and the way back to it.
 */
export interface SocketContext {
  /** the user who opened the socket, built from the session the frame was checked against */
  context: RequestContext;
  /** answers on this socket only */
  send(frame: Frame): void;
  /** this socket's id, unique across processes: the key of what a module keeps per socket */
  socketId: string;
  /** this socket receives (or stops receiving) the frames published to a topic, on any process */
  subscribe(topic: string, on: boolean): void;
  /** called once when this socket closes, whoever closed it: a module forgets what it kept for the socket */
  onClose(listener: () => void): void;
}

/** Answers one client method (SendMessage, MessageList, ...). The frame is the parsed JSON, unchecked. */
export type MethodHandler = (socket: SocketContext, frame: Record<string, unknown>) => Promise<void>;

/** Adds fields to the initMessage frame a socket receives after OnConnection (unread counts, ...). */
export type InitContributor = (userId: string) => Promise<Record<string, unknown>>;

/** What modules see of the realtime channel (services.realtime). */
export interface Realtime {
  hub: RealtimeHub;
  /** client method → handler; a module registers its own in its setup (platform/module.ts) */
  methods: Map<string, MethodHandler>;
  initContributors: InitContributor[];
}
