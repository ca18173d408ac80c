import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickInPopup, suffix } from './online-dev-story-fixture';
import { buttonName, settle } from './support/actions';
import { screenshot } from './support/browser';
import { formatDay, today } from './support/dates';
import {
  addAfter,
  as,
  card,
  closeDrawer,
  decide,
  field,
  fillLeave,
  handleFromTodo,
  type Leave,
  makeManagerStep,
  openFromMenu,
  openMessage,
  pickUser,
  rowOf,
  setting,
} from './workflow-story-steps';

/**
 * Issue 17's story, all of it in the browser: the administrator designs a leave flow on the system form
 * 请假申请 (≤ 3 days: 经理审批 by 张伟; more: 经理审批, then 部门负责人会签 by 张伟 and 陈静 at 100 %; HR's
 * 李娜 copied when a manager passes it) and releases it. 王芳 asks for 2 and for 5 days. 张伟 opens both from
 * his messages, approves the first and rejects the second back to her; she edits it and submits it again.
 * 张伟 entrusts the flow to 黄敏 for today, who approves in his name (the manager's step and 张伟's part of the
 * countersign) beside 陈静. 李娜 finds the copies; the monitor shows both approved, with the reject, the
 * resubmission and the entrust in the records. The steps run in order and share what they made.
 */

const FLOW = `请假流程${suffix}`;
const SHORT: Leave = {
  title: `年假两天${suffix}`,
  kind: '年假',
  from: '2026-12-07 09:00',
  to: '2026-12-08 18:00',
  days: 2,
  reason: '回老家探亲',
};
const LONG: Leave = {
  title: `事假五天${suffix}`,
  kind: '事假',
  from: '2026-12-14 09:00',
  to: '2026-12-18 18:00',
  days: 5,
  reason: '处理家中房屋过户',
};
const STEP = 180_000;

describe('the leave story (请假): design, launch, approve and reject, resubmit, entrust, monitor', () => {
  // each step stands on the ones before: after a failure the rest would only fail again, slowly
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });

  it('the administrator designs the leave flow on 请假申请 and releases it', { timeout: STEP }, async () => {
    await as('admin', async (page) => {
      await openFromMenu(page, '流程引擎', '/workFlow/flowEngine');
      await page.getByRole('columnheader', { name: '可见范围' }).waitFor();
      await settle(page);
      await page.getByRole('button', { name: /新建系统表单流程/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('流程名称').fill(FLOW);
      await dialog.getByLabel('流程编码').fill(`leaveStory${suffix}`);
      await dialog.getByLabel('流程表单').click();
      await page.locator('.ant-select-dropdown').getByText('请假申请', { exact: true }).click();
      await dialog.getByRole('button', { name: buttonName('确定') }).click();
      const bar = page.getByTestId('flow-designer-bar');
      await bar.getByText(FLOW).waitFor();

      // a condition split right after the start: the first branch takes 请假天数 ≤ 3
      await addAfter(page, '发起节点', '条件分支');
      await card(page, '其他情况').waitFor();
      await closeDrawer(page);
      await card(page, '条件').first().click();
      await page
        .locator('.ant-drawer-section:visible')
        .getByRole('button', { name: /添加条件/ })
        .click();
      const rule = page.locator('.ant-drawer-section:visible').getByTestId('condition-rule');
      await rule.locator('.ant-select').nth(0).click();
      await pickInPopup(page, /^请假天数$/);
      await rule.locator('.ant-select').nth(1).click();
      await pickInPopup(page, /^小于等于$/);
      await rule.getByLabel('数据值').fill('3');
      await closeDrawer(page);
      await card(page, '条件').first().getByText('[请假天数 <= 3]').waitFor();

      // ≤ 3 days: 经理审批 alone; otherwise 经理审批, then the countersign
      await addAfter(page, '条件', '审批人');
      await makeManagerStep(page);
      await closeDrawer(page);
      await addAfter(page, '其他情况', '审批人');
      await makeManagerStep(page);
      await closeDrawer(page);
      await addAfter(page, '经理审批', '审批人', 'last');
      await setting(page, '节点名称').locator('input').fill('部门负责人会签');
      await pickUser(page, '张伟', 'zhangwei');
      await pickUser(page, '陈静', 'chenjing');
      await setting(page, '审批方式').getByRole('radio', { name: '会签', exact: true }).check();
      await expect(setting(page, '审批方式').getByLabel('会签通过比例').inputValue()).resolves.toBe('100');
      await screenshot(page, 'story-designer-countersign');
      await closeDrawer(page);

      // the new flow's own approver after the split has no place in this design
      // (a card's tools show while the pointer is on it)
      await card(page, '审批节点').hover();
      await page.getByRole('button', { name: '删除【审批节点】' }).click();
      await card(page, '审批节点').waitFor({ state: 'detached' });
      await expect(card(page, '经理审批').count()).resolves.toBe(2);
      await card(page, '部门负责人会签').getByText('张伟/zhangwei、陈静/chenjing').waitFor();
      await page.getByTestId('flow-issues').getByText('没有问题').waitFor();
      await screenshot(page, 'story-designer-tree');

      await bar.getByRole('button', { name: '保存并启用' }).click();
      await page.getByText('已启用，版本 V1').waitFor();
      await bar.getByRole('button', { name: buttonName('关闭') }).click();
      await bar.waitFor({ state: 'detached' });
      await (await rowOf(page, FLOW)).getByText('启用').first().waitFor();
    });
  });

  it('王芳 asks for 2 and for 5 days from 发起流程', { timeout: STEP }, async () => {
    await as('wangfang', async (page) => {
      for (const leave of [SHORT, LONG]) {
        await openFromMenu(page, '发起流程', '/workFlow/addFlow');
        await page.getByPlaceholder('请输入流程名称或编码').fill(FLOW);
        await page.getByPlaceholder('请输入流程名称或编码').press('Enter');
        const flowCard = page.getByTestId('launch-flow').filter({ hasText: FLOW });
        await flowCard.waitFor();
        await settle(page);
        if (leave === SHORT) await screenshot(page, 'story-add-flow');
        await flowCard.click();
        const form = page.locator('.flow-launch');
        await form.getByTestId('flow-form').waitFor();
        await fillLeave(page, form, leave);
        if (leave === LONG) await screenshot(page, 'story-launch-form');
        await form.getByRole('button', { name: /提\s*交/ }).click();
        await page.getByText('提交成功').first().waitFor();
        await form.waitFor({ state: 'hidden' });
      }
      await openFromMenu(page, '我发起的', '/workFlow/flowLaunch');
      await (await rowOf(page, SHORT.title)).getByText('等待审核').waitFor();
      await (await rowOf(page, LONG.title)).getByText('等待审核').waitFor();
      await settle(page);
      await screenshot(page, 'story-launched');
    });
  });

  it('张伟 opens both from his messages, approves the short one and rejects the long one', {
    timeout: STEP,
  }, async () => {
    await as('zhangwei', async (page) => {
      await page.getByRole('button', { name: /^站内消息/ }).click();
      const notices = page.locator('.ant-drawer').filter({ hasText: '站内消息' });
      await notices.getByRole('button', { name: new RegExp(`${SHORT.title}【审核】`) }).waitFor();
      await notices.getByRole('button', { name: new RegExp(`${LONG.title}【审核】`) }).waitFor();
      await screenshot(page, 'story-approver-messages');
      await notices.locator('.ant-drawer-close').click();
      await notices.getByRole('button', { name: /全部已读/ }).waitFor({ state: 'hidden' });

      const short = await openMessage(page, SHORT.title, '【审核】');
      expect(new URL(page.url()).pathname).toBe('/workFlow/flowTodo');
      await expect.poll(() => field(short, '请假天数').locator('input').inputValue()).toBe('2.0');
      await screenshot(page, 'story-approver-detail');
      await decide(page, short, '通过', '同意，祝假期愉快');

      const long = await openMessage(page, LONG.title, '【审核】');
      await expect.poll(() => field(long, '请假天数').locator('input').inputValue()).toBe('5.0');
      await decide(page, long, '拒绝', '五天请分两次申请，或补充说明');
    });
  });

  it('王芳 finds the long one rejected in 我发起的, edits it and submits it again', {
    timeout: STEP,
  }, async () => {
    await as('wangfang', async (page) => {
      await openFromMenu(page, '我发起的', '/workFlow/flowLaunch');
      await (await rowOf(page, SHORT.title)).getByText('审核通过').waitFor();
      const rejected = await rowOf(page, LONG.title);
      await rejected.getByText('审核驳回').waitFor();
      await settle(page);
      await screenshot(page, 'story-rejected');
      await rejected.getByRole('button', { name: buttonName('编辑') }).click();
      const form = page.locator('.flow-launch');
      const reason = field(form, '请假原因').locator('textarea');
      await expect.poll(() => reason.inputValue()).toBe(LONG.reason);
      await reason.fill(`${LONG.reason}（需本人到场，已与同事交接）`);
      await form.getByRole('button', { name: /提\s*交/ }).click();
      await page.getByText('提交成功').first().waitFor();
      await (await rowOf(page, LONG.title)).getByText('等待审核').waitFor();
    });
    await as('zhangwei', async (page) => {
      await openFromMenu(page, '待办事宜', '/workFlow/flowTodo');
      await (await rowOf(page, LONG.title)).getByText('经理审批').waitFor();
    });
  });

  it('张伟 entrusts the flow to 黄敏 for today; 黄敏 and 陈静 carry the request through', {
    timeout: STEP,
  }, async () => {
    await as('zhangwei', async (page) => {
      await openFromMenu(page, '流程委托', '/workFlow/entrust');
      await page.getByRole('button', { name: /新建委托/ }).click();
      const form = page.getByRole('dialog', { name: '新建委托' });
      const person = form.locator('.ant-select').first();
      await person.click();
      await person.locator('input').fill('黄敏');
      await pickInPopup(page, /^黄敏\//);
      await form.getByLabel('委托流程').click();
      await pickInPopup(page, new RegExp(`^${FLOW}$`));
      const range = form.locator('.ant-picker-range input');
      await range.first().click();
      await range.first().fill(`${formatDay(today())} 00:00`);
      await range.first().press('Enter');
      await range.last().fill(`${formatDay(today())} 23:59`);
      await range.last().press('Enter');
      await form.getByPlaceholder('请输入说明').fill('外出培训，由黄敏代为审批');
      await screenshot(page, 'story-entrust-form');
      await form.getByRole('button', { name: buttonName('确定') }).click();
      await page.getByText('保存成功').waitFor();
      const entrust = await rowOf(page, FLOW);
      await entrust.getByText('委托中').waitFor();
      await entrust.getByText('黄敏/huangmin').waitFor();
    });

    await as('huangmin', async (page) => {
      const manager = await handleFromTodo(page, LONG.title, '(张伟的委托)', 'story-deputy-todo');
      await screenshot(page, 'story-deputy-detail');
      await decide(page, manager, '通过', '代张伟同意');
      // the countersign has a task of 张伟's too: his deputy sees it as well
      const countersign = await handleFromTodo(page, LONG.title, '部门负责人会签');
      await decide(page, countersign, '通过', '代张伟会签同意');
    });
    await as('chenjing', async (page) => {
      const countersign = await handleFromTodo(page, LONG.title, '部门负责人会签');
      await decide(page, countersign, '通过', '财务无异议');
    });
  });

  it("李娜 has both copies; the monitor shows both approved, and the long one's records", {
    timeout: STEP,
  }, async () => {
    await as('lina', async (page) => {
      await openFromMenu(page, '抄送事宜', '/workFlow/flowCirculate');
      await rowOf(page, SHORT.title);
      await rowOf(page, LONG.title);
      await settle(page);
      await screenshot(page, 'story-hr-copies');
    });
    await as('admin', async (page) => {
      await openFromMenu(page, '流程监控', '/workFlow/flowMonitor');
      const keyword = page.getByPlaceholder('请输入流程标题或编码');
      await keyword.fill(suffix);
      await keyword.press('Enter');
      await (await rowOf(page, SHORT.title)).getByText('审核通过').waitFor();
      const long = await rowOf(page, LONG.title);
      await long.getByText('审核通过').waitFor();
      await expect(page.getByRole('row').filter({ hasText: suffix }).count()).resolves.toBe(2);
      await settle(page);
      await screenshot(page, 'story-monitor');

      await long.getByRole('button', { name: buttonName('详情') }).click();
      const view = page.locator('.flow-detail');
      await view.getByRole('tab', { name: '流转记录' }).click();
      const records = view.getByTestId('flow-record');
      await records.filter({ hasText: '五天请分两次申请' }).getByText('审核拒绝').waitFor();
      // submitted twice: launched, then again after the reject
      await expect(records.locator('.ant-tag', { hasText: /^发起$/ }).count()).resolves.toBe(2);
      await records.filter({ hasText: '代张伟同意' }).getByText('黄敏（代张伟）').waitFor();
      await records.filter({ hasText: '代张伟会签同意' }).getByText('黄敏（代张伟）').waitFor();
      await records.filter({ hasText: '财务无异议' }).getByText('陈静').waitFor();
      await screenshot(page, 'story-monitor-records');
      // the chart: the path taken (the default branch) done, the ≤ 3 days branch never reached
      await view.getByRole('tab', { name: '流程信息' }).click();
      const chart = view.getByTestId('flow-chart');
      await chart.locator('[data-state="state-past"]').first().waitFor();
      await expect(chart.locator('[data-state="state-curr"]').count()).resolves.toBe(0);
      await screenshot(page, 'story-monitor-chart');
    });
  });
});
