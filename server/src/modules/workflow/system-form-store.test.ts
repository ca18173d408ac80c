import type { Lang } from '@app/common';
import { SYSTEM_FORM_KEYS, SYSTEM_FORM_SCHEMAS, type SystemFormKey } from '@app/common/flow';
import { type FormControl, isSystemFilled, subTables, valueFields } from '@app/common/form';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, type TestApp, userIdOf } from '../../../test/helpers/test-app.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { AnyDb } from '../../platform/resource/resource.types.js';
import { MIGRATIONS } from '../index.js';
import {
  deleteSystemForm,
  loadSystemForm,
  type SystemFormMeta,
  saveSystemForm,
} from './system-form-store.js';

/** The system forms' tables (issue 17 item 4), on SQLite and on PostgreSQL under `npm run test:postgres`. */

type Values = Record<string, unknown>;

let t: TestApp;
let adminId: string;
let adminOrganize: string | null;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await userIdOf(t, 'admin');
  const admin = await t.database.db
    .selectFrom('baseUser')
    .select('organizeId')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  adminOrganize = admin.organizeId;
});
afterAll(() => t.close());

async function contextOf(lang: Lang = 'zh'): Promise<RequestContext> {
  const { sessions } = t.app.services;
  const session = await sessions.resolve((await sessions.create(adminId, '127.0.0.1', 'form test')).token);
  if (!session) throw new Error('no session');
  return new RequestContext(t.app.services, { kind: 'user', session }, lang);
}

const META: SystemFormMeta = { flowId: 'flow-1', flowTitle: '管理员的申请', flowUrgent: 2 };
let taskCount = 0;
const newTask = () => `task-${++taskCount}`;

async function save(key: string, taskId: string, values: Values, meta = META, lang: Lang = 'zh') {
  const ctx = await contextOf(lang);
  return t.database.db.transaction().execute((trx) => saveSystemForm(ctx, trx, key, taskId, values, meta));
}

/** The refusal of a save, or a failure when it was written. */
async function refusal(key: string, taskId: string, values: Values, lang: Lang = 'zh') {
  try {
    await save(key, taskId, values, META, lang);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the save was not refused');
}

const FILES = [{ name: '说明.pdf', fileId: 'f-1', url: '/api/file/Download/f-1' }];

/** A value each control accepts, as the renderer would send it. */
function sample(control: FormControl, n: number): unknown {
  const { jnpfKey, label } = control.__config__;
  switch (jnpfKey) {
    case 'numInput':
      return Math.max(Number(control.min ?? 0), 1) + n;
    case 'date':
      return 1_795_000_000_000 + n * 86_400_000;
    case 'select':
    case 'radio':
      return control.__slot__?.options?.at(-1)?.id;
    case 'switch':
      return 1;
    case 'uploadFz':
      return FILES;
    case 'userSelect':
      return `${adminId},u-2`;
    default:
      return `${label}${n}`;
  }
}

/** A full record of a form: every field a person fills, and two 明细 rows. */
function recordOf(key: SystemFormKey): Values {
  const form = SYSTEM_FORM_SCHEMAS[key];
  const values: Values = {};
  const fill = (control: FormControl) =>
    !isSystemFilled(control.__config__.jnpfKey) && control.__config__.jnpfKey !== 'calculate';
  for (const field of valueFields(form.fields).filter((f) => !f.subTable))
    if (fill(field.control)) values[field.vModel] = sample(field.control, 0);
  for (const table of subTables(form.fields)) {
    const columns = valueFields(form.fields).filter((f) => f.subTable === table);
    values[table.__vModel__!] = [1, 2].map((n) =>
      Object.fromEntries(columns.filter((c) => fill(c.control)).map((c) => [c.vModel, sample(c.control, n)])),
    );
  }
  return values;
}

const count = async (table: string, column: string, id: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(
        t.database.db,
      )
    ).rows[0].n,
  );

const counter = async (code: string) =>
  t.database.db
    .selectFrom('baseBillRule')
    .select(['thisNumber', 'outputNumber'])
    .where('enCode', '=', code)
    .executeTakeFirstOrThrow();

describe('system form store', () => {
  it.each(SYSTEM_FORM_KEYS)(
    '%s: what is saved loads back in the form shape, numbered and filled',
    async (key) => {
      const taskId = newTask();
      const sent = recordOf(key);
      const stored = await save(key, taskId, sent);
      const loaded = await loadSystemForm(t.database.db as AnyDb, key, taskId);
      expect(loaded).toEqual(stored);
      expect(loaded).toMatchObject({
        ...sent,
        flowTitle: META.flowTitle,
        applyUser: adminId,
        applyDept: adminOrganize,
      });
      const rule = String(valueFields(SYSTEM_FORM_SCHEMAS[key].fields)[1].control.__config__.rule);
      expect(loaded?.billNo).toBe((await counter(rule)).outputNumber);
      const row = await t.database.db
        .selectFrom(`wform_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` as 'baseUser')
        .selectAll()
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ flowId: 'flow-1', flowTitle: META.flowTitle, flowUrgent: 2 });
    },
  );

  it('works out the totals: each line, the sum of the lines, what is left to pay', async () => {
    const taskId = newTask();
    const purchase = await save('purchaseRequest', taskId, {
      ...recordOf('purchaseRequest'),
      items: [
        { goodsName: '笔记本电脑', quantity: 2, price: 5999.5, amount: 1 },
        { goodsName: '显示器', quantity: 3, price: 1200 },
      ],
      totalAmount: 999,
    });
    expect((purchase.items as Values[]).map((line) => line.amount)).toEqual([11999, 3600]);
    expect(purchase.totalAmount).toBe(15599);
    const claim = await save('expenseClaim', newTask(), { ...recordOf('expenseClaim'), advanceAmount: 500 });
    expect(claim).toMatchObject({ totalAmount: 5, payableAmount: -495 });
  });

  it('an update replaces the 明细 rows sent, keeps them when none are sent, and keeps the number', async () => {
    const taskId = newTask();
    const first = await save('expenseClaim', taskId, recordOf('expenseClaim'));
    const before = await counter('FlowExpenseClaim');
    const line = {
      expenseDate: 1_795_000_000_000,
      expenseType: '餐费',
      amount: 88.8,
      invoiceCount: 1,
      remark: '',
    };
    const second = await save('expenseClaim', taskId, { items: [line], reason: '客户拜访' });
    expect(second.items).toEqual([{ ...line, remark: null }]);
    expect(second).toMatchObject({ reason: '客户拜访', bankName: first.bankName, billNo: first.billNo });
    expect(await count('wform_expense_claim_item', 'task_id', taskId)).toBe(1);
    const third = await save(
      'expenseClaim',
      taskId,
      { reason: '客户拜访（补）' },
      { ...META, flowUrgent: 3 },
    );
    expect(third.items).toEqual(second.items);
    expect(await counter('FlowExpenseClaim')).toEqual(before);
  });

  it('refuses values that break a rule or do not fit, in the caller language, and writes nothing', async () => {
    const taskId = newTask();
    const good = recordOf('leaveApply');
    const before = await counter('FlowLeaveApply');
    const cases: [Values, string, string][] = [
      [{ ...good, leaveReason: ' ' }, 'leaveReason', '请假原因不能为空'],
      [{ ...good, leaveType: '旷工' }, 'leaveType', '请假类别只能是：事假、病假、年假、婚假、产假、调休'],
      [{ ...good, leaveStartTime: '明天' }, 'leaveStartTime', '开始时间的值无效'],
      [{ ...good, leaveDayCount: 0 }, 'leaveDayCount', '请假天数不能小于0.5'],
      [{ ...good, leaveType: '病假', attachment: [] }, 'attachment', '请至少选择一个附件'],
      [{ ...good, attachment: 'a.pdf' }, 'attachment', '附件的值无效'],
    ];
    for (const [values, field, message] of cases) {
      const error = await refusal('leaveApply', taskId, values);
      expect(error).toMatchObject({
        status: 400,
        key: 'workflow.invalidFormValues',
        params: { detail: message },
      });
      expect(error.data).toMatchObject({ field });
    }
    const claim = {
      ...recordOf('expenseClaim'),
      items: [{ expenseDate: 1, expenseType: '餐费', amount: 'abc' }],
    };
    const english = await refusal('expenseClaim', taskId, claim, 'en');
    expect(english.params).toEqual({ detail: '报销明细 row 1: 金额 must be a number' });
    expect(await count('wform_leave_apply', 'id', taskId)).toBe(0);
    expect(await count('wform_expense_claim', 'id', taskId)).toBe(0);
    expect(await counter('FlowLeaveApply')).toEqual(before);
  });

  it('a refused update leaves the stored values as they were', async () => {
    const taskId = newTask();
    const stored = await save('sealRequest', taskId, recordOf('sealRequest'));
    const error = await refusal('sealRequest', taskId, { copies: 0, documentName: '新文件' });
    expect(error.params).toEqual({ detail: '文件份数不能小于1' });
    expect(await loadSystemForm(t.database.db as AnyDb, 'sealRequest', taskId)).toEqual(stored);
  });

  it('a draft may leave required fields empty; linkage asks for what a choice needs on submit', async () => {
    const taskId = newTask();
    const draft = await save(
      'sealRequest',
      taskId,
      { takeOut: '是' },
      { ...META, flowTitle: '', draft: true },
    );
    expect(draft).toMatchObject({ takeOut: '是', documentName: null, attachment: [], flowTitle: null });
    const error = await refusal('sealRequest', taskId, {
      ...recordOf('sealRequest'),
      takeOut: '是',
      returnDate: null,
    });
    expect(error.params).toEqual({ detail: '归还日期不能为空' });
  });

  it('refuses a form that is not a system form, and a number rule that is gone', async () => {
    expect(await refusal('crmOrder', newTask(), {})).toMatchObject({
      status: 400,
      key: 'workflow.unknownSystemForm',
      params: { form: 'crmOrder' },
    });
    await t.database.db
      .updateTable('baseBillRule')
      .set({ deleteMark: 1 })
      .where('enCode', '=', 'FlowGeneralRequest')
      .execute();
    const taskId = newTask();
    expect(await refusal('generalRequest', taskId, recordOf('generalRequest'))).toMatchObject({
      status: 400,
      key: 'workflow.noBillRule',
      params: { rule: 'FlowGeneralRequest', label: '单据编号' },
    });
    expect(await count('wform_general_request', 'id', taskId)).toBe(0);
  });

  it('deletes a request values with its 明细 rows', async () => {
    const taskId = newTask();
    await save('purchaseRequest', taskId, recordOf('purchaseRequest'));
    await deleteSystemForm(t.database.db as AnyDb, 'purchaseRequest', taskId);
    expect(await loadSystemForm(t.database.db as AnyDb, 'purchaseRequest', taskId)).toBeNull();
    expect(await count('wform_purchase_request_item', 'task_id', taskId)).toBe(0);
  });
});

describe('a database upgraded from the previous migrations', () => {
  it('gets the ten tables, the two 明细 tables and the number rules', async () => {
    const { url, drop } = await freshDatabase();
    const database = openDatabase(url);
    try {
      const previous = Object.fromEntries(
        Object.entries(MIGRATIONS).filter(([key]) => key < '20261126T1710_workflow_system_forms'),
      );
      await migrateToLatest(database.db, previous);
      await migrateToLatest(database.db, MIGRATIONS);
      const tables = (await database.db.introspection.getTables()).map((table) => table.name);
      const expected = SYSTEM_FORM_KEYS.map(
        (key) => `wform_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
      );
      expect(tables).toEqual(
        expect.arrayContaining([...expected, 'wform_expense_claim_item', 'wform_purchase_request_item']),
      );
      const rules = await database.db
        .selectFrom('baseBillRule')
        .select('enCode')
        .where('enCode', 'like', 'Flow%')
        .execute();
      expect(rules).toHaveLength(10);
    } finally {
      await database.close();
      await drop();
    }
  });
});
