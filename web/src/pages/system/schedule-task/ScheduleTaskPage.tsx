import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { ScheduleTaskForm } from './ScheduleTaskForm';
import { deleteTask, fetchTasks, runTaskNow, setTaskEnabled, type TaskRow } from './schedule-task.api';
import styles from './schedule-task.module.css';
import { TaskLogDrawer } from './TaskLogDrawer';

const time = (ms: number | null) => (ms === null ? null : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'));

/** 定时任务: built-in jobs on a cron; enable/stop, run now, and the log of every run. */
export default function ScheduleTaskPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
  const [target, setTarget] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<TaskRow | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['system', 'scheduleTask', 'list', params],
    queryFn: ({ signal }) => fetchTasks(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['system', 'scheduleTask'] });
  const toggle = useMutation({
    mutationFn: (row: TaskRow) => setTaskEnabled(row.id, row.enabledMark !== 1),
    onSuccess: (data) => {
      toastSuccess(data.enabledMark === 1 ? t('scheduleTask.enabledDone') : t('scheduleTask.stoppedDone'));
      void invalidate();
    },
  });
  const run = useMutation({
    mutationFn: (row: TaskRow) => runTaskNow(row.id),
    onSuccess: (record) => {
      if (record.result === 'success')
        toastSuccess(t('scheduleTask.runSuccess', { message: record.message, ms: record.duration }), 3);
      else toastError(t('scheduleTask.runFailure', { message: record.message }));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (row: TaskRow) => deleteTask(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void invalidate();
    },
  });
  const confirmRemove = (row: TaskRow) => confirmDelete(() => remove.mutateAsync(row));

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canRun = hasButton('btn_run');
  const dash = <span className={styles.muted}>—</span>;

  const columns: TableColumnsType<TaskRow> = [
    { title: t('scheduleTask.fullName'), dataIndex: 'fullName', ellipsis: true },
    { title: t('scheduleTask.enCode'), dataIndex: 'enCode', width: 110, ellipsis: true },
    {
      title: t('scheduleTask.executeType'),
      dataIndex: 'job',
      width: 110,
      render: (job: string, row) =>
        row.executeType === 'interface' ? (
          <Tag color="purple">{t('dataInterface.taskType')}</Tag>
        ) : (
          <Tag color="geekblue">{t(`scheduleTask.jobs.${job}.name`, { defaultValue: job })}</Tag>
        ),
    },
    {
      title: t('scheduleTask.cron'),
      dataIndex: 'cron',
      width: 100,
      render: (cron: string) => (
        <Typography.Text code className={styles.mono}>
          {cron}
        </Typography.Text>
      ),
    },
    {
      title: t('scheduleTask.nextRunTime'),
      dataIndex: 'nextRunTime',
      width: 160,
      render: (ms: number | null) => time(ms) ?? dash,
    },
    {
      title: t('scheduleTask.lastRunTime'),
      dataIndex: 'lastRunTime',
      width: 160,
      render: (ms: number | null) => time(ms) ?? dash,
    },
    { title: t('scheduleTask.runCount'), dataIndex: 'runCount', width: 80, align: 'center' },
    {
      title: t('scheduleTask.state'),
      dataIndex: 'enabledMark',
      width: 70,
      align: 'center',
      render: (mark: number, row) =>
        canEdit ? (
          <Tooltip title={mark === 1 ? t('scheduleTask.stopHint') : t('scheduleTask.enableHint')}>
            <Switch
              size="small"
              checked={mark === 1}
              loading={toggle.isPending && toggle.variables?.id === row.id}
              onChange={() => toggle.mutate(row)}
              aria-label={t('scheduleTask.state')}
            />
          </Tooltip>
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('scheduleTask.running') : t('scheduleTask.stopped')}
          </Tag>
        ),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 215,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            canEdit && { label: t('organize.edit'), onClick: () => setTarget(row.id) },
            canRun && {
              label: t('scheduleTask.runNow'),
              onClick: () => run.mutate(row),
              loading: run.isPending && run.variables?.id === row.id,
            },
            { label: t('scheduleTask.logs'), onClick: () => setLogOf(row) },
            canRemove && { label: t('common.delete'), onClick: () => confirmRemove(row), danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <KeywordListCard
      state={keywordList}
      query={list}
      rows={rows}
      columns={columns}
      placeholder={t('scheduleTask.keyword')}
      emptyText={t('scheduleTask.empty')}
      scrollX={1130}
      add={canAdd ? { label: t('scheduleTask.add'), onClick: () => setTarget('') } : undefined}
    >
      <ScheduleTaskForm
        target={target}
        onClose={() => {
          setTarget(null);
          void invalidate();
        }}
      />
      <TaskLogDrawer task={logOf} onClose={() => setLogOf(null)} />
    </KeywordListCard>
  );
}
