import { formatDate } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CACHE_KEY, type CacheDetail, fetchCache, formatSize } from './cache.api';
import styles from './cache.module.css';

/** A Redis value as the screen shows it: text, a two-column table (hash, sorted set) or a list. */
function RedisValue({ detail }: { detail: Extract<CacheDetail, { source: 'redis' }> }) {
  const { t } = useTranslation();
  const { type, value } = detail;
  if (typeof value === 'string') return <pre className={styles.value}>{value}</pre>;
  if (type === 'hash' || type === 'zset') {
    const pairs = value as [string, string][];
    return (
      <Table
        size="small"
        rowKey={(pair) => pair[0]}
        pagination={false}
        dataSource={pairs}
        scroll={{ y: 360 }}
        columns={[
          {
            title: type === 'hash' ? t('cache.field') : t('cache.member'),
            render: (_, pair) => pair[0],
            ellipsis: true,
          },
          {
            title: type === 'hash' ? t('cache.value') : t('cache.score'),
            render: (_, pair) => pair[1],
            ellipsis: true,
          },
        ]}
      />
    );
  }
  return <pre className={styles.value}>{(value as string[]).join('\n')}</pre>;
}

/** 查看: one memory cache (count, size, rule, a sample of its keys) or one Redis key with its value. */
export function CacheDrawer({ name, onClose }: { name: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...CACHE_KEY, 'detail', name],
    queryFn: ({ signal }) => fetchCache(name as string, signal),
    enabled: name !== null,
  });
  const d = detail.data;

  return (
    <Drawer open={name !== null} width={600} title={t('cache.detail')} onClose={onClose} destroyOnHidden>
      <Spin spinning={detail.isLoading}>
        {d ? (
          <>
            <Descriptions column={1} size="small" bordered styles={{ label: { width: 120 } }}>
              <Descriptions.Item label={t('cache.name')}>
                <Typography.Text className={styles.name} copyable>
                  {d.name}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('cache.description')}>{d.description}</Descriptions.Item>
              <Descriptions.Item label={t('cache.source')}>
                {d.source === 'redis' ? (
                  <Tag color="volcano">Redis · {d.type}</Tag>
                ) : (
                  <Tag color="blue">{t('cache.memory')}</Tag>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('cache.count')}>{d.count}</Descriptions.Item>
              <Descriptions.Item label={t('cache.size')}>{formatSize(d.size)}</Descriptions.Item>
              <Descriptions.Item label={t('cache.expiry')}>
                {d.overdueTime ? formatDate(d.overdueTime, 'yyyy-MM-dd HH:mm:ss') : d.expiry}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 20 }}>
              {d.source === 'redis' ? t('cache.value') : t('cache.sample')}
            </Typography.Title>
            {d.source === 'redis' ? (
              <>
                {d.truncated ? (
                  <Alert type="info" showIcon title={t('cache.valueTruncated')} style={{ marginBottom: 8 }} />
                ) : null}
                <RedisValue detail={d} />
              </>
            ) : d.sample.length ? (
              <>
                <div className={styles.sample}>
                  {d.sample.map((key) => (
                    <Tag key={key} className={styles.name}>
                      {key}
                    </Tag>
                  ))}
                </div>
                {d.count > d.sample.length ? (
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                    {t('cache.sampleMore', { shown: d.sample.length, count: d.count })}
                  </Typography.Paragraph>
                ) : null}
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cache.sampleEmpty')} />
            )}
          </>
        ) : null}
      </Spin>
    </Drawer>
  );
}
