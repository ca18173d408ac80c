import type { ExprToken } from '../../calc/tokens';
import type { FormData } from '../../form/types';
import { choices, HALF, SystemFormBuilder } from './build';

/** The money forms: an expense claim and a purchase request, each with its lines (明细) and their total. */

const MONEY = { min: 0, precision: 2 };
const ref = (vModel: string, label: string): ExprToken => ({ __vModel__: vModel, label });

/** 费用报销: the claimed lines, their sum, what was advanced and what is paid out. */
export function expenseClaim(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowExpenseClaim');
  b.applicant('报销人', '报销部门');
  b.add('date', '报销日期', 'applyDate', { ...HALF, required: true });
  b.choose('select', '支付方式', 'paymentMethod', ['银行转账', '现金', '支票', '冲抵借款'], {
    ...HALF,
    required: true,
  });
  b.add('comInput', '收款账户', 'bankAccount', HALF, { maxlength: 50 });
  b.add('comInput', '开户银行', 'bankName', HALF, { maxlength: 100 });
  b.table('报销明细', 'items', 'wform_expense_claim_item', () => [
    b.control('date', '发生日期', 'expenseDate', { required: true }),
    b.control(
      'select',
      '费用类别',
      'expenseType',
      { required: true },
      {
        __slot__: { options: choices('交通费', '住宿费', '餐费', '通讯费', '办公用品', '招待费', '其他') },
      },
    ),
    b.control('numInput', '金额', 'amount', { required: true }, MONEY),
    b.control('numInput', '票据张数', 'invoiceCount', {}, { min: 0, precision: 0 }),
    b.control('comInput', '费用说明', 'remark', {}, { maxlength: 200 }),
  ]);
  b.add('calculate', '合计金额', 'totalAmount', HALF, {
    expression: [ref('items.amount', '报销明细.金额')],
    precision: 2,
  });
  b.add('numInput', '预借金额', 'advanceAmount', HALF, MONEY);
  b.add('calculate', '应付金额', 'payableAmount', HALF, {
    expression: [ref('totalAmount', '合计金额'), '-', ref('advanceAmount', '预借金额')],
    precision: 2,
  });
  b.add('textarea', '报销事由', 'reason', { required: true }, { maxlength: 500 });
  b.add('uploadFz', '票据附件', 'attachment', { required: true }, { limit: 20 });
  return b.build();
}

/** 采购申请: the goods asked for, each line's amount (quantity × estimated price) and the total. */
export function purchaseRequest(): FormData {
  const b = new SystemFormBuilder();
  b.header('FlowPurchaseRequest');
  b.applicant();
  b.add('date', '申请日期', 'applyDate', { ...HALF, required: true });
  b.add('date', '期望到货日期', 'expectedDate', HALF);
  b.choose('select', '采购类别', 'purchaseType', ['办公用品', '电子设备', '生产物料', '软件服务', '其他'], {
    ...HALF,
    required: true,
  });
  b.add('comInput', '建议供应商', 'supplier', HALF, { maxlength: 100 });
  b.table(
    '采购明细',
    'items',
    'wform_purchase_request_item',
    () => [
      b.control('comInput', '物品名称', 'goodsName', { required: true }, { maxlength: 100 }),
      b.control('comInput', '规格型号', 'specification', {}, { maxlength: 100 }),
      b.control('comInput', '单位', 'unit', {}, { maxlength: 20 }),
      b.control('numInput', '数量', 'quantity', { required: true }, { min: 1, precision: 0 }),
      b.control('numInput', '预估单价', 'price', { required: true }, MONEY),
      b.control(
        'calculate',
        '金额',
        'amount',
        {},
        {
          expression: [ref('items.quantity', '采购明细.数量'), '×', ref('items.price', '采购明细.预估单价')],
          precision: 2,
        },
      ),
      // a total of unit prices means nothing: 合计 adds the quantities and the amounts
    ],
    ['quantity', 'amount'],
  );
  b.add('calculate', '合计金额', 'totalAmount', HALF, {
    expression: [ref('items.amount', '采购明细.金额')],
    precision: 2,
  });
  b.add('textarea', '采购用途', 'reason', { required: true }, { maxlength: 500 });
  b.add('uploadFz', '附件', 'attachment');
  return b.build();
}
