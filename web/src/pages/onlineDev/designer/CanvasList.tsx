import type { FormControl } from '@app/common/form';
import { useDroppable } from '@dnd-kit/core';
import { CanvasItem } from './CanvasItem';
import { useCanvasActions } from './canvas-context';
import styles from './designer.module.css';
import { useDragHint } from './drag-hint';
import { listId } from './drop-target';

/**
 * A list of controls on the canvas (the form, a row, card or sub-table, a pane of tabs or collapse): a drop
 * zone whose controls sit side by side by their spans; dropping on its empty part puts the control last.
 */
export function CanvasList({
  parent,
  pane = 0,
  controls,
  inTable = false,
}: {
  parent: number | null;
  pane?: number;
  controls: readonly FormControl[];
  inTable?: boolean;
}) {
  const { texts } = useCanvasActions();
  const id = listId(parent, pane);
  const { setNodeRef } = useDroppable({ id });
  const hint = useDragHint();
  const over = hint?.overId === id;
  const root = parent === null;
  return (
    <div
      ref={setNodeRef}
      className={`${styles.list} ${root ? styles.rootList : ''}`}
      data-over={(over && hint.allowed) || undefined}
      data-refused={(over && !hint.allowed) || undefined}
      data-testid={root ? 'designer-canvas' : `designer-list-${parent}-${pane}`}
    >
      {controls.map((control) => (
        <CanvasItem key={control.__config__.formId} control={control} inTable={inTable} />
      ))}
      {controls.length === 0 && (
        <div className={root ? styles.emptyCanvas : styles.emptyList}>
          {root ? texts.canvas.empty : texts.canvas.dropHere}
        </div>
      )}
    </div>
  );
}
