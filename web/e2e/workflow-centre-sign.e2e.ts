import { addNodeAfter, type FlowTemplate, newFlow, updateNode } from '@app/common/flow';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { screenshot } from './support/browser';
import { ENGINE, launchTravel, rowOf, signIn, twoBrowsers } from './workflow-centre-steps';

/**
 * A step that asks for a handwritten signature and lets its approver pick CC people (hasSign,
 * isCustomCopy), then 复核 by 张伟: the administrator signs on the pad, copies 李娜 in and approves; the
 * record carries the signature; he recalls his decision from 已办 while 复核 is still open, hands the step
 * back in his 待办 to 张伟 (转办), and the monitor assigns it to 李娜 (指派), who finds the request in her
 * 抄送事宜 and her 待办.
 */

async function userId(page: Page, account: string): Promise<string> {
  const users = await api<{ list: { id: string; account: string }[] }>(
    page,
    'GET',
    `/api/permission/Users?keyword=${account}&pageSize=50`,
  );
  const found = users.data.list.find((user) => user.account === account);
  expect(found, account).toBeDefined();
  return String(found?.id);
}

/** start → 签字审批 (the administrator; signature, self-chosen CC) → 复核 (张伟), on the travel form. */
async function releaseSignFlow(page: Page, stamp: string): Promise<string> {
  let n = 0;
  const ids = () => `sg${stamp}${++n}`;
  let flow: FlowTemplate = newFlow(ids);
  const first = flow.childNode?.nodeId ?? '';
  const admin = await userId(page, 'admin');
  const zhangwei = await userId(page, 'zhangwei');
  flow = updateNode(flow, first, (node) =>
    Object.assign(node.properties ?? {}, {
      title: '签字审批',
      assigneeType: 6,
      approvers: [admin],
      hasSign: true,
      isCustomCopy: true,
      hasPrintBtn: true,
      printBtnText: '打印审批单',
    }),
  );
  flow = addNodeAfter(flow, first, 'approver', ids);
  const second = flow.childNode?.childNode?.nodeId ?? '';
  flow = updateNode(flow, second, (node) =>
    Object.assign(node.properties ?? {}, { title: '复核', assigneeType: 6, approvers: [zhangwei] }),
  );
  const created = await api<{ id: string }>(page, 'POST', `${ENGINE}/FlowEngine`, {
    fullName: `签字出差${stamp}`,
    enCode: `sign${stamp}`,
    category: 'office',
    type: 0,
    formType: 1,
    formId: 'travelApply',
    flowTemplateJson: JSON.stringify(flow),
  });
  expect(created.code, created.msg).toBe(200);
  const released = await api(page, 'POST', `${ENGINE}/FlowEngine/Release/${created.data.id}`);
  expect(released.code, released.msg).toBe(200);
  return `签字出差${stamp}`;
}

/** Picks a person in the dialog's (first) user picker, a tree of the organisation, by their name. */
async function pickUser(page: Page, dialog: Locator, name: string): Promise<void> {
  const picker = dialog.locator('.ant-tree-select').first();
  await picker.click();
  await picker.locator('input').fill(name);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
    .filter({ hasText: new RegExp(`^${name}/`) })
    .click();
}

/** A stroke across the signature pad. */
async function sign(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 120],
    [200, 50],
    [260, 110],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  await page.mouse.up();
}

describe('approval centre: signature, chosen CC and recall', () => {
  const browsers = twoBrowsers();

  it('signs, copies 李娜 in, approves, recalls from 已办, transfers and assigns the step', async () => {
    const stamp = Date.now().toString(36);
    const title = `签字验收${stamp}`;
    await signInAsAdmin(browsers.admin().page);
    const a = browsers.admin().page;
    const flowName = await releaseSignFlow(a, stamp);

    const page = browsers.user().page;
    await signIn(page, 'wangfang');
    await launchTravel(page, title, '成都', '设备验收', flowName);

    await a.goto('/workFlow/flowTodo');
    await (await rowOf(a, title)).getByRole('button', { name: buttonName('办理') }).click();
    const detail = a.locator('.flow-detail');
    // 打印审批单 (the node's print button): the browser's print of the form and its records, the shell hidden
    await detail.getByRole('tab', { name: '流程信息' }).click();
    // the print dialog is the browser's: counted here, with what the page held when it opened
    await a.evaluate(() => {
      const counted = window as unknown as { printed: string[] };
      counted.printed = [];
      window.print = () => {
        const records = document.querySelector('[data-testid="flow-print-records"]');
        const form = document.querySelector('.flow-detail [data-testid="flow-form"]');
        counted.printed.push(
          `${form ? 'form' : ''}+${records?.textContent?.includes('发起') ? 'records' : ''}`,
        );
      };
    });
    await detail.getByRole('button', { name: '打印审批单' }).click();
    await expect
      .poll(() => a.evaluate(() => (window as unknown as { printed: string[] }).printed))
      .toEqual(['form+records']);
    await expect(detail.getByRole('tab', { name: '表单信息' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await a.emulateMedia({ media: 'print' });
    await expect(a.locator('.ant-layout-sider').isVisible()).resolves.toBe(false);
    await expect(detail.getByTestId('flow-form').isVisible()).resolves.toBe(true);
    await screenshot(a, 'centre-print');
    await a.emulateMedia({ media: 'screen' });
    await detail.getByRole('button', { name: buttonName('通过') }).click();
    const ask = a.getByRole('dialog').filter({ hasText: '手写签名' });
    await ask.getByRole('textbox').fill('签字同意');
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await ask.getByText('请签名').waitFor();
    await sign(a);
    await pickUser(a, ask, '李娜');
    await a.keyboard.press('Escape');
    await screenshot(a, 'centre-sign-dialog');
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('审批通过').first().waitFor();

    // 已办 › 详情: the signature is in the record, and the decision can be recalled while 复核 is open
    await a.goto('/workFlow/flowDone');
    await (await rowOf(a, title)).getByRole('button', { name: buttonName('详情') }).click();
    const done = a.locator('.flow-detail');
    await done.getByRole('tab', { name: '流转记录' }).click();
    const record = done.getByTestId('flow-record').filter({ hasText: '签字同意' });
    await expect.poll(() => record.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await settle(a);
    await screenshot(a, 'centre-sign-record');
    await done.getByRole('button', { name: buttonName('撤回') }).click();
    const reason = a.getByRole('dialog').filter({ hasText: '审批意见' });
    await reason.getByRole('textbox').fill('签错了，重新审批');
    await reason.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('撤回成功').waitFor();

    // back in his 待办, he hands it to 张伟 (转办); the monitor then assigns the step to 李娜 (指派)
    await a.goto('/workFlow/flowTodo');
    await (await rowOf(a, title)).getByRole('button', { name: buttonName('办理') }).click();
    await a
      .locator('.flow-detail')
      .getByRole('button', { name: buttonName('转办') })
      .click();
    const handOver = a.getByRole('dialog').filter({ hasText: '转办给' });
    await pickUser(a, handOver, '张伟');
    await handOver.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('转办成功').waitFor();
    await a.goto('/workFlow/flowMonitor');
    await (await rowOf(a, title)).getByRole('button', { name: buttonName('详情') }).click();
    await a
      .locator('.flow-detail')
      .getByRole('button', { name: buttonName('指派') })
      .click();
    const assign = a.getByRole('dialog').filter({ hasText: '指派给' });
    await assign.getByText('签字审批').waitFor();
    await pickUser(a, assign, '李娜');
    await screenshot(a, 'centre-assign');
    await assign.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('指派成功').waitFor();

    // 李娜 was copied in when the step passed, and now holds it
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, 'lina');
    await page.goto('/workFlow/flowCirculate');
    await (await rowOf(page, title)).getByText('签字审批').waitFor();
    await page.goto('/workFlow/flowTodo');
    await rowOf(page, title);
  });
});
