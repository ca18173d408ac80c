import type { FormData, RecordProblem } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Modal, Result, Space, Spin } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererHandle } from '../../../components/designed-form/FormRenderer';
import { useSettings } from '../../../stores/settings';
import type { OnlineCalls } from './dynamic-model.api';
import styles from './dynamic-model.module.css';
import { problemsOf, recordOf } from './model-list';

/** How the form's settings open a record (formConf popupType and its widths, client-facts §7.2). */
export function FormFrame({
  form,
  title,
  footer,
  onClose,
  children,
}: {
  form: FormData;
  title: string;
  footer: ReactNode;
  onClose(): void;
  children: ReactNode;
}) {
  if (form.popupType === 'drawer')
    return (
      <Drawer
        open
        title={title}
        size={form.drawerWidth || '600px'}
        footer={footer}
        onClose={onClose}
        destroyOnHidden
      >
        {children}
      </Drawer>
    );
  const full = form.popupType === 'fullScreen';
  return (
    <Modal
      open
      title={title}
      width={full ? form.fullScreenWidth || '100%' : form.generalWidth || '600px'}
      className={full ? styles.fullScreen : undefined}
      footer={footer}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      centered={!full}
    >
      {children}
    </Modal>
  );
}

/**
 * A record in the designed form: a new one, or one read for editing. The renderer checks the form's rules
 * first; what the server still refuses (data.errors) shows under the fields it names.
 */
export function RecordDialog({
  form,
  calls,
  id,
  onClose,
  onSaved,
}: {
  form: FormData;
  calls: OnlineCalls;
  /** the record edited; null for a new one */
  id: string | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useSettings((s) => s.language);
  const renderer = useRef<FormRendererHandle>(null);
  const [errors, setErrors] = useState<RecordProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const record = useQuery({
    queryKey: ['dynamicModel', 'record', id],
    queryFn: () => (id ? calls.info(id).then(recordOf) : Promise.resolve({})),
    gcTime: 0,
  });

  async function save() {
    const handle = renderer.current;
    if (!handle || handle.validate().length) return;
    setBusy(true);
    try {
      const values = handle.values();
      if (id) await calls.update(id, values);
      else await calls.create(values);
      message.success(t(id ? 'dynamicModel.updated' : 'dynamicModel.created'));
      onSaved();
    } catch (error) {
      const problems = problemsOf(error);
      setErrors(problems);
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <Space>
      {form.hasCancelBtn !== false && (
        <Button onClick={onClose}>{form.cancelButtonText || t('dynamicModel.cancel')}</Button>
      )}
      {form.hasConfirmBtn !== false && (
        <Button type="primary" loading={busy} disabled={!record.data} onClick={() => void save()}>
          {form.confirmButtonText || t('dynamicModel.confirm')}
        </Button>
      )}
    </Space>
  );
  return (
    <FormFrame
      form={form}
      title={t(id ? 'dynamicModel.editTitle' : 'dynamicModel.addTitle')}
      footer={footer}
      onClose={onClose}
    >
      {record.isError ? (
        <Result status="warning" title={t('dynamicModel.unavailable')} />
      ) : record.data ? (
        <FormRenderer
          ref={renderer}
          form={form}
          values={record.data}
          onChange={() => undefined}
          errors={errors}
          lang={lang}
        />
      ) : (
        <Spin className={styles.dialogSpin} />
      )}
    </FormFrame>
  );
}
