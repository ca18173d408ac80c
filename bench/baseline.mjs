// The bare baseline: Fastify answering a tiny envelope, nothing else. Every scenario is compared with it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ code: 200, msg: 'ok', data: { pong: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
