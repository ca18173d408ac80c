import { formatDate } from '@app/common';
import type { TableColumnsType } from 'antd';
import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LogKind, type LogRow } from './log.api';

const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  DELETE: 'red',
  PATCH: 'purple',
};

const text = (value: string | null | undefined) => value || '—';

function statusColour(status: number | null): string {
  if (status == null) return 'default';
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

function ellipsis(value: string | null) {
  if (!value) return '—';
  return (
    <Tooltip title={value} placement="topLeft">
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {value}
      </Typography.Text>
    </Tooltip>
  );
}

/** Columns suited to each kind of log. */
export function logColumns(kind: LogKind, t: TFunction): TableColumnsType<LogRow> {
  const time = (title: string) => ({
    key: 'creatorTime',
    dataIndex: 'creatorTime',
    title,
    width: 180,
    render: (v: number) => formatDate(v, TIME_FORMAT),
  });
  const user = (title: string) => ({
    key: 'userName',
    dataIndex: 'userName',
    title,
    width: 120,
    render: text,
  });
  const ip = { key: 'ipAddress', dataIndex: 'ipAddress', title: t('log.ip'), width: 140, render: text };

  if (kind === LogKind.login)
    return [
      time(t('log.loginTime')),
      user(t('log.loginUser')),
      ip,
      { key: 'ipAddressName', dataIndex: 'ipAddressName', title: t('log.place'), width: 120, render: text },
      { key: 'browser', dataIndex: 'browser', title: t('log.browser'), width: 180, render: text },
      { key: 'platForm', dataIndex: 'platForm', title: t('log.os'), width: 150, render: text },
      {
        key: 'loginMark',
        dataIndex: 'loginMark',
        title: t('log.result'),
        width: 100,
        align: 'center',
        render: (mark: number | null) =>
          mark === 1 ? (
            <Tag color="success">{t('log.success')}</Tag>
          ) : (
            <Tag color="error">{t('log.failure')}</Tag>
          ),
      },
      {
        key: 'abstracts',
        dataIndex: 'abstracts',
        title: t('log.summary'),
        ellipsis: { showTitle: false },
        render: ellipsis,
      },
    ];

  if (kind === LogKind.request)
    return [
      time(t('log.requestTime')),
      user(t('log.requestUser')),
      ip,
      {
        key: 'requestMethod',
        dataIndex: 'requestMethod',
        title: t('log.method'),
        width: 100,
        align: 'center',
        render: (method: string | null) =>
          method ? <Tag color={METHOD_COLOURS[method.toUpperCase()] ?? 'default'}>{method}</Tag> : '—',
      },
      {
        key: 'requestUrl',
        dataIndex: 'requestUrl',
        title: t('log.url'),
        ellipsis: { showTitle: false },
        render: ellipsis,
      },
      {
        key: 'requestStatus',
        dataIndex: 'requestStatus',
        title: t('log.status'),
        width: 90,
        align: 'center',
        render: (status: number | null) => <Tag color={statusColour(status)}>{status ?? '—'}</Tag>,
      },
      {
        key: 'requestDuration',
        dataIndex: 'requestDuration',
        title: t('log.duration'),
        width: 110,
        align: 'right',
        render: (ms: number | null) => (ms == null ? '—' : ms.toLocaleString()),
      },
    ];

  if (kind === LogKind.operation)
    return [
      time(t('log.operationTime')),
      user(t('log.operationUser')),
      ip,
      { key: 'moduleName', dataIndex: 'moduleName', title: t('log.module'), width: 140, render: text },
      {
        key: 'abstracts',
        dataIndex: 'abstracts',
        title: t('log.action'),
        width: 100,
        align: 'center',
        render: (action: string | null) => (action ? <Tag color="processing">{action}</Tag> : '—'),
      },
      {
        key: 'requestMethod',
        dataIndex: 'requestMethod',
        title: t('log.method'),
        width: 100,
        align: 'center',
        render: (method: string | null) =>
          method ? <Tag color={METHOD_COLOURS[method.toUpperCase()] ?? 'default'}>{method}</Tag> : '—',
      },
      {
        key: 'requestUrl',
        dataIndex: 'requestUrl',
        title: t('log.url'),
        ellipsis: { showTitle: false },
        render: ellipsis,
      },
      {
        key: 'requestDuration',
        dataIndex: 'requestDuration',
        title: t('log.duration'),
        width: 110,
        align: 'right',
        render: (ms: number | null) => (ms == null ? '—' : ms.toLocaleString()),
      },
    ];

  return [
    time(t('log.exceptionTime')),
    user(t('log.user')),
    ip,
    {
      key: 'requestUrl',
      dataIndex: 'requestUrl',
      title: t('log.url'),
      width: 280,
      ellipsis: { showTitle: false },
      render: ellipsis,
    },
    {
      key: 'abstracts',
      dataIndex: 'abstracts',
      title: t('log.message'),
      ellipsis: { showTitle: false },
      render: ellipsis,
    },
  ];
}
