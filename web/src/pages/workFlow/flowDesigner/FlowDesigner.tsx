import type { Lang } from '@app/common';
import { type FlowTemplate, normaliseFlow, validateFlow } from '@app/common/flow';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Spin, Tag, Typography } from 'antd';
import { type CSSProperties, type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { useSettings } from '../../../stores/settings';
import editorStyles from '../../onlineDev/design-list/design-editor.module.css';
import { DrawerEnvContext } from './drawer-env';
import { FlowCanvas } from './FlowCanvas';
import { FlowIssuesPanel } from './FlowIssuesPanel';
import { FlowJsonDialog } from './FlowJsonDialog';
import { FlowToolbar } from './FlowToolbar';
import {
  type FlowEngineRecord,
  fetchEngine,
  fetchFormData,
  releaseDraft,
  saveEngine,
} from './flow-designer.api';
import styles from './flow-designer.module.css';
import { flowView, issuesByNode } from './flow-view';
import { engineForm, flowFormFields } from './form-fields';
import { NodeDrawer } from './NodeDrawer';
import { useDesignNames } from './people';
import { useFlowDesigner } from './useFlowDesigner';

/** The dialog fills the window; only the canvas and the drawer scroll (antd 6's semantic parts). */
const WHOLE_WINDOW: Record<'wrapper' | 'container' | 'body', CSSProperties> = {
  wrapper: { overflow: 'hidden' },
  container: { height: '100vh', padding: 0, borderRadius: 0, display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, padding: 0, display: 'flex', flexDirection: 'column' },
};

/** The tree a record holds; a record without one (never saved by a designer) shows nothing to edit. */
const treeOf = (record: FlowEngineRecord): FlowTemplate | null => {
  try {
    return record.flowTemplateJson ? (JSON.parse(record.flowTemplateJson) as FlowTemplate) : null;
  } catch {
    return null;
  }
};

/**
 * The flow designer (流程设计), full screen: the engine's tree as cards, edited through @app/common/flow's
 * operations with undo, saved into the draft with the version it was loaded at (a newer save is the
 * server's 409), and 保存并启用 releasing it (the server's refusal names the nodes).
 */
export default function FlowDesigner({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.language);
  // Read once: a refetch (on focus, say) that found a newer save would replace the tree being edited;
  // only 重新加载 after a refused save asks again.
  const engine = useQuery({
    queryKey: ['workflow', 'flowEngine', 'design', id],
    queryFn: () => fetchEngine(id),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const record = engine.data;
  const designed = record?.formType === 2;
  const form = useQuery({
    queryKey: ['workflow', 'flowDesigner', 'form', record?.formId],
    queryFn: () => fetchFormData(record!.formId),
    enabled: designed,
  });
  const tree = useMemo(() => (record ? treeOf(record) : null), [record]);
  const fields = useMemo(
    () => (record ? flowFormFields(engineForm(record.formType, record.formId, form.data)) : []),
    [record, form.data],
  );
  const fieldsNote =
    record && !fields.length && (form.isError || !designed) ? t('flowDesigner.formNotLoaded') : null;
  const loading = !record || !tree || (designed && form.isLoading);
  return (
    <Modal
      open
      title={null}
      footer={null}
      closable={false}
      width="100%"
      className={editorStyles.editor}
      styles={WHOLE_WINDOW}
      destroyOnHidden
      keyboard={false}
    >
      {loading ? (
        <Spin className={editorStyles.loading} />
      ) : (
        <DesignerBody
          key={record.version}
          record={record}
          tree={tree}
          lang={lang}
          fields={fields}
          fieldsNote={fieldsNote}
          onReload={() => void engine.refetch()}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface BodyProps {
  record: FlowEngineRecord;
  tree: FlowTemplate;
  lang: Lang;
  fields: ReturnType<typeof flowFormFields>;
  fieldsNote: string | null;
  onReload(): void;
  onClose(): void;
}

function DesignerBody({ record, tree, lang, fields, fieldsNote, onReload, onClose }: BodyProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const titles = useMemo(
    () => ({
      approver: t('flowDesigner.types.approver'),
      copy: t('flowDesigner.types.copy'),
      timer: t('flowDesigner.types.timer'),
      subFlow: t('flowDesigner.types.subFlow'),
      condition: t('flowDesigner.types.condition'),
      otherwise: t('flowDesigner.otherwise'),
    }),
    [t],
  );
  const designer = useFlowDesigner(tree, titles);
  const { flow } = designer;
  const [saved, setSaved] = useState({ flow: tree, version: record.version });
  const [busy, setBusy] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [json, setJson] = useState(false);
  const { names, engines, roles } = useDesignNames();
  const issues = useMemo(() => validateFlow(flow, { flowId: record.id }), [flow, record.id]);
  const fieldLabels = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.id, field.label])),
    [fields],
  );
  const items = useMemo(
    () => flowView(flow, { lang, names, issues, fieldLabels }),
    [flow, lang, names, issues, fieldLabels],
  );
  const dirty = flow !== saved.flow;
  const env = useMemo(
    () => ({ flow, engineId: record.id, lang, fields, fieldsNote, engines, roles }),
    [flow, record.id, lang, fields, fieldsNote, engines, roles],
  );
  const selectedIssues = designer.selected ? (issuesByNode(issues, lang).get(designer.selected) ?? []) : [];

  async function save(): Promise<boolean> {
    setBusy(true);
    try {
      await saveEngine(record, JSON.stringify(normaliseFlow(flow)), saved.version);
      setSaved({ flow, version: saved.version + 1 });
      message.success(t('flowDesigner.saved'));
      return true;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 409)
        modal.confirm({
          title: t('flowDesigner.conflictTitle'),
          content: text,
          okText: t('flowDesigner.reload'),
          onOk: onReload,
        });
      else message.error(text);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveAndRelease() {
    if (dirty && !(await save())) return;
    setBusy(true);
    try {
      const { version } = await releaseDraft(record.id);
      message.success(t('flowDesigner.released', { version }));
    } catch (error) {
      const listed =
        error instanceof ApiError
          ? (error.data as { errors?: { message: string }[] } | null)?.errors
          : undefined;
      modal.error({
        title: t('flowDesigner.releaseRefused'),
        content: listed?.length
          ? listed.map((item) => <div key={item.message}>{item.message}</div>)
          : String(error instanceof Error ? error.message : error),
      });
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('flowDesigner.leaveTitle'),
      content: t('flowDesigner.leaveUnsaved'),
      onOk: onClose,
    });
  };

  /**
   * Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, Delete removes the selected node, Escape lets it go; a text
   * box keeps its own keys, and Delete and Escape only count on the canvas itself (React passes the
   * drawer's keys up through its portal).
   */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
    const onCanvas = event.currentTarget.contains(target);
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    const { selected, selectedNode } = designer;
    if (command && key === 'z' && !event.shiftKey) designer.undo();
    else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) designer.redo();
    else if (onCanvas && event.key === 'Delete' && selected && selectedNode?.type !== 'start') {
      // the focused card goes away: the keys stay with the designer, so Ctrl+Z right after still works
      event.currentTarget.focus({ preventScroll: true });
      designer.remove(selected);
    } else if (onCanvas && event.key === 'Escape' && selected) designer.select(null);
    else return;
    event.preventDefault();
  };

  return (
    <DrawerEnvContext.Provider value={env}>
      <div className={editorStyles.header} data-testid="flow-designer-bar">
        <Space>
          <Typography.Text strong>{record.fullName}</Typography.Text>
          <Tag>{t('flowDesigner.draftVersion', { version: saved.version })}</Tag>
          {dirty ? <Tag color="orange">{t('flowDesigner.unsaved')}</Tag> : null}
        </Space>
        <Space>
          <Button onClick={close}>{t('flowDesigner.close')}</Button>
          <Button loading={busy} onClick={() => void save()} disabled={!dirty}>
            {t('flowDesigner.save')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void saveAndRelease()}>
            {t('flowDesigner.saveAndRelease')}
          </Button>
        </Space>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys are shortcuts; each has a button too */}
      <div className={styles.designer} data-testid="flow-designer" tabIndex={-1} onKeyDown={onKeyDown}>
        <FlowToolbar
          canUndo={designer.canUndo}
          canRedo={designer.canRedo}
          undo={designer.undo}
          redo={designer.redo}
          zoom={zoom}
          onZoom={setZoom}
          onJson={() => setJson(true)}
        />
        <div className={styles.canvas}>
          <div style={{ zoom }}>
            <FlowCanvas
              items={items}
              actions={{
                selected: designer.selected,
                select: designer.select,
                add: designer.add,
                addBranch: designer.addBranch,
                copy: designer.copy,
                remove: designer.remove,
                move: designer.move,
              }}
            />
          </div>
        </div>
        <FlowIssuesPanel issues={issues} lang={lang} onLocate={designer.select} />
        <NodeDrawer
          node={designer.selectedNode}
          issues={selectedIssues}
          onEdit={designer.update}
          onClose={() => designer.select(null)}
        />
      </div>
      {json && (
        <FlowJsonDialog flow={flow} lang={lang} onApply={designer.replace} onClose={() => setJson(false)} />
      )}
    </DrawerEnvContext.Provider>
  );
}
