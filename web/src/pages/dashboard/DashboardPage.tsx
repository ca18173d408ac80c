import { ApiOutlined, AppstoreOutlined, FolderOpenOutlined, LoginOutlined } from '@ant-design/icons';
import { formatDate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Progress, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { leafMenus } from '../../app/menus';
import { useMenuTitle } from '../../shell/useMenuTitle';
import { useSession } from '../../stores/session';
import { WorkflowCounts } from '../workFlow/flowTodo/WorkflowCounts';
import { AdminStats, LoginTrendCard, OperationsCard, StorageCard } from './AdminPanels';
import { fetchDashboard, fetchOwnLog, OwnLogKind } from './dashboard.api';
import styles from './dashboard.module.css';
import { StatCard } from './StatCard';

/**
 * Workbench (/dashboard, pinned). A caller whose menus show the administrator's figures (在线用户, 系统日志,
 * 系统监控) sees them first: who is online, sign-ins of the last days as a chart, the latest operations and
 * the storage in use. Everyone sees their own latest sign-ins and how their functions spread over the menu
 * groups; a caller with none of the administrator's figures sees their own counters instead.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const menuList = useSession((s) => s.menuList);
  const title = useMenuTitle();
  const startOfDay = useMemo(() => dayjs().startOf('day').valueOf(), []);

  const figures = useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => fetchDashboard(signal) });
  const admin = figures.data;
  const administers = Boolean(admin && (admin.online || admin.logins || admin.storage));
  const logins = useQuery({
    queryKey: ['own-log', 'logins', 'recent'],
    queryFn: ({ signal }) => fetchOwnLog({ category: OwnLogKind.login, currentPage: 1, pageSize: 6 }, signal),
  });
  const requestsToday = useQuery({
    queryKey: ['own-log', 'requests', startOfDay],
    enabled: !figures.isPending && !administers,
    queryFn: ({ signal }) =>
      fetchOwnLog(
        { category: OwnLogKind.request, currentPage: 1, pageSize: 1, startTime: startOfDay },
        signal,
      ),
  });

  const groups = useMemo(() => {
    const counts = new Map<string, { name: string; count: number }>();
    for (const { group, menu } of leafMenus(menuList)) {
      const key = group?.id ?? menu.id;
      const entry = counts.get(key) ?? { name: title(group ?? menu), count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count);
  }, [menuList, title]);
  const functions = groups.reduce((sum, g) => sum + g.count, 0);

  return (
    <div className={styles.page}>
      {admin && administers && <AdminStats figures={admin} />}
      {admin && (admin.logins || admin.operations) && (
        <div className={styles.wide}>
          {admin.logins && <LoginTrendCard logins={admin.logins} />}
          {admin.operations && <OperationsCard operations={admin.operations} />}
        </div>
      )}
      {!figures.isPending && !administers && (
        <div className={styles.stats}>
          <StatCard
            icon={<AppstoreOutlined />}
            colour="#1d6ff2"
            title={t('dashboard.functions')}
            value={functions}
          />
          <StatCard
            icon={<FolderOpenOutlined />}
            colour="#13a8a8"
            title={t('dashboard.groups')}
            value={groups.length}
          />
          <StatCard
            icon={<LoginOutlined />}
            colour="#7b4ee0"
            title={t('dashboard.logins')}
            value={logins.data?.pagination.total}
            loading={logins.isPending}
          />
          <StatCard
            icon={<ApiOutlined />}
            colour="#f08a24"
            title={t('dashboard.requestsToday')}
            value={requestsToday.data?.pagination.total}
            loading={requestsToday.isPending}
          />
        </div>
      )}
      <WorkflowCounts />
      <div className={styles.columns}>
        {admin?.storage && <StorageCard storage={admin.storage} />}
        <Card title={t('dashboard.recentLogins')} className={styles.panel}>
          <List
            loading={logins.isPending}
            dataSource={logins.data?.list ?? []}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />,
            }}
            renderItem={(row) => (
              <List.Item
                extra={
                  row.loginMark === 0 ? (
                    <Tag color="error">{t('dashboard.failed')}</Tag>
                  ) : (
                    <Tag color="success">{t('dashboard.succeeded')}</Tag>
                  )
                }
              >
                <List.Item.Meta
                  title={formatDate(row.creatorTime, 'yyyy-MM-dd HH:mm:ss')}
                  description={[row.ipAddress, row.ipAddressName, row.browser, row.platForm]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </List.Item>
            )}
          />
        </Card>
        <Card title={t('dashboard.spread')} className={styles.panel}>
          {groups.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noApps')} />
          ) : (
            groups.map((group) => (
              <div key={group.name} className={styles.spreadRow}>
                <span className={styles.spreadName}>{group.name}</span>
                <Progress percent={Math.round((group.count / functions) * 100)} format={() => group.count} />
              </div>
            ))
          )}
        </Card>
      </div>
    </div>
  );
}
