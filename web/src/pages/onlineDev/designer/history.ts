/**
 * Undo and redo over whole forms: every designer operation of @app/common/form returns a new form and
 * leaves the old one untouched, so keeping the values themselves is enough (decision 070). A change pushed
 * after an undo drops the redo branch, as editors do.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** Steps kept for undo; older ones are dropped so a long session does not hold every form it ever had. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Records `next` as the new present; the same value (an operation that was refused) records nothing. */
export function pushHistory<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

/**
 * Replaces the present without a new undo step: one word typed into a label is one step, not one per
 * letter (the designer merges consecutive edits of the same property of the same control).
 */
export function replacePresent<T>(history: History<T>, next: T): History<T> {
  if (Object.is(next, history.present)) return history;
  return { past: history.past, present: next, future: [] };
}

export function undoHistory<T>(history: History<T>): History<T> {
  if (!history.past.length) return history;
  const previous = history.past[history.past.length - 1];
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoHistory<T>(history: History<T>): History<T> {
  if (!history.future.length) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
