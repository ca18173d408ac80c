import { builtinTask, type ExampleRow, type SeedExamples, seededBy } from '../../../db/seed/examples.js';
import { seedId } from '../../../db/seed/seed-id.js';
import { sanitiseSvg } from '../svg-sanitise.js';

/**
 * The system area's examples for a first start (decision 066): the log-retention task, the numbering rules
 * of the usual office forms with icons for their menus, and translation entries for the words those forms
 * and the demo tables use.
 */

/** code, name, prefix, date part, serial digits, description */
const BILL_RULES: [string, string, string, string, number, string][] = [
  ['LeaveApply', '请假单', 'QJ', 'yyyyMMdd', 4, '请假申请单号，按日重新编号，如 QJ202611260001'],
  ['ExpenseClaim', '报销单', 'BX', 'yyyyMM', 5, '费用报销单号，按月重新编号'],
  ['PurchaseOrder', '采购单', 'CG', 'yyyyMMdd', 4, '采购申请与采购订单共用'],
  ['Contract', '合同', 'HT', 'yyyy', 5, '销售与采购合同编号，按年重新编号'],
  ['SalesOrder', '销售订单', 'XS', 'yyyyMMdd', 4, '演示数据源中订单表的单号规则'],
];

/** key, 简体, English, 繁體 */
const TRANSLATIONS: [string, string, string, string][] = [
  ['business.leaveApply', '请假单', 'Leave request', '請假單'],
  ['business.expenseClaim', '报销单', 'Expense claim', '報銷單'],
  ['business.purchaseOrder', '采购单', 'Purchase order', '採購單'],
  ['business.contract', '合同', 'Contract', '合約'],
  ['business.customer', '客户', 'Customer', '客戶'],
  ['business.product', '产品', 'Product', '產品'],
  ['business.salesOrder', '销售订单', 'Sales order', '銷售訂單'],
  ['business.orderAmount', '订单金额', 'Order amount', '訂單金額'],
];

/** 系统图标: icons for the menus of the office forms, drawn as the uploaded ones are (24 px, one stroke colour). */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#1d6ff2" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
const ICONS: [string, string][] = [
  [
    'leave-apply',
    svg('<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4"/>'),
  ],
  [
    'expense-claim',
    svg('<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M9 7l3 4 3-4M12 11v6M9 13h6M9 16h6"/>'),
  ],
  [
    'purchase-order',
    svg(
      '<path d="M3 4h2l2.5 11h11L21 7H6.5"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
    ),
  ],
  [
    'contract',
    svg(
      '<path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z"/><path d="M14 3v6h6M8 13h8M8 17h5"/>',
    ),
  ],
];

export const systemExamples: SeedExamples = {
  rows(now) {
    return [
      builtinTask(
        now,
        {
          code: 'LogRetention',
          name: '日志清理',
          // Sundays 03:00; the days to keep come from 系统配置 (logRetentionDays) unless the task names them.
          cron: '0 3 * * 0',
          job: 'pruneLogs',
          params: {},
          description: '每周日凌晨清理超过保留天数的系统日志，保留天数取自系统配置',
        },
        2,
      ),
      ...BILL_RULES.map(
        ([code, name, prefix, dateFormat, digit, description], i): ExampleRow => ({
          table: 'baseBillRule',
          row: {
            ...seededBy(now),
            id: seedId(`example:billRule:${code}`),
            enCode: code,
            fullName: name,
            prefix,
            dateFormat,
            digit,
            startNumber: 1,
            enabledMark: 1,
            sortCode: i,
            description,
          },
        }),
      ),
      ...ICONS.map(([name, source]): ExampleRow => {
        const clean = sanitiseSvg(source);
        return {
          table: 'baseIcon',
          row: {
            ...seededBy(now),
            id: seedId(`example:icon:${name}`),
            name,
            svg: clean,
            size: Buffer.byteLength(clean),
          },
        };
      }),
      ...TRANSLATIONS.map(
        ([key, zh, en, zhtw]): ExampleRow => ({
          table: 'baseLanguage',
          row: { ...seededBy(now), id: seedId(`example:language:${key}`), key, zh, en, zhtw },
        }),
      ),
    ];
  },
};
