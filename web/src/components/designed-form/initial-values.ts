import {
  type FormControl,
  holdsValue,
  isContainer,
  isSubTable,
  rowsOf,
  walkControls,
} from '@app/common/form';
import { emptyRow } from './sub-table';

/**
 * The values a form opens with: a record's own values, and for every field it lacks the control's
 * default; a sub-table without rows starts with one empty row (SPEC §5).
 */
export function initialValues(
  fields: readonly FormControl[],
  given: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...given };
  for (const { control, subTable } of walkControls(fields)) {
    const vModel = control.__vModel__;
    if (!vModel || subTable) continue;
    if (isSubTable(control)) {
      const rows = rowsOf(values[vModel]);
      values[vModel] = rows.length
        ? rows.map((row) => ({ ...emptyRow(control), ...row }))
        : [emptyRow(control)];
      continue;
    }
    if (isContainer(control) || !holdsValue(control.__config__.jnpfKey) || vModel in values) continue;
    const fallback = control.__config__.defaultValue;
    values[vModel] = fallback === undefined || fallback === null ? fallback : structuredClone(fallback);
  }
  return values;
}
