import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styles from './designer.module.css';

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      className={styles.sortableRow}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        aria-label={handleLabel}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <div className={styles.sortableBody}>{children}</div>
    </div>
  );
}

/**
 * A list whose rows are reordered by dragging their handle (or with the keyboard: Space on the handle, the
 * arrows, Space again). Its own drag context, so it works inside the designer's canvas context.
 */
export function SortableRows({
  count,
  idPrefix,
  handleLabel,
  onMove,
  row,
}: {
  count: number;
  idPrefix: string;
  handleLabel: string;
  onMove(from: number, to: number): void;
  row(index: number): ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 3 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = Array.from({ length: count }, (_, index) => `${idPrefix}${index}`);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <SortableRow key={id} id={id} handleLabel={handleLabel}>
            {row(index)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
