import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/feedback';
import { ApiError } from '../../app/request';
import { useResourceText } from './resource-text';
import styles from './transfer.module.css';
import { fileProblem, formatBytes, type ImportReport, importReport } from './transfer-progress';

/** Refused rows listed at most; the count says how many more there are. */
const SHOWN_ERRORS = 100;

type Outcome = ImportReport & { checked: boolean };

/**
 * 导入 (decision 059's Excel import): the template to fill in; one sheet, checked here first (its ending and
 * the size limit); with a preview the server checks it and says what it would write and which rows it
 * refuses, writing nothing, then 导入 writes the rows that pass; the dialog ends with what was written and
 * each refused row with its reason. A refusal of the whole file shows in the dialog; a new file clears it.
 */
export function ResourceImportDialog({
  open,
  accept,
  maxBytes,
  preview,
  send,
  template,
  onClose,
  onImported,
}: {
  open: boolean;
  accept: string;
  maxBytes: number;
  /** the sheet is checked before it is imported */
  preview: boolean;
  send: (file: File, check: boolean) => Promise<unknown>;
  template: () => Promise<void>;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const text = useResourceText();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: ({ chosen, check }: { chosen: File; check: boolean }) => send(chosen, check),
    onSuccess: (answer, { check }) => {
      setOutcome({ ...importReport(answer), checked: check });
      if (!check) onImported();
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t('common.requestError')),
  });
  const close = () => {
    setFile(null);
    setOutcome(null);
    setProblem(null);
    onClose();
  };
  const pick = (picked: File) => {
    const wrong = fileProblem(picked, accept, maxBytes);
    if (wrong) {
      toastError(
        wrong === 'type'
          ? text({ key: 'resource.wrongType', values: { accept } })
          : text({ key: 'resource.tooLarge', values: { size: formatBytes(maxBytes) } }),
      );
      return Upload.LIST_IGNORE;
    }
    setFile(picked);
    setOutcome(null);
    setProblem(null);
    return false;
  };

  const done = outcome !== null && !outcome.checked;
  const next = () => {
    if (done) return close();
    if (file) upload.mutate({ chosen: file, check: preview && outcome === null });
  };
  const okText = done
    ? t('common.ok')
    : outcome?.checked
      ? text({ key: 'resource.importRows', values: { count: outcome.valid } })
      : text(preview ? 'resource.check' : 'resource.import');
  const fileList: UploadFile[] = file
    ? [{ uid: 'import-file', name: file.name, size: file.size, status: 'done' }]
    : [];

  return (
    <Modal
      open={open}
      title={text('resource.importTitle')}
      width={600}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file || (outcome?.checked === true && outcome.valid === 0) }}
      confirmLoading={upload.isPending}
      onOk={next}
      onCancel={close}
      maskClosable={!upload.isPending}
      destroyOnHidden
    >
      <div className={styles.importBody}>
        <div>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void template().catch(() => undefined)}
          >
            {text('resource.template')}
          </Button>
        </div>
        <Upload.Dragger
          accept={accept}
          maxCount={1}
          fileList={fileList}
          beforeUpload={pick}
          disabled={upload.isPending}
          onRemove={() => {
            setFile(null);
            setOutcome(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{text('resource.dragText')}</p>
          <p className="ant-upload-hint">
            {text({ key: 'resource.dragHint', values: { accept, size: formatBytes(maxBytes) } })}
          </p>
        </Upload.Dragger>
        {upload.isPending ? (
          <div role="status" aria-live="polite">
            {text(upload.variables?.check ? 'resource.checking' : 'resource.importing')}
            <Progress percent={100} status="active" showInfo={false} size="small" />
          </div>
        ) : null}
        {problem ? (
          <Alert type="error" showIcon title={text('resource.importFailed')} description={problem} />
        ) : null}
        {outcome && !upload.isPending ? <ImportOutcome outcome={outcome} /> : null}
      </div>
    </Modal>
  );
}

/** What a check found or an import wrote, then the refused rows with their reasons. */
function ImportOutcome({ outcome }: { outcome: Outcome }) {
  const text = useResourceText();
  const { errors } = outcome;
  const values = {
    total: outcome.total,
    valid: outcome.valid,
    failed: outcome.failed,
    imported: outcome.imported,
  };
  return (
    <Alert
      type={outcome.failed ? 'warning' : 'success'}
      showIcon
      title={text({ key: outcome.checked ? 'resource.checked' : 'resource.imported', values })}
      description={
        errors.length ? (
          <ul className={styles.errors}>
            {errors.slice(0, SHOWN_ERRORS).map((error, index) => (
              // Two refusals of one row may read the same: the position keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
              <li key={index}>
                {error.row === null
                  ? error.message
                  : text({ key: 'resource.rowError', values: { row: error.row, message: error.message } })}
              </li>
            ))}
            {errors.length > SHOWN_ERRORS ? (
              <li>{text({ key: 'resource.moreErrors', values: { count: errors.length - SHOWN_ERRORS } })}</li>
            ) : null}
          </ul>
        ) : undefined
      }
    />
  );
}
