import {
  BILL_DATE_FORMATS,
  BILL_DIGIT_MAX,
  BILL_DIGIT_MIN,
  BILL_PREFIX,
  BILL_PREFIX_MAX,
  type BillRuleRow,
} from '@app/common';
import type { TFunction } from 'i18next';
import {
  descriptionField,
  nameCodeFields,
  sortStateFields,
  stateColumn,
} from '../../../components/resource/common-fields';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { ExampleField, IssuedHint, IssuedNumber } from './BillRuleFields';

/** 单据规则 (client-facts §5.4 Bill rules): the numbering rules forms and flows draw document numbers from. */
export const billRuleResource = (
  t: TFunction,
  openNumbers: (rule: BillRuleRow) => void,
): ResourceDescription<BillRuleRow> => ({
  queryKey: ['system', 'billRule'],
  api: {
    base: '/api/system/BillRule',
    exportRow: { path: '/api/system/BillRule/{id}/Action/Export', fileName: '{fullName}.json' },
  },
  keyword: { placeholder: 'billRule.keyword' },
  texts: { empty: 'billRule.empty', add: 'billRule.add', stateChanged: 'billRule.stateChanged' },
  table: { scrollX: 1060 },
  toolbar: [{ kind: 'add' }],
  columns: [
    { dataIndex: 'fullName', label: 'billRule.fullName', width: 150, ellipsis: true },
    { dataIndex: 'enCode', label: 'billRule.enCode', width: 140, ellipsis: true },
    { dataIndex: 'prefix', label: 'billRule.prefix', width: 90, empty: '—' },
    {
      dataIndex: 'dateFormat',
      label: 'billRule.dateFormat',
      width: 110,
      options: [{ value: 'no', label: 'billRule.formats.none' }],
    },
    { dataIndex: 'digit', label: 'billRule.digit', width: 80, align: 'center' },
    { dataIndex: 'startNumber', label: 'billRule.startNumber', width: 80, align: 'center' },
    {
      dataIndex: 'outputNumber',
      label: 'billRule.outputNumber',
      width: 180,
      kind: 'custom',
      render: (value, row) => <IssuedNumber value={value} example={row.example} />,
    },
    stateColumn('billRule.state', 70),
  ],
  rowActions: {
    width: 230,
    items: [
      // The preview is for everyone with the menu; issuing in it needs btn_issue (BillNumberDialog).
      { kind: 'custom', label: 'billRule.numberAction', permission: null, onClick: openNumbers },
      { kind: 'edit' },
      { kind: 'remove' },
      { kind: 'export', label: 'billRule.export' },
    ],
  },
  form: {
    title: { create: 'billRule.add', edit: 'billRule.editTitle' },
    saved: 'billRule.saveSuccess',
    width: 680,
    fields: [
      { kind: 'custom', render: ({ record }) => <IssuedHint number={record?.outputNumber} /> },
      ...nameCodeFields('billRule.fullName', 'billRule.enCode'),
      {
        name: 'prefix',
        kind: 'input',
        label: 'billRule.prefix',
        span: 12,
        pattern: { regex: BILL_PREFIX.source, message: 'billRule.prefixRule' },
        maxLength: BILL_PREFIX_MAX,
        placeholder: 'billRule.prefixPlaceholder',
      },
      {
        name: 'dateFormat',
        kind: 'select',
        label: 'billRule.dateFormat',
        span: 12,
        required: true,
        options: BILL_DATE_FORMATS.map((format) => ({ value: format, label: `billRule.formats.${format}` })),
        defaultValue: 'yyyyMMdd',
      },
      {
        name: 'digit',
        kind: 'number',
        label: 'billRule.digit',
        span: 12,
        tooltip: { key: 'billRule.digitHint', values: { min: BILL_DIGIT_MIN, max: BILL_DIGIT_MAX } },
        required: 'billRule.digitRequired',
        min: BILL_DIGIT_MIN,
        max: BILL_DIGIT_MAX,
        precision: 0,
        defaultValue: 4,
      },
      {
        name: 'startNumber',
        kind: 'input',
        label: 'billRule.startNumber',
        span: 12,
        dependencies: ['digit'],
        required: 'billRule.startRequired',
        pattern: { regex: '^\\d*$', message: 'billRule.startDigits' },
        rules: [
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const width = Number(getFieldValue('digit'));
              const text = value?.trim() ?? '';
              if (!/^\d+$/.test(text) || !width || String(Number(text)).length <= width)
                return Promise.resolve();
              return Promise.reject(new Error(t('billRule.startTooLong', { digit: width })));
            },
          }),
        ],
        maxLength: BILL_DIGIT_MAX,
        inputMode: 'numeric',
        defaultValue: '1',
      },
      { kind: 'custom', span: 12, render: ({ form }) => <ExampleField form={form} /> },
      ...sortStateFields('organize', 6),
      descriptionField(),
    ],
  },
});
