import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickInPopup } from './online-dev-story-fixture';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/**
 * 流程设计: an administrator designs a leave flow on the 请假申请 flow form (a condition on 请假天数, a
 * countersign with CC), undoes and redoes a step, saves, fixes the node the save rules mark, enables it,
 * and finds the tree as saved when the designer is opened again.
 */

const card = (page: Page, title: string) => page.getByTestId('flow-card').filter({ hasText: title });
const drawer = (page: Page) => page.locator('.ant-drawer-section:visible');
/** A setting of the property drawer by its label. */
const setting = (page: Page, label: string) => drawer(page).getByRole('group', { name: label, exact: true });

/** Opens the select (or the first one inside `box`), types to narrow it and picks `text`. */
async function choose(page: Page, box: Locator, text: string | RegExp, typed?: string): Promise<void> {
  const select = box
    .locator('.ant-select')
    .or(box.and(page.locator('.ant-select')))
    .first();
  await select.click();
  if (typed) await select.locator('input').first().fill(typed);
  await pickInPopup(page, text);
}

/** Opens the "+" below a card (or below a split) and picks what to add there. */
async function addAfter(page: Page, title: string, what: string, label = `在【${title}】后添加节点`) {
  await page.getByRole('button', { name: label }).first().click();
  await page.locator('.ant-dropdown:visible').getByText(what, { exact: true }).click();
}

async function closeDrawer(page: Page): Promise<void> {
  await drawer(page).locator('.ant-drawer-close').click();
  await drawer(page).waitFor({ state: 'hidden' });
}

describe('the flow designer (流程设计)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('designs, saves, fixes and enables a flow with a condition branch, a countersign and CC', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    const name = `请假审批${suffix}`;
    await signInAsAdmin(page);
    await page.goto('/workFlow/flowEngine');
    await page.getByRole('columnheader', { name: '可见范围' }).waitFor();
    await settle(page);

    // a new designed-form flow opens the designer right after it is created
    await page.getByRole('button', { name: /新建自定义表单流程/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('流程名称').fill(name);
    await dialog.getByLabel('流程编码').fill(`leave${suffix}`);
    await dialog.getByLabel('流程表单').click();
    await pickInPopup(page, /^请假申请 \(leaveRequest\)$/);
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    const bar = page.getByTestId('flow-designer-bar');
    await bar.getByText(name).waitFor();
    await card(page, '发起节点').waitFor();
    await screenshot(page, 'workflow-designer-new');
    // the default approver has nobody yet: marked
    await expect(card(page, '审批节点').getAttribute('data-invalid')).resolves.toBe('true');

    // the approver: two named members as a countersign at 100 %, CC to 黄敏
    await card(page, '审批节点').click();
    await setting(page, '节点名称').locator('input').fill('部门经理');
    await choose(page, setting(page, '指定用户'), '管理员/admin', '管理员');
    await choose(page, setting(page, '指定用户'), '黄敏/huangmin', '黄敏');
    await setting(page, '审批方式').getByText('会签', { exact: true }).click();
    await expect(setting(page, '审批方式').getByLabel('会签通过比例').inputValue()).resolves.toBe('100');
    await drawer(page).getByRole('tab', { name: '抄送' }).click();
    await choose(page, setting(page, '指定用户'), '黄敏/huangmin', '黄敏');
    await screenshot(page, 'workflow-designer-drawer');
    await closeDrawer(page);
    await expect(card(page, '部门经理').getAttribute('data-invalid')).resolves.toBeNull();
    await card(page, '部门经理').getByText('管理员/admin、黄敏/huangmin').waitFor();

    // a condition split after it; undone and redone
    await addAfter(page, '部门经理', '条件分支');
    await card(page, '其他情况').waitFor();
    await closeDrawer(page);
    await page.getByTestId('flow-designer').click({ position: { x: 5, y: 60 } });
    await page.keyboard.press('Control+z');
    await card(page, '其他情况').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /重做/ }).click();
    await card(page, '其他情况').waitFor();

    // the first branch: 请假天数 > 3
    await card(page, '条件').first().click();
    await drawer(page)
      .getByRole('button', { name: /添加条件/ })
      .click();
    const rule = drawer(page).getByTestId('condition-rule');
    await choose(page, rule.locator('.ant-select').nth(0), '请假天数');
    await choose(page, rule.locator('.ant-select').nth(1), '大于');
    await rule.getByLabel('数据值').fill('3');
    await closeDrawer(page);
    await card(page, '条件').first().getByText('[请假天数 > 3]').waitFor();

    // an approver in that branch, left incomplete: saved as a draft, marked, refused at 启用
    await addAfter(page, '条件', '审批人');
    await closeDrawer(page);
    const incomplete = page
      .getByTestId('flow-split')
      .getByTestId('flow-card')
      .filter({ hasText: '审批节点' });
    await expect(incomplete.getAttribute('data-invalid')).resolves.toBe('true');
    await bar.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByTestId('flow-issues').getByText('1个问题').waitFor();
    await screenshot(page, 'workflow-designer-marked');
    await bar.getByRole('button', { name: '保存并启用' }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: '流程未能启用' });
    await refusal.getByText('【审批节点】请设置审批人').waitFor();
    await refusal.getByRole('button').last().click();

    // fixed through the issues panel: the initiator's manager approves
    await page
      .getByTestId('flow-issues')
      .getByRole('button', { name: /1个问题/ })
      .click();
    await page.getByTestId('flow-issues').getByText('【审批节点】请设置审批人').click();
    await setting(page, '审批人类型').getByText('发起人的主管', { exact: true }).click();
    await closeDrawer(page);
    await page.getByTestId('flow-issues').getByText('没有问题').waitFor();
    await bar.getByRole('button', { name: '保存并启用' }).click();
    await page.getByText('已启用，版本 V1').waitFor();
    await screenshot(page, 'workflow-designer-released');
    await bar.getByRole('button', { name: buttonName('关闭') }).click();
    await bar.waitFor({ state: 'detached' });

    // after a reload, opened again from the list: the tree as saved
    await page.reload();
    await settle(page);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('启用').first().waitFor();
    await row.getByRole('button', { name: buttonName('设计') }).click();
    await card(page, '部门经理').getByText('管理员/admin、黄敏/huangmin').waitFor();
    await card(page, '条件').first().getByText('[请假天数 > 3]').waitFor();
    await page.getByTestId('flow-split').getByText('发起人的第1级主管').waitFor();
    await card(page, '其他情况').getByText('其他情况进入此流程').waitFor();
    await card(page, '部门经理').click();
    await expect(setting(page, '审批方式').getByLabel('会签通过比例').inputValue()).resolves.toBe('100');
    await drawer(page).getByRole('tab', { name: '抄送' }).click();
    await setting(page, '指定用户').getByText('黄敏/huangmin').waitFor();
    await screenshot(page, 'workflow-designer-reopened');
  });

  it("speaks English, offers a system form's fields and draws parallel branches and a timer", async () => {
    const { page } = s;
    const code = `trip${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    const created = await api<{ id: string }>(page, 'POST', '/api/workflow/Engine/FlowEngine', {
      fullName: `Leave${code}`,
      enCode: code,
      type: 0,
      formType: 1,
      formId: 'leaveApply',
    });
    expect(created.code).toBe(200);
    await page.evaluate(() => window.localStorage.setItem('jnpf_language', JSON.stringify('en')));
    await page.goto('/workFlow/flowEngine');
    await settle(page);
    await screenshot(page, 'workflow-designer-en-list');
    await page.getByRole('row').filter({ hasText: code }).getByRole('button', { name: 'Design' }).click();
    await page.getByTestId('flow-designer-bar').getByText(`Leave${code}`).waitFor();

    await page.getByRole('button', { name: 'Add a node after "发起节点"' }).click();
    await page.locator('.ant-dropdown:visible').getByText('Parallel branches', { exact: true }).click();
    await drawer(page).getByRole('tab', { name: 'Field permissions' }).click();
    await drawer(page).getByTestId('field-permissions').getByText('请假天数').waitFor();
    await drawer(page).getByLabel('请假天数 Editable').check();
    await expect(drawer(page).getByLabel('请假天数 Visible').isChecked()).resolves.toBe(true);
    await screenshot(page, 'workflow-designer-en-permissions');
    await closeDrawer(page);
    await expect(page.getByTestId('flow-split').getByTestId('flow-card').count()).resolves.toBe(2);
    await addAfter(page, '审批节点', 'Timer', 'Add a node after "审批节点"');
    await setting(page, 'Wait for').getByLabel('h', { exact: true }).fill('2');
    await closeDrawer(page);
    await card(page, 'Timer').getByText('Moves on after 2 h').waitFor();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByTestId('flow-zoom').getByText('90%').waitFor();
    await screenshot(page, 'workflow-designer-en');

    const bar = page.getByTestId('flow-designer-bar');
    // the selected card goes with Delete and comes back with Ctrl+Z; unsaved, leaving is asked about
    await page.getByRole('button', { name: 'Add a node after "发起节点"' }).click();
    await page.locator('.ant-dropdown:visible').getByText('CC', { exact: true }).click();
    await card(page, 'CC').click();
    await page.keyboard.press('Delete');
    await card(page, 'CC').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+z');
    await card(page, 'CC').getByText('Chosen by the initiator').waitFor();

    await bar.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Leave the flow designer' })
      .getByRole('button', { name: 'OK' })
      .click();
    await page.getByTestId('flow-designer-bar').waitFor({ state: 'detached' });
    await page.evaluate(() => window.localStorage.setItem('jnpf_language', JSON.stringify('zh')));
  });
});
