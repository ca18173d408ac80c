import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceExportDialog } from '../../../components/resource/ResourceExportDialog';
import { exportLogs, type LogKind } from './log.api';
import type { LogParams } from './log-query';

/** 导出: the filtered rows of one kind as .xlsx, with the list runtime's dialog showing the rows and bytes as they arrive. */
export function LogExportButton({ kind, params }: { kind: LogKind; params: LogParams }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setExporting(true)} loading={exporting}>
        {t('log.export')}
      </Button>
      <ResourceExportDialog
        open={exporting}
        run={(onProgress) => exportLogs(kind, params, onProgress)}
        onClose={() => setExporting(false)}
      />
    </>
  );
}
