import { ApiOutlined, AppstoreOutlined, FolderOpenOutlined, LoginOutlined } from '@ant-design/icons';
import { formatDate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Progress, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { leafMenus } from '../../app/menus';
import { useMenuTitle } from '../../shell/useMenuTitle';
import { useSession } from '../../stores/session';
import { fetchOwnLog, OwnLogKind } from './dashboard.api';
import styles from './dashboard.module.css';

function StatCard({
  icon,
  colour,
  title,
  value,
  loading,
}: {
  icon: ReactNode;
  colour: string;
  title: string;
  value: number | undefined;
  loading?: boolean;
}) {
  return (
    <Card className={styles.stat} loading={loading}>
      <div className={styles.statIcon} style={{ background: colour }}>
        {icon}
      </div>
      <Statistic title={title} value={value ?? 0} />
    </Card>
  );
}

/**
 * Workbench (/dashboard, pinned): figures the user may see — functions granted, their own sign-ins and
 * requests today — with the latest sign-ins and how the functions spread over the menu groups.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const menuList = useSession((s) => s.menuList);
  const title = useMenuTitle();
  const startOfDay = useMemo(() => dayjs().startOf('day').valueOf(), []);

  const logins = useQuery({
    queryKey: ['own-log', 'logins', 'recent'],
    queryFn: ({ signal }) => fetchOwnLog({ category: OwnLogKind.login, currentPage: 1, pageSize: 6 }, signal),
  });
  const requestsToday = useQuery({
    queryKey: ['own-log', 'requests', startOfDay],
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
      <div className={styles.columns}>
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
