import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('分级管理 (delegated administration)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('delegates 上海公司 to 周强, who may then add departments there but not under 深圳公司', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/permission/gradeManage');
    // A first start seeds 黄敏 as the subsidiaries' administrator (issue 15 item 9).
    await page.getByRole('row').filter({ hasText: '黄敏' }).waitFor();
    await settle(page);
    await screenshot(page, 'permission-grade-manage-seeded');

    await page.getByRole('button', { name: /新建/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请先选择用户，再勾选其可管理的组织').waitFor();
    await dialog.getByRole('combobox').click();
    await page.keyboard.type('周强');
    await page.locator('.ant-select-item-option', { hasText: '周强/zhouqiang' }).click();
    await dialog.getByText('研发部', { exact: true }).waitFor();
    await dialog.getByLabel('华夏数智(上海)科技有限公司 本层添加').check();
    await dialog.getByLabel('华夏数智(上海)科技有限公司 子层编辑').check();
    await dialog.getByLabel('子层删除全选').first().check();
    await settle(page);
    await page.waitForTimeout(400); // the checkbox animation
    await screenshot(page, 'permission-grade-manage-dialog');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();

    const row = page.getByRole('row').filter({ hasText: '周强' });
    await row.waitFor();
    // 子层删除 was ticked on every organisation (the 12 seeded, and any other e2e files added): three are
    // named, the rest counted.
    await expect
      .poll(async () => Number(/\+(\d+)/.exec((await row.textContent()) ?? '')?.[1] ?? 0))
      .toBeGreaterThanOrEqual(9);
    await settle(page);
    await screenshot(page, 'permission-grade-manage-list');

    // Editing loads the saved switches.
    await row.getByRole('button', { name: /编辑/ }).click();
    const edit = page.getByRole('dialog');
    await edit.getByText('研发部', { exact: true }).waitFor();
    await expect.poll(() => edit.getByLabel('华夏数智(上海)科技有限公司 本层添加').isChecked()).toBe(true);
    expect(await edit.getByLabel('华夏数智(深圳)销售有限公司 本层添加').isChecked()).toBe(false);
    await edit.getByRole('button', { name: buttonName('取消') }).click();

    // 周强 holds the organisation buttons through 系统管理员, now only inside 上海公司.
    const other = await openBrowser();
    try {
      const p = other.page;
      await p.goto('/login');
      await submitLogin(p, 'zhouqiang', '123456');
      await p.waitForURL((url) => url.pathname === '/home');
      await p.goto('/permission/organize');
      await p.getByRole('cell', { name: '华夏数智集团有限公司' }).waitFor();
      const addUnder = async (company: string, name: string, code: string) => {
        await p
          .getByRole('row')
          .filter({ hasText: company })
          .getByRole('button', { name: /新建下级/ })
          .click();
        await p.getByRole('menuitem', { name: '新建部门' }).click();
        const form = p.getByRole('dialog');
        await form.getByLabel('名称').fill(name);
        await form.getByLabel('编码').fill(code);
        await form.getByRole('button', { name: buttonName('确定') }).click();
      };
      await addUnder('华夏数智(深圳)销售有限公司', '渠道部', 'HXSZSZ.QD');
      await p.getByText('没有权限操作该数据').first().waitFor();
      await p.waitForTimeout(200); // the toast fading in
      await screenshot(p, 'permission-grade-manage-refused');
      await p
        .getByRole('dialog')
        .getByRole('button', { name: buttonName('取消') })
        .click();
      await addUnder('华夏数智(上海)科技有限公司', '运营部', 'HXSZSH.YY');
      await p.getByRole('button', { name: /展开全部/ }).click();
      await p.getByRole('cell', { name: '运营部' }).waitFor();
    } finally {
      await other.close();
    }

    // Deleting the delegation asks first.
    await row.getByRole('button', { name: /删除/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await row.waitFor({ state: 'detached' });
  });
});
