import type { AddressInfo } from 'node:net';
import { REALTIME_PATH } from '@app/common';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export type ReceivedFrame = { method: string } & Record<string, unknown>;

/** A test's browser tab on the realtime channel: every frame it received, waitable by method. */
export interface RealtimeClient {
  socket: WebSocket;
  frames: ReceivedFrame[];
  send(frame: Record<string, unknown>): void;
  sendRaw(data: string | Buffer): void;
  /** the next frame of this method (or one already received and not yet taken) */
  next(method: string, timeoutMs?: number): Promise<ReceivedFrame>;
  /** the next frame of this method whose fields include `fields` */
  nextWith(method: string, fields: Record<string, unknown>, timeoutMs?: number): Promise<ReceivedFrame>;
  /** the close code and reason, once the server closed the socket */
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Listens on a loopback port once; later calls answer the same URL. */
export async function socketUrl(app: FastifyInstance, lang?: string): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${REALTIME_PATH}${lang ? `?lang=${lang}` : ''}`;
}

export async function openClient(
  app: FastifyInstance,
  lang?: string,
  options?: WebSocket.ClientOptions,
): Promise<RealtimeClient> {
  const socket = new WebSocket(await socketUrl(app, lang), options);
  const frames: ReceivedFrame[] = [];
  const taken = new Set<ReceivedFrame>();
  const waiters: (() => void)[] = [];
  let closeInfo: { code: number; reason: string } | null = null;
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code, reason) => {
    closeInfo = { code, reason: reason.toString() };
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async <T>(find: () => T | null, what: string, timeoutMs: number): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const client: RealtimeClient = {
    socket,
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendRaw: (data) => socket.send(data),
    next(method, timeoutMs = 5_000) {
      return client.nextWith(method, {}, timeoutMs);
    },
    nextWith(method, fields, timeoutMs = 5_000) {
      const matches = (f: ReceivedFrame) =>
        f.method === method && !taken.has(f) && Object.entries(fields).every(([k, v]) => f[k] === v);
      return waitFor(
        () => {
          const frame = frames.find(matches);
          if (frame) taken.add(frame);
          return frame ?? null;
        },
        `${method} ${JSON.stringify(fields)}`,
        timeoutMs,
      );
    },
    closed(timeoutMs = 5_000) {
      return waitFor(() => closeInfo, 'close', timeoutMs);
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      const done = new Promise((resolve) => socket.once('close', resolve));
      socket.close();
      await done;
    },
  };
  return client;
}

/** A client that has sent OnConnection and received its initMessage. */
export async function connectedClient(
  app: FastifyInstance,
  token: string,
  lang?: string,
  options?: WebSocket.ClientOptions,
) {
  const client = await openClient(app, lang, options);
  client.send({ method: 'OnConnection', token, mobileDevice: false });
  const init = await client.next('initMessage');
  return { client, init };
}
