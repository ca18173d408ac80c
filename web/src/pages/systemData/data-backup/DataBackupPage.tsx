import { CloudDownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { DataBackupRow } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { createBackup, downloadBackup } from './data-backup.api';
import styles from './data-backup.module.css';
import { dataBackupResource } from './data-backup.resource';

/** 数据备份: backups of the platform's own database, made here or by the scheduled task. */
export default function DataBackupPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Each backup made here sends the list to page 1, where the newest stands.
  const [made, setMade] = useState(0);
  const create = useMutation({
    mutationFn: createBackup,
    onSuccess: (row) => {
      toastSuccess(t('backup.created', { name: row.fileName }), 3);
      setMade((count) => count + 1);
      void queryClient.invalidateQueries({ queryKey: ['systemData', 'dataBackup'] });
    },
  });
  const download = useMutation({ mutationFn: (row: DataBackupRow) => downloadBackup(row.id) });
  const downloading = download.isPending ? download.variables?.id : undefined;
  const { mutate } = download;
  const resource = useMemo(
    () =>
      dataBackupResource({ download: (row) => mutate(row), isDownloading: (row) => row.id === downloading }),
    [mutate, downloading],
  );
  // 备份 needs btn_add, as a new record would.
  const backUp = (
    <Button
      type="primary"
      icon={<CloudDownloadOutlined />}
      loading={create.isPending}
      onClick={() => create.mutate()}
    >
      {create.isPending ? t('backup.creating') : t('backup.create')}
    </Button>
  );
  const described = {
    ...resource,
    toolbar: [{ kind: 'custom' as const, permission: 'btn_add', node: backUp }],
  };
  return (
    <ResourceListPage resource={described} firstPageOn={made}>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        <InfoCircleOutlined /> {t('backup.restoreHint')}
      </Typography.Paragraph>
    </ResourceListPage>
  );
}
