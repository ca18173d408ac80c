import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** 工作流程 › 流程引擎: the examples, a new system-form flow, its release, version history and stop. */

describe('flow engines (流程引擎)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('lists the examples, creates a flow on a system form, releases it, shows its versions and stops it', async () => {
    const { page } = s;
    const code = `flow${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/workFlow/flowEngine');
    await page.getByRole('columnheader', { name: '可见范围' }).waitFor();
    await settle(page);
    const leave = page.getByRole('row').filter({ hasText: 'leaveFlow' });
    await leave.getByText('请假申请').waitFor();
    await expect(leave.getByText('自定义表单').count()).resolves.toBe(1);
    await screenshot(page, 'workflow-engine-list');

    await page.getByRole('button', { name: /新建系统表单流程/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('流程名称').fill('用印审批');
    await dialog.getByLabel('流程编码').fill(code);
    await dialog.getByLabel('流程表单').click();
    await page.locator('.ant-select-dropdown').getByText('用印申请', { exact: true }).click();
    await screenshot(page, 'workflow-engine-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the designer opens on a new flow (流程设计); closed untouched, the flow stays the default
    const designer = page.getByTestId('flow-designer-bar');
    await designer.getByRole('button', { name: buttonName('关闭') }).click();
    await designer.waitFor({ state: 'detached' });

    // a new flow is the designer's default, start → an approver nobody is set for: it cannot be released
    const draft = page.getByRole('row').filter({ hasText: code });
    await draft.getByText('停用').waitFor();
    await draft.getByRole('button', { name: buttonName('启用') }).click();
    await page.getByText('【审批节点】请设置审批人').waitFor();
    await screenshot(page, 'workflow-engine-refused');

    // a copy of an example is complete: it is released as V1
    await page
      .getByRole('row')
      .filter({ hasText: 'travelFlow' })
      .getByRole('button', { name: buttonName('复制') })
      .click();
    await page.getByText('复制成功').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'travelFlow.copy' });
    await row.getByText('停用').waitFor();
    await row.getByRole('button', { name: buttonName('启用') }).click();
    await page.getByText('已启用，版本 V1').waitFor();
    await row.getByRole('button', { name: buttonName('停止') }).waitFor();

    await row.getByRole('button', { name: buttonName('版本') }).click();
    const versions = page.getByRole('dialog');
    await versions.getByText('V1（当前）').waitFor();
    await versions.getByText('管理员/admin').waitFor();
    await screenshot(page, 'workflow-engine-versions');
    await page.keyboard.press('Escape');
    await versions.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: buttonName('停止') }).click();
    await page.getByText(/已停止/).waitFor();
    await row.getByRole('button', { name: buttonName('启用') }).waitFor();
  });
});
