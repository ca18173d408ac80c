import type { ExprToken } from '../calc/tokens';
import type { LinkageRule } from './linkage-types';

/**
 * The stored shape of a designed form (client-facts §7.1-7.7). Field names follow the original's JSON so
 * that designs exported from it load unchanged; what we add (linkage rules) sits beside them.
 */

/** One option of a choice control; cascader and tree options nest. */
export interface FormOption {
  id: string;
  fullName: string;
  children?: FormOption[];
}

/** A regular-expression rule of a control, stored as '/body/flags' text, never evaluated as code. */
export interface RegRule {
  pattern: string;
  message: string;
}

/** Where a choice control's options come from. */
export type OptionSource = 'static' | 'dictionary' | 'dynamic';

export type ControlLayout = 'colFormItem' | 'rowFormItem';

/** The designer's part of a control: what it is, where it sits, how it is checked. */
export interface ControlConfig {
  jnpfKey: string;
  label: string;
  layout: ControlLayout;
  formId: number;
  tag?: string;
  tagIcon?: string;
  labelWidth?: number;
  showLabel?: boolean;
  span?: number;
  defaultValue?: unknown;
  required?: boolean;
  /** hidden on the form (system fields, or set by the designer) */
  noShow?: boolean;
  regList?: RegRule[];
  trigger?: string | string[];
  /** the table a field is bound to; for a sub-table control, its child table */
  tableName?: string;
  /** sub-table columns: the child table their control is bound to */
  relationTable?: string;
  isSubTable?: boolean;
  renderKey?: number;
  componentName?: string;
  /** containers: the controls inside (row, card, sub-table) or the panes (tab, collapse) */
  children?: FormControl[] | FormPane[];
  dataType?: OptionSource;
  dictionaryType?: string;
  propsUrl?: string;
  props?: { label?: string; value?: string; children?: string };
  /** billRule: the numbering rule's code */
  rule?: string;
  showTitle?: boolean;
  [extra: string]: unknown;
}

/** A tab or collapse pane: a title and the controls inside it. */
export interface FormPane {
  title: string;
  name?: string;
  __config__: { children: FormControl[] };
}

/** One control of a designed form. Element props (placeholder, min, multiple…) sit beside the config. */
export interface FormControl {
  __config__: ControlConfig;
  __vModel__?: string;
  __slot__?: { options?: FormOption[]; prepend?: string; append?: string; default?: string };
  placeholder?: string;
  disabled?: boolean;
  options?: FormOption[];
  expression?: ExprToken[];
  [prop: string]: unknown;
}

/** formData: the form's settings (formConf) and its controls. */
export interface FormData {
  formRef?: string;
  formModel?: string;
  size?: 'large' | 'medium' | 'small' | 'mini';
  labelPosition?: 'left' | 'right' | 'top';
  labelWidth?: number;
  formRules?: string;
  popupType?: 'general' | 'fullScreen' | 'drawer';
  generalWidth?: string;
  fullScreenWidth?: string;
  drawerWidth?: string;
  gutter?: number;
  disabled?: boolean;
  span?: number;
  formBtns?: boolean;
  hasCancelBtn?: boolean;
  cancelButtonText?: string;
  hasConfirmBtn?: boolean;
  confirmButtonText?: string;
  hasPrintBtn?: boolean;
  printButtonText?: string;
  printId?: string;
  formStyle?: string;
  /** the counter behind formId and automatic vModels */
  idGlobal: number;
  fields: FormControl[];
  /** declarative linkage, our replacement for the original's stored JavaScript */
  linkage?: LinkageRule[];
  [extra: string]: unknown;
}

/** One column of a bound table, as the data model reports it. */
export interface TableColumn {
  field: string;
  fieldName?: string;
  dataType?: string;
  dataLength?: string | number;
  primaryKey?: boolean | number;
  allowNull?: boolean | number;
}

/** A table a design is bound to: typeId '1' is the main table, '0' a child. */
export interface FormTable {
  table: string;
  tableName?: string;
  typeId: '1' | '0';
  /** child: the main table's name ('' for the main table) */
  relationTable: string;
  /** child: the main table's key column */
  relationField: string;
  /** child: the column holding the main row's key */
  tableField: string;
  fields?: TableColumn[];
}

/** The visualdev record's type: 1 web function, 2 app function, 3 flow form, 4 web code-gen, 5 app code-gen. */
export type DesignType = 1 | 2 | 3 | 4 | 5;
