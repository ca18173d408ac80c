import { DEFAULT_PAGE_SIZE } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Segmented, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/admin/ListFooter';
import { fetchTaskLog, type TaskLogRow, type TaskRow } from './schedule-task.api';
import styles from './schedule-task.module.css';

const RESULT_COLORS: Record<TaskLogRow['result'], string> = {
  success: 'success',
  failure: 'error',
  running: 'processing',
};

/** 执行日志: one row per run of the task, newest first. */
export function TaskLogDrawer({ task, onClose }: { task: TaskRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [result, setResult] = useState<string>('');
  const params = { currentPage: page.current, pageSize: page.size, runResult: result || undefined };
  const log = useQuery({
    queryKey: ['system', 'scheduleTask', 'log', task?.id, params],
    queryFn: ({ signal }) => fetchTaskLog(task?.id as string, params, signal),
    enabled: task !== null,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<TaskLogRow> = [
    {
      title: t('scheduleTask.log.startTime'),
      dataIndex: 'startTime',
      width: 170,
      render: (time: number, row) => (
        <Tooltip
          title={t('scheduleTask.log.firing', { time: dayjs(row.firingTime).format('YYYY-MM-DD HH:mm:ss') })}
        >
          <span className={styles.runCell}>{dayjs(time).format('YYYY-MM-DD HH:mm:ss')}</span>
        </Tooltip>
      ),
    },
    {
      title: t('scheduleTask.log.kind'),
      dataIndex: 'runKind',
      width: 90,
      render: (kind: TaskLogRow['runKind']) => (
        <Tag color={kind === 'late' ? 'warning' : kind === 'manual' ? 'blue' : 'default'}>
          {t(`scheduleTask.log.kinds.${kind}`)}
        </Tag>
      ),
    },
    {
      title: t('scheduleTask.log.duration'),
      dataIndex: 'duration',
      width: 90,
      align: 'right',
      render: (ms: number | null) => (ms === null ? '—' : `${ms} ms`),
    },
    {
      title: t('scheduleTask.log.result'),
      dataIndex: 'result',
      width: 90,
      render: (value: TaskLogRow['result']) => (
        <Tag color={RESULT_COLORS[value]}>{t(`scheduleTask.log.results.${value}`)}</Tag>
      ),
    },
    {
      title: t('scheduleTask.log.message'),
      dataIndex: 'message',
      render: (text: string, row) => (
        <Tooltip title={t('scheduleTask.log.runner', { runner: row.runner })} placement="topLeft">
          <span className={styles.message}>{text || '—'}</span>
        </Tooltip>
      ),
    },
  ];

  return (
    <Drawer
      open={task !== null}
      onClose={onClose}
      width={860}
      destroyOnHidden
      title={task ? t('scheduleTask.log.title', { name: task.fullName }) : ''}
      extra={
        <Button onClick={() => void log.refetch()} loading={log.isFetching}>
          {t('scheduleTask.refresh')}
        </Button>
      }
    >
      <Segmented
        value={result}
        onChange={(value) => {
          setResult(String(value));
          setPage((p) => ({ ...p, current: 1 }));
        }}
        options={[
          { value: '', label: t('scheduleTask.log.all') },
          { value: 'success', label: t('scheduleTask.log.results.success') },
          { value: 'failure', label: t('scheduleTask.log.results.failure') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Table<TaskLogRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isLoading}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scheduleTask.log.empty')} />,
        }}
      />
      <ListFooter page={page} total={log.data?.pagination.total ?? 0} onChange={setPage} />
    </Drawer>
  );
}
