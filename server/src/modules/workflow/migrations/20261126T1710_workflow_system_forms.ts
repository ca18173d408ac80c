import type { Kysely } from 'kysely';
import { seedId } from '../../../db/seed/seed-id.js';

// The system flow forms' tables (server-facts §6: WFORM_*, keyed by the task id, with flowId, flowTitle,
// flowUrgent and billNo before the business fields), one per form of common/src/flow/system-forms, and a
// wform_<form>_item table for a form's 明细 rows (task_id names the main row). The columns are written out
// here, not read from the schemas: a later change to a form needs its own migration
// (system-form-store.test.ts checks that every field of every form has its column).
// The numbering rules the forms' 单据编号 name are added too, once, on every database: they are what the
// forms need, not examples, and an administrator may edit them afterwards.

const TYPES = {
  id: 'varchar(50)',
  text: 'text',
  number: 'double precision',
  date: 'bigint',
  flag: 'integer',
} as const;
type Column = `${string}:${keyof typeof TYPES}`;

/** The business columns of each form (main, then 明细 rows). */
const FORMS: { table: string; columns: Column[]; items?: Column[] }[] = [
  {
    table: 'wform_leave_apply',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'apply_date:date',
      'leave_type:text',
      'leave_start_time:date',
      'leave_end_time:date',
      'leave_day_count:number',
      'leave_hour:number',
      'leave_reason:text',
      'attachment:text',
    ],
  },
  {
    table: 'wform_travel_apply',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'companions:text',
      'vehicle:text',
      'departure:text',
      'destination:text',
      'start_date:date',
      'end_date:date',
      'travel_days:number',
      'estimated_cost:number',
      'need_loan:flag',
      'loan_amount:number',
      'reason:text',
    ],
  },
  {
    table: 'wform_expense_claim',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'apply_date:date',
      'payment_method:text',
      'bank_account:text',
      'bank_name:text',
      'total_amount:number',
      'advance_amount:number',
      'payable_amount:number',
      'reason:text',
      'attachment:text',
    ],
    items: ['expense_date:date', 'expense_type:text', 'amount:number', 'invoice_count:number', 'remark:text'],
  },
  {
    table: 'wform_purchase_request',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'apply_date:date',
      'expected_date:date',
      'purchase_type:text',
      'supplier:text',
      'total_amount:number',
      'reason:text',
      'attachment:text',
    ],
    items: [
      'goods_name:text',
      'specification:text',
      'unit:text',
      'quantity:number',
      'price:number',
      'amount:number',
    ],
  },
  {
    table: 'wform_overtime_apply',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'apply_date:date',
      'overtime_type:text',
      'start_time:date',
      'end_time:date',
      'overtime_hours:number',
      'compensation:text',
      'reason:text',
    ],
  },
  {
    table: 'wform_trip_report',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'destination:text',
      'visited_party:text',
      'start_date:date',
      'end_date:date',
      'work_content:text',
      'outcome:text',
      'follow_up:text',
      'attachment:text',
    ],
  },
  {
    table: 'wform_contract_approval',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'contract_name:text',
      'contract_code:text',
      'contract_type:text',
      'first_party:text',
      'second_party:text',
      'contract_amount:number',
      'payment_terms:text',
      'sign_date:date',
      'start_date:date',
      'end_date:date',
      'main_terms:text',
      'attachment:text',
    ],
  },
  {
    table: 'wform_seal_request',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'apply_date:date',
      'seal_type:text',
      'document_name:text',
      'copies:number',
      'recipient:text',
      'take_out:text',
      'return_date:date',
      'reason:text',
      'attachment:text',
    ],
  },
  {
    table: 'wform_recruitment_request',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'position_name:text',
      'headcount:number',
      'recruit_reason:text',
      'employment_type:text',
      'education:text',
      'experience:text',
      'salary_range:text',
      'expected_date:date',
      'duties:text',
      'requirements:text',
    ],
  },
  {
    table: 'wform_general_request',
    columns: [
      'apply_user:id',
      'apply_dept:id',
      'apply_date:date',
      'category:text',
      'content:text',
      'attachment:text',
    ],
  },
];

/** code, name, prefix: numbered by day, four digits (请假申请 → QJSQ202611260001). */
const BILL_RULES: [string, string, string][] = [
  ['FlowLeaveApply', '请假申请单号', 'QJSQ'],
  ['FlowTravelApply', '出差申请单号', 'CCSQ'],
  ['FlowExpenseClaim', '费用报销单号', 'FYBX'],
  ['FlowPurchaseRequest', '采购申请单号', 'CGSQ'],
  ['FlowOvertimeApply', '加班申请单号', 'JBSQ'],
  ['FlowTripReport', '出差报告单号', 'CCBG'],
  ['FlowContractApproval', '合同审批单号', 'HTSP'],
  ['FlowSealRequest', '用印申请单号', 'YYSQ'],
  ['FlowRecruitmentRequest', '招聘申请单号', 'ZPSQ'],
  ['FlowGeneralRequest', '通用申请单号', 'TYSQ'],
];

const split = (column: Column) => column.split(':') as [string, keyof typeof TYPES];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const form of FORMS) {
    let main = db.schema
      .createTable(form.table)
      .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
      .addColumn('flow_id', 'varchar(50)', (c) => c.notNull())
      .addColumn('flow_title', 'text')
      .addColumn('flow_urgent', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('bill_no', 'varchar(100)');
    for (const [name, type] of form.columns.map(split)) main = main.addColumn(name, TYPES[type]);
    await main.execute();
    if (!form.items) continue;
    const itemTable = `${form.table}_item`;
    let items = db.schema
      .createTable(itemTable)
      .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
      .addColumn('task_id', 'varchar(50)', (c) =>
        c.notNull().references(`${form.table}.id`).onDelete('cascade'),
      )
      .addColumn('sort_code', 'integer', (c) => c.notNull());
    for (const [name, type] of form.items.map(split)) items = items.addColumn(name, TYPES[type]);
    await items.execute();
    await db.schema
      .createIndex(`ix_${itemTable}_task`)
      .on(itemTable)
      .columns(['task_id', 'sort_code'])
      .execute();
  }

  const now = Date.now();
  await db
    .insertInto('base_bill_rule' as never)
    .values(
      BILL_RULES.map(([code, name, prefix], i) => ({
        id: seedId(`workflow:billRule:${code}`),
        creator_time: now,
        en_code: code,
        full_name: name,
        prefix,
        date_format: 'yyyyMMdd',
        digit: 4,
        start_number: 1,
        enabled_mark: 1,
        sort_code: 100 + i,
        description: '系统表单的单据编号',
      })) as never,
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const form of [...FORMS].reverse()) {
    if (form.items) await db.schema.dropTable(`${form.table}_item`).execute();
    await db.schema.dropTable(form.table).execute();
  }
}
