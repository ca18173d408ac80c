import type { DataSyncJob } from '@app/common';
import { thousands } from '@app/common';
import { Alert, Descriptions, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './data-sync.module.css';

/** The running sync's bar, then its summary (rows, duration, rows/s) or its error. */
export function SyncProgress({ job }: { job: DataSyncJob }) {
  const { t } = useTranslation();
  const percent = job.total > 0 ? Math.min(100, Math.floor((job.copied * 100) / job.total)) : 100;
  const status = job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active';
  return (
    <div className={styles.progress}>
      <Typography.Text strong>
        {job.state === 'running'
          ? t('dataSync.running')
          : job.state === 'done'
            ? t('dataSync.done')
            : t('dataSync.failed')}
        {' · '}
        {job.table}
      </Typography.Text>
      <Progress
        percent={job.state === 'done' ? 100 : percent}
        status={status}
        aria-label={t('dataSync.running')}
      />
      <Typography.Text type="secondary">
        {t('dataSync.progress', { copied: thousands(job.copied), total: thousands(job.total) })}
      </Typography.Text>
      {job.state === 'failed' && job.error ? (
        <Alert type="error" showIcon message={job.error} className={styles.alert} />
      ) : null}
      {job.state === 'done' ? (
        <Descriptions size="small" bordered column={3} className={styles.summary}>
          <Descriptions.Item label={t('dataSync.rows')}>{thousands(job.copied)}</Descriptions.Item>
          <Descriptions.Item label={t('dataSync.duration')}>
            {t('dataSync.seconds', { value: ((job.duration ?? 0) / 1000).toFixed(2) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('dataSync.speed')}>
            {t('dataSync.speedValue', { value: thousands(job.rowsPerSecond ?? 0) })}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {job.created || job.cleared ? (
        <Space size={4}>
          {job.created ? <Tag color="blue">{t('dataSync.created')}</Tag> : null}
          {job.cleared ? <Tag color="orange">{t('dataSync.cleared')}</Tag> : null}
        </Space>
      ) : null}
    </div>
  );
}
