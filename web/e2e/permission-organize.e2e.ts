import { afterEach, beforeEach, describe, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('organisations and positions', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows the organisation tree, adds a department under a company and refuses deleting a busy one', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/permission/organize');
    await page.getByRole('cell', { name: '华夏数智集团有限公司' }).waitFor();
    await page.getByRole('button', { name: /展开全部/ }).click();
    await page.getByRole('cell', { name: '研发部' }).waitFor();
    await settle(page);
    await screenshot(page, 'permission-organize-tree');

    const sh = page.getByRole('row').filter({ hasText: '华夏数智(上海)科技有限公司' });
    await sh.getByRole('button', { name: /新建下级/ }).click();
    await page.getByRole('menuitem', { name: '新建部门' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill('产品部');
    await dialog.getByLabel('编码').fill('HXSZSH.CP');
    await screenshot(page, 'permission-organize-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('cell', { name: '产品部' }).waitFor();

    await page.getByPlaceholder('请输入名称或编码').fill('测试');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await page.getByRole('cell', { name: '测试部' }).waitFor();
    await settle(page);
    await screenshot(page, 'permission-organize-search');

    const testing = page.getByRole('row').filter({ hasText: '测试部' });
    await testing.getByRole('button', { name: buttonName('删除') }).click();
    await page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText('该组织下还有1个岗位,请先删除或移走这些岗位').waitFor();
  });

  it('lists positions by organisation and creates one', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/permission/position');
    await page.getByRole('cell', { name: '总经理', exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'permission-position-list');

    await page.locator('.ant-tree').getByText('研发部').click();
    await page.getByRole('cell', { name: '前端工程师' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /新建岗位/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('岗位名称').fill('架构师');
    await dialog.getByLabel('岗位编码').fill('JGS');
    await dialog.getByLabel('岗位类型').click();
    await page.locator('.ant-select-item-option', { hasText: '领导岗' }).click();
    await screenshot(page, 'permission-position-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('cell', { name: '架构师' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'permission-position-created');
  });
});
