import { holdsValue, isContainer, isSubTable } from './catalogue';
import type { FormControl, FormPane } from './types';

/** Walking a form's control tree: containers, tab and collapse panes, and sub-tables. */

const isPane = (item: FormControl | FormPane): item is FormPane => !('jnpfKey' in (item.__config__ ?? {}));

/**
 * The lists of controls directly inside a container: one list for a row, card or sub-table, one per pane
 * for tabs and collapse panels. A control that is not a container has none.
 */
export function childLists(control: FormControl): FormControl[][] {
  if (!isContainer(control)) return [];
  const children = control.__config__.children ?? [];
  if (control.__config__.jnpfKey === 'tab' || control.__config__.jnpfKey === 'collapse') {
    return (children as FormPane[]).filter(isPane).map((pane) => pane.__config__.children);
  }
  return [children as FormControl[]];
}

export interface ControlVisit {
  control: FormControl;
  /** the sub-table the control is a column of, if any */
  subTable: FormControl | null;
  /** the container holding it, null at the top of the form */
  parent: FormControl | null;
}

/** Every control of the form, depth first in the order they are shown; sub-table columns included. */
export function* walkControls(
  fields: readonly FormControl[],
  parent: FormControl | null = null,
  subTable: FormControl | null = null,
): Generator<ControlVisit> {
  for (const control of fields) {
    yield { control, parent, subTable };
    const inTable = isSubTable(control) ? control : subTable;
    for (const list of childLists(control)) yield* walkControls(list, control, inTable);
  }
}

/** A control that holds a value: on the main form (subTable null) or a column of a sub-table. */
export interface ValueField {
  control: FormControl;
  vModel: string;
  subTable: FormControl | null;
  /** 'table.field' for a sub-table column, the vModel otherwise: how expressions and rules name it */
  path: string;
}

/** The controls that hold values, with the names rules and expressions use for them. */
export function valueFields(fields: readonly FormControl[]): ValueField[] {
  const found: ValueField[] = [];
  for (const { control, subTable } of walkControls(fields)) {
    const vModel = control.__vModel__;
    if (!vModel || isContainer(control) || !holdsValue(control.__config__.jnpfKey)) continue;
    const path = subTable?.__vModel__ ? `${subTable.__vModel__}.${vModel}` : vModel;
    found.push({ control, vModel, subTable, path });
  }
  return found;
}

/** The sub-table controls of a form, wherever they sit. */
export function subTables(fields: readonly FormControl[]): FormControl[] {
  return [...walkControls(fields)].map((visit) => visit.control).filter(isSubTable);
}
