import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS, MAX_ATTEMPTS } from '../../src/modules/workflow/runtime/outbox.js';
import {
  call,
  chainFlow,
  clock,
  ENGINE,
  ids,
  launch,
  releasedFlow,
  signIn,
  t,
  todoOf,
  useRuntimeApp,
  work,
} from './runtime-fixture.js';

/**
 * Assignee type 9 (服务): a node's approvers come from an HTTP service, asked by the worker after the command
 * that reached the node (never inside its transaction), assigned only while the node still waits, and a dead
 * service, after its last attempt, leaves the node to its noApproverHandler instead of stalling the request.
 */

useRuntimeApp();

let answer: { status: number; body: unknown } = { status: 200, body: null };
const asked: URLSearchParams[] = [];
const service = http.createServer((request, response) => {
  asked.push(new URL(request.url ?? '/', 'http://x').searchParams);
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/approvers`;
  // the service is called under the data interfaces' host allow-list
  (t.app.services.config as { dataInterfaceHosts: string[] }).dataInterfaceHosts = ['127.0.0.1'];
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const serviceFlow = () =>
  releasedFlow(
    chainFlow([
      { title: '服务审批', users: [], more: { assigneeType: 9, getUserUrl: url } },
      { title: '财务审核', users: [ids.chenjing] },
    ]),
    '服务流程',
  );

describe('approvers named by a service', () => {
  it('asks the service with the request and assigns the people it names', async () => {
    const flowId = await serviceFlow();
    answer = { status: 200, body: { code: 200, data: { handleId: `${ids.lina},no-such-user` } } };
    const id = await launch(flowId);
    await work();
    expect(asked.at(-1)?.get('taskId')).toBe(id);
    expect(asked.at(-1)?.get('initiatorId')).toBe(ids.wangfang);
    expect(await todoOf('lina', id)).toBeDefined();
    expect(await todoOf('chenjing', id)).toBeUndefined();
  });

  it('retries a failing service, and after the last attempt lets the node pass by itself', async () => {
    const flowId = await serviceFlow();
    answer = { status: 500, body: { msg: 'down' } };
    const id = await launch(flowId);
    await work();
    expect(await todoOf('lina', id)).toBeUndefined();
    expect(await todoOf('chenjing', id)).toBeUndefined();
    const row = await t.database.db
      .selectFrom('flowOutbox')
      .select(['id', 'attempts', 'doneTime'])
      .where('taskId', '=', id)
      .where('kind', '=', 'askService')
      .executeTakeFirstOrThrow();
    expect([row.attempts, row.doneTime]).toEqual([1, null]);
    // the attempts before the last, spent
    await t.database.db
      .updateTable('flowOutbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', row.id)
      .execute();
    clock.advance(LEASE_MS + 1);
    await signIn();
    await work();
    expect(await todoOf('chenjing', id)).toBeDefined();
  });

  it('tells the initiator when the service names nobody and the node may not pass without approvers', async () => {
    const flowId = await releasedFlow(
      chainFlow([
        {
          title: '服务审批',
          users: [],
          more: { assigneeType: 9, getUserUrl: url, noApproverHandler: false },
        },
        { title: '财务审核', users: [ids.chenjing] },
      ]),
      '服务流程',
    );
    answer = { status: 200, body: { code: 200, data: { handleId: '' } } };
    const id = await launch(flowId);
    await work();
    await work();
    expect(await todoOf('chenjing', id)).toBeUndefined();
    const told = await t.database.db
      .selectFrom('baseMessage as m')
      .innerJoin('baseMessageReceive as r', 'r.messageId', 'm.id')
      .select('m.title')
      .where('r.userId', '=', ids.wangfang)
      .where('m.title', 'like', '%审批人未找到%')
      .execute();
    expect(told.map((m) => m.title)).toEqual([expect.stringContaining('服务审批')]);
    // the monitor can still hand the step to someone
    const monitor = await call(
      'admin',
      'GET',
      `${ENGINE}/FlowMonitor?keyword=${encodeURIComponent('服务流程')}`,
    );
    expect(monitor.json().data.list.some((row: { id: string }) => row.id === id)).toBe(true);
  });

  it('cannot release a service node whose address is no http(s) URL', async () => {
    const created = await call('admin', 'POST', `${ENGINE}/FlowEngine`, {
      fullName: '坏的服务流程',
      enCode: 'badService',
      category: 'hr',
      type: 0,
      formType: 1,
      formId: 'leaveApply',
      flowTemplateJson: JSON.stringify(
        chainFlow([
          { title: '服务审批', users: [], more: { assigneeType: 9, getUserUrl: 'file:///etc/passwd' } },
        ]),
      ),
    });
    const release = await call('admin', 'POST', `${ENGINE}/FlowEngine/Release/${created.json().data.id}`);
    expect(release.json()).toMatchObject({ code: 400, msg: expect.stringContaining('http://') });
  });
});
