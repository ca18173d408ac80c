import type { ColumnData, DesignType, FormData, FormTable } from '@app/common/form';
import { seedId } from '../../../db/seed/seed-id.js';
import { DEMO_TABLES } from '../../systemData/exports.js';
import { as, boundTable, FormBuilder, listOf } from './example-forms.js';

/**
 * The example designs of a first start (issue 16 item 6): three released forms kept as JSON (a customer
 * archive with a tree of industries on the left, a purchase order with a sub-table and calculated totals, a
 * visitor registration for phones) and three bound to the demo business database (a sales order, a
 * customer card for phones, a leave request flow form).
 */

export interface ExampleDesign {
  code: string;
  name: string;
  type: DesignType;
  webType: 1 | 2 | 3;
  category: string;
  description: string;
  form: FormData;
  columns: ColumnData;
  tables: FormTable[];
  /** the demo data source, for designs bound to its tables */
  demoSource?: true;
}

/** A table of the demo business database (系统数据's examples), as the data model describes it. */
function demoTable(name: string): FormTable {
  const table = DEMO_TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`the demo database has no table ${name}`);
  return boundTable(table.name, table.comment, table.columns);
}

const dictionaryTypeId = (code: string) => seedId(`dictionaryType:${code}`);
const category = (dictionary: string, code: string) => seedId(`dictionaryData:${dictionary}:${code}`);
const options = (...names: string[]) => names.map((fullName, i) => ({ id: String(i + 1), fullName }));
const PHONE = { pattern: '/^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$/', message: '请输入正确的电话号码' };
const MOBILE = { pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号码' };

function customerArchive(): ExampleDesign {
  const b = new FormBuilder();
  b.add(
    'comInput',
    as('客户名称', 'comInputField101', { placeholder: '请输入客户名称' }, { required: true }),
  );
  b.add(
    'treeSelect',
    as(
      '所属行业',
      'treeSelectField102',
      { options: [] },
      { dataType: 'dictionary', dictionaryType: dictionaryTypeId('IndustryType') },
    ),
  );
  b.add(
    'radio',
    as('客户等级', 'radioField103', { __slot__: { options: options('A类', 'B类', 'C类') } }, { span: 12 }),
  );
  b.add('comInput', as('联系人', 'comInputField104', {}, { span: 12 }));
  b.add('comInput', as('联系电话', 'comInputField105', {}, { span: 12, regList: [PHONE] }));
  b.add('address', as('所在地区', 'addressField106', {}, { span: 12 }));
  b.add('textarea', as('备注', 'textareaField107'));
  const columns = listOf(
    b.form,
    ['comInputField101', 'treeSelectField102', 'radioField103', 'comInputField104', 'comInputField105'],
    ['comInputField101', 'radioField103'],
    {
      type: 2,
      treeTitle: '行业类别',
      treeDataSource: 'dictionary',
      treeDictionary: dictionaryTypeId('IndustryType'),
      treeRelation: 'treeSelectField102',
    },
  );
  return {
    code: 'customerArchive',
    name: '客户档案',
    type: 1,
    webType: 2,
    category: category('webDesign', 'business'),
    description: '左侧按行业类别筛选的客户列表',
    form: b.form,
    columns,
    tables: [],
  };
}

function purchaseOrder(): ExampleDesign {
  const b = new FormBuilder();
  b.add('billRule', as('采购单号', 'billRuleField101', {}, { rule: 'PurchaseOrder', span: 12 }));
  b.add('date', as('采购日期', 'dateField102', {}, { required: true, span: 12 }));
  b.add('comInput', as('供应商', 'comInputField103', {}, { required: true, span: 12 }));
  b.add('userSelect', as('采购人', 'userSelectField104', {}, { span: 12 }));
  const table = b.add('table', as('采购明细', 'tableField105', { 'show-summary': true }));
  b.add('comInput', as('物品名称', 'comInputField106', {}, { required: true }), table);
  b.add('numInput', as('数量', 'numInputField107', { min: 0, precision: 0 }, { required: true }), table);
  b.add('numInput', as('单价', 'numInputField108', { min: 0, precision: 2 }), table);
  b.add(
    'calculate',
    as('金额', 'calculateField109', {
      expression: [
        { __vModel__: 'tableField105.numInputField107', label: '采购明细.数量' },
        '×',
        { __vModel__: 'tableField105.numInputField108', label: '采购明细.单价' },
      ],
    }),
    table,
  );
  b.add(
    'calculate',
    as(
      '合计金额',
      'calculateField110',
      { expression: [{ __vModel__: 'tableField105.calculateField109', label: '采购明细.金额' }] },
      { span: 12 },
    ),
  );
  b.add('textarea', as('备注', 'textareaField111'));
  const columns = listOf(
    b.form,
    ['billRuleField101', 'comInputField103', 'dateField102', 'userSelectField104', 'calculateField110'],
    ['billRuleField101', 'comInputField103', 'dateField102'],
  );
  return {
    code: 'purchaseOrder',
    name: '采购订单',
    type: 1,
    webType: 2,
    category: category('webDesign', 'office'),
    description: '带采购明细子表，金额与合计自动计算',
    form: b.form,
    columns,
    tables: [],
  };
}

function visitorRegistration(): ExampleDesign {
  const b = new FormBuilder();
  b.add('comInput', as('访客姓名', 'comInputField101', {}, { required: true }));
  b.add('comInput', as('手机号码', 'comInputField102', {}, { required: true, regList: [MOBILE] }));
  b.add(
    'select',
    as(
      '来访事由',
      'selectField103',
      { __slot__: { options: options('商务洽谈', '面试', '送货', '其他') } },
      { required: true },
    ),
  );
  b.add('date', as('来访日期', 'dateField104', {}, { required: true }));
  b.add('userSelect', as('被访人', 'userSelectField105'));
  b.add('numInput', as('同行人数', 'numInputField106', { min: 0, max: 20, precision: 0 }));
  b.add('textarea', as('备注', 'textareaField107'));
  const columns = listOf(
    b.form,
    ['comInputField101', 'comInputField102', 'selectField103', 'dateField104'],
    ['comInputField101', 'selectField103'],
  );
  return {
    code: 'visitorRegistration',
    name: '访客登记',
    type: 2,
    webType: 2,
    category: category('appDesigner', 'office'),
    description: '前台用手机登记来访人员',
    form: b.form,
    columns,
    tables: [],
  };
}

function salesOrder(): ExampleDesign {
  const b = new FormBuilder();
  b.add('comInput', as('客户编号', 'customer_id', {}, { required: true, span: 12 }));
  b.add('comInput', as('产品编号', 'product_id', {}, { required: true, span: 12 }));
  b.add('numInput', as('数量', 'quantity', { min: 1, precision: 0 }, { required: true, span: 12 }));
  b.add('numInput', as('订单金额', 'amount', { min: 0, precision: 2 }, { required: true, span: 12 }));
  b.add(
    'comInput',
    as(
      '下单日期',
      'order_date',
      { placeholder: 'yyyy-mm-dd' },
      {
        required: true,
        span: 12,
        regList: [{ pattern: '/^\\d{4}-\\d{2}-\\d{2}$/', message: '日期格式为 yyyy-mm-dd' }],
      },
    ),
  );
  b.add(
    'select',
    as(
      '订单状态',
      'status',
      {
        __slot__: { options: ['待付款', '已付款', '已发货', '已完成'].map((s) => ({ id: s, fullName: s })) },
      },
      { required: true, span: 12 },
    ),
  );
  b.add('comInput', as('销售员', 'salesperson'));
  const tables = [demoTable('demo_order')];
  const columns = listOf(
    b.form,
    ['customer_id', 'product_id', 'quantity', 'amount', 'order_date', 'status', 'salesperson'],
    ['customer_id', 'status', 'order_date'],
  );
  return {
    code: 'salesOrderForm',
    name: '销售订单',
    type: 4,
    webType: 2,
    category: category('webForm', 'business'),
    description: '绑定演示业务库的销售订单表',
    form: b.form,
    columns,
    tables,
    demoSource: true,
  };
}

function customerCard(): ExampleDesign {
  const b = new FormBuilder();
  b.add('comInput', as('客户名称', 'name', {}, { required: true }));
  b.add('comInput', as('联系人', 'contact'));
  b.add('comInput', as('联系电话', 'phone', {}, { regList: [PHONE] }));
  b.add('comInput', as('所在城市', 'city'));
  b.add(
    'radio',
    as('客户等级', 'level', {
      __slot__: { options: ['A', 'B', 'C'].map((l) => ({ id: l, fullName: `${l}类` })) },
    }),
  );
  const tables = [demoTable('demo_customer')];
  const columns = listOf(b.form, ['name', 'contact', 'phone', 'city', 'level'], ['name', 'city']);
  return {
    code: 'customerCard',
    name: '客户登记',
    type: 5,
    webType: 2,
    category: category('appForm', 'business'),
    description: '手机上登记客户，写入演示业务库的客户表',
    form: b.form,
    columns,
    tables,
    demoSource: true,
  };
}

/** The leave table a first start adds to the demo database for the leave request flow form. */
export const LEAVE_COLUMNS: [string, string, string][] = [
  ['id', 'text primary key', '主键'],
  ['bill_no', 'text', '申请单号'],
  ['applicant', 'text not null', '申请人'],
  ['leave_type', 'text not null', '请假类型'],
  ['start_time', 'integer not null', '开始时间'],
  ['end_time', 'integer not null', '结束时间'],
  ['days', 'real not null', '请假天数'],
  ['reason', 'text', '请假事由'],
];
export const LEAVE_TABLE = 'demo_leave';

function leaveRequest(): ExampleDesign {
  const b = new FormBuilder();
  b.add('billRule', as('申请单号', 'bill_no', {}, { rule: 'LeaveApply', span: 12 }));
  b.add('comInput', as('申请人', 'applicant', {}, { required: true, span: 12 }));
  b.add(
    'select',
    as(
      '请假类型',
      'leave_type',
      {
        __slot__: { options: ['事假', '病假', '年假', '调休', '婚假'].map((s) => ({ id: s, fullName: s })) },
      },
      { required: true, span: 12 },
    ),
  );
  b.add(
    'numInput',
    as('请假天数', 'days', { min: 0.5, step: 0.5, precision: 1 }, { required: true, span: 12 }),
  );
  b.add('date', as('开始时间', 'start_time', {}, { required: true, span: 12 }));
  b.add('date', as('结束时间', 'end_time', {}, { required: true, span: 12 }));
  b.add('textarea', as('请假事由', 'reason', {}, { required: true }));
  const tables = [boundTable(LEAVE_TABLE, '请假申请', LEAVE_COLUMNS)];
  const columns = listOf(
    b.form,
    ['bill_no', 'applicant', 'leave_type', 'days', 'start_time'],
    ['applicant', 'leave_type'],
  );
  return {
    code: 'leaveRequest',
    name: '请假申请',
    type: 3,
    webType: 3,
    category: category('flowForm', 'office'),
    description: '流程表单示例：请假申请',
    form: b.form,
    columns,
    tables,
    demoSource: true,
  };
}

export const EXAMPLE_DESIGNS: ExampleDesign[] = [
  customerArchive(),
  purchaseOrder(),
  visitorRegistration(),
  salesOrder(),
  customerCard(),
  leaveRequest(),
];
