import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Modal, Progress, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/feedback';
import { ApiError } from '../../app/request';
import { useResourceText } from './resource-text';
import styles from './transfer.module.css';
import { fileProblem, formatBytes, type ImportReport, importReport } from './transfer-progress';

/**
 * 导入: one file of rows. The file is checked here first (its ending and the server's size limit), then sent;
 * while it travels and the server reads it the dialog shows so; then what was written and each refused row
 * with its reason. A refusal of the whole file is shown in the dialog; a new file clears it.
 */
export function ResourceImportDialog({
  open,
  accept,
  maxBytes,
  send,
  onClose,
  onImported,
}: {
  open: boolean;
  accept: string;
  maxBytes: number;
  send: (file: File) => Promise<unknown>;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const text = useResourceText();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      setReport(importReport(answer));
      onImported();
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t('common.requestError')),
  });
  const close = () => {
    setFile(null);
    setReport(null);
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
    setReport(null);
    setProblem(null);
    return false;
  };
  const fileList: UploadFile[] = file
    ? [{ uid: 'import-file', name: file.name, size: file.size, status: 'done' }]
    : [];

  return (
    <Modal
      open={open}
      title={text('resource.importTitle')}
      width={560}
      okText={report ? t('common.ok') : text('resource.import')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      onOk={() => (report ? close() : file && upload.mutate(file))}
      onCancel={close}
      maskClosable={!upload.isPending}
      destroyOnHidden
    >
      <div className={styles.importBody}>
        <Upload.Dragger
          accept={accept}
          maxCount={1}
          fileList={fileList}
          beforeUpload={pick}
          onRemove={() => setFile(null)}
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
            {text('resource.importing')}
            <Progress percent={100} status="active" showInfo={false} size="small" />
          </div>
        ) : null}
        {problem ? (
          <Alert type="error" showIcon title={text('resource.importFailed')} description={problem} />
        ) : null}
        {report ? <ImportResult report={report} /> : null}
      </div>
    </Modal>
  );
}

/** Rows written, then the refused rows with their reasons. */
function ImportResult({ report }: { report: ImportReport }) {
  const text = useResourceText();
  return (
    <Alert
      type={report.errors.length ? 'warning' : 'success'}
      showIcon
      title={text({ key: 'resource.imported', values: { count: report.count ?? 0 } })}
      description={
        report.errors.length ? (
          <>
            {text({ key: 'resource.importErrors', values: { count: report.errors.length } })}
            <ul className={styles.errors}>
              {report.errors.map((error, index) => (
                // Two refusals of one row may read the same: the position keeps them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
                <li key={index}>
                  {error.row === null
                    ? error.message
                    : text({ key: 'resource.rowError', values: { row: error.row, message: error.message } })}
                </li>
              ))}
            </ul>
          </>
        ) : undefined
      }
    />
  );
}
