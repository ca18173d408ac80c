import { addNodeAfter, type FlowTemplate, newFlow, updateNode } from '@app/common/flow';
import { afterAll, beforeAll, expect } from 'vitest';
import { runWorkflowWork } from '../../src/modules/workflow/runtime/flow-worker.js';
import { createTestApp, type TestApp, TestClock, userIdOf } from '../helpers/test-app.js';

/**
 * The workflow runtime's tests: an app with the first start's examples, people who launch and approve,
 * and flows built with the designer's operations, released through the API as an administrator would.
 */

export let t: TestApp;
export const clock = new TestClock(new Date(2026, 10, 26, 9, 0, 0).getTime());
export const ENGINE = '/api/workflow/Engine';
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
/** initiator 王芳; approvers 张伟 (her manager's role), 陈静 (finance), 李娜 (HR) */
export const PEOPLE = ['wangfang', 'zhangwei', 'chenjing', 'lina', 'liuyang'] as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export async function call(
  who: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method, url, headers: { authorization: tokens[who], ...headers }, payload });
}

/** An answer that must succeed: its data. */
export async function okData(
  who: string,
  method: Method,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) {
  const res = await call(who, method, url, payload, headers);
  expect(res.json(), `${method} ${url}: ${res.body}`).toMatchObject({ code: 200 });
  return res.json().data;
}

let n = 0;
const nodeIds = () => `n${++n}`;

/** start → one approver node per entry (title, approvers, more properties). */
export function chainFlow(
  steps: { title: string; users: string[]; more?: Record<string, unknown> }[],
): FlowTemplate {
  let flow = newFlow(nodeIds);
  let last = flow.childNode!.nodeId;
  steps.forEach((step, index) => {
    if (index > 0) {
      flow = addNodeAfter(flow, last, 'approver', nodeIds);
      last = findLast(flow);
    }
    flow = updateNode(flow, last, (node) =>
      Object.assign(node.properties!, { title: step.title, approvers: step.users, ...step.more }),
    );
  });
  return flow;
}

function findLast(flow: FlowTemplate): string {
  let node = flow as { nodeId: string; childNode?: unknown };
  while (node.childNode) node = node.childNode as typeof node;
  return node.nodeId;
}

let codes = 0;
/** Creates and releases a flow on the 请假申请 system form; answers the engine id. */
export async function releasedFlow(flow: FlowTemplate, name = '请假流程'): Promise<string> {
  const code = `leave${++codes}`;
  const created = await okData('admin', 'POST', `${ENGINE}/FlowEngine`, {
    fullName: `${name}${codes}`,
    enCode: code,
    category: 'hr',
    type: 0,
    formType: 1,
    formId: 'leaveApply',
    flowTemplateJson: JSON.stringify(flow),
  });
  await okData('admin', 'POST', `${ENGINE}/FlowEngine/Release/${created.id}`);
  return created.id as string;
}

export const leaveValues = (days: number, more: Record<string, unknown> = {}) => ({
  applyDate: clock.now(),
  leaveType: '事假',
  leaveStartTime: clock.now(),
  leaveEndTime: clock.now() + days * 86_400_000,
  leaveDayCount: days,
  leaveReason: '家中有事',
  ...more,
});

export async function launch(flowId: string, days = 2, who = 'wangfang', more: Record<string, unknown> = {}) {
  const data = await okData(who, 'POST', `${ENGINE}/FlowTask`, {
    flowId,
    formData: leaveValues(days),
    status: 0,
    ...more,
  });
  return data.id as string;
}

/** The caller's open task on a request (its taskOperatorId), from their to-do list. */
export async function todoOf(who: string, taskId: string): Promise<string | undefined> {
  const list = await okData(who, 'GET', `${ENGINE}/FlowBefore/List/1?pageSize=100`);
  return (list.list as { id: string; taskId: string }[]).find((row) => row.taskId === taskId)?.id;
}

export const work = () => runWorkflowWork(t.app.services);

export async function task(taskId: string) {
  return t.database.db.selectFrom('flowTask').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
}

/** Signs everyone in again (after the clock moved past their sessions). */
export async function signIn() {
  tokens.admin = await t.login();
  for (const account of PEOPLE) {
    tokens[account] = await t.login(account, '123456');
    ids[account] = await userIdOf(t, account);
  }
}

export function useRuntimeApp() {
  beforeAll(async () => {
    t = await createTestApp({ clock, examples: true });
    await signIn();
  }, 60_000);
  afterAll(() => t.close());
}
