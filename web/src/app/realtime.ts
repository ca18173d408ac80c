import { isFinalClose, REALTIME_PATH, type UnreadNum } from '@app/common';
import { create } from 'zustand';
import i18n from '../i18n';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { toastError } from './feedback';
import { storage } from './storage';

/**
 * The realtime channel's client (SPEC §7.15, client-facts §6): one socket per signed-in tab, OnConnection
 * after every (re)connect, frames dispatched by method. The header (notices, chat) reads the counts from
 * useRealtime and subscribes to frames with onFrame; nothing here knows about notices or chat.
 */

export type RealtimeFrame = Record<string, unknown>;
type FrameHandler = (frame: RealtimeFrame) => void;
type Update<T> = T | ((previous: T) => T);

export interface RealtimeState {
  /** OnConnection was accepted (initMessage arrived) and the socket is open */
  connected: boolean;
  unreadNoticeCount: number;
  unreadMessageCount: number;
  /** unread chat messages per sender; the chat icon blinks while it is non-empty */
  unreadNums: UnreadNum[];
  noticeDefaultText: string;
  messageDefaultText: string;
  setUnreadNoticeCount(next: Update<number>): void;
  setUnreadMessageCount(next: Update<number>): void;
  setUnreadNums(next: Update<UnreadNum[]>): void;
  setDefaultTexts(texts: { noticeDefaultText?: string; messageDefaultText?: string }): void;
}

const resolve = <T>(next: Update<T>, previous: T): T =>
  typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
// Counts never go below zero, whatever order the frames and the reads arrive in (SPEC §4).
const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

export const useRealtime = create<RealtimeState>((set) => ({
  connected: false,
  unreadNoticeCount: 0,
  unreadMessageCount: 0,
  unreadNums: [],
  noticeDefaultText: '',
  messageDefaultText: '',
  setUnreadNoticeCount: (next) =>
    set((s) => ({ unreadNoticeCount: count(resolve(next, s.unreadNoticeCount)) })),
  setUnreadMessageCount: (next) =>
    set((s) => ({ unreadMessageCount: count(resolve(next, s.unreadMessageCount)) })),
  setUnreadNums: (next) => set((s) => ({ unreadNums: resolve(next, s.unreadNums) })),
  setDefaultTexts: (texts) => set(texts),
}));

// Reconnects wait 1 s, 2 s, 4 s... up to 30 s, each a random time between half and all of that, so tabs
// that lost the server together do not come back together.
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
// The 'logout' message stays this long before the page reloads onto the login screen (SPEC §8: 1.5 s).
const LOGOUT_TOAST_S = 1.5;

const handlers = new Map<string, Set<FrameHandler>>();
let socket: WebSocket | null = null;
let wanted = false;
let attempt = 0;
let retry: ReturnType<typeof setTimeout> | null = null;
/** the token the current socket signed in with */
let connectedToken: string | null = null;

export function onFrame(method: string, handler: FrameHandler): () => void {
  let set = handlers.get(method);
  if (!set) {
    set = new Set();
    handlers.set(method, set);
  }
  set.add(handler);
  return () => {
    handlers.get(method)?.delete(handler);
  };
}

/** Sends a frame with the token added; false when the channel is not connected (the frame is not queued). */
export function sendFrame(frame: { method: string } & Record<string, unknown>): boolean {
  const token = useSession.getState().token;
  if (!socket || socket.readyState !== WebSocket.OPEN || !useRealtime.getState().connected || !token)
    return false;
  socket.send(JSON.stringify({ ...frame, token }));
  return true;
}

export function connectRealtime(): void {
  if (wanted) return;
  wanted = true;
  attempt = 0;
  open();
}

export function disconnectRealtime(): void {
  wanted = false;
  if (retry) clearTimeout(retry);
  retry = null;
  const current = socket;
  socket = null;
  current?.close(1000);
  useRealtime.setState({ connected: false });
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  const lang = encodeURIComponent(useSettings.getState().language);
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}?lang=${lang}`;
}

function open(): void {
  retry = null;
  const token = useSession.getState().token;
  if (!wanted || !token) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  connectedToken = token;
  ws.onopen = () => ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  ws.onmessage = (event) => {
    if (socket !== ws || typeof event.data !== 'string') return;
    let frame: RealtimeFrame;
    try {
      frame = JSON.parse(event.data);
    } catch {
      return;
    }
    if (typeof frame.method !== 'string') return;
    if (frame.method === 'initMessage') accept(frame);
    for (const handler of handlers.get(frame.method) ?? []) handler(frame);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    socket = null;
    useRealtime.setState({ connected: false });
    // A refused or ended session is final: the HTTP calls lead the user to the login page.
    if (wanted && !isFinalClose(event.code)) scheduleReconnect();
  };
}

function accept(frame: RealtimeFrame): void {
  // Only an accepted OnConnection resets the backoff: a server that opens and then refuses is not hammered.
  attempt = 0;
  const num = (value: unknown) => count(Number(value ?? 0));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  useRealtime.setState({
    connected: true,
    unreadNoticeCount: num(frame.unreadNoticeCount),
    unreadMessageCount: num(frame.unreadMessageCount),
    unreadNums: Array.isArray(frame.unreadNums) ? (frame.unreadNums as UnreadNum[]) : [],
    noticeDefaultText: text(frame.noticeDefaultText),
    messageDefaultText: text(frame.messageDefaultText),
  });
}

function scheduleReconnect(): void {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  attempt += 1;
  retry = setTimeout(open, ceiling / 2 + Math.random() * (ceiling / 2));
}

// Back online after a network loss: try at once instead of waiting out the backoff.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    if (!wanted || socket || !retry) return;
    clearTimeout(retry);
    open();
  });

// SPEC §4/§8: forced offline or replaced. Say why over the page as it is, then forget the token and reload
// onto the login page (clearing the session first would blank the shell under the message). Tabs share the
// stored token: when another tab has meanwhile signed in anew, its token stays and the reload adopts it.
onFrame('logout', (frame) => {
  const ended = connectedToken;
  disconnectRealtime();
  const msg = typeof frame.msg === 'string' && frame.msg ? frame.msg : i18n.t('login.sessionExpired');
  toastError(msg, LOGOUT_TOAST_S);
  setTimeout(() => {
    if (storage.get<string | null>('token', null) === ended) useSession.getState().reset();
    window.location.reload();
  }, LOGOUT_TOAST_S * 1000);
});
