import { formatDate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { engineVersions, type FlowEngineRow, type FlowVersion } from './flow-engine.api';

/**
 * 版本记录: the versions a flow was released as, newest first. Each is fixed: requests started on one keep
 * its flow and form whatever is saved or released after.
 */
export function FlowVersionsDialog({ engine, onClose }: { engine: FlowEngineRow; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: ['workflow', 'flowEngine', 'versions', engine.id],
    queryFn: () => engineVersions(engine.id),
  });
  return (
    <Modal
      open
      width={680}
      title={t('flowEngine.versionsTitle', { name: engine.fullName })}
      footer={null}
      onCancel={onClose}
    >
      <Table<FlowVersion>
        rowKey="id"
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={false}
        locale={{ emptyText: t('flowEngine.noVersions') }}
        columns={[
          {
            dataIndex: 'version',
            title: t('flowEngine.version'),
            width: 110,
            render: (version: number) =>
              version === engine.releasedVersion
                ? t('flowEngine.currentVersion', { version })
                : t('flowEngine.versionNumber', { version }),
          },
          { dataIndex: 'fullName', title: t('flowEngine.fullName'), ellipsis: true },
          {
            dataIndex: 'formVersion',
            title: t('flowEngine.formVersion'),
            width: 100,
            render: (version: number | null) =>
              version === null ? t('flowEngine.systemForm') : t('flowEngine.versionNumber', { version }),
          },
          { dataIndex: 'releaseUser', title: t('flowEngine.releaseUser'), width: 130, ellipsis: true },
          {
            dataIndex: 'releaseTime',
            title: t('flowEngine.releaseTime'),
            width: 150,
            render: (time: number) => formatDate(time, 'yyyy-MM-dd HH:mm'),
          },
        ]}
      />
    </Modal>
  );
}
