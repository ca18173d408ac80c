import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

const square = (x: number, y: number) => [
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ],
];

describe('数据备份', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('backs up the database, downloads the file through its link, deletes it after confirming', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/systemData/dataBackup');
    await page.getByRole('columnheader', { name: '文件名' }).waitFor();
    await settle(page);
    const before = await page.locator('.ant-table-tbody tr.ant-table-row').count();

    await page
      .locator('.ant-card')
      .getByRole('button', { name: /备\s*份$/ })
      .click();
    const toast = page.locator('.ant-message').getByText(/备份完成：app-\d{8}-\d{6}/);
    await toast.waitFor();
    const fileName = ((await toast.textContent()) ?? '').replace(/^.*备份完成：/, '').trim();
    const row = page.getByRole('row').filter({ hasText: fileName });
    await row.waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(before + 1);
    await row
      .getByText('管理员/admin')
      .or(row.getByText(/\/admin$/))
      .first()
      .waitFor();
    await screenshot(page, 'system-data-backup-list');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: buttonName('下载') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 15).toString('latin1')).toMatch(/^SQLite format 3|^PGDMP/);

    await row.getByRole('button', { name: buttonName('删除') }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(fileName).waitFor();
    await screenshot(page, 'system-data-backup-delete');
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await row.waitFor({ state: 'detached' });
  });
});

describe('数据地图', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('previews the shipped China map on an ECharts map', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/systemData/map');
    await page.getByRole('columnheader', { name: '地图名称' }).waitFor();
    await settle(page);
    const china = page.getByRole('row').filter({ hasText: '中国' }).first();
    await china.getByRole('button', { name: /预览/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('地图预览 - 中国').waitFor();
    const chart = dialog.getByRole('img', { name: '中国 地图' });
    await chart.locator('canvas').waitFor();
    // The map is drawn: the canvas has many coloured pixels, not a blank box.
    await expect
      .poll(() =>
        chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const ctx = canvas.getContext('2d');
          if (!ctx) return 0;
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          let painted = 0;
          for (let i = 0; i < data.length; i += 4 * 16) if (data[i + 3] > 0) painted++;
          return painted;
        }),
      )
      .toBeGreaterThan(2000);
    await page.waitForTimeout(600);
    await screenshot(page, 'system-map-preview-china');
  });

  it('refuses pasted GeoJSON with a point, creates a map from an uploaded file, deletes it', async () => {
    const { page } = s;
    const code = `e2eMap${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/systemData/map');
    await page.getByRole('columnheader', { name: '地图名称' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /新\s*建$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('地图名称').fill(`园区${code}`);
    await dialog.getByLabel('地图编码').fill(code);
    const data = dialog.getByLabel('GeoJSON 数据');
    // Pasted text with a point is refused with the server's sentence under the field.
    await data.fill(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { name: '东区' }, geometry: { type: 'Point', coordinates: [1, 2] } },
        ],
      }),
    );
    await dialog.getByRole('button', { name: /校验并预览/ }).click();
    await dialog.getByText('区域「东区」的几何类型为 Point，地图只接受 Polygon 或 MultiPolygon').waitFor();
    // A file chosen with 上传文件 is read in the browser, put in the box and checked at once.
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: '东区' },
          geometry: { type: 'Polygon', coordinates: square(120, 30) },
        },
        {
          type: 'Feature',
          properties: { name: '西区' },
          geometry: { type: 'Polygon', coordinates: square(118, 30) },
        },
      ],
    };
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'campus.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify(collection)),
    });
    await expect.poll(() => data.inputValue()).toContain('西区');
    await dialog.getByText('2 个区域').waitFor();
    await dialog.locator('canvas').waitFor();
    await screenshot(page, 'system-map-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await row.waitFor({ state: 'detached' });
  });
});
