import { describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { screenshot } from './support/browser';
import { addDays, formatDay, today } from './support/dates';
import { ENGINE, field, fillTravel, launchTravel, rowOf, signIn, twoBrowsers } from './workflow-centre-steps';

/**
 * 工作流程's approval centre on the seeded 出差流程 (start → 直属主管 → 行政审核, whose approver is the
 * administrator): 王芳 (a staff member; no manager is set, so 直属主管 finds nobody and passes) launches a
 * request, the administrator finds it in 待办事宜, approves it with an opinion, and 王芳 sees 审核通过, 已完成
 * and the record. A second request is rejected back to her; she edits it and submits it again. Last, the
 * administrator entrusts his steps to 黄敏, who approves one in his name: both see "黄敏（代管理员）".
 */

describe('approval centre (审批中心)', () => {
  const browsers = twoBrowsers();

  it('a request is launched, approved with an opinion from 待办, and seen finished by its initiator', async () => {
    const stamp = Date.now().toString(36);
    const title = `北京验收出差${stamp}`;
    const page = browsers.user().page;
    await signIn(page, 'wangfang');
    await page.goto('/workFlow/addFlow');
    await page.getByTestId('launch-flow').filter({ hasText: '出差流程' }).waitFor();
    await settle(page);
    await screenshot(page, 'centre-add-flow');
    await page.getByTestId('launch-flow').filter({ hasText: '出差流程' }).click();
    const drawer = page.locator('.flow-launch');
    await drawer.getByTestId('flow-form').waitFor();
    await screenshot(page, 'centre-launch-open');
    await fillTravel(page, drawer, title);
    await screenshot(page, 'centre-launch-form');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('提交成功').waitFor();

    await page.goto('/workFlow/flowLaunch');
    const mine = await rowOf(page, title);
    await mine.getByText('等待审核').waitFor();
    await settle(page);
    await screenshot(page, 'centre-my-requests');

    // the administrator, named by 行政审核, finds it in 待办 and opens it
    await signInAsAdmin(browsers.admin().page);
    const a = browsers.admin().page;
    await a.goto('/dashboard');
    const counts = a.getByTestId('workflow-counts');
    await counts.getByText('待办事宜').waitFor();
    await settle(a);
    await screenshot(a, 'centre-dashboard-counts');
    await a.goto('/workFlow/flowTodo');
    const todo = await rowOf(a, title);
    await todo.getByText('王芳').waitFor();
    await settle(a);
    await screenshot(a, 'centre-todo');
    await todo.getByRole('button', { name: buttonName('办理') }).click();
    const detail = a.locator('.flow-detail');
    await detail.getByTestId('flow-form').waitFor();
    await expect.poll(() => field(detail, '目的地').locator('input').inputValue()).toBe('北京');
    await screenshot(a, 'centre-todo-detail');
    await detail.getByRole('tab', { name: '流程信息' }).click();
    await detail.getByTestId('flow-chart').locator('[data-state="state-curr"]').first().waitFor();
    await screenshot(a, 'centre-todo-chart');
    await detail.getByRole('button', { name: buttonName('通过') }).click();
    const ask = a.getByRole('dialog').filter({ hasText: '审批意见' });
    await ask.getByRole('textbox').fill('同意出差，注意安全');
    await screenshot(a, 'centre-approve-dialog');
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('审批通过').first().waitFor();
    // gone from 待办 (a first start's example requests stay there)
    await expect.poll(() => a.getByRole('row').filter({ hasText: title }).count()).toBe(0);

    // 已办 lists the decision; the monitor every request
    await a.goto('/workFlow/flowDone');
    const done = await rowOf(a, title);
    await done.getByText('通过').waitFor();
    await a.goto('/workFlow/flowMonitor');
    await (await rowOf(a, title)).getByText('审核通过').waitFor();
    await settle(a);
    await screenshot(a, 'centre-monitor');

    // the initiator sees it approved and finished, with the opinion in its records
    await page.reload();
    const finished = await rowOf(page, title);
    await finished.getByText('审核通过').waitFor();
    await finished.getByText('已完成').waitFor();
    await finished.getByRole('button', { name: buttonName('详情') }).click();
    const view = page.locator('.flow-detail');
    await view.getByRole('tab', { name: '流转记录' }).click();
    const record = view.getByTestId('flow-record').filter({ hasText: '同意出差，注意安全' });
    await record.getByText('审核通过').waitFor();
    await settle(page);
    await screenshot(page, 'centre-records');

    // what 王芳 has not used yet says so
    await page.goto('/workFlow/flowCirculate');
    await page.getByText('暂无抄送事宜').waitFor();
    await settle(page);
    await screenshot(page, 'centre-circulate-empty');
    await page.goto('/workFlow/entrust');
    await page.getByText('暂无委托').waitFor();
    await screenshot(page, 'centre-entrust-empty');
  });

  it('a rejected request goes back to its initiator, who edits and submits it again', async () => {
    const stamp = Date.now().toString(36);
    const title = `上海培训出差${stamp}`;
    const page = browsers.user().page;
    await signIn(page, 'wangfang');
    // the request is made through the API this time; the form is the one the first scenario fills in
    const taskId = await launchTravel(page, title, '上海', '参加培训');

    // the administrator opens it from its message in the notice drawer (/workFlow/flowTodo?id=), and
    // rejects it with a reason
    await signInAsAdmin(browsers.admin().page);
    const a = browsers.admin().page;
    await a.getByRole('button', { name: /^站内消息/ }).click();
    await a
      .locator('.ant-drawer')
      .getByRole('button', { name: new RegExp(`${title}【审核】`) })
      .click();
    await a.waitForURL((url) => url.pathname === '/workFlow/flowTodo');
    const detail = a.locator('.flow-detail');
    await detail.getByText(title).waitFor();
    await screenshot(a, 'centre-from-message');
    await detail.getByRole('button', { name: buttonName('拒绝') }).click();
    const ask = a.getByRole('dialog').filter({ hasText: '原因' });
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await ask.getByText('请输入原因').waitFor();
    await ask.getByRole('textbox').fill('请补充培训通知');
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('已拒绝').first().waitFor();

    // back to 王芳: rejected, editable again; she submits it once more
    await page.goto('/workFlow/flowLaunch');
    const mine = await rowOf(page, title);
    await mine.getByText('审核驳回').waitFor();
    await settle(page);
    await screenshot(page, 'centre-rejected');
    await mine.getByRole('button', { name: buttonName('编辑') }).click();
    const drawer = page.locator('.flow-launch');
    const reason = field(drawer, '出差事由').locator('textarea');
    await expect.poll(() => reason.inputValue()).toBe('参加培训');
    await reason.fill('参加培训（附培训通知）');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('提交成功').waitFor();
    await (await rowOf(page, title)).getByText('等待审核').waitFor();

    await a.goto('/workFlow/flowTodo');
    await rowOf(a, title);
    const records = await api<{
      flowTaskOperatorRecordList: { handleStatus: number; handleOpinion: string }[];
    }>(a, 'GET', `${ENGINE}/FlowBefore/${taskId}?opType=4`);
    expect(records.data.flowTaskOperatorRecordList.map((r) => r.handleOpinion)).toContain('请补充培训通知');
  });

  it("an entrust sends the administrator's to-do to 黄敏, who approves it in his name", async () => {
    const stamp = Date.now().toString(36);
    const title = `杭州调研出差${stamp}`;
    await signInAsAdmin(browsers.admin().page);
    const a = browsers.admin().page;
    await a.goto('/workFlow/entrust');
    await a.getByRole('button', { name: /新建委托/ }).click();
    const form = a.getByRole('dialog', { name: '新建委托' });
    await form.locator('.ant-select').first().click();
    await form.locator('.ant-select').first().locator('input').fill('黄敏');
    await a
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
      .filter({ hasText: /^黄敏\// })
      .click();
    const from = `${formatDay(addDays(today(), -1))} 00:00`;
    const to = `${formatDay(addDays(today(), 2))} 23:59`;
    const range = form.locator('.ant-picker-range input');
    await range.first().click();
    await range.first().fill(from);
    await range.first().press('Enter');
    await range.last().fill(to);
    await range.last().press('Enter');
    await form
      .getByPlaceholder('请输入说明')
      .fill('出差期间由黄敏代为审批')
      .catch(() => undefined);
    await screenshot(a, 'centre-entrust-form');
    await form.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('保存成功').waitFor();
    // (a first start's example entrust, to 黄敏 for 请假流程 later this year, is listed too)
    const entrust = await rowOf(a, '全部流程');
    await entrust.getByText('黄敏/huangmin').waitFor();
    await entrust.getByText('委托中').waitFor();
    await settle(a);
    await screenshot(a, 'centre-entrust');

    // the administrator launches one; its 行政审核 step is his, so it goes to 黄敏 as well
    const taskId = await launchTravel(a, title, '杭州', '市场调研');
    const page = browsers.user().page;
    await signIn(page, 'huangmin');
    await page.goto('/workFlow/flowTodo');
    const todo = await rowOf(page, title);
    await todo.getByText('(管理员的委托)').waitFor();
    await settle(page);
    await screenshot(page, 'centre-todo-delegated');
    await todo.getByRole('button', { name: buttonName('办理') }).click();
    const detail = page.locator('.flow-detail');
    await detail.getByRole('button', { name: buttonName('通过') }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '审批意见' });
    await ask.getByRole('textbox').fill('代为同意');
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('审批通过').first().waitFor();

    // both see who acted for whom
    await a.goto(`/workFlow/flowMonitor`);
    await (await rowOf(a, title)).getByRole('button', { name: buttonName('详情') }).click();
    const view = a.locator('.flow-detail');
    await view.getByRole('tab', { name: '流转记录' }).click();
    await view
      .getByTestId('flow-record')
      .filter({ hasText: '代为同意' })
      .getByText('黄敏（代管理员）')
      .waitFor();
    await screenshot(a, 'centre-records-delegated');
    const records = await api<{ flowTaskOperatorRecordList: { onBehalfOfName: string | null }[] }>(
      a,
      'GET',
      `${ENGINE}/FlowBefore/${taskId}?opType=4`,
    );
    expect(records.data.flowTaskOperatorRecordList.some((r) => r.onBehalfOfName === '管理员')).toBe(true);

    // the entrust ends when its giver deletes it
    await a.keyboard.press('Escape');
    await a.goto('/workFlow/entrust');
    await (await rowOf(a, '全部流程')).getByRole('button', { name: buttonName('删除') }).click();
    await a
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await expect.poll(() => a.getByRole('row').filter({ hasText: '全部流程' }).count()).toBe(0);
  });

  it('the initiator urges, withdraws and deletes; the approver decides two at once; the monitor terminates', async () => {
    const stamp = Date.now().toString(36);
    const [first, second, withdrawn, stopped] = ['甲', '乙', '丙', '丁'].map((n) => `批量出差${n}${stamp}`);
    const page = browsers.user().page;
    await signIn(page, 'wangfang');
    for (const title of [first, second, withdrawn, stopped])
      await launchTravel(page, title, '广州', '拜访客户');

    // 我发起的 › 详情: 催办, then 撤回 with a reason; a withdrawn request can be deleted
    await page.goto('/workFlow/flowLaunch');
    await (await rowOf(page, withdrawn)).getByRole('button', { name: buttonName('详情') }).click();
    const detail = page.locator('.flow-detail');
    await detail.getByRole('button', { name: buttonName('催办') }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText('催办成功').waitFor();
    await detail.getByRole('button', { name: buttonName('撤回') }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '原因' });
    await ask.getByRole('textbox').fill('行程取消');
    await ask.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('撤回成功').waitFor();
    const row = await rowOf(page, withdrawn);
    await row.getByText('流程撤回').waitFor();
    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByRole('row').filter({ hasText: withdrawn }).waitFor({ state: 'detached' });

    // the administrator approves two at once from 待办
    await signInAsAdmin(browsers.admin().page);
    const a = browsers.admin().page;
    await a.goto('/workFlow/flowTodo');
    for (const title of [first, second]) await (await rowOf(a, title)).locator('.ant-checkbox-input').check();
    await screenshot(a, 'centre-batch');
    await a.getByRole('button', { name: /批量通过/ }).click();
    await a.locator('.ant-modal-confirm').getByText('确定通过所选的 2 条待办吗？').waitFor();
    await a
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await a.getByText('批量审批已处理').waitFor();
    for (const title of [first, second])
      await a.getByRole('row').filter({ hasText: title }).waitFor({ state: 'detached' });

    // the monitor terminates the last one with a reason
    await a.goto('/workFlow/flowMonitor');
    await (await rowOf(a, stopped)).getByRole('button', { name: buttonName('详情') }).click();
    const view = a.locator('.flow-detail');
    await view.getByRole('button', { name: buttonName('终止') }).click();
    const reason = a.getByRole('dialog').filter({ hasText: '原因' });
    await reason.getByRole('textbox').fill('预算冻结');
    await reason.getByRole('button', { name: buttonName('确定') }).click();
    await a.getByText('终止成功').waitFor();
    await (await rowOf(a, stopped)).getByText('审核终止').waitFor();
    await (await rowOf(a, first)).getByText('审核通过').waitFor();
    await settle(a);
    await screenshot(a, 'centre-monitor-after');
  });
});
