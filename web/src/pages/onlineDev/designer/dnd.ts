import {
  type Active,
  type CollisionDetection,
  type DragOverEvent,
  type Over,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';

/**
 * Containers nest, so the pointer is usually inside several drop zones at once (the form, a card, a tab
 * pane, a control in it). The innermost one, the smallest, is the one meant. When the pointer is outside
 * every zone (keyboard dragging), whatever the dragged box overlaps most is taken. The dragged control's
 * own zones (itself, the lists inside it) are left out: it cannot go there.
 */
export function innermostZone(excluded: ReadonlySet<string>): CollisionDetection {
  return (args) => {
    const candidates = {
      ...args,
      droppableContainers: args.droppableContainers.filter((zone) => !excluded.has(String(zone.id))),
    };
    const within = pointerWithin(candidates);
    const found = within.length ? within : rectIntersection(candidates);
    const area = (id: string | number) => {
      const rect = args.droppableRects.get(id);
      return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
    };
    return [...found].sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
  };
}

/**
 * Whether the dragged box's centre is past the middle of the control under it: below its middle, or on
 * its level but to the right (controls narrower than the row sit side by side).
 */
export function dropsAfter(active: Active, over: Over): boolean {
  const dragged = active.rect.current.translated;
  if (!dragged) return false;
  const x = dragged.left + dragged.width / 2;
  const y = dragged.top + dragged.height / 2;
  const middleY = over.rect.top + over.rect.height / 2;
  const middleX = over.rect.left + over.rect.width / 2;
  const level = Math.abs(y - middleY) < over.rect.height / 4;
  return level ? x > middleX : y > middleY;
}

export type DragMoment = Pick<DragOverEvent, 'active' | 'over'>;
