import { FileExcelOutlined } from '@ant-design/icons';
import { Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import type { DownloadProgress } from '../../app/file-transfer';
import { useResourceText } from './resource-text';
import styles from './transfer.module.css';
import { exportPercent, formatBytes } from './transfer-progress';

/**
 * 导出: opened, it downloads the list (its keyword and filters) as a file and shows the rows announced and
 * the bytes received as they arrive; it closes by itself when the file is in (or refused: the download
 * helper has shown the server's sentence). It cannot be dismissed half way: the browser would still save.
 */
export function ResourceExportDialog({
  open,
  run,
  onClose,
}: {
  open: boolean;
  run: (onProgress: (progress: DownloadProgress) => void) => Promise<void>;
  onClose: () => void;
}) {
  const text = useResourceText();
  const [progress, setProgress] = useState<DownloadProgress>({ received: 0, total: null, done: false });
  // The run of this opening; a second render of the same opening must not download twice.
  const started = useRef(false);
  const latest = useRef({ run, onClose });
  latest.current = { run, onClose };

  useEffect(() => {
    if (!open) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    setProgress({ received: 0, total: null, done: false });
    latest.current
      .run(setProgress)
      .then(() => toastSuccess(text('resource.exportDone')))
      .catch(() => undefined)
      .finally(() => latest.current.onClose());
  }, [open, text]);

  return (
    <Modal
      open={open}
      title={text('resource.exporting')}
      footer={null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={420}
      centered
    >
      <div className={styles.exportBody} role="status" aria-live="polite">
        <FileExcelOutlined className={styles.exportIcon} />
        <div className={styles.exportText}>
          <Progress percent={exportPercent(progress)} status="active" size="small" />
          <div className={styles.exportFigures}>
            <span>
              {progress.total == null
                ? '…'
                : text({ key: 'resource.exportRows', values: { count: progress.total } })}
            </span>
            <span>
              {text({ key: 'resource.exportReceived', values: { size: formatBytes(progress.received) } })}
            </span>
          </div>
        </div>
      </div>
    </Modal>
  );
}
