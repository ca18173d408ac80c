import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import type { TestApp } from '../helpers/test-app.js';
import { changes, GADGETS, gadgetApp, grantGadgets, storedGadgets } from './resource-fixture.js';

// Excel through the resource runtime: the list's export, the import template, a preview that writes
// nothing, and an import that writes only the rows that pass and reports the others by row and reason.
// A file that is no workbook, or one made for something else, is one 400; nothing answers 500.

let t: TestApp;
let admin: string;

type Method = 'GET' | 'POST';
const headers = (lang: string, token = admin) => ({ authorization: token, 'x-language': lang });

async function sheetOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A zip of one part that inflates to `megabytes` of zeros while its directory claims 1 KB (a "zip bomb"):
 * a few hundred kilobytes on the wire.
 */
async function zipBomb(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++)
    if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  const data = Buffer.concat(chunks);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1024, 22);
  local.writeUInt16LE(name.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(data.length, 20);
  entry.writeUInt32LE(1024, 24);
  entry.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, data, entry, name, end]);
}

const send = (method: Method, url: string, file?: Buffer, lang = 'zh', token = admin) => {
  const upload = file ? multipartFile('gadgets.xlsx', file) : null;
  return t.app.inject({
    method,
    url,
    headers: { ...headers(lang, token), ...(upload?.headers ?? {}) },
    payload: upload?.payload,
  });
};

beforeAll(async () => {
  t = await gadgetApp();
  admin = await t.login();
  for (const [enCode, fullName, kind, weight] of [
    ['E1', '锤子', 'tool', 12],
    ['E2', '积木', 'toy', 3],
    ['E3', '风筝', 'toy', null],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: GADGETS,
      headers: headers('zh'),
      payload: { enCode, fullName, kind, weight },
    });
    expect(res.json().code).toBe(200);
  }
});
afterAll(() => t.close());

describe('export', () => {
  it('writes the filtered list in the list order, headed and labelled in the caller language', async () => {
    const res = await send(
      'GET',
      `${GADGETS}/Actions/Export?kind=toy&sidx=weight&sort=desc`,
      undefined,
      'en',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(String(res.headers['content-disposition'])).toMatch(/filename="gadgets_\d{8}\.xlsx"/);
    const rows = await sheetOf(res.rawPayload);
    // Not the key, not the parent (declared excel: false), not who wrote it: names a person reads.
    expect(rows[0]).toEqual([
      'Gadget name',
      'Gadget code',
      'Kind',
      'Weight',
      'Description',
      'Sort order',
      'Status',
      'Created',
      'Last modified',
      'Tag',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3] ?? null])).toEqual([
      ['E2', 'Toy', 3],
      ['E3', 'Toy', null],
    ]);
    const zh = await sheetOf((await send('GET', `${GADGETS}/Actions/Export?keyword=E1`)).rawPayload);
    expect((zh[0] as string[]).slice(0, 3)).toEqual(['器具名称', '器具编码', '种类']);
    expect(zh[1]?.slice(0, 3)).toEqual(['锤子', 'E1', '工具']);
  });

  it('needs btn_export and leaves out the columns the caller may not see', async () => {
    await grantGadgets(t, 'wangfang', { columns: ['fullName', 'enCode'] });
    const wangfang = await t.login('wangfang', '123456');
    expect((await send('GET', `${GADGETS}/Actions/Export`, undefined, 'zh', wangfang)).statusCode).toBe(403);
    await grantGadgets(t, 'wangfang', { columns: ['fullName', 'enCode'], buttons: ['btn_export'] });
    const rows = await sheetOf(
      (await send('GET', `${GADGETS}/Actions/Export`, undefined, 'zh', wangfang)).rawPayload,
    );
    expect(rows[0]).not.toContain('重量');
    expect(rows).toHaveLength(4);
  });
});

describe('import', () => {
  it('offers a template of the import columns, required ones marked', async () => {
    const res = await send('GET', `${GADGETS}/Actions/Template`, undefined, 'en');
    expect(res.statusCode).toBe(200);
    const [header] = await sheetOf(res.rawPayload);
    expect(header).toEqual([
      'Gadget name *',
      'Gadget code *',
      'Kind',
      'Weight',
      'Description',
      'Sort order',
      'Status',
    ]);
  });

  it('previews a sheet: counts, each bad row with its reason, and nothing written', async () => {
    const before = await storedGadgets(t);
    const file = await workbook([
      ['器具名称 *', '器具编码 *', '种类', '重量', '状态'],
      ['螺丝刀', 'P1', '工具', 5, '启用'],
      ['', 'P2', '玩具', 1, '禁用'],
      ['陀螺', 'E1', 'Toy', 2, null],
      ['飞机', 'P4', '船', -3, null],
      ['弹珠', 'P1', null, '7', 'Disabled'],
    ]);
    const res = await send('POST', `${GADGETS}/Actions/ImportPreview`, file);
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const report = res.json().data;
    expect(report).toMatchObject({ total: 5, valid: 1, failed: 4, imported: 0 });
    expect(report.errors).toEqual([
      { row: 3, field: 'fullName', message: '名称不能为空' },
      { row: 4, field: 'enCode', message: '器具编码已存在' },
      { row: 5, field: 'kind', message: '种类的取值不在允许范围内' },
      { row: 5, field: 'weight', message: '重量不能小于0' },
      { row: 6, field: 'enCode', message: '器具编码与第2行重复' },
    ]);
    expect(report.preview).toEqual([
      {
        row: 2,
        values: {
          fullName: '螺丝刀',
          enCode: 'P1',
          kind: 'tool',
          weight: 5,
          enabledMark: 1,
          sortCode: 0,
          parentId: '-1',
        },
      },
    ]);
    expect(await storedGadgets(t)).toEqual(before);
  });

  it('imports 10,000 rows with some invalid: writes the valid ones, reports the others by row, in English', async () => {
    const rows: unknown[][] = [['Gadget code', 'Gadget name', 'Weight', 'Kind']];
    for (let i = 1; i <= 10_000; i++) {
      const bad = i % 1000 === 0;
      rows.push([
        `BULK${i}`,
        bad ? '坏#名字' : `批量${i}`,
        i % 997 === 0 ? 'heavy' : i % 100,
        i % 2 ? 'Tool' : 'toy',
      ]);
    }
    rows.push(['BULK1', '重复', 1, 'tool']);
    const before = (await storedGadgets(t)).length;
    const res = await send('POST', `${GADGETS}/Actions/Import`, await workbook(rows), 'en');
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    // Rows 1000, 2000, … have a bad name; 997, 1994, … a weight that is no number; the last repeats row 2.
    const badNames = 10;
    const badWeights = Math.floor(10_000 / 997);
    expect(report).toMatchObject({ total: 10_001, failed: badNames + badWeights + 1 });
    expect(report.imported).toBe(10_001 - report.failed);
    expect(report.errors[0]).toEqual({ row: 998, field: 'weight', message: 'Weight has the wrong format' });
    expect(report.errors).toContainEqual({
      row: 1001,
      field: 'fullName',
      message: 'Name cannot contain special characters',
    });
    expect(report.errors.at(-1)).toEqual({
      row: 10_002,
      field: 'enCode',
      message: 'Gadget code repeats row 2',
    });
    const stored = await storedGadgets(t);
    expect(stored.length).toBe(before + report.imported);
    expect(stored.filter((r) => String(r.enCode).startsWith('BULK1000')).map((r) => r.enCode)).toEqual([]);
    expect(changes.at(-1)).toEqual({ kind: 'import', count: report.imported });
  });

  it('refuses a file that is no workbook, or has unknown, missing or no columns, as one 400', async () => {
    const before = (await storedGadgets(t)).length;
    const cases: [Buffer | undefined, string][] = [
      [Buffer.from('id,name\n1,x\n'), '文件不是有效的Excel工作簿(.xlsx)'],
      [Buffer.alloc(0), '文件不是有效的Excel工作簿(.xlsx)'],
      [
        await workbook([
          ['器具编码', '器具名称', '颜色'],
          ['Q1', '球', '红'],
        ]),
        '文件中有无法识别或重复的列：颜色，请使用导入模板',
      ],
      [
        await workbook([
          ['器具编码', '器具编码'],
          ['Q1', 'Q1'],
        ]),
        '文件中有无法识别或重复的列：器具编码，请使用导入模板',
      ],
      [
        await workbook([
          ['器具编码', '重量'],
          ['Q1', 1],
        ]),
        '文件缺少必填列：器具名称',
      ],
      [await workbook([['器具编码', '器具名称']]), '文件中没有要导入的数据'],
      [await workbook([]), '文件的第一行应为列标题'],
      [undefined, '请选择要上传的文件'],
    ];
    for (const [file, msg] of cases) {
      const res = file
        ? await send('POST', `${GADGETS}/Actions/Import`, file)
        : await t.app.inject({ method: 'POST', url: `${GADGETS}/Actions/Import`, headers: headers('zh') });
      expect([res.statusCode, res.json().msg]).toEqual([400, msg]);
    }
    expect((await storedGadgets(t)).length).toBe(before);
  });

  it('refuses a workbook that inflates to more than it may hold, without inflating it whole (413)', async () => {
    const bomb = await zipBomb(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const url of [`${GADGETS}/Actions/ImportPreview`, `${GADGETS}/Actions/Import`]) {
      const res = await send('POST', url, bomb);
      expect([res.statusCode, res.json().msg]).toEqual([413, '文件内容过大，请分批导入']);
    }
  });
});
