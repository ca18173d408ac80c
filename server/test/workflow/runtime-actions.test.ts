import { describe, expect, it } from 'vitest';
import {
  call,
  chainFlow,
  clock,
  ENGINE,
  ids,
  launch,
  okData,
  releasedFlow,
  signIn,
  t,
  task,
  todoOf,
  useRuntimeApp,
  work,
} from './runtime-fixture.js';

/**
 * The other actions of issue 17 item 5 and the entrust of item 6, through the API: recall, transfer, the
 * monitor's assign and terminate, press, copies, entrusts acting in the delegator's name, deletes, and the
 * flow engine that cannot be deleted while requests run on it.
 */

useRuntimeApp();

const twoSteps = () =>
  chainFlow([
    { title: '经理审批', users: [ids.zhangwei], more: { circulateUser: [ids.liuyang] } },
    { title: '财务审批', users: [ids.chenjing] },
  ]);

describe('approver and initiator actions', () => {
  it('recalls an approval while the next step is untouched, and refuses once it acted', async () => {
    const id = await launch(await releasedFlow(twoSteps()));
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${await todoOf('zhangwei', id)}`, {});
    const done = await okData('zhangwei', 'GET', `${ENGINE}/FlowBefore/List/2`);
    const record = done.list.find((row: { taskId: string }) => row.taskId === id).id;
    const detail = await okData('zhangwei', 'GET', `${ENGINE}/FlowBefore/${id}`);
    expect(detail.canRecall).toBe(record);
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Recall/${record}`, { handleOpinion: '再看看' });
    expect(await task(id)).toMatchObject({ thisStep: '经理审批', status: 1 });
    expect(await todoOf('chenjing', id)).toBeUndefined();
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${await todoOf('zhangwei', id)}`, {});
    await okData('chenjing', 'POST', `${ENGINE}/FlowBefore/Audit/${await todoOf('chenjing', id)}`, {});
    const late = await call('zhangwei', 'POST', `${ENGINE}/FlowBefore/Recall/${record}`, {});
    expect(late.json().code).toBe(400);
  });

  it('copies to the node CC list, transfers, presses and lets the monitor assign and terminate', async () => {
    const id = await launch(await releasedFlow(twoSteps()));
    await okData('wangfang', 'POST', `${ENGINE}/FlowLaunch/Press/${id}`);
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Transfer/${await todoOf('zhangwei', id)}`, {
      freeApproverUserId: ids.lina,
    });
    expect(await todoOf('zhangwei', id)).toBeUndefined();
    await okData('lina', 'POST', `${ENGINE}/FlowBefore/Audit/${await todoOf('lina', id)}`, {});
    const copies = await okData('liuyang', 'GET', `${ENGINE}/FlowBefore/List/3`);
    expect(copies.list.find((row: { taskId: string }) => row.taskId === id)).toMatchObject({
      nodeName: '经理审批',
    });

    const node = (await task(id)).thisStepId as string;
    await okData('admin', 'POST', `${ENGINE}/FlowBefore/Assign/${id}`, {
      nodeCode: node,
      freeApproverUserId: ids.liuyang,
    });
    expect(await todoOf('chenjing', id)).toBeUndefined();
    expect(await todoOf('liuyang', id)).toBeTruthy();
    const monitor = await okData(
      'admin',
      'GET',
      `${ENGINE}/FlowMonitor?keyword=${encodeURIComponent('请假')}`,
    );
    expect(monitor.list.some((row: { id: string }) => row.id === id)).toBe(true);
    const refused = await call('wangfang', 'POST', `${ENGINE}/FlowBefore/Cancel/${id}`, {});
    expect(refused.statusCode).toBe(403);
    await okData('admin', 'POST', `${ENGINE}/FlowBefore/Cancel/${id}`, { handleOpinion: '作废' });
    expect(await task(id)).toMatchObject({ status: 5 });
    expect(await todoOf('liuyang', id)).toBeUndefined();

    const detail = await okData('wangfang', 'GET', `${ENGINE}/FlowBefore/${id}`);
    expect(detail.flowTaskOperatorRecordList.map((r: { handleStatus: number }) => r.handleStatus)).toEqual([
      2, 10, 7, 1, 5, 4,
    ]);
    await work();
    const press = await t.database.db
      .selectFrom('baseMessage')
      .select('bodyText')
      .where('title', 'like', '%【催办】')
      .execute();
    expect(press.length).toBeGreaterThan(0);
  });

  it('withdraws, deletes a withdrawn request of mine, and keeps running ones', async () => {
    const flowId = await releasedFlow(twoSteps());
    const id = await launch(flowId);
    const running = await call('wangfang', 'DELETE', `${ENGINE}/FlowLaunch/${id}`);
    expect(running.json()).toMatchObject({ code: 400, msg: '只能删除草稿或已撤回的流程' });
    const engine = await call('admin', 'DELETE', `${ENGINE}/FlowEngine/${flowId}`);
    expect(engine.json()).toMatchObject({ code: 400, msg: '该流程有1个进行中的流程实例，不能删除' });
    await okData('wangfang', 'PUT', `${ENGINE}/FlowLaunch/${id}/Actions/Withdraw`, {
      handleOpinion: '不请了',
    });
    expect(await task(id)).toMatchObject({ status: 4 });
    await okData('wangfang', 'DELETE', `${ENGINE}/FlowLaunch/${id}`);
    expect(await task(id)).toMatchObject({ deleteMark: 1 });
    await okData('admin', 'DELETE', `${ENGINE}/FlowEngine/${flowId}`);
  });
});

describe('entrusts (流程委托)', () => {
  it('lets the entrusted person act in the delegator name for the dates given, and shows both', async () => {
    const flowId = await releasedFlow(twoSteps());
    const now = clock.now();
    const self = await call('zhangwei', 'POST', `${ENGINE}/FlowDelegate`, {
      toUserId: ids.zhangwei,
      startTime: now,
      endTime: now + 1000,
    });
    expect(self.json()).toMatchObject({ code: 400, msg: '不能委托给自己' });
    const backwards = await call('zhangwei', 'POST', `${ENGINE}/FlowDelegate`, {
      toUserId: ids.lina,
      startTime: now,
      endTime: now - 1,
    });
    expect(backwards.json().code).toBe(400);
    const created = await okData('zhangwei', 'POST', `${ENGINE}/FlowDelegate`, {
      toUserId: ids.lina,
      flowId,
      startTime: now - 3_600_000,
      endTime: now + 86_400_000,
      description: '出差期间',
    });
    const overlap = await call('zhangwei', 'POST', `${ENGINE}/FlowDelegate`, {
      toUserId: ids.liuyang,
      startTime: now,
      endTime: now + 3_600_000,
    });
    expect(overlap.json()).toMatchObject({ code: 400, msg: '该时间段内已有相同流程的委托' });
    const mine = await okData('zhangwei', 'GET', `${ENGINE}/FlowDelegate`);
    expect(mine.list[0]).toMatchObject({
      id: created.id,
      status: 0,
      flowName: expect.stringContaining('请假流程'),
    });

    const id = await launch(flowId);
    const todo = await okData('lina', 'GET', `${ENGINE}/FlowBefore/List/1`);
    const row = todo.list.find((r: { taskId: string }) => r.taskId === id);
    expect(row).toMatchObject({ delegatorName: '张伟' });
    await okData('lina', 'POST', `${ENGINE}/FlowBefore/Audit/${row.id}`, { handleOpinion: '代为审批' });
    const detail = await okData('wangfang', 'GET', `${ENGINE}/FlowBefore/${id}`);
    expect(detail.flowTaskOperatorRecordList[1]).toMatchObject({
      userName: '李娜',
      onBehalfOfName: '张伟',
      handleStatus: 1,
    });

    // after the entrust ends, the deputy no longer sees or acts on 张伟's tasks
    clock.advance(2 * 86_400_000);
    await signIn();
    const other = await launch(flowId);
    expect(await todoOf('lina', other)).toBeUndefined();
    const op = await todoOf('zhangwei', other);
    const late = await call('lina', 'POST', `${ENGINE}/FlowBefore/Audit/${op}`, {});
    expect(late.json()).toMatchObject({ code: 400, msg: '这不是您的审批任务' });
    expect((await okData('zhangwei', 'GET', `${ENGINE}/FlowDelegate`)).list[0].status).toBe(2);
    const counts = await okData('zhangwei', 'GET', `${ENGINE}/FlowBefore/Count`);
    expect(counts.toBeReviewed).toBeGreaterThan(0);
  });
});

describe('form values an approver sends', () => {
  it('keeps only the fields the node may write; the rest are ignored, not trusted from the browser', async () => {
    const flowId = await releasedFlow(
      chainFlow([
        {
          title: '经理审批',
          users: [ids.zhangwei],
          more: {
            formOperates: [
              { id: 'leaveReason', name: '请假原因', read: true, write: true },
              { id: 'leaveDayCount', name: '请假天数', read: true, write: false },
            ],
          },
        },
      ]),
    );
    const id = await launch(flowId, 2);
    await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${await todoOf('zhangwei', id)}`, {
      formData: { leaveReason: '经理补充：同意调休', leaveDayCount: 30, leaveType: '婚假' },
    });
    const detail = await okData('wangfang', 'GET', `${ENGINE}/FlowBefore/${id}`);
    expect(detail.formData).toMatchObject({
      leaveReason: '经理补充：同意调休',
      leaveDayCount: 2,
      leaveType: '事假',
    });
  });
});
