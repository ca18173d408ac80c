import { describe, expect, it } from 'vitest';
import { loadSystemForm } from '../../src/modules/workflow/system-form-store.js';
import {
  call,
  chainFlow,
  ENGINE,
  ids,
  launch,
  okData,
  releasedFlow,
  t,
  task,
  todoOf,
  useRuntimeApp,
  work,
} from './runtime-fixture.js';

/**
 * The runtime end to end through the API (issue 17 item 5): launch, to-do, approve, reject back to the
 * initiator and resubmit, the records and the messages the outbox delivers.
 */

useRuntimeApp();

describe('launching and approving a request', () => {
  it('runs a two-step flow to approval with records, lists and messages', async () => {
    const flowId = await releasedFlow(
      chainFlow([
        { title: '经理审批', users: [ids.zhangwei] },
        { title: '财务审批', users: [ids.chenjing] },
      ]),
    );
    const form = await okData('wangfang', 'GET', `${ENGINE}/FlowEngine/${flowId}/LaunchForm`);
    expect(form.form).toMatchObject({ formType: 1, formId: 'leaveApply' });
    expect(form.flowTemplateJson.childNode.properties.title).toBe('经理审批');
    const id = await launch(flowId, 2);
    expect(await task(id)).toMatchObject({ status: 1, thisStep: '经理审批', fullName: '王芳的请假流程1' });
    const mine = await okData('wangfang', 'GET', `${ENGINE}/FlowLaunch`);
    expect(mine.list[0]).toMatchObject({ id, status: 1, userName: '王芳', thisStep: '经理审批' });

    const first = await todoOf('zhangwei', id);
    expect(first).toBeTruthy();
    expect(await todoOf('chenjing', id)).toBeUndefined();
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${first}`, { handleOpinion: '同意' });
    expect(await todoOf('zhangwei', id)).toBeUndefined();
    const second = await todoOf('chenjing', id);
    await okData('chenjing', 'POST', `${ENGINE}/FlowBefore/Audit/${second}`, { handleOpinion: '准' });
    expect(await task(id)).toMatchObject({ status: 2, completion: 100, thisStepId: 'end' });

    const detail = await okData('wangfang', 'GET', `${ENGINE}/FlowBefore/${id}`);
    expect(
      detail.flowTaskOperatorRecordList.map((r: { handleStatus: number; userName: string }) => [
        r.handleStatus,
        r.userName,
      ]),
    ).toEqual([
      [2, '王芳'],
      [1, '张伟'],
      [1, '陈静'],
    ]);
    expect(detail.flowTaskInfo).toMatchObject({ status: 2, userName: '王芳' });
    expect(detail.formData).toMatchObject({ leaveDayCount: 2, flowTitle: '王芳的请假流程1' });
    // the system form keeps its values in its own table, numbered, with the applicant filled in
    const stored = await loadSystemForm(t.database.db, 'leaveApply', id);
    expect(stored).toMatchObject({ leaveDayCount: 2, applyUser: ids.wangfang });
    expect(stored?.billNo).toMatch(/^QJSQ/);
    expect(detail.formData.billNo).toBe(stored?.billNo);
    // the reader sees the applicant and the department by name
    expect(detail.formData).toMatchObject({ applyUser: '王芳', applyDept: '总裁办' });
    // and the chart's nodes name their approvers by name, the ones not reached too
    expect(detail.names).toMatchObject({ [ids.zhangwei]: '张伟', [ids.chenjing]: '陈静' });

    const done = await okData('zhangwei', 'GET', `${ENGINE}/FlowBefore/List/2`);
    expect(done.list.find((row: { taskId: string }) => row.taskId === id)).toMatchObject({
      handleStatus: 1,
      nodeName: '经理审批',
    });

    const { delivered } = await work();
    expect(delivered).toBeGreaterThanOrEqual(4);
    const messages = await t.database.db
      .selectFrom('baseMessage')
      .select(['title', 'bodyText'])
      .where('title', 'like', '王芳的请假流程1%')
      .orderBy('creatorTime')
      .execute();
    const titles = messages.map((m) => m.title);
    expect(titles).toContain('王芳的请假流程1【审核】');
    expect(titles).toContain('王芳的请假流程1【张伟审核通过】');
    expect(titles).toContain('王芳的请假流程1【流程审批通过】');
    expect(JSON.parse(messages.find((m) => m.title.endsWith('【审核】'))!.bodyText!)).toEqual({
      type: 2,
      id,
    });
    expect((await work()).delivered).toBe(0);
  });

  it('rejects back to the initiator, who resubmits; a second click with the same key does nothing', async () => {
    const flowId = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
    const id = await launch(flowId, 5);
    const op = await todoOf('zhangwei', id);
    const key = { 'idempotency-key': 'reject-1' };
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Reject/${op}`, { handleOpinion: '天数太多' }, key);
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Reject/${op}`, { handleOpinion: '天数太多' }, key);
    expect(await task(id)).toMatchObject({ status: 3 });
    const rejects = await t.database.db
      .selectFrom('flowTaskRecord')
      .select('id')
      .where('taskId', '=', id)
      .where('handleStatus', '=', 0)
      .execute();
    expect(rejects).toHaveLength(1);

    // the handled task refuses another decision, in the caller's language, and changes nothing
    const again = await call(
      'zhangwei',
      'POST',
      `${ENGINE}/FlowBefore/Audit/${op}`,
      {},
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('The request is not in progress');

    await okData('wangfang', 'PUT', `${ENGINE}/FlowTask/${id}`, {
      formData: { leaveDayCount: 3 },
      status: 0,
    });
    expect(await task(id)).toMatchObject({ status: 1 });
    const next = await todoOf('zhangwei', id);
    expect(next).toBeTruthy();
    expect(next).not.toBe(op);
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${next}`, {});
    expect(await task(id)).toMatchObject({ status: 2 });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const flowId = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
    const before = await t.database.db.selectFrom('flowTask').select('id').execute();
    const missing = await call('wangfang', 'POST', `${ENGINE}/FlowTask`, {
      flowId,
      formData: { leaveDayCount: 2 },
      status: 0,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/不能为空/);
    const unknown = await call('wangfang', 'POST', `${ENGINE}/FlowTask`, {
      flowId: 'nope',
      formData: {},
      status: 0,
    });
    expect(unknown.json()).toMatchObject({ code: 400, msg: '该流程未启用或您无权发起' });
    const notMine = await call('liuyang', 'POST', `${ENGINE}/FlowBefore/Audit/nope`, {});
    expect(notMine.statusCode).toBe(404);
    expect(await t.database.db.selectFrom('flowTask').select('id').execute()).toHaveLength(before.length);

    const id = await launch(flowId, 1);
    const op = await todoOf('zhangwei', id);
    const stranger = await call('liuyang', 'POST', `${ENGINE}/FlowBefore/Audit/${op}`, {});
    expect(stranger.json()).toMatchObject({ code: 400, msg: '这不是您的审批任务' });
    const peek = await call('liuyang', 'GET', `${ENGINE}/FlowBefore/${id}`);
    expect(peek.statusCode).toBe(403);
    expect(await task(id)).toMatchObject({ status: 1, revision: 1 });
  });
});
