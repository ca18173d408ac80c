import type { Lang } from '@app/common';
import {
  addControl,
  canDrop,
  childLists,
  type DropTarget,
  type FormData,
  moveControl,
  updateControl,
  walkControls,
} from '@app/common/form';

/**
 * What a drag in the designer means for the form. The canvas names its draggables and drop zones with
 * string ids (dnd-kit's), and these functions turn "this was dropped over that" into common's DropTarget
 * and the operation that applies it, so the mapping is tested without a browser.
 *
 * Ids: a palette entry `palette:<jnpfKey>`, a control on the canvas `control:<formId>`, a list of controls
 * (the form itself, a row, card or sub-table, one pane of tabs or collapse) `list:<formId|root>:<pane>`.
 */

export type DragSource = { kind: 'palette'; jnpfKey: string } | { kind: 'control'; formId: number };
export type DropOver =
  | { kind: 'list'; parent: number | null; pane: number }
  | { kind: 'control'; formId: number };

export const paletteId = (jnpfKey: string) => `palette:${jnpfKey}`;
export const controlId = (formId: number) => `control:${formId}`;
export const listId = (parent: number | null, pane = 0) => `list:${parent ?? 'root'}:${pane}`;

export function parseDragId(id: string | number): DragSource | DropOver | null {
  const [kind, first, second] = String(id).split(':');
  if (kind === 'palette' && first) return { kind: 'palette', jnpfKey: first };
  if (kind === 'control' && /^\d+$/.test(first ?? '')) return { kind: 'control', formId: Number(first) };
  if (kind === 'list' && first !== undefined && /^\d+$/.test(second ?? '')) {
    if (first !== 'root' && !/^\d+$/.test(first)) return null;
    return { kind: 'list', parent: first === 'root' ? null : Number(first), pane: Number(second) };
  }
  return null;
}

/** Where a control sits: the list it is in (its container and pane) and its index there. */
export function locate(form: FormData, formId: number): DropTarget | null {
  const top = form.fields.findIndex((control) => control.__config__.formId === formId);
  if (top >= 0) return { parent: null, index: top };
  for (const { control } of walkControls(form.fields)) {
    const lists = childLists(control);
    for (let pane = 0; pane < lists.length; pane++) {
      const index = lists[pane].findIndex((inner) => inner.__config__.formId === formId);
      if (index >= 0) return { parent: control.__config__.formId, pane, index };
    }
  }
  return null;
}

function listLength(form: FormData, parent: number | null, pane: number): number | null {
  if (parent === null) return form.fields.length;
  for (const { control } of walkControls(form.fields))
    if (control.__config__.formId === parent) return childLists(control)[pane]?.length ?? null;
  return null;
}

/**
 * The place a drop over `over` means: the end of a list, or before a control (after it when the pointer
 * is past its middle, `after`). Null when the place is gone (a control removed meanwhile).
 */
export function dropTargetFor(form: FormData, over: DropOver, after = false): DropTarget | null {
  if (over.kind === 'list') {
    const length = listLength(form, over.parent, over.pane);
    return length === null ? null : { parent: over.parent, pane: over.pane, index: length };
  }
  const place = locate(form, over.formId);
  return place ? { ...place, index: place.index + (after ? 1 : 0) } : null;
}

const samePlace = (a: DropTarget, b: DropTarget) => a.parent === b.parent && (a.pane ?? 0) === (b.pane ?? 0);

/** Whether the drop would be accepted: the sub-table rules (common's canDrop), and never into itself. */
export function dropAllowed(form: FormData, source: DragSource, target: DropTarget): boolean {
  if (source.kind === 'palette') return canDrop(form, source.jnpfKey, target);
  return applyDrop(form, source, target, 'zh') !== form || isSamePosition(form, source.formId, target);
}

function isSamePosition(form: FormData, formId: number, target: DropTarget): boolean {
  const from = locate(form, formId);
  return (
    !!from && samePlace(from, target) && (target.index === from.index || target.index === from.index + 1)
  );
}

/**
 * Applies a drop: a palette entry becomes a new control there, a control moves there. A move within its
 * own list counts the target index before the control is taken out, so it is shifted by one when the
 * control came from above. Returns the same form when nothing changes or the drop is refused.
 *
 * On a form bound to tables (`bound`) a new field starts without a field name, for the designer to pick
 * its column (§7.3), as a copy does in common's copyControl; a sub-table keeps its automatic name.
 */
export function applyDrop(
  form: FormData,
  source: DragSource,
  target: DropTarget,
  lang: Lang,
  bound = false,
): FormData {
  if (source.kind === 'palette') {
    const next = addControl(form, source.jnpfKey, target, lang);
    if (!bound || next === form) return next;
    return updateControl(next, next.idGlobal, (control) => {
      if (control.__vModel__ !== undefined && control.__config__.jnpfKey !== 'table') control.__vModel__ = '';
    });
  }
  const from = locate(form, source.formId);
  if (!from) return form;
  let index = target.index;
  if (samePlace(from, target)) {
    if (index === from.index || index === from.index + 1) return form;
    if (from.index < index) index -= 1;
  }
  return moveControl(form, source.formId, { ...target, index });
}

/** The drop zones of a control and everything inside it: where it cannot be dropped. */
export function ownZones(form: FormData, formId: number): Set<string> {
  const zones = new Set<string>();
  const start = [...walkControls(form.fields)].find((visit) => visit.control.__config__.formId === formId);
  if (!start) return zones;
  for (const { control } of walkControls([start.control])) {
    const id = control.__config__.formId;
    zones.add(controlId(id));
    for (let pane = 0; pane < childLists(control).length; pane++) zones.add(listId(id, pane));
  }
  return zones;
}
