import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropFromPalette, selectedControl } from './online-dev-story-fixture';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** 新建功能 on the Web设计 list: a design of that name and code. */
async function newDesign(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('button', { name: /新建功能/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('编码').fill(code);
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
}

/** 在线开发 › Web设计: a design created from the list, designed by drag and drop, saved, released. */

describe('online development (Web设计)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('creates a design, designs its form with drag and drop, saves it, and releases it', async () => {
    const { page } = s;
    const code = `leave${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/onlineDev/webDesign');
    await page.getByRole('columnheader', { name: '页面类型' }).waitFor();
    await settle(page);
    await screenshot(page, 'online-dev-list');

    await newDesign(page, '请假申请', code);
    const row = page.getByRole('row', { name: /请假申请/ });
    await row.waitFor();
    await row.getByText('未发布').waitFor();

    await row.getByText('设计', { exact: true }).click();
    const canvas = page.locator('[data-testid="designer-canvas"]');
    await page.getByTestId('palette-comInput').waitFor();
    // full screen: the dialog fills the window, which never scrolls; the palette scrolls on its own to its end
    const frame = await page.evaluate(() => {
      const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
      const box = (document.querySelector('.ant-modal-container') as HTMLElement).getBoundingClientRect();
      return {
        box: [box.x, box.y, box.width, box.height].map(Math.round),
        window: [window.innerWidth, window.innerHeight],
        wrapScrolls: wrap.scrollHeight > wrap.clientHeight,
      };
    });
    expect(frame.box).toEqual([0, 0, ...frame.window]);
    expect(frame.wrapScrolls).toBe(false);
    // no frame around the designer: it reaches the window's left, right and bottom edges
    const designer = await page.getByTestId('form-designer').boundingBox();
    expect(
      designer && [designer.x, designer.x + designer.width, designer.y + designer.height].map(Math.round),
    ).toEqual([0, frame.window[0], frame.window[1]]);
    await page.getByTestId('palette-collapse').scrollIntoViewIfNeeded();
    const last = await page.getByTestId('palette-collapse').boundingBox();
    expect(last && last.y + last.height).toBeLessThanOrEqual(frame.window[1]);
    await expect(page.evaluate(() => document.querySelector('.ant-modal-wrap')?.scrollTop)).resolves.toBe(0);
    await screenshot(page, 'online-dev-designer-palette-end');
    await page.getByTestId('palette-comInput').scrollIntoViewIfNeeded();
    // a click adds at the end; a drag drops where the pointer lets go
    await page.getByTestId('palette-comInput').click();
    await page.getByTestId('palette-select').click();
    const number = page.getByTestId('palette-numInput').boundingBox();
    const target = await canvas.boundingBox();
    const from = await number;
    if (!from || !target) throw new Error('palette or canvas not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height - 20, { steps: 12 });
    await page.mouse.up();
    await expect(canvas.getByText('数字输入').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'online-dev-designer');

    // undo takes the drop back, redo brings it again
    await page.getByRole('button', { name: /撤销/ }).click();
    await expect(canvas.getByText('数字输入').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /重做/ }).click();
    await canvas.getByText('数字输入').first().waitFor();

    const bar = page.getByTestId('design-editor-bar');
    await bar.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('设计已保存').waitFor();

    const list = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      `/api/visualdev/Base?type=1&keyword=${code}`,
    );
    const id = list.data.list[0].id;
    const saved = await api<{ formData: string; version: number }>(page, 'GET', `/api/visualdev/Base/${id}`);
    const keys = JSON.parse(saved.data.formData).fields.map(
      (f: { __config__: { jnpfKey: string } }) => f.__config__.jnpfKey,
    );
    expect(keys).toEqual(['comInput', 'select', 'numInput']);
    expect(saved.data.version).toBe(2);

    await bar.getByRole('button', { name: buttonName('发布') }).click();
    await page.getByText('已发布为 V2').waitFor();
    await bar.getByRole('button', { name: buttonName('关闭') }).click();
    await page
      .getByRole('row', { name: /请假申请/ })
      .getByText('已发布 V2')
      .waitFor();
  });

  it('scrolls a sub-table wider than the canvas sideways, a selected column whole with its tools', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/onlineDev/webDesign');
    await newDesign(page, '宽子表', `wide${Date.now().toString(36)}`);
    await page
      .getByRole('row', { name: /宽子表/ })
      .getByText('设计', { exact: true })
      .click();

    await page.getByTestId('palette-table').click();
    const table = await selectedControl(page);
    const columns = page.getByTestId(`designer-list-${table.formId}-0`);
    await dropFromPalette(page, 'numInput', columns, 'right');
    // each copy lands after the selected column and is selected in turn: six columns, the last selected
    for (let copies = 0; copies < 5; copies++)
      await page.getByTestId('designer-canvas').getByLabel('复制', { exact: true }).click();
    await expect.poll(() => columns.locator(':scope > [data-testid^="designer-item-"]').count()).toBe(6);

    const layout = await columns.evaluate((list) => {
      const view = list.getBoundingClientRect();
      const tools = list.querySelector('[data-selected] button:last-of-type')?.getBoundingClientRect();
      return {
        sideways: list.scrollWidth > list.clientWidth,
        upAndDown: list.scrollHeight > list.clientHeight,
        toolsInside:
          !!tools && tools.left >= view.left && tools.right <= view.right && tools.bottom <= view.bottom,
      };
    });
    expect(layout).toEqual({ sideways: true, upAndDown: false, toolsInside: true });
    await settle(page);
    await screenshot(page, 'online-dev-designer-wide-table');
  });
});
