import { addNodeAfter, type FlowTemplate, newFlow, updateNode } from '@app/common/flow';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantButtons, grantMenus, type TestApp, TestClock } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 流程引擎 with every button */
export let manager: string;
/** 流程引擎 without its buttons */
export let reader: string;
/** signed in, without the flow engine menu */
export let outsider: string;

export const clock = new TestClock(new Date(2026, 10, 26, 9, 0, 0).getTime());
export const BASE = '/api/workflow/Engine/FlowEngine';
/** the 请假申请 flow form 在线开发's examples release */
export const LEAVE_FORM = seedId('example:visualdev:leaveRequest');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (
  method: Method,
  url: string,
  token: string | null = admin,
  payload?: object,
  lang?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

let n = 0;
const ids = () => `x${++n}`;

/** start → one approver with a member: a flow every save rule passes. */
export function validFlow(approver = 'u1'): FlowTemplate {
  const flow = newFlow(ids);
  return updateNode(flow, flow.childNode!.nodeId, (node) =>
    Object.assign(node.properties!, { title: '经理审批', approvers: [approver] }),
  );
}

/** start → 经理审批 → 财务审批, the second without approvers: a draft that cannot be released. */
export function incompleteFlow(): FlowTemplate {
  const flow = validFlow();
  const withSecond = addNodeAfter(flow, flow.childNode!.nodeId, 'approver', ids);
  return updateNode(withSecond, withSecond.childNode!.childNode!.nodeId, (node) =>
    Object.assign(node.properties!, { title: '财务审批' }),
  );
}

export const engineBody = (more: Record<string, unknown> = {}) => ({
  fullName: '报销流程',
  enCode: 'expenseFlow',
  category: 'finance',
  type: 0,
  formType: 1,
  formId: 'expenseClaim',
  icon: 'icon-ym icon-ym-flow',
  iconBackground: '#ff6600',
  sortCode: 5,
  description: '费用报销的审批',
  flowTemplateJson: JSON.stringify(validFlow()),
  ...more,
});

export async function createEngine(more: Record<string, unknown> = {}, token = admin): Promise<string> {
  const res = await call('POST', BASE, token, engineBody(more));
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

export async function info(id: string, token = admin) {
  const res = await call('GET', `${BASE}/${id}`, token);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data as Record<string, unknown>;
}

/** The ids of the flows the Selector offers the caller. */
export async function selectable(token = admin): Promise<string[]> {
  const res = await call('GET', `${BASE}/Selector`, token);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return (res.json().data.list as { children: { id: string }[] }[]).flatMap((g) =>
    g.children.map((c) => c.id),
  );
}

/** A fresh app for the test file, with the first start's examples and the callers every test here uses. */
export function useEngineApp() {
  beforeAll(async () => {
    t = await createTestApp({ clock, examples: true });
    admin = await t.login();
    await grantMenus(t, 'zhouqiang', ['workFlow', 'workFlow.flowEngine']);
    await grantButtons(t, 'zhouqiang', 'workFlow.flowEngine', [
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_copy',
      'btn_release',
      'btn_stop',
      'btn_export',
      'btn_import',
    ]);
    manager = await t.login('zhouqiang', '123456');
    await grantMenus(t, 'wangfang', ['workFlow', 'workFlow.flowEngine']);
    reader = await t.login('wangfang', '123456');
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    outsider = await t.login('zhangwei', '123456');
  }, 60_000);
  afterAll(() => t.close());
}
