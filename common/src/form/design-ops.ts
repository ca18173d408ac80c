import type { Lang } from '../i18n';
import {
  allowedInSubTable,
  automaticVModel,
  catalogueEntry,
  holdsValue,
  isSubTable,
  newControl,
} from './catalogue';
import { FORM_DEFAULTS } from './form-defaults';
import type { FormControl, FormData } from './types';
import { childLists, walkControls } from './walk';

/**
 * What the designer does to a form: add a control from the palette, move, copy, remove and change one.
 * Every operation returns a new form and leaves the given one as it was, which is what undo and redo keep.
 * The property tests build forms only through these, so "any form the designer can produce" is testable.
 */

/** Where a control goes: into a container (its formId and, for tabs and collapse, the pane), at an index. */
export interface DropTarget {
  parent: number | null;
  pane?: number;
  index: number;
}

/** The counter restarts at 100 when the canvas is emptied, as in the original. */
const FIRST_ID = 100;

export function emptyFormData(): FormData {
  return { ...structuredClone(FORM_DEFAULTS), idGlobal: FIRST_ID, fields: [] };
}

function find(form: FormData, formId: number) {
  for (const visit of walkControls(form.fields)) if (visit.control.__config__.formId === formId) return visit;
  return undefined;
}

function listAt(form: FormData, target: DropTarget): { list: FormControl[]; inTable: boolean } | null {
  if (target.parent === null) return { list: form.fields, inTable: false };
  const visit = find(form, target.parent);
  if (!visit) return null;
  const lists = childLists(visit.control);
  const list = lists[target.pane ?? 0];
  return list ? { list, inTable: isSubTable(visit.control) || visit.subTable !== null } : null;
}

/** Whether a control of this kind may be dropped there: sub-tables take only the controls allowed in them. */
export function canDrop(form: FormData, jnpfKey: string, target: DropTarget): boolean {
  const place = listAt(form, target);
  if (!place || !catalogueEntry(jnpfKey)) return false;
  return !place.inTable || allowedInSubTable(jnpfKey);
}

export function addControl(form: FormData, jnpfKey: string, target: DropTarget, lang: Lang = 'zh'): FormData {
  const next = structuredClone(form);
  if (!canDrop(next, jnpfKey, target)) return form;
  const formId = next.idGlobal + 1;
  const control = newControl(jnpfKey, formId, lang);
  next.idGlobal = formId;
  const { list } = listAt(next, target)!;
  list.splice(Math.max(0, Math.min(target.index, list.length)), 0, control);
  return next;
}

function detach(form: FormData, formId: number): FormControl | null {
  const visit = find(form, formId);
  if (!visit) return null;
  const lists = visit.parent ? childLists(visit.parent) : [form.fields];
  for (const list of lists) {
    const at = list.indexOf(visit.control);
    if (at >= 0) return list.splice(at, 1)[0];
  }
  return null;
}

export function removeControl(form: FormData, formId: number): FormData {
  const next = structuredClone(form);
  if (!detach(next, formId)) return form;
  if (next.fields.length === 0) next.idGlobal = FIRST_ID;
  return next;
}

/** Moves a control; refused (the form is returned unchanged) into itself, or into a sub-table it may not enter. */
export function moveControl(form: FormData, formId: number, target: DropTarget): FormData {
  const moving = find(form, formId)?.control;
  if (!moving) return form;
  const inside = [...walkControls([moving])].some(
    (visit) => visit.control.__config__.formId === target.parent,
  );
  if (inside || !canDrop(form, moving.__config__.jnpfKey, target)) return form;
  if (isSubTable(moving) || childLists(moving).length) {
    const place = listAt(form, target);
    if (place?.inTable) return form;
  }
  const next = structuredClone(form);
  const control = detach(next, formId)!;
  const { list } = listAt(next, target)!;
  list.splice(Math.max(0, Math.min(target.index, list.length)), 0, control);
  return next;
}

/**
 * Renumbers a copied control and everything inside it. On a form without tables the copies get the
 * automatic fields of their new numbers; on a bound form they are left unbound, for the designer to pick
 * the columns (two controls on one column would overwrite each other).
 */
function renumber(control: FormControl, form: FormData, bound: boolean): void {
  for (const { control: inner } of walkControls([control])) {
    const formId = ++form.idGlobal;
    const config = inner.__config__;
    config.formId = formId;
    if (config.componentName) config.componentName = `row${formId}`;
    if (inner.__vModel__ !== undefined && (holdsValue(config.jnpfKey) || isSubTable(inner)))
      inner.__vModel__ = bound && !isSubTable(inner) ? '' : automaticVModel(config.jnpfKey, formId);
    // a copied sub-table cannot share its child table with the original
    if (isSubTable(inner) && config.tableName) config.tableName = '';
  }
}

/** Copies a control (with everything inside it) right after itself, with new numbers and fields. */
export function copyControl(form: FormData, formId: number, bound = false): FormData {
  const next = structuredClone(form);
  const visit = find(next, formId);
  if (!visit) return form;
  const copy = structuredClone(visit.control);
  renumber(copy, next, bound);
  const lists = visit.parent ? childLists(visit.parent) : [next.fields];
  const list = lists.find((candidate) => candidate.includes(visit.control))!;
  list.splice(list.indexOf(visit.control) + 1, 0, copy);
  return next;
}

/** Changes one control through `change`, which edits the copy it is given. */
export function updateControl(
  form: FormData,
  formId: number,
  change: (control: FormControl) => void,
): FormData {
  const next = structuredClone(form);
  const visit = find(next, formId);
  if (!visit) return form;
  change(visit.control);
  return next;
}

/**
 * What is kept of a design on save: the original's event-handler sources (funcs, on) are dropped, since
 * stored text is never run (decision 068), and the counter is raised above every number in use.
 */
export function normaliseDesign(form: FormData): FormData {
  const next = structuredClone(form);
  delete next.funcs;
  let highest = typeof next.idGlobal === 'number' ? next.idGlobal : FIRST_ID;
  for (const { control } of walkControls(next.fields)) {
    delete control.on;
    highest = Math.max(highest, control.__config__.formId);
  }
  next.idGlobal = highest;
  return next;
}
