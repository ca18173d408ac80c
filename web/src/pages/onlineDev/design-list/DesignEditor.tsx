import type { DesignType, FormData, FormTable } from '@app/common/form';
import { emptyFormData, validateFormDesign } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { useSettings } from '../../../stores/settings';
import { fetchDesign, releaseDesign, saveDesign } from './design.api';
import styles from './design-editor.module.css';

const FormDesigner = lazy(() => import('../designer/FormDesigner'));

const parsed = <T,>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * A design opened in the form designer, full screen: it saves with the version it was loaded at, so a save
 * over someone else's newer one is refused with who saved it and when (the server's 409), and releases.
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
  const { message, modal } = App.useApp();
  const lang = useSettings((s) => s.language);
  const design = useQuery({
    queryKey: ['visualdev', 'design', id],
    queryFn: () => fetchDesign(id),
    gcTime: 0,
  });
  const [form, setForm] = useState<FormData | null>(null);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const tables = parsed<FormTable[]>(design.data?.tables, []);

  useEffect(() => {
    if (!design.data) return;
    setForm(parsed<FormData>(design.data.formData, emptyFormData()));
    setVersion(design.data.version);
    setDirty(false);
  }, [design.data]);

  const change = (next: FormData) => {
    setForm(next);
    setDirty(true);
  };

  async function save(): Promise<boolean> {
    if (!form || !design.data) return false;
    const issues = validateFormDesign(form, { type, tables });
    if (issues.length) {
      message.error(issues[0].message[lang]);
      return false;
    }
    setBusy(true);
    try {
      const { fullName, enCode } = design.data;
      await saveDesign(id, { fullName, enCode, formData: JSON.stringify(form), version });
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

  async function release() {
    if (dirty && !(await save())) return;
    setBusy(true);
    try {
      const answer = await releaseDesign(id);
      message.success(t('designList.releasedDone', { version: answer.version }));
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
      styles={{ body: { padding: 0 } }}
      destroyOnHidden
      onCancel={close}
    >
      <div className={styles.header} data-testid="design-editor-bar">
        <Space>
          <Typography.Text strong>{design.data?.fullName ?? ''}</Typography.Text>
          {design.data ? <Tag>{t('designList.versionTag', { version })}</Tag> : null}
          {dirty ? <Tag color="orange">{t('designList.unsaved')}</Tag> : null}
        </Space>
        <Space>
          <Button onClick={close}>{t('designList.close')}</Button>
          <Button loading={busy} onClick={() => void release()}>
            {t('designList.release')}
          </Button>
          <Button type="primary" loading={busy} disabled={!form} onClick={() => void save()}>
            {t('designList.save')}
          </Button>
        </Space>
      </div>
      <div className={styles.body}>
        {form ? (
          <Suspense fallback={<Spin className={styles.loading} />}>
            <FormDesigner value={form} onChange={change} tables={tables} type={type} lang={lang} />
          </Suspense>
        ) : (
          <Spin className={styles.loading} />
        )}
      </div>
    </Modal>
  );
}
