import type { ResourceField, ResourceText } from './resource.types';

/**
 * Fields many admin forms share, with the organisation texts they have always used (名称/编码 checks, 排序,
 * 状态, 说明). A form names its own labels where they differ.
 */

/** 名称 + 编码 side by side: required, checked against PATTERNS; a stored name passes as it is. */
export const nameCodeFields = (nameLabel: ResourceText, codeLabel: ResourceText): ResourceField[] => [
  {
    name: 'fullName',
    kind: 'input',
    label: nameLabel,
    span: 12,
    required: 'organize.fullNameRequired',
    pattern: 'fullName',
    keepStored: true,
    maxLength: 100,
    placeholder: 'organize.fullNameRequired',
  },
  {
    name: 'enCode',
    kind: 'input',
    label: codeLabel,
    span: 12,
    required: 'organize.enCodeRequired',
    pattern: 'enCode',
    maxLength: 50,
    placeholder: 'organize.enCodeRequired',
  },
];

/** 排序 (0 when left blank) and the 启用/禁用 switch, each in a column of `span`. */
export const sortStateFields = (span: number): ResourceField[] => [
  {
    name: 'sortCode',
    kind: 'number',
    label: 'organize.sortCode',
    span,
    min: 0,
    max: 999999,
    precision: 0,
    defaultValue: 0,
    empty: 0,
  },
  {
    name: 'enabledMark',
    kind: 'switch',
    label: 'organize.state',
    span,
    on: 'organize.enabled',
    off: 'organize.disabled',
    defaultValue: 1,
  },
];

/** The 说明 box. */
export const descriptionField = (): ResourceField => ({
  name: 'description',
  kind: 'textarea',
  label: 'organize.description',
  rows: 3,
  maxLength: 500,
  showCount: true,
  placeholder: 'organize.descriptionPlaceholder',
});
