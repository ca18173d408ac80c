import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../components/resource/resource.types';
import { LogKind, type LogRow } from './log.api';

const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  DELETE: 'red',
  PATCH: 'purple',
};

/** A missing value shows as a plain dash, as these lists always have. */
const DASH = { empty: '—', emptyClassName: '' } as const;

function statusColour(status: number | null): string {
  if (status == null) return 'default';
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

/** A long text cut to the cell, whole on hover. */
function LongText({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return <>—</>;
  return (
    <Tooltip title={value} placement="topLeft">
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {value}
      </Typography.Text>
    </Tooltip>
  );
}

function LoginResult({ mark }: { mark: unknown }) {
  const { t } = useTranslation();
  return mark === 1 ? (
    <Tag color="success">{t('log.success')}</Tag>
  ) : (
    <Tag color="error">{t('log.failure')}</Tag>
  );
}

const MethodTag = ({ method }: { method: unknown }) =>
  typeof method === 'string' && method ? (
    <Tag color={METHOD_COLOURS[method.toUpperCase()] ?? 'default'}>{method}</Tag>
  ) : (
    <>—</>
  );

const time = (label: string): ResourceColumn<LogRow> => ({
  dataIndex: 'creatorTime',
  label,
  width: 180,
  kind: 'time',
  format: TIME_FORMAT,
});
const user = (label: string): ResourceColumn<LogRow> => ({
  dataIndex: 'userName',
  label,
  width: 120,
  ...DASH,
});
const ip: ResourceColumn<LogRow> = { dataIndex: 'ipAddress', label: 'log.ip', width: 140, ...DASH };
const long = (dataIndex: keyof LogRow, label: string, width?: number): ResourceColumn<LogRow> => ({
  dataIndex,
  label,
  width,
  ellipsis: { showTitle: false },
  kind: 'custom',
  render: (value) => <LongText value={value} />,
});
const method: ResourceColumn<LogRow> = {
  dataIndex: 'requestMethod',
  label: 'log.method',
  width: 100,
  align: 'center',
  kind: 'custom',
  render: (value) => <MethodTag method={value} />,
};
const duration: ResourceColumn<LogRow> = {
  dataIndex: 'requestDuration',
  label: 'log.duration',
  width: 110,
  align: 'right',
  kind: 'custom',
  render: (ms) => (typeof ms === 'number' ? ms.toLocaleString() : '—'),
};

/** Columns suited to each kind of log. */
export function logColumns(kind: LogKind): ResourceColumn<LogRow>[] {
  if (kind === LogKind.login)
    return [
      time('log.loginTime'),
      user('log.loginUser'),
      ip,
      { dataIndex: 'ipAddressName', label: 'log.place', width: 120, ...DASH },
      { dataIndex: 'browser', label: 'log.browser', width: 180, ...DASH },
      { dataIndex: 'platForm', label: 'log.os', width: 150, ...DASH },
      {
        dataIndex: 'loginMark',
        label: 'log.result',
        width: 100,
        align: 'center',
        kind: 'custom',
        render: (mark) => <LoginResult mark={mark} />,
      },
      long('abstracts', 'log.summary'),
    ];

  if (kind === LogKind.request)
    return [
      time('log.requestTime'),
      user('log.requestUser'),
      ip,
      method,
      long('requestUrl', 'log.url'),
      {
        dataIndex: 'requestStatus',
        label: 'log.status',
        width: 90,
        align: 'center',
        kind: 'custom',
        render: (status) => {
          const code = typeof status === 'number' ? status : null;
          return <Tag color={statusColour(code)}>{code ?? '—'}</Tag>;
        },
      },
      duration,
    ];

  if (kind === LogKind.operation)
    return [
      time('log.operationTime'),
      user('log.operationUser'),
      ip,
      { dataIndex: 'moduleName', label: 'log.module', width: 140, ...DASH },
      {
        dataIndex: 'abstracts',
        label: 'log.action',
        width: 100,
        align: 'center',
        kind: 'custom',
        render: (action) =>
          typeof action === 'string' && action ? <Tag color="processing">{action}</Tag> : '—',
      },
      method,
      long('requestUrl', 'log.url'),
      duration,
    ];

  return [
    time('log.exceptionTime'),
    user('log.user'),
    ip,
    long('requestUrl', 'log.url', 280),
    long('abstracts', 'log.message'),
  ];
}
