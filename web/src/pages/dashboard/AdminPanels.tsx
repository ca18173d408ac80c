import {
  CloudServerOutlined,
  DatabaseOutlined,
  LineChartOutlined,
  LoginOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type DashboardAnswer, fileSize, toDateText } from '@app/common';
import { Card, Empty, List, Progress, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EChart } from '../../components/charts/EChart';
import { useSettings } from '../../stores/settings';
import styles from './dashboard.module.css';
import { loginTrendOption } from './dashboard-chart';
import { StatCard } from './StatCard';

type Figures = DashboardAnswer;

/** The top row for a caller who may see the administrator's figures: online, sign-ins, storage. */
export function AdminStats({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const { online, logins, storage } = figures;
  const today = logins?.[logins.length - 1];
  const week = logins?.reduce((sum, d) => sum + d.succeeded, 0) ?? 0;
  return (
    <div className={styles.stats}>
      {online && (
        <StatCard
          icon={<TeamOutlined />}
          colour="#1d6ff2"
          title={t('dashboard.online')}
          value={online.users}
          note={t('dashboard.sessions', { count: online.sessions })}
        />
      )}
      {today && (
        <StatCard
          icon={<LoginOutlined />}
          colour="#7b4ee0"
          title={t('dashboard.todayLogins')}
          value={today.succeeded}
          note={t('dashboard.failedCount', { count: today.failed })}
        />
      )}
      {logins && (
        <StatCard
          icon={<LineChartOutlined />}
          colour="#13a8a8"
          title={t('dashboard.weekLogins', { days: logins.length })}
          value={week}
          note={t('dashboard.perDay', { count: Math.round((week / logins.length) * 10) / 10 })}
        />
      )}
      {storage && (
        <StatCard
          icon={<DatabaseOutlined />}
          colour="#f08a24"
          title={t('dashboard.storage')}
          formatted={fileSize(storage.database + storage.files)}
          note={t('dashboard.storageNote', {
            database: fileSize(storage.database),
            files: fileSize(storage.files),
          })}
        />
      )}
    </div>
  );
}

export function LoginTrendCard({ logins }: { logins: NonNullable<Figures['logins']> }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => loginTrendOption(logins, { succeeded: t('dashboard.succeeded'), failed: t('dashboard.failed') }),
    [logins, t],
  );
  return (
    <Card title={t('dashboard.loginTrend', { days: logins.length })} className={styles.panel}>
      <EChart
        option={option}
        label={t('dashboard.loginTrend', { days: logins.length })}
        className={styles.chart}
      />
    </Card>
  );
}

export function OperationsCard({ operations }: { operations: NonNullable<Figures['operations']> }) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.language);
  const now = Date.now();
  return (
    <Card
      title={t('dashboard.operations')}
      className={styles.panel}
      extra={<Link to="/system/log">{t('dashboard.allLogs')}</Link>}
    >
      <List
        size="small"
        dataSource={operations}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noOperations')} />,
        }}
        renderItem={(row) => (
          <List.Item extra={<span className={styles.time}>{toDateText(row.creatorTime, now, lang)}</span>}>
            <div className={styles.operation}>
              <Tag color={METHOD_COLOURS[row.requestMethod ?? ''] ?? 'default'}>
                {row.requestMethod && row.requestMethod in METHOD_COLOURS
                  ? t(`dashboard.methods.${row.requestMethod as 'POST' | 'PUT' | 'DELETE'}`)
                  : row.requestMethod}
              </Tag>
              <span className={styles.operationText}>
                <strong>{row.userName}</strong>
                <Typography.Text type="secondary"> · {row.moduleName || row.requestUrl}</Typography.Text>
              </span>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}

const METHOD_COLOURS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red' };

export function StorageCard({ storage }: { storage: NonNullable<Figures['storage']> }) {
  const { t } = useTranslation();
  const percent = storage.diskTotal > 0 ? Math.round((storage.diskUsed / storage.diskTotal) * 1000) / 10 : 0;
  const rows: [string, string][] = [
    [t('dashboard.database'), fileSize(storage.database)],
    [
      t('dashboard.files'),
      `${fileSize(storage.files)} · ${t('dashboard.fileCount', { count: storage.fileCount })}`,
    ],
  ];
  return (
    <Card title={t('dashboard.storageTitle')} className={styles.panel} extra={<CloudServerOutlined />}>
      <div className={styles.diskLine}>
        <span>{t('dashboard.disk')}</span>
        <span>
          {t('dashboard.diskUsed', { used: fileSize(storage.diskUsed), total: fileSize(storage.diskTotal) })}
        </span>
      </div>
      <Progress percent={percent} status={percent >= 85 ? 'exception' : 'normal'} />
      {rows.map(([name, value]) => (
        <div key={name} className={styles.storageRow}>
          <span>{name}</span>
          <span>{value}</span>
        </div>
      ))}
    </Card>
  );
}
