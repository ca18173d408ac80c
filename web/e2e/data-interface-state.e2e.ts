import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** Issue 15 item 11: 数据接口's form says which state it saves, and asks before keeping an unmarked write. */
describe('data interface form: state and unmarked writes', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('a new interface shows it is saved disabled; a write without 写入数据 is questioned by name before it is kept', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    const code = `purge.${suffix}`;
    await signInAsAdmin(page);
    await page.goto('/systemData/dataInterface');
    await page.getByRole('columnheader', { name: '接口名称' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: '业务接口' }).click();
    await page.getByRole('button', { name: /新建接口/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新建接口' });
    await dialog.getByLabel('接口名称').fill(`清理草稿${suffix}`);
    await dialog.getByLabel('接口编码').fill(code);

    // The state the save keeps is on the form, off by default, with what that means.
    const state = dialog.getByRole('switch');
    await expect.poll(() => state.isChecked()).toBe(false);
    await state.getByText('停用').waitFor();
    await dialog.getByText(/停用：保存后只有设计者可以测试它/).waitFor();

    await dialog.getByLabel('SQL语句').fill('delete from base_data_interface where 1 = 0');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    const question = page.getByRole('dialog').filter({ hasText: '仍要保存吗' });
    await question.getByText(/该SQL语句会修改数据（DELETE），但未勾选“写入数据”/).waitFor();
    await screenshot(page, 'data-interface-unmarked-write-question');
    await question.getByRole('button', { name: buttonName('返回修改') }).click();
    await question.waitFor({ state: 'hidden' });
    // Nothing was saved; the form is still there to tick the mark.
    const none = await api<{ list: unknown[] }>(page, 'GET', `/api/system/DataInterface?keyword=${code}`);
    expect(none.data.list).toHaveLength(0);

    await dialog.getByLabel('写入数据').check();
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('SQL操作').waitFor();
    await row.getByRole('switch').waitFor();
    expect(await row.getByRole('switch').isChecked()).toBe(false);

    // Editing it to take the mark away asks again; 仍然保存 keeps what the original keeps.
    await row.getByRole('button', { name: buttonName('编辑') }).click();
    const edit = page.getByRole('dialog').filter({ hasText: '编辑接口' });
    await expect.poll(() => edit.getByLabel('写入数据').isChecked()).toBe(true);
    await edit.getByLabel('写入数据').uncheck();
    await edit.getByRole('switch').click();
    await edit.getByText(/启用时会检查接口能否运行/).waitFor();
    await screenshot(page, 'data-interface-state-form');
    await edit.getByRole('button', { name: buttonName('确定') }).click();
    const again = page.getByRole('dialog').filter({ hasText: '仍要保存吗' });
    await again.getByRole('button', { name: buttonName('仍然保存') }).click();
    await edit.waitFor({ state: 'hidden' });
    const saved = await api<{ list: { id: string; isWrite: number; enabledMark: number }[] }>(
      page,
      'GET',
      `/api/system/DataInterface?keyword=${code}`,
    );
    expect(saved.data.list[0]).toMatchObject({ isWrite: 0, enabledMark: 1 });
    await api(page, 'DELETE', `/api/system/DataInterface/${saved.data.list[0]?.id}`);
  });
});
