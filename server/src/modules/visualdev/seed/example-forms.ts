import {
  addControl,
  type ColumnData,
  defaultColumnData,
  defaultSearchType,
  emptyFormData,
  type FormControl,
  type FormData,
  type FormTable,
  updateControl,
  valueFields,
  walkControls,
} from '@app/common/form';

/**
 * Builds the example designs of a first start (issue 16 item 6) with the designer's own operations, so each
 * is a form the designer could have produced (the save rules hold: visualdev-examples.test.ts).
 */

type Tweak = (control: FormControl) => void;

/** A form built control by control: add(jnpfKey, tweak) at the end of the canvas or inside a container. */
export class FormBuilder {
  form: FormData = emptyFormData();

  add(jnpfKey: string, tweak: Tweak = () => {}, parent: number | null = null): number {
    const list = parent === null ? this.form.fields : this.childrenOf(parent);
    this.form = addControl(this.form, jnpfKey, { parent, index: list.length });
    const id = this.form.idGlobal;
    this.form = updateControl(this.form, id, tweak);
    return id;
  }

  private childrenOf(formId: number): FormControl[] {
    for (const { control } of walkControls(this.form.fields))
      if (control.__config__.formId === formId) return (control.__config__.children ?? []) as FormControl[];
    return [];
  }
}

/** Sets a control's label, field and more in one go. */
export const as =
  (
    label: string,
    vModel?: string,
    more: Record<string, unknown> = {},
    config: Record<string, unknown> = {},
  ): Tweak =>
  (control) => {
    control.__config__.label = label;
    Object.assign(control.__config__, config);
    if (vModel !== undefined) control.__vModel__ = vModel;
    Object.assign(control, more);
  };

/** A list showing the given fields (in order), searchable by the ones named. */
export function listOf(
  form: FormData,
  columns: string[],
  search: string[],
  more: Partial<ColumnData> = {},
): ColumnData {
  const fields = new Map(
    valueFields(form.fields)
      .filter((f) => !f.subTable)
      .map((f) => [f.vModel, f.control]),
  );
  const pick = (vModel: string) => {
    const control = fields.get(vModel);
    if (!control) throw new Error(`example list names no field ${vModel}`);
    return control;
  };
  return {
    ...defaultColumnData(),
    columnList: columns.map((vModel) => ({
      label: pick(vModel).__config__.label,
      prop: vModel,
      jnpfKey: pick(vModel).__config__.jnpfKey,
      align: 'left' as const,
      sortable: true,
      width: null,
    })),
    searchList: search.map((vModel) => ({
      ...pick(vModel),
      searchType: defaultSearchType(pick(vModel).__config__.jnpfKey),
    })),
    btnsList: [
      { value: 'add', icon: 'el-icon-plus', label: '新增' },
      { value: 'download', icon: 'el-icon-download', label: '导出' },
      { value: 'upload', icon: 'el-icon-upload', label: '导入' },
      { value: 'batchRemove', icon: 'el-icon-delete', label: '批量删除' },
    ],
    columnBtnsList: [
      { value: 'edit', icon: 'el-icon-edit', label: '编辑' },
      { value: 'detail', icon: 'el-icon-view', label: '详情' },
      { value: 'remove', icon: 'el-icon-delete', label: '删除' },
    ],
    ...more,
  };
}

/** A table a design is bound to, with its columns as the data model reports them. */
export function boundTable(table: string, comment: string, columns: [string, string, string][]): FormTable {
  return {
    table,
    tableName: comment,
    typeId: '1',
    relationTable: '',
    relationField: '',
    tableField: '',
    fields: columns.map(([field, type, name]) => ({
      field,
      fieldName: name,
      dataType: type.split(' ')[0],
      primaryKey: type.includes('primary key') ? 1 : 0,
      allowNull: type.includes('not null') || type.includes('primary key') ? 0 : 1,
    })),
  };
}
