import type { ColumnData, DesignType, FormData, FormTable } from '@app/common/form';
import { defaultColumnData, emptyFormData, validateColumnData, validateFormDesign } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { useSettings } from '../../../stores/settings';
import type { TablesBinding } from '../designer/TablesPanel';
import { createTablesFromForm } from '../designer/tables.api';
import { DesignEditors, NewerSaveAlert } from './DesignPresence';
import { fetchDesign, releaseDesign, saveDesign } from './design.api';
import styles from './design-editor.module.css';
import { ReleaseMenuDialog } from './ReleaseMenuDialog';
import { useDesignPresence } from './useDesignPresence';

const FormDesigner = lazy(() => import('../designer/FormDesigner'));
const ColumnDesigner = lazy(() => import('../list-designer/ColumnDesigner'));
const TablesPanel = lazy(() => import('../designer/TablesPanel'));

type Tab = 'tables' | 'form' | 'list';

const parsed = <T,>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A stored list design over the defaults, so one saved by an older client gains the settings added since. */
const columnsOf = (text: string | null | undefined): ColumnData => ({
  ...defaultColumnData(),
  ...parsed<Partial<ColumnData>>(text, {}),
});

/**
 * The dialog's parts (antd 6's semantic names) sized for a full-screen editor: the window never scrolls, the
 * container fills it, and each pane below (palette, canvas, property panel) scrolls on its own. Given as
 * Modal's styles, so they win over antd's own padding and rounded corners.
 */
const FULL_SCREEN: Record<'wrapper' | 'container' | 'body', CSSProperties> = {
  wrapper: { overflow: 'hidden' },
  container: {
    height: '100vh',
    padding: 0,
    borderRadius: 0,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
  },
  body: { flex: 1, minHeight: 0, padding: 0, display: 'flex', flexDirection: 'column' },
};

/** Designs that become a menu page (online development's web and app functions); others stop at release. */
const MENU_CATEGORY: Partial<Record<DesignType, 'Web' | 'App'>> = { 1: 'Web', 2: 'App' };

/**
 * A design opened full screen, the form designer and (for a page with a list, webType 2 and 3) the list
 * designer on two tabs: it saves both (the list once it has been designed) with the version it was loaded at, so a save over someone else's newer
 * one is refused with who saved it and when (the server's 409), releases, and offers to put the release in
 * a menu.
 */
export default function DesignEditor({
  id,
  type,
  onClose,
}: {
  id: string;
  type: DesignType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal, notification } = App.useApp();
  const lang = useSettings((s) => s.language);
  const design = useQuery({
    queryKey: ['visualdev', 'design', id],
    queryFn: () => fetchDesign(id),
    gcTime: 0,
  });
  const [form, setForm] = useState<FormData | null>(null);
  const [columns, setColumns] = useState<ColumnData>(defaultColumnData);
  const [tab, setTab] = useState<Tab>('form');
  const [menuOpen, setMenuOpen] = useState(false);
  const [released, setReleased] = useState(false);
  // A list nobody has designed yet is not sent: the form alone may be saved while the list is still empty.
  const [listDesigned, setListDesigned] = useState(false);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  // 数据表: the data source and tables the design is bound to, saved with it ('0' is the platform database)
  const [binding, setBinding] = useState<TablesBinding>({ dbLinkId: '0', tables: [] });
  const { tables } = binding;
  const hasList = (design.data?.webType ?? 1) >= 2;
  const menuCategory = MENU_CATEGORY[type];
  // Who else has this design open, and a newer save of theirs (decision 074)
  const presence = useDesignPresence(id);

  useEffect(() => {
    if (!design.data) return;
    setForm(parsed<FormData>(design.data.formData, emptyFormData()));
    setColumns(columnsOf(design.data.columnData));
    setListDesigned(Boolean(design.data.columnData));
    setVersion(design.data.version);
    setBinding({
      dbLinkId: design.data.dbLinkId || '0',
      tables: parsed<FormTable[]>(design.data.tables, []),
    });
    setReleased(design.data.releasedVersion !== null);
    setDirty(false);
  }, [design.data]);

  const change = (next: FormData) => {
    setForm(next);
    setDirty(true);
  };

  const changeBinding = (next: TablesBinding) => {
    setBinding(next);
    setDirty(true);
  };

  /**
   * 根据表单创建数据表: the tables are made from the form as it stands here, which is saved with the binding
   * (a flow or generated form cannot be saved before it has tables); then the bound design is loaded again.
   */
  async function createTables(dbLinkId: string, tableName: string): Promise<FormTable[] | string | null> {
    if (!form) return null;
    try {
      const made = await createTablesFromForm(id, {
        dbLinkId,
        tableName,
        version,
        formData: JSON.stringify(form),
        ...(hasList && listDesigned ? { columnData: JSON.stringify(columns) } : {}),
      });
      await design.refetch();
      return made.tables;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  const changeColumns = (next: ColumnData) => {
    setColumns(next);
    setListDesigned(true);
    setDirty(true);
  };

  async function save(): Promise<boolean> {
    if (!form || !design.data) return false;
    const issues = validateFormDesign(form, { type, tables });
    if (issues.length) {
      setTab('form');
      message.error(issues[0].message[lang]);
      return false;
    }
    const sendList = hasList && listDesigned;
    const listIssues = sendList ? validateColumnData(columns, form.fields) : [];
    if (listIssues.length) {
      setTab('list');
      message.error(t('designEditor.listInvalid', { message: listIssues[0].message[lang] }));
      return false;
    }
    setBusy(true);
    try {
      const { fullName, enCode, webType } = design.data;
      await saveDesign(id, {
        fullName,
        enCode,
        webType,
        formData: JSON.stringify(form),
        dbLinkId: binding.dbLinkId,
        tables: JSON.stringify(tables),
        ...(sendList ? { columnData: JSON.stringify(columns) } : {}),
        version,
      });
      setVersion(version + 1);
      setDirty(false);
      message.success(t('designList.savedDesign'));
      return true;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 409)
        modal.warning({ title: t('designList.conflictTitle'), content: text });
      else message.error(text);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const menuNotice = `release-menu-${id}`;
  const openMenuDialog = () => {
    notification.destroy(menuNotice);
    setMenuOpen(true);
  };

  async function release() {
    if (dirty && !(await save())) return;
    setBusy(true);
    try {
      const answer = await releaseDesign(id);
      message.success(t('designList.releasedDone', { version: answer.version }));
      setReleased(true);
      // Not a modal: the designer stays usable; the bar keeps the same button for later.
      if (menuCategory)
        notification.info({
          key: menuNotice,
          placement: 'bottomRight',
          title: t('designEditor.menuTitle'),
          description: t('designEditor.menuHint'),
          actions: (
            <Button type="primary" size="small" onClick={openMenuDialog}>
              {t('designEditor.menuOk')}
            </Button>
          ),
        });
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('designList.leaveTitle'),
      content: t('designList.leaveUnsaved'),
      onOk: onClose,
    });
  };

  return (
    <Modal
      open
      title={null}
      footer={null}
      closable={false}
      width="100%"
      className={styles.editor}
      styles={FULL_SCREEN}
      destroyOnHidden
      onCancel={close}
    >
      <div className={styles.header} data-testid="design-editor-bar">
        <Space>
          <Typography.Text strong>{design.data?.fullName ?? ''}</Typography.Text>
          {design.data ? <Tag>{t('designList.versionTag', { version })}</Tag> : null}
          {dirty ? <Tag color="orange">{t('designList.unsaved')}</Tag> : null}
          <DesignEditors editors={presence.others} />
        </Space>
        <Segmented
          value={tab}
          onChange={(next) => setTab(next as Tab)}
          options={[
            { value: 'tables', label: t('designer.tables.tab') },
            { value: 'form', label: t('designEditor.formTab') },
            ...(hasList ? [{ value: 'list', label: t('designEditor.listTab') }] : []),
          ]}
        />
        <Space>
          <Button onClick={close}>{t('designList.close')}</Button>
          {menuCategory && released ? (
            <Button onClick={openMenuDialog}>{t('designEditor.menuOk')}</Button>
          ) : null}
          <Button loading={busy} onClick={() => void release()}>
            {t('designList.release')}
          </Button>
          <Button type="primary" loading={busy} disabled={!form} onClick={() => void save()}>
            {t('designList.save')}
          </Button>
        </Space>
      </div>
      <NewerSaveAlert
        save={presence.lastSave}
        version={version}
        dirty={dirty}
        onReload={() => void design.refetch()}
      />
      <div className={styles.body}>
        {form ? (
          <Suspense fallback={<Spin className={styles.loading} />}>
            {tab === 'tables' ? (
              <TablesPanel
                value={binding}
                onChange={changeBinding}
                form={form}
                type={type}
                lang={lang}
                onCreate={createTables}
              />
            ) : tab === 'list' && hasList ? (
              <ColumnDesigner form={form} value={columns} onChange={changeColumns} />
            ) : (
              <FormDesigner value={form} onChange={change} tables={tables} type={type} lang={lang} />
            )}
          </Suspense>
        ) : (
          <Spin className={styles.loading} />
        )}
      </div>
      {menuOpen && menuCategory && design.data ? (
        <ReleaseMenuDialog
          id={id}
          name={design.data.fullName}
          category={menuCategory}
          onClose={() => setMenuOpen(false)}
        />
      ) : null}
    </Modal>
  );
}
