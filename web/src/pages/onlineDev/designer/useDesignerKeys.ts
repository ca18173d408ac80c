import { useEffect, useRef } from 'react';
import type { Designer } from './useDesigner';

/** Whether a key press belongs to a text box (which keeps its own Delete and Ctrl+Z) rather than the designer. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The designer's keys: Delete removes the selected control, Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo
 * (⌘ on a Mac), Escape deselects. Not while typing in a box, nor while a dialog is open over the designer.
 */
export function useDesignerKeys(designer: Designer) {
  const latest = useRef(designer);
  latest.current = designer;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || document.querySelector('.ant-modal-wrap:not([style*="display: none"])'))
        return;
      const current = latest.current;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (event.key === 'Delete' && current.selected !== null) current.remove(current.selected);
      else if (event.key === 'Escape' && current.selected !== null) current.select(null);
      else if (command && key === 'z' && !event.shiftKey) current.undo();
      else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) current.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
