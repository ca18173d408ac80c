import type { ResourceColumn, ResourceField, ResourceText } from './resource.types';

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

/**
 * 排序 (0 when left blank) and the 启用/禁用 switch, labelled from a screen's texts (`<ns>.sortCode`,
 * `<ns>.state`, `<ns>.enabled`, `<ns>.disabled`); with `span` each in a column of that width.
 */
export const sortStateFields = (ns: string, span?: number): ResourceField[] => [
  {
    name: 'sortCode',
    kind: 'number',
    label: `${ns}.sortCode`,
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
    label: `${ns}.state`,
    span,
    on: `${ns}.enabled`,
    off: `${ns}.disabled`,
    defaultValue: 1,
  },
];

/** The list's 状态 column (enabledMark): a switch for those who may edit, else 启用/禁用 as a tag. */
export const stateColumn = <Row>(
  label: ResourceText,
  width: number,
  ns = 'organize',
): ResourceColumn<Row> => ({
  dataIndex: 'enabledMark',
  label,
  width,
  align: 'center',
  kind: 'state',
  on: `${ns}.enabled`,
  off: `${ns}.disabled`,
});

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
