import { type RefObject, useCallback, useEffect } from 'react';

/**
 * Infinite scroll: calls `onReach` when the list is scrolled to within `distance` px of its end (SPEC §9:
 * contacts at 300 px), and again after each page while the list is too short to scroll.
 */
export function useNearEnd(
  ref: RefObject<HTMLElement | null>,
  distance: number,
  onReach: () => void,
  enabled: boolean,
): () => void {
  const check = useCallback(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= distance) onReach();
  }, [ref, distance, onReach, enabled]);
  // A page that does not fill the box cannot be scrolled: ask for the next one straight away.
  useEffect(() => {
    check();
  });
  return check;
}
