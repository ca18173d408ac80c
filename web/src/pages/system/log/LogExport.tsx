import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import type { DownloadProgress } from '../../../app/file-transfer';
import { exportLogs, type LogKind } from './log.api';
import styles from './log.module.css';
import type { LogParams } from './log-query';

// The streamed workbook's size per row, measured on the bench (docs/performance.md, "Log export"): the bar
// is an estimate from bytes received; it stops short of full until the last byte is in.
const BYTES_PER_ROW = 50;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Estimated percentage of an export: bytes against rows × BYTES_PER_ROW, 99 at most until done. */
export function exportPercent(progress: DownloadProgress): number {
  if (progress.done) return 100;
  if (!progress.total) return 0;
  return Math.min(99, Math.floor((progress.received / (progress.total * BYTES_PER_ROW)) * 100));
}

/** 导出: the filtered rows of one kind as .xlsx, with a dialog showing the rows and the bytes as they arrive. */
export function LogExportButton({ kind, params }: { kind: LogKind; params: LogParams }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const run = async () => {
    setProgress({ received: 0, total: null, done: false });
    try {
      await exportLogs(kind, params, setProgress);
      toastSuccess(t('log.exportDone'));
    } catch {
      // the download helper has shown the server's sentence
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void run()} loading={progress != null}>
        {t('log.export')}
      </Button>
      <Modal
        open={progress != null}
        title={t('log.exporting')}
        footer={null}
        closable={false}
        maskClosable={false}
        keyboard={false}
        width={420}
        centered
      >
        {progress && (
          <div className={styles.exportBody} role="status" aria-live="polite">
            <FileExcelOutlined className={styles.exportIcon} />
            <div className={styles.exportText}>
              <Progress percent={exportPercent(progress)} status="active" size="small" />
              <div className={styles.exportFigures}>
                <span>{progress.total == null ? '…' : t('log.exportRows', { count: progress.total })}</span>
                <span>{t('log.exportReceived', { size: formatBytes(progress.received) })}</span>
              </div>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
