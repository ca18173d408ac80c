import type { Lang } from '@app/common';
import {
  catalogueEntry,
  type DesignType,
  type FormData,
  type FormTable,
  walkControls,
} from '@app/common/form';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { CanvasList } from './CanvasList';
import {
  type CanvasActions,
  CanvasActionsContext,
  type LabelLayout,
  LabelLayoutContext,
  SelectedContext,
} from './canvas-context';
import { ControlIcon } from './control-icons';
import { DesignerToolbar } from './DesignerToolbar';
import styles from './designer.module.css';
import { DesignerContext, type DesignerEnv } from './designer-context';
import { say, useDesignerLang, useDesignerTexts } from './designer-texts';
import { type DragMoment, dropsAfter, innermostZone } from './dnd';
import { type DragHint, DragHintContext } from './drag-hint';
import { applyDrop, type DragSource, dropAllowed, dropTargetFor, ownZones, parseDragId } from './drop-target';
import { IssuesPanel } from './IssuesPanel';
import { Palette } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import { useDesigner } from './useDesigner';
import { useDesignerKeys } from './useDesignerKeys';

export interface FormDesignerProps {
  value: FormData;
  onChange(form: FormData): void;
  /** the tables the design is bound to; without them every field gets its automatic name */
  tables?: FormTable[];
  lang?: Lang;
  /** the visualdev type: it chooses the palette's groups (paletteGroups), and 3-5 need tables on save */
  type?: DesignType;
}

const NO_TABLES: FormTable[] = [];
const NOTHING = new Set<string>();

/**
 * The form designer (在线开发, 代码生成): palette, canvas and property panel, with drag and drop into
 * containers and sub-tables, undo and redo, the save rules, a JSON view and a preview. It edits the caller's
 * FormData (value / onChange); saving and loading are the caller's.
 */
export default function FormDesigner({
  value,
  onChange,
  tables = NO_TABLES,
  lang: given,
  type,
}: FormDesignerProps) {
  const lang = useDesignerLang(given);
  const texts = useDesignerTexts(lang);
  const designer = useDesigner(value, onChange, tables);
  const { form } = designer;
  const [dragging, setDragging] = useState<DragSource | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(NOTHING);
  const [hint, setHint] = useState<DragHint | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const onKeyDown = useDesignerKeys(designer);

  const env = useMemo<DesignerEnv>(
    () => ({ designer, lang, texts, tables }),
    [designer, lang, texts, tables],
  );
  const collision = useMemo(() => innermostZone(excluded), [excluded]);
  const { select, copy, remove } = designer;
  const actions = useMemo<CanvasActions>(
    () => ({ lang, texts, select, copy, remove }),
    [lang, texts, select, copy, remove],
  );
  const labelPosition = form.labelPosition ?? 'right';
  const labelWidth = Number(form.labelWidth ?? 100);
  const labels = useMemo<LabelLayout>(
    () => ({ position: labelPosition, width: labelWidth }),
    [labelPosition, labelWidth],
  );

  /** What dropping now would do: the target and whether the form's rules take it. */
  const landing = useCallback(
    ({ active, over }: DragMoment) => {
      const source = parseDragId(active.id);
      const place = over ? parseDragId(over.id) : null;
      if (!source || source.kind === 'list' || !place || place.kind === 'palette' || !over) return null;
      const after = place.kind === 'control' && dropsAfter(active, over);
      const target = dropTargetFor(form, place, after);
      if (!target) return null;
      return { source, target, overId: String(over.id), after, allowed: dropAllowed(form, source, target) };
    },
    [form],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const source = parseDragId(active.id);
    if (!source || source.kind === 'list') return;
    setDragging(source);
    setExcluded(source.kind === 'control' ? ownZones(form, source.formId) : NOTHING);
    if (source.kind === 'control') designer.select(source.formId);
  };
  const onDragMove = (moment: DragMoment) => {
    const found = landing(moment);
    setHint((current) =>
      !found
        ? null
        : current?.overId === found.overId &&
            current.after === found.after &&
            current.allowed === found.allowed
          ? current
          : { overId: found.overId, after: found.after, allowed: found.allowed },
    );
  };
  const endDrag = () => {
    setDragging(null);
    setHint(null);
    setExcluded(NOTHING);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const found = landing(event);
    endDrag();
    if (!found?.allowed) return;
    const next = applyDrop(form, found.source, found.target, lang, tables.length > 0);
    designer.change(next);
    designer.select(found.source.kind === 'palette' ? next.idGlobal : found.source.formId);
  };
  const addAtEnd = (jnpfKey: string) => {
    const next = applyDrop(
      form,
      { kind: 'palette', jnpfKey },
      { parent: null, index: form.fields.length },
      lang,
      tables.length > 0,
    );
    designer.change(next);
    if (next !== form) designer.select(next.idGlobal);
  };

  return (
    <DesignerContext.Provider value={env}>
      {/* Focusable (not in the tab order) so a click anywhere in it gives it the keys of useDesignerKeys. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys are shortcuts; every action also has a button */}
      <div
        className={styles.designer}
        data-testid="form-designer"
        data-designer-root
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <DesignerToolbar />
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragMove={onDragMove}
          onDragOver={onDragMove}
          onDragEnd={onDragEnd}
          onDragCancel={endDrag}
        >
          <div className={styles.body}>
            <Palette type={type} onAdd={addAtEnd} />
            <DragHintContext.Provider value={hint}>
              <div className={styles.canvasScroll}>
                {/* A click on the empty canvas deselects; Escape does the same from the keyboard (useDesignerKeys). */}
                {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
                <div className={styles.canvas} onClick={() => designer.select(null)}>
                  <CanvasActionsContext.Provider value={actions}>
                    <SelectedContext.Provider value={designer.selected}>
                      <LabelLayoutContext.Provider value={labels}>
                        <CanvasList parent={null} controls={form.fields} />
                      </LabelLayoutContext.Provider>
                    </SelectedContext.Provider>
                  </CanvasActionsContext.Provider>
                </div>
              </div>
            </DragHintContext.Provider>
            <PropertyPanel />
          </div>
          <DragOverlay dropAnimation={null}>
            {dragging && (
              <DragGhost
                source={dragging}
                form={form}
                lang={lang}
                refused={hint?.allowed === false ? texts.canvas.notInSubTable : null}
              />
            )}
          </DragOverlay>
        </DndContext>
        <IssuesPanel type={type} />
      </div>
    </DesignerContext.Provider>
  );
}

/** What follows the pointer while dragging: the control's icon and name, and why it cannot go where it is. */
function DragGhost({
  source,
  form,
  lang,
  refused,
}: {
  source: DragSource;
  form: FormData;
  lang: Lang;
  refused: string | null;
}) {
  const control =
    source.kind === 'control'
      ? [...walkControls(form.fields)].find((visit) => visit.control.__config__.formId === source.formId)
          ?.control
      : undefined;
  const key = source.kind === 'palette' ? source.jnpfKey : (control?.__config__.jnpfKey ?? '');
  const label = source.kind === 'palette' ? catalogueEntry(key)?.label[lang] : control?.__config__.label;
  return (
    <div className={styles.dragGhost} data-refused={refused !== null || undefined}>
      <ControlIcon jnpfKey={key} />
      {label}
      {refused !== null && <span className={styles.refusal}>{say(refused, { label: label ?? key })}</span>}
    </div>
  );
}
