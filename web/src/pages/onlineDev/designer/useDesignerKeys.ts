import { type KeyboardEvent, useCallback, useRef } from 'react';
import type { Designer } from './useDesigner';

/** Whether a key press belongs to a text box (which keeps its own Delete and Ctrl+Z) rather than the designer. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The designer's keys: Delete removes the selected control, Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo
 * (⌘ on a Mac), Escape deselects. The handler sits on the designer's own element, so the keys work wherever
 * the designer is mounted (a full-screen dialog included) and only while the focus is in it; not while
 * typing in a box, nor from a dialog the designer opened (React passes those events up through portals,
 * the DOM does not hold them inside).
 */
export function useDesignerKeys(designer: Designer) {
  const latest = useRef(designer);
  latest.current = designer;
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const inside = event.target instanceof Node && event.currentTarget.contains(event.target);
    if (!inside || typing(event.target)) return;
    const current = latest.current;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (event.key === 'Delete' && current.selected !== null) {
      focusDesigner(event.currentTarget);
      current.remove(current.selected);
    } else if (event.key === 'Escape' && current.selected !== null) current.select(null);
    else if (command && key === 'z' && !event.shiftKey) current.undo();
    else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) current.redo();
    else return;
    event.preventDefault();
    event.stopPropagation();
  }, []);
}

/**
 * Gives the keys back to the designer before the focused element goes away (a deleted control, its delete
 * button), so Ctrl+Z right after still reaches it instead of the page.
 */
export function focusDesigner(from: Element): void {
  from.closest<HTMLElement>('[data-designer-root]')?.focus({ preventScroll: true });
}
