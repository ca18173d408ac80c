import { newControl } from '../../form/catalogue';
import { FORM_DEFAULTS } from '../../form/form-defaults';
import type { ControlConfig, FormControl, FormData, FormOption } from '../../form/types';

/**
 * Writes a system form the way the form designer would have stored it: each control is the palette's
 * (newControl) numbered from the form's counter, then given its label, field and settings. The fields'
 * names are camelCase words so that the store's tables can hold them as snake_case columns.
 */

export type Settings = Partial<ControlConfig>;
export type Props = Record<string, unknown>;

/** Static options whose ids are their names, so a stored value reads as itself in a list or a condition. */
export const choices = (...names: string[]): FormOption[] =>
  names.map((name) => ({ id: name, fullName: name }));

/** Half a row: two such fields sit side by side. */
export const HALF: Settings = { span: 12 };

export class SystemFormBuilder {
  private idGlobal = 100;
  private readonly fields: FormControl[] = [];

  /** A control that is not yet placed (a sub-table's column); `add` places one on the form. */
  control(jnpfKey: string, label: string, vModel?: string, settings: Settings = {}, props: Props = {}) {
    this.idGlobal += 1;
    const control = newControl(jnpfKey, this.idGlobal);
    Object.assign(control.__config__, settings, { label });
    if (vModel !== undefined) control.__vModel__ = vModel;
    return Object.assign(control, props);
  }

  add(jnpfKey: string, label: string, vModel?: string, settings: Settings = {}, props: Props = {}) {
    const control = this.control(jnpfKey, label, vModel, settings, props);
    this.fields.push(control);
    return control;
  }

  /** A choice control over static options. */
  choose(
    jnpfKey: 'select' | 'radio',
    label: string,
    vModel: string,
    names: string[],
    settings: Settings = {},
  ) {
    return this.add(jnpfKey, label, vModel, settings, { __slot__: { options: choices(...names) } });
  }

  /** The header every system form starts with: its title and its number (the bill rule `rule`). */
  header(rule: string) {
    this.add(
      'comInput',
      '流程标题',
      'flowTitle',
      { required: true },
      { placeholder: '请输入流程标题', maxlength: 100 },
    );
    this.add('billRule', '单据编号', 'billNo', { ...HALF, rule });
  }

  /** 申请人 and 申请部门, filled by the server from whoever launches the flow. */
  applicant(who = '申请人', where = '申请部门') {
    this.add('createUser', who, 'applyUser', HALF);
    this.add('currOrganize', where, 'applyDept', HALF);
  }

  /**
   * A sub-table (明细) bound to the form's item table, with a totals row; `columns` are made with `control`
   * after this call so their numbers follow the table's.
   */
  /** A sub-table with a 合计 row: of `summaryField` when given, else of every number column (a 单价 too). */
  table(
    label: string,
    vModel: string,
    tableName: string,
    columns: () => FormControl[],
    summaryField?: string[],
  ) {
    const table = this.add(
      'table',
      label,
      vModel,
      { tableName },
      { 'show-summary': true, actionText: '添加明细', ...(summaryField ? { summaryField } : {}) },
    );
    const children = columns();
    for (const column of children)
      Object.assign(column.__config__, { relationTable: tableName, isSubTable: true });
    table.__config__.children = children;
    return table;
  }

  build(): FormData {
    return { ...structuredClone(FORM_DEFAULTS), idGlobal: this.idGlobal, fields: this.fields };
  }
}
