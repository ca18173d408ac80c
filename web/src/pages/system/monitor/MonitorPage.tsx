import { ReloadOutlined } from '@ant-design/icons';
import { fileSize, formatDate, type MonitorAnswer, type MonitorUsage } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Progress, Skeleton, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/charts/EChart';
import { fetchMonitor, HISTORY_LENGTH, MONITOR_INTERVAL_MS, MONITOR_KEY } from './monitor.api';
import styles from './monitor.module.css';
import { gaugeOption, type HistoryPoint, historyOption } from './monitor-charts';

/** Whole days, hours and minutes of a duration in seconds. */
const split = (seconds: number) => ({
  days: Math.floor(seconds / 86_400),
  hours: Math.floor((seconds % 86_400) / 3_600),
  minutes: Math.floor((seconds % 3_600) / 60),
});

/** 系统监控: the server machine and process, refreshed every 5 s, with five minutes of history. */
export default function MonitorPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: MONITOR_KEY,
    queryFn: ({ signal }) => fetchMonitor(signal),
    refetchInterval: MONITOR_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const data = query.data;
  const history = useHistory(data);

  const cpuGauge = useMemo(() => gaugeOption(t('monitor.cpu'), data?.cpu.used ?? 0), [data, t]);
  const memoryGauge = useMemo(() => gaugeOption(t('monitor.memory'), data?.memory.usageRate ?? 0), [data, t]);
  const diskGauge = useMemo(() => gaugeOption(t('monitor.disk'), data?.disk.usageRate ?? 0), [data, t]);
  const trend = useMemo(
    () => historyOption(history, { cpu: t('monitor.cpu'), memory: t('monitor.memory') }),
    [history, t],
  );

  if (!data) {
    return (
      <div className={styles.page}>
        <Card>{query.isError ? <Empty description={t('monitor.unavailable')} /> : <Skeleton active />}</Card>
      </div>
    );
  }

  const usageRows = (usage: MonitorUsage) => [
    { key: 'total', label: t('monitor.total'), children: fileSize(usage.total) },
    { key: 'used', label: t('monitor.used'), children: fileSize(usage.used) },
    { key: 'available', label: t('monitor.available'), children: fileSize(usage.available) },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <span className={styles.updated}>
          <Tag color={query.isError ? 'error' : 'processing'}>
            {query.isError ? t('monitor.stale') : t('monitor.live', { seconds: MONITOR_INTERVAL_MS / 1000 })}
          </Tag>
          <span>{t('monitor.updatedAt', { time: formatDate(data.time, 'HH:mm:ss') })}</span>
        </span>
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()} />
        </Tooltip>
      </div>

      <div className={styles.grid}>
        <Card title={t('monitor.system')} size="small" className={styles.card}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'os', label: t('monitor.os'), children: data.system.os },
              { key: 'host', label: t('monitor.hostname'), children: data.system.hostname },
              { key: 'ip', label: t('monitor.ip'), children: data.system.ip },
              { key: 'up', label: t('monitor.uptime'), children: data.system.day },
              { key: 'load', label: t('monitor.load'), children: data.system.loadAverage.join(' / ') },
            ]}
          />
        </Card>
        <Card title={t('monitor.cpu')} size="small" className={styles.card}>
          <EChart option={cpuGauge} className={styles.gauge} label={t('monitor.cpuChart')} />
          <div className={styles.caption} title={data.cpu.name}>
            {data.cpu.name}
          </div>
          <div className={styles.caption}>{t('monitor.cores', { count: data.cpu.logic })}</div>
        </Card>
        <Card title={t('monitor.memory')} size="small" className={styles.card}>
          <EChart option={memoryGauge} className={styles.gauge} label={t('monitor.memoryChart')} />
          <Descriptions column={3} size="small" layout="vertical" items={usageRows(data.memory)} />
        </Card>
        <Card title={t('monitor.disk')} size="small" className={styles.card}>
          <EChart option={diskGauge} className={styles.gauge} label={t('monitor.diskChart')} />
          <Descriptions column={3} size="small" layout="vertical" items={usageRows(data.disk)} />
        </Card>
      </div>

      <div className={styles.lower}>
        <Card title={t('monitor.history')} size="small" className={styles.card}>
          <EChart option={trend} className={styles.trend} label={t('monitor.historyChart')} />
        </Card>
        <Card title={t('monitor.process')} size="small" className={styles.card}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'pid', label: 'PID', children: data.process.pid },
              { key: 'node', label: 'Node.js', children: data.process.node },
              {
                key: 'up',
                label: t('monitor.processUptime'),
                children: t('monitor.duration', split(data.process.uptimeSeconds)),
              },
              { key: 'rss', label: t('monitor.rss'), children: fileSize(data.process.rss) },
              {
                key: 'heap',
                label: t('monitor.heap'),
                children: (
                  <div className={styles.heap}>
                    <Progress
                      percent={Math.round((data.process.heapUsed / data.process.heapTotal) * 100)}
                      size="small"
                      showInfo={false}
                    />
                    <span>
                      {fileSize(data.process.heapUsed)} / {fileSize(data.process.heapTotal)}
                    </span>
                  </div>
                ),
              },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}

/** The samples seen since the page opened, the latest HISTORY_LENGTH of them. */
function useHistory(data: MonitorAnswer | undefined): HistoryPoint[] {
  const [points, setPoints] = useState<HistoryPoint[]>([]);
  useEffect(() => {
    if (!data) return;
    setPoints((list) => {
      const time = formatDate(data.time, 'HH:mm:ss');
      if (list.at(-1)?.time === time) return list;
      return [...list, { time, cpu: data.cpu.used, memory: data.memory.usageRate }].slice(-HISTORY_LENGTH);
    });
  }, [data]);
  return points;
}
