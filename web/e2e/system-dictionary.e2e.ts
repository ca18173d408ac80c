import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** Calls the API with the page's own session, as the web app does. */
function api<T = unknown>(page: Page, method: string, url: string, body?: object) {
  return page.evaluate(
    async ([m, u, b]) => {
      const raw = window.localStorage.getItem('jnpf_token') ?? '';
      const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
      const res = await fetch(u as string, {
        method: m as string,
        headers: { Authorization: token, ...(b ? { 'Content-Type': 'application/json' } : {}) },
        body: b ? JSON.stringify(b) : undefined,
      });
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<{ code: number; data: T; msg: string }>;
}

describe('data dictionary (数据字典)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('admin creates a tree dictionary with items, disables one, and a dictionary menu shows the rest', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    const typeCode = `e2eLevel${suffix}`;
    await signInAsAdmin(page);
    // Its former address (a bookmark) leads to where SPEC §1 groups it: 系统数据 (decision 065).
    await page.goto('/system/dictionary');
    await page.waitForURL((url) => url.pathname === '/systemData/dictionary');
    await page.locator('.ant-breadcrumb').filter({ hasText: '系统数据' }).waitFor();
    // Opens on the first dictionary: 系统 / 性别.
    await page.getByRole('cell', { name: '男', exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'system-dictionary-seeded');

    // A new tree dictionary under 业务.
    await page.getByRole('button', { name: '新建分类' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('上级分类').fill('业务');
    await page.locator('.ant-select-tree').getByTitle('业务', { exact: true }).click();
    await page.locator('.ant-select-tree').waitFor({ state: 'hidden' });
    await dialog.getByLabel('分类名称').fill('客户等级E2E');
    await dialog.getByLabel('分类编码').fill(typeCode);
    await dialog.getByLabel('树形').check();
    await screenshot(page, 'system-dictionary-type-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-card-head').getByText(typeCode).waitFor();
    await page.getByText('暂无字典数据').waitFor();

    const addItem = async (name: string, code: string, parent?: string) => {
      if (parent) {
        await page
          .getByRole('row')
          .filter({ hasText: parent })
          .getByRole('button', { name: '添加下级' })
          .click();
      } else {
        await page.getByRole('button', { name: '新建数据' }).click();
      }
      const form = page.getByRole('dialog');
      await form.getByLabel('名称').fill(name);
      await form.getByLabel('编码').fill(code);
      await form.getByRole('button', { name: buttonName('确定') }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name, exact: true }).waitFor();
    };
    await addItem('金牌客户', 'gold');
    await addItem('银牌客户', 'silver');
    await addItem('战略客户', 'strategic', '金牌客户');

    // 银牌客户 is switched off: 停用 in the list.
    const silver = page.getByRole('row').filter({ hasText: '银牌客户' });
    await silver.getByRole('switch').click();
    await page.getByText('状态已更新').waitFor();
    await expect.poll(() => silver.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await settle(page);
    await page.waitForTimeout(400); // the switch slides over
    await screenshot(page, 'system-dictionary-items');

    // Keyword search keeps the way to the match.
    await page.getByPlaceholder('请输入名称或编码').fill('战略');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await page.getByRole('row').filter({ hasText: '银牌客户' }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '战略客户', exact: true }).waitFor();
    await page.getByRole('button', { name: buttonName('重置') }).click();
    await page.getByRole('cell', { name: '银牌客户', exact: true }).waitFor();

    // Export, then import the file back: the code is in use, so it comes back renamed (.copy).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^客户等级E2E_\d{8}\.json$/);
    const file = path.join(tmpdir(), `e2e-dictionary-${suffix}.json`);
    await download.saveAs(file);
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const importDialog = page.locator('.ant-modal').filter({ hasText: '导入数据字典' });
    await importDialog.getByText('点击或将文件拖拽到这里上传').waitFor();
    await importDialog.locator('input[type=file]').setInputFiles(file);
    const importButton = importDialog.locator('.ant-modal-footer .ant-btn-primary');
    await importButton.click();
    await importDialog.getByText(`字典分类编码「${typeCode}」已被使用`).waitFor();
    await importDialog.getByRole('checkbox', { name: '编码已存在时自动重命名' }).check();
    await expect(importDialog.getByText('导入失败').count()).resolves.toBe(0);
    await page.waitForTimeout(300); // the checkbox's check animation
    await screenshot(page, 'system-dictionary-import');
    await importButton.click();
    await page.getByText(`导入成功，共 3 条字典数据，分类编码已改为 ${typeCode}.copy`).waitFor();
    await importDialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-card-head').getByText(`${typeCode}.copy`).waitFor();
    await page.locator('td', { hasText: '金牌客户' }).waitFor();
    await rm(file, { force: true });

    // A dictionary menu (type 4) naming the new type shows its enabled items read-only.
    const types = await api<{ list: { enCode: string; id: string; children?: unknown[] }[] }>(
      page,
      'GET',
      '/api/system/DictionaryType',
    );
    const flat = (
      nodes: { id: string; enCode: string; children?: unknown[] }[],
    ): { id: string; enCode: string }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const typeId = flat(types.data.list).find((n) => n.enCode === typeCode)?.id as string;
    const menuCode = `dic${suffix}`;
    const created = await api<{ id: string }>(page, 'POST', '/api/system/Menu', {
      parentId: '-1',
      enCode: menuCode,
      fullName: '客户等级查看',
      type: 4,
      icon: 'BookOutlined',
      urlAddress: null,
      linkTarget: '_self',
      category: 'Web',
      propertyJson: JSON.stringify({ moduleId: typeId, iconBackgroundColor: '', isTree: 1 }),
      sortCode: 999,
      enabledMark: 1,
      isButtonAuthorize: 1,
      isColumnAuthorize: 1,
      isFormAuthorize: 1,
      isDataAuthorize: 1,
      description: null,
    });
    expect(created.code, created.msg).toBe(200);
    try {
      await page.goto(`/dictionary/${menuCode}`);
      await page.locator('td', { hasText: '金牌客户' }).waitFor();
      await page.getByRole('cell', { name: '战略客户', exact: true }).waitFor();
      // Disabled items are not offered to users.
      expect(await page.locator('td', { hasText: '银牌客户' }).count()).toBe(0);
      await page.getByPlaceholder('请输入名称或编码').fill('strategic');
      await page.getByRole('button', { name: /查\s*询/ }).click();
      await page.locator('td', { hasText: '金牌客户' }).waitFor();
      await page.getByRole('cell', { name: '战略客户', exact: true }).waitFor();
      await settle(page);
      await screenshot(page, 'system-dictionary-viewer');
    } finally {
      await api(page, 'DELETE', `/api/system/Menu/${created.data.id}`);
    }
  });
});
