import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  descriptionField,
  nameCodeFields,
  sortStateFields,
} from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceRow } from '../../../components/resource/resource.types';
import { CronField, ExecuteTypeField, JobField, JobParamsFields } from './ScheduleTaskFields';
import { setTaskEnabled, type TaskFields, type TaskRow } from './schedule-task.api';
import styles from './schedule-task.module.css';

/** 执行内容 in the list: the built-in job's name, or that the task calls a data interface. */
function JobTag({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  return row.executeType === 'interface' ? (
    <Tag color="purple">{t('dataInterface.taskType')}</Tag>
  ) : (
    <Tag color="geekblue">{t(`scheduleTask.jobs.${row.job}.name`, { defaultValue: row.job })}</Tag>
  );
}

/** The stored task as the form's values: a data interface's parameters are texts of their own field. */
function load(record: ResourceRow): Record<string, unknown> {
  const d = record as unknown as TaskRow;
  const calls = d.executeType === 'interface';
  return {
    fullName: d.fullName,
    enCode: d.enCode,
    executeType: calls ? 'interface' : 'builtin',
    job: d.job,
    cron: d.cron,
    params: calls ? {} : d.params,
    interfaceParams: calls
      ? Object.fromEntries(Object.entries(d.params).map(([k, v]) => [k, String(v)]))
      : {},
    sortCode: d.sortCode,
    enabledMark: d.enabledMark,
    description: d.description ?? undefined,
  };
}

/** The body: the parameters of what runs, the numbers given or the texts filled in. */
function save(values: Record<string, unknown>, body: ResourceRow): ResourceRow {
  const params: Record<string, string | number> = {};
  const executeType = values.executeType === 'interface' ? 'interface' : 'builtin';
  if (executeType === 'interface') {
    for (const [name, value] of Object.entries(
      (values.interfaceParams ?? {}) as Record<string, string | null>,
    ))
      if (value?.trim()) params[name] = value;
  } else
    for (const [name, value] of Object.entries((values.params ?? {}) as Record<string, number | null>))
      if (typeof value === 'number') params[name] = value;
  const fields: TaskFields = {
    fullName: String(body.fullName),
    enCode: String(body.enCode),
    executeType,
    cron: String(body.cron),
    job: String(values.job),
    params,
    sortCode: Number(body.sortCode),
    enabledMark: Number(body.enabledMark),
    description: (body.description as string | null) ?? null,
  };
  return { ...fields };
}

/**
 * 定时任务 (client-facts §5.4, /api/scheduletask): built-in jobs and data interfaces on a cron; enable/stop,
 * run now and the log of every run are the page's (`runNow`, `isRunning`, `openLog`).
 */
export const scheduleTaskResource = (page: {
  runNow: (row: TaskRow) => void;
  isRunning: (row: TaskRow) => boolean;
  openLog: (row: TaskRow) => void;
}): ResourceDescription<TaskRow> => ({
  queryKey: ['system', 'scheduleTask'],
  api: {
    base: '/api/scheduletask',
    info: '/api/scheduletask/Info/{id}',
    state: (row) => setTaskEnabled(row.id, row.enabledMark !== 1),
  },
  keyword: { placeholder: 'scheduleTask.keyword' },
  texts: {
    empty: 'scheduleTask.empty',
    add: 'scheduleTask.add',
    stateChanged: { on: 'scheduleTask.enabledDone', off: 'scheduleTask.stoppedDone' },
  },
  table: { scrollX: 1130 },
  toolbar: [{ kind: 'add' }],
  columns: [
    { dataIndex: 'fullName', label: 'scheduleTask.fullName', ellipsis: true },
    { dataIndex: 'enCode', label: 'scheduleTask.enCode', width: 110, ellipsis: true },
    {
      dataIndex: 'job',
      label: 'scheduleTask.executeType',
      width: 110,
      kind: 'custom',
      render: (_, row) => <JobTag row={row} />,
    },
    { dataIndex: 'cron', label: 'scheduleTask.cron', width: 100, kind: 'code', className: styles.mono },
    {
      dataIndex: 'nextRunTime',
      label: 'scheduleTask.nextRunTime',
      width: 160,
      kind: 'time',
      format: 'yyyy-MM-dd HH:mm:ss',
      empty: '—',
    },
    {
      dataIndex: 'lastRunTime',
      label: 'scheduleTask.lastRunTime',
      width: 160,
      kind: 'time',
      format: 'yyyy-MM-dd HH:mm:ss',
      empty: '—',
    },
    { dataIndex: 'runCount', label: 'scheduleTask.runCount', width: 80, align: 'center' },
    {
      dataIndex: 'enabledMark',
      label: 'scheduleTask.state',
      width: 70,
      align: 'center',
      kind: 'state',
      on: 'scheduleTask.running',
      off: 'scheduleTask.stopped',
      hint: { on: 'scheduleTask.stopHint', off: 'scheduleTask.enableHint' },
    },
  ],
  rowActions: {
    width: 215,
    items: [
      { kind: 'edit' },
      {
        kind: 'custom',
        label: 'scheduleTask.runNow',
        permission: 'btn_run',
        loading: page.isRunning,
        onClick: page.runNow,
      },
      { kind: 'custom', label: 'scheduleTask.logs', permission: null, onClick: page.openLog },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'scheduleTask.add', edit: 'scheduleTask.editTitle' },
    saved: 'scheduleTask.saved',
    width: 680,
    load,
    save,
    fields: [
      ...nameCodeFields('scheduleTask.fullName', 'scheduleTask.enCode'),
      {
        name: 'executeType',
        kind: 'custom',
        span: 12,
        defaultValue: 'builtin',
        render: ({ form }) => <ExecuteTypeField form={form} />,
      },
      {
        name: 'job',
        kind: 'custom',
        span: 12,
        defaultValue: 'pruneLogs',
        render: ({ form }) => <JobField form={form} />,
      },
      {
        name: 'params',
        kind: 'custom',
        defaultValue: {},
        render: ({ form }) => <JobParamsFields form={form} />,
      },
      {
        name: 'cron',
        kind: 'custom',
        defaultValue: '0 2 * * *',
        render: ({ form }) => <CronField form={form} />,
      },
      ...sortStateFields('organize', 12),
      descriptionField(),
    ],
  },
});
