import { REALTIME_MAX_FRAME_BYTES, REALTIME_PATH } from '@app/common';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { asLang } from '../../platform/i18n/i18n.js';
import { RealtimeConnection } from './realtime-connection.js';

// Browsers answer pings by themselves; a socket that missed one whole interval is gone (sleeping laptop,
// dropped network) and is terminated, so its user turns offline. Sockets that never sent OnConnection are
// not pinged: their 10 s handshake limit ends them. The round is done in small steps (LocalSockets.heartbeatStep):
// one ping burst to every socket stalled the event loop for everything else.
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_STEPS = 120;
// Frames up to 64 KB are read and refused politely when too large; ws itself closes a socket (1009) that
// sends anything beyond this, before buffering it.
const HARD_MAX_PAYLOAD = 4 * REALTIME_MAX_FRAME_BYTES;

/**
 * The realtime channel (SPEC §7.15): GET /api/message/websocket upgrades to a WebSocket; the token comes in
 * the first frame (OnConnection), so the upgrade itself is public. The page's language may ride along as
 * ?lang= for the texts sent before the user is known.
 */
export async function websocketRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  await app.register(websocket, {
    options: { maxPayload: HARD_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: true },
  });

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    config: { access: 'public' },
    schema: { tags: ['message'], summary: 'The realtime channel: a WebSocket upgrade (decision 040)' },
    // A plain HTTP call here is told, in the envelope, that this address takes WebSocket connections only.
    handler: async () => {
      throw new AppError(426, 426, 'realtime.upgradeRequired');
    },
    wsHandler: (socket, request) => {
      const query = request.query as { lang?: unknown };
      const lang = asLang(query.lang) ?? request.lang;
      // The plugin's error listener keeps the upgrade's request and reply alive as long as the socket: a few
      // KB per connection for nothing. A socket error (a peer gone mid-frame) only ends that socket.
      socket.removeAllListeners('error');
      socket.on('error', () => socket.terminate());
      new RealtimeConnection(socket, services, app.log, lang);
    },
  });

  const heartbeat = setInterval(
    () => services.sockets.heartbeatStep(HEARTBEAT_STEPS),
    HEARTBEAT_MS / HEARTBEAT_STEPS,
  );
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  // A session ended by an administrator, by a newer login or by its own logout takes its sockets with it, on
  // whichever process they are.
  services.sessions.onRevoked((sessionIds, reason) => {
    services.realtime.hub
      .end({ sessions: sessionIds }, reason)
      .catch((error) => app.log.warn({ err: error }, 'realtime logout push failed'));
  });
}
