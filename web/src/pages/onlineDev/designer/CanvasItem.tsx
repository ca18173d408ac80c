import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { type FormControl, isContainer } from '@app/common/form';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Tooltip } from 'antd';
import { type MouseEvent, memo, useEffect, useRef } from 'react';
import { ContainerView } from './ContainerView';
import { useCanvasActions, useSelected } from './canvas-context';
import styles from './designer.module.css';
import { useDragHint } from './drag-hint';
import { controlId } from './drop-target';
import { FieldView } from './FieldView';
import { focusDesigner } from './useDesignerKeys';

const widthOf = (control: FormControl) =>
  `${(Math.min(24, Math.max(1, Number(control.__config__.span) || 24)) / 24) * 100}%`;

/**
 * One control on the canvas: dragged to move it, a drop target (before or after it), selected by a click,
 * with copy and delete buttons while selected.
 */
export const CanvasItem = memo(function CanvasItem({
  control,
  inTable,
}: {
  control: FormControl;
  inTable: boolean;
}) {
  const actions = useCanvasActions();
  const { texts } = actions;
  const formId = control.__config__.formId;
  const id = controlId(formId);
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const hint = useDragHint();
  const selected = useSelected() === formId;
  const node = useRef<HTMLDivElement | null>(null);
  // a sub-table wider than the canvas scrolls sideways: a column selected out of view (a copy, a drop at the
  // end) is brought in whole, so its copy and delete buttons are never cut at the edge
  useEffect(() => {
    if (selected && inTable) node.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected, inTable]);
  const dropSide = hint?.overId === id ? (hint.after ? 'after' : 'before') : undefined;
  const act = (event: MouseEvent<HTMLElement>, action: (formId: number) => void) => {
    event.stopPropagation();
    if (action === actions.remove) focusDesigner(event.currentTarget);
    action(formId);
  };
  return (
    // Keyboard: dnd-kit's attributes make the item a focusable button, Space picks it up (moving it with
    // the arrows), and Delete removes the selected one (useDesignerKeys).
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/noStaticElementInteractions: role and tabIndex come with dnd-kit's attributes
    <div
      ref={(element) => {
        node.current = element;
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      className={`${styles.item} ${inTable ? styles.subColumn : ''}`}
      style={inTable ? undefined : { width: widthOf(control) }}
      data-selected={selected || undefined}
      data-dragging={drag.isDragging || undefined}
      data-hidden={control.__config__.noShow === true || undefined}
      data-drop={dropSide}
      data-drop-refused={(dropSide && !hint?.allowed) || undefined}
      data-testid={`designer-item-${formId}`}
      onClick={(event) => act(event, actions.select)}
      {...drag.attributes}
      {...drag.listeners}
    >
      {selected && (
        <span className={styles.tag}>
          {control.__config__.label}
          {control.__config__.noShow ? ` · ${texts.canvas.hidden}` : ''}
        </span>
      )}
      {isContainer(control) ? (
        <ContainerView control={control} />
      ) : (
        <FieldView control={control} inTable={inTable} />
      )}
      {selected && (
        <div className={styles.actions}>
          <Tooltip title={texts.canvas.copy}>
            <Button
              size="small"
              shape="circle"
              icon={<CopyOutlined />}
              aria-label={texts.canvas.copy}
              onClick={(event) => act(event, actions.copy)}
            />
          </Tooltip>
          <Tooltip title={texts.canvas.remove}>
            <Button
              size="small"
              shape="circle"
              danger
              icon={<DeleteOutlined />}
              aria-label={texts.canvas.remove}
              onClick={(event) => act(event, actions.remove)}
            />
          </Tooltip>
        </div>
      )}
    </div>
  );
});
