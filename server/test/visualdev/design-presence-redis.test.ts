import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisHub } from '../../src/platform/realtime/redis-hub.js';
import { hasRedisServer, startRedisServer } from '../helpers/redis-server.js';
import { createTestApp, type TestApp, userIdOf } from '../helpers/test-app.js';
import { connectedClient, type ReceivedFrame } from '../message/realtime-client.js';

const available = hasRedisServer();
if (!available)
  console.warn(
    'design-presence-redis.test.ts skipped: redis-server is not installed (apt-get install redis-server)',
  );

const editorsOf = (frame: ReceivedFrame) =>
  (frame.editors as { userId: string }[]).map((e) => e.userId).sort();

// Two server processes on one database and one Redis, as behind a load balancer (decision 074): a design's
// editors on either process see the same list, and a socket closing on one process updates the other's.
describe.skipIf(!available)('design presence across two processes', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let server: Awaited<ReturnType<typeof startRedisServer>>;

  beforeAll(async () => {
    server = await startRedisServer();
    t = await createTestApp({ redisUrl: server.url });
    other = await t.secondApp();
    await (t.app.services.realtime.hub as RedisHub).ready;
    await (other.services.realtime.hub as RedisHub).ready;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await server?.stop();
  });

  it('lists editors connected to either process, and a disconnect on one reaches the other', async () => {
    const admin = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visualdev/Base',
      headers: { authorization: admin },
      payload: { type: 1, fullName: '两个进程', enCode: 'twoProcesses', webType: 1 },
    });
    const designId = res.json().data.id as string;
    // huangmin is an administrator of the seed, so the design's menu is theirs too.
    const second = await t.login('huangmin', '123456');

    const here = await connectedClient(t.app, admin);
    const there = await connectedClient(other, second);
    here.client.send({ method: 'DesignOpen', designId, token: admin });
    const first = await here.client.nextWith('DesignEditors', { designId });
    there.client.send({ method: 'DesignOpen', designId, token: second });
    const both = await there.client.nextWith('DesignEditors', { designId });
    expect(editorsOf(both)).toEqual([await userIdOf(t, 'admin'), await userIdOf(t, 'huangmin')].sort());
    expect(await here.client.nextWith('DesignEditors', { designId, revision: both.revision })).toEqual(both);
    expect(both.revision).toBeGreaterThan(first.revision as number);

    await there.client.close();
    const left = await here.client.nextWith('DesignEditors', {
      designId,
      revision: (both.revision as number) + 1,
    });
    expect(editorsOf(left)).toEqual([await userIdOf(t, 'admin')]);
    await here.client.close();
  });
});
