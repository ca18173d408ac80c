import type {
  DataInterfaceCallScope,
  DataInterfaceFields,
  DataInterfaceMethod,
  DataInterfaceParam,
  DataInterfaceRow,
  DataInterfaceType,
} from '@app/common';

/** One row of the form's parameter grid (Form.List values: anything may still be blank). */
export interface ParamValues {
  field?: string;
  dataType?: DataInterfaceParam['dataType'];
  required?: boolean;
  defaultValue?: string | null;
  description?: string | null;
}

/** The form's values. */
export interface InterfaceFormValues {
  fullName: string;
  enCode: string;
  categoryId?: string;
  dataType: DataInterfaceType;
  dbLinkId: string;
  requestMethod: DataInterfaceMethod;
  query?: string;
  isWrite?: boolean;
  requestParameters?: ParamValues[];
  callScope?: DataInterfaceCallScope;
  callRoleIds?: string[];
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** What POST/PUT DataInterface send: trimmed texts, blanks as null, the write flag only for SQL. */
export function toFields(values: InterfaceFormValues): DataInterfaceFields {
  return {
    fullName: values.fullName.trim(),
    enCode: values.enCode.trim(),
    categoryId: values.categoryId ?? '',
    dbLinkId: values.dbLinkId || '0',
    dataType: values.dataType,
    requestMethod: values.requestMethod ?? 'GET',
    responseType: 'json',
    requestParameters: (values.requestParameters ?? []).map((p) => ({
      field: (p.field ?? '').trim(),
      dataType: p.dataType ?? 'varchar',
      required: p.required ? 1 : 0,
      defaultValue: p.defaultValue?.trim() ? p.defaultValue : null,
      description: p.description?.trim() || null,
    })),
    query: values.query ?? '',
    isWrite: values.dataType === 1 && values.isWrite ? 1 : 0,
    callScope: values.callScope ?? 'designers',
    callRoleIds: values.callScope === 'roles' ? (values.callRoleIds ?? []) : [],
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabled ? 1 : 0,
    description: values.description?.trim() || null,
  };
}

/** The form's values of a stored interface. */
export function toValues(row: DataInterfaceRow): InterfaceFormValues {
  return {
    fullName: row.fullName,
    enCode: row.enCode,
    categoryId: row.categoryId,
    dataType: row.dataType,
    dbLinkId: row.dbLinkId,
    requestMethod: row.requestMethod,
    query: row.query,
    isWrite: row.isWrite === 1,
    requestParameters: row.requestParameters.map((p) => ({ ...p, required: p.required === 1 })),
    callScope: row.callScope,
    callRoleIds: row.callRoleIds,
    sortCode: row.sortCode,
    enabled: row.enabledMark === 1,
    description: row.description,
  };
}
