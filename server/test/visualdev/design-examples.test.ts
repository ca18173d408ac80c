import path from 'node:path';
import {
  type ColumnData,
  type FormData,
  type FormTable,
  validateColumnData,
  validateFormDesign,
} from '@app/common/form';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DESIGNS } from '../../src/modules/visualdev/seed/example-designs.data.js';
import { designId } from '../../src/modules/visualdev/seed/visualdev.examples.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A first start's example designs (issue 16 item 6): released, valid, with demo records, in every list. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ examples: true });
  admin = await t.login();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: admin } });

describe('example designs', () => {
  it('are forms and lists the designer could have saved', () => {
    for (const design of EXAMPLE_DESIGNS) {
      expect(
        validateFormDesign(design.form, { type: design.type, tables: design.tables }),
        design.code,
      ).toEqual([]);
      expect(validateColumnData(design.columns, design.form.fields), design.code).toEqual([]);
    }
  });

  it('fill every design list of a first start, each released as version 1', async () => {
    for (const type of [1, 2, 3, 4, 5]) {
      const list = (await get(`/api/visualdev/Base?type=${type}`)).json().data.list;
      expect(list.length, `type ${type}`).toBeGreaterThan(0);
      for (const row of list) expect(row).toMatchObject({ state: 1, releasedVersion: 1 });
    }
    const purchase = (await get('/api/visualdev/Base?type=1&keyword=purchaseOrder')).json().data.list[0];
    const record = (await get(`/api/visualdev/Base/${purchase.id}`)).json().data;
    const form = JSON.parse(record.formData) as FormData;
    const columns = JSON.parse(record.columnData) as ColumnData;
    expect(validateFormDesign(form, { type: 1, tables: JSON.parse(record.tables) as FormTable[] })).toEqual(
      [],
    );
    expect(columns.columnList.map((c) => c.label)).toEqual([
      '采购单号',
      '供应商',
      '采购日期',
      '采购人',
      '合计金额',
    ]);
    const versions = (await get(`/api/visualdev/Base/${purchase.id}/Versions`)).json().data.list;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it('keep demo records for the designs without tables, and the leave table in the demo database', async () => {
    const counts = await t.database.db
      .selectFrom('baseVisualdevModeldata')
      .select(({ fn }) => ['visualdevId', fn.countAll<number>().as('n')])
      .groupBy('visualdevId')
      .execute();
    expect(counts.map((c) => Number(c.n)).sort()).toEqual([3, 4, 8]);
    const demo = new SQLite(path.join(t.dataDir, 'databases', 'demo-business.db'), { readonly: true });
    try {
      const columns = demo.prepare('select name from pragma_table_info(?)').all('demo_leave') as {
        name: string;
      }[];
      expect(columns.map((c) => c.name)).toContain('leave_type');
    } finally {
      demo.close();
    }
  });
});

describe('the example designs at run time', () => {
  const list = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/visualdev/OnlineDev/${id}/List`,
      headers: { authorization: admin },
      payload: { currentPage: 1, pageSize: 20 },
    });

  it('list their records, kept as JSON or in the demo database', async () => {
    const totals: Record<string, number> = {};
    for (const design of EXAMPLE_DESIGNS) {
      const res = await list(designId(design.code));
      expect(res.json(), `${design.code}: ${res.body}`).toMatchObject({ code: 200 });
      totals[design.code] = res.json().data.pagination.total;
    }
    expect(totals).toEqual({
      customerArchive: 8,
      purchaseOrder: 3,
      visitorRegistration: 4,
      salesOrderForm: 20,
      customerCard: 10,
      leaveRequest: 0,
    });
  });
});
