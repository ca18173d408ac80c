import {
  BILL_DATE_FORMATS,
  BILL_DIGIT_MAX,
  BILL_DIGIT_MIN,
  BILL_PREFIX_MAX,
  type BillRuleFields,
  billExample,
} from '@app/common';
import { badRequest } from '../../platform/errors.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
  STATE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import { type BillRuleInput, billRuleValues } from './bill-rule.service.js';

/**
 * 单据规则 (numbering rules, server-facts §3, client-facts §5.4 and §11) on the resource runtime: the paged
 * list, one rule, its writes and the state switch. The counter (thisNumber, thisDate, outputNumber) is
 * only ever moved by issuing a number (bill-number.service.ts): no form writes it, and editing a rule
 * keeps it, so the next number continues from the last one issued.
 */

export const BILL_RULE_MENU = 'system.billRule';

export const billRuleResource = defineResource({
  path: '/api/system/BillRule',
  tags: ['system'],
  menu: BILL_RULE_MENU,
  table: 'base_bill_rule',
  alias: 'b',
  base: STANDARD_BASE,
  notFound: 'billRule.notFound',
  columns: {
    fullName: nameColumn(100),
    enCode: codeColumn(50),
    prefix: {
      column: 'prefix',
      type: 'string',
      nullable: true,
      maxLength: BILL_PREFIX_MAX,
      emptyAsNull: true,
    },
    dateFormat: { column: 'date_format', type: 'string', options: [...BILL_DATE_FORMATS], default: 'no' },
    digit: {
      column: 'digit',
      type: 'integer',
      required: true,
      minimum: BILL_DIGIT_MIN,
      maximum: BILL_DIGIT_MAX,
    },
    // Digits as text (a start of 0001 is the number 1): the bigint column takes the digits on both
    // dialects, and answers give them back as text.
    startNumber: {
      column: 'start_number',
      type: 'string',
      required: true,
      maxLength: BILL_DIGIT_MAX,
      notBlank: true,
      description: 'digits only',
    },
    // The numbering rules' description was declared a one-line string, not the shared text area.
    description: { ...DESCRIPTION_COLUMN, type: 'string' },
    sortCode: SORT_CODE_COLUMN,
    enabledMark: STATE_COLUMN,
    outputNumber: { column: 'output_number', type: 'string', nullable: true, write: false },
  },
  computed: {
    // 流水范例: the first number the rule issues today (its start number).
    example: { needs: ['prefix', 'dateFormat', 'digit', 'startNumber'] },
  },
  row: [
    'id',
    'fullName',
    'enCode',
    'prefix',
    'dateFormat',
    'digit',
    'startNumber',
    'description',
    'sortCode',
    'enabledMark',
    'example',
    'outputNumber',
    'creatorTime',
    'lastModifyTime',
  ],
  state: 'enabledMark',
  unique: [{ fields: ['enCode'] }, { fields: ['fullName'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  summaries: {
    list: 'Numbering rules (paged; keyword in the name or code)',
    get: 'One numbering rule',
    create: 'Create a numbering rule',
    update: 'Change a numbering rule (its counter continues)',
    delete: 'Delete a numbering rule; refused once it issued a number',
    state: 'Enable or disable a numbering rule',
  },
  hooks: {
    // The rules the form and the import share: prefix, date format, digits and a start that fits them.
    async check(ctx, values, current) {
      billRuleValues(values as BillRuleInput, ctx.lang, !current || current.fullName !== values.fullName);
    },
    async shape(ctx, rows, fields) {
      const now = ctx.clock.now();
      for (const row of rows) {
        // SQLite answers the bigint as a number, PostgreSQL as text.
        row.startNumber = String(row.startNumber);
        if (fields.has('example')) row.example = billExample(row as Partial<BillRuleFields>, now);
      }
    },
    /**
     * Refused once the rule issued a number (documents may carry it). Checked inside the delete's
     * transaction, after the row is marked: a number issued meanwhile either came first (seen here, the
     * delete is rolled back) or finds the rule deleted and issues nothing.
     */
    async deleteWith(_ctx, current, trx) {
      const row = await trx
        .selectFrom('base_bill_rule')
        .select('output_number')
        .where('id', '=', current.id as string)
        .executeTakeFirst();
      if (row?.output_number != null) throw badRequest('billRule.inUse', { number: row.output_number });
    },
  },
});
