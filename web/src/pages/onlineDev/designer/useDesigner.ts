import {
  copyControl,
  emptyFormData,
  type FormControl,
  type FormData,
  type FormTable,
  removeControl,
  updateControl,
  walkControls,
} from '@app/common/form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  canRedo,
  canUndo,
  type History,
  pushHistory,
  redoHistory,
  replacePresent,
  startHistory,
  undoHistory,
} from './history';
import { shareUnchanged } from './structural-sharing';

/**
 * The designer's state: the form with its undo history, and the selected control. The form is the
 * caller's (value / onChange); a value the designer did not produce (a design loaded from the server)
 * starts a new history.
 */
export function useDesigner(
  value: FormData,
  onChange: (form: FormData) => void,
  tables: readonly FormTable[],
) {
  const [history, setHistory] = useState<History<FormData>>(() => startHistory(value));
  const [selected, setSelected] = useState<number | null>(null);
  const latest = useRef(history);
  /** the property the last edit changed: a next edit of the same one joins its undo step */
  const lastEdit = useRef<string | null>(null);
  latest.current = history;
  const notify = useRef(onChange);
  notify.current = onChange;

  useEffect(() => {
    if (value !== latest.current.present) setHistory(startHistory(value));
  }, [value]);

  const commit = useCallback((next: History<FormData>) => {
    if (next === latest.current) return;
    latest.current = next;
    setHistory(next);
    notify.current(next.present);
  }, []);

  const form = history.present;
  const bound = tables.length > 0;
  const selectedControl = useMemo(() => {
    if (selected === null) return null;
    for (const { control } of walkControls(form.fields))
      if (control.__config__.formId === selected) return control;
    return null;
  }, [form, selected]);

  /** Applies a new form made by one of common's operations; a refused one (same form) records nothing. */
  const change = useCallback(
    (next: FormData, editKey: string | null = null) => {
      const merge = editKey !== null && editKey === lastEdit.current;
      lastEdit.current = editKey;
      // views of the controls that did not change keep their objects and are not drawn again
      const shared = shareUnchanged(latest.current.present, next);
      commit(merge ? replacePresent(latest.current, shared) : pushHistory(latest.current, shared));
    },
    [commit],
  );
  /**
   * Changes one control. `property` names what is edited (a text box's key): consecutive edits of the
   * same property of the same control are one undo step.
   */
  const update = useCallback(
    (formId: number, edit: (control: FormControl) => void, property?: string) =>
      change(updateControl(latest.current.present, formId, edit), property ? `${formId}:${property}` : null),
    [change],
  );
  /** Changes the form's settings or linkage, merged by property as update is. */
  const updateForm = useCallback(
    (edit: (form: FormData) => void, property?: string) => {
      const next = structuredClone(latest.current.present);
      edit(next);
      change(next, property ? `form:${property}` : null);
    },
    [change],
  );
  const remove = useCallback(
    (formId: number) => {
      change(removeControl(latest.current.present, formId));
      setSelected((current) => (current === formId ? null : current));
    },
    [change],
  );
  const copy = useCallback(
    (formId: number) => {
      const before = latest.current.present;
      const next = copyControl(before, formId, bound);
      change(next);
      // the copy sits right after the original and takes the first new number
      if (next !== before) setSelected(before.idGlobal + 1);
    },
    [change, bound],
  );
  const clear = useCallback(() => {
    const empty = emptyFormData();
    const { fields: _fields, idGlobal: _id, ...settings } = latest.current.present;
    change({ ...settings, idGlobal: empty.idGlobal, fields: [], linkage: [] });
    setSelected(null);
  }, [change]);
  const undo = useCallback(() => {
    lastEdit.current = null;
    commit(undoHistory(latest.current));
  }, [commit]);
  const redo = useCallback(() => {
    lastEdit.current = null;
    commit(redoHistory(latest.current));
  }, [commit]);

  return {
    form,
    selected,
    selectedControl,
    select: setSelected,
    change,
    update,
    updateForm,
    remove,
    copy,
    clear,
    undo,
    redo,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}

export type Designer = ReturnType<typeof useDesigner>;
