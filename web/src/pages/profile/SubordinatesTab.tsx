import type { Subordinate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchSubordinates, profileKeys } from './profile.api';
import styles from './profile.module.css';

/** 我的下属: the users whose direct manager I am. */
export function SubordinatesTab() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: profileKeys.subordinates,
    queryFn: ({ signal }) => fetchSubordinates(signal),
  });
  const rows = query.data?.list ?? [];
  const dash = (value: string | null | undefined) => value || '—';

  const columns: TableColumnsType<Subordinate> = [
    {
      key: 'realName',
      title: t('profile.fields.realName'),
      width: 200,
      render: (_, row) => (
        <span className={styles.person}>
          <Avatar
            size={28}
            src={row.headIcon || undefined}
            style={{ backgroundColor: '#1d6ff2', flex: 'none' }}
          >
            {row.realName.slice(0, 1)}
          </Avatar>
          <span>{row.realName}</span>
          {row.enabledMark === 1 ? null : <Tag>{t('profile.disabled')}</Tag>}
        </span>
      ),
    },
    { key: 'account', dataIndex: 'account', title: t('profile.fields.account'), width: 200, ellipsis: true },
    {
      key: 'organizeName',
      dataIndex: 'organizeName',
      title: t('profile.organize'),
      ellipsis: true,
      render: dash,
    },
    {
      key: 'positionName',
      dataIndex: 'positionName',
      title: t('profile.position'),
      width: 160,
      render: dash,
    },
    {
      key: 'mobilePhone',
      dataIndex: 'mobilePhone',
      title: t('profile.fields.mobilePhone'),
      width: 140,
      render: dash,
    },
    { key: 'email', dataIndex: 'email', title: t('profile.fields.email'), ellipsis: true, render: dash },
  ];

  return (
    <>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{t('profile.subordinatesTitle')}</h3>
        <span className={styles.muted}>{t('profile.subordinatesCount', { count: rows.length })}</span>
      </div>
      <Table<Subordinate>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        tableLayout="fixed"
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.noSubordinates')} />,
        }}
      />
    </>
  );
}
