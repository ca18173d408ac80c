import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import type { ResourceDescription } from '../../components/resource/resource.types';
import { logColumns } from '../system/log/columns';
import { LogKind, type LogRow } from '../system/log/log.api';
import { LOG_ORDER, logListBase } from '../system/log/log.resource';
import { fetchOwnLogs, OwnLogKind, profileKeys } from './profile.api';

// Narrower than on the system log screen, so every column fits beside the profile card.
const WIDTHS: Record<string, number> = {
  creatorTime: 160,
  ipAddress: 120,
  ipAddressName: 100,
  browser: 140,
  platForm: 110,
  loginMark: 84,
  requestMethod: 84,
  requestStatus: 76,
  requestDuration: 96,
};

/** My logs of one kind: the system log screen's list and columns, less the user (every row here is mine). */
const ownLogResource = (kind: OwnLogKind): ResourceDescription<LogRow> => ({
  ...logListBase,
  queryKey: profileKeys.log(kind),
  api: { list: (params, signal) => fetchOwnLogs(kind, params, signal) },
  columns: logColumns(kind === OwnLogKind.login ? LogKind.login : LogKind.request)
    .filter((column) => column.dataIndex !== 'userName')
    .map((column) => ({ ...column, width: WIDTHS[String(column.dataIndex)] ?? column.width })),
  // New rows arrive all the time: coming back to the tab shows them.
  table: { ...logListBase.table, scrollX: 800, alwaysFresh: true },
});

/** One of my logs: keyword and day filters, a paged table (20/50/100/500). */
function OwnLogPanel({ kind }: { kind: OwnLogKind }) {
  const resource = useMemo(() => ownLogResource(kind), [kind]);
  return <ResourceListPage bare resource={resource} params={LOG_ORDER} />;
}

/** 系统日志: my sign-ins and my requests. */
export function SystemLogTab() {
  const { t } = useTranslation();
  return (
    <Tabs
      type="card"
      size="small"
      items={[
        { key: 'login', label: t('profile.log.login'), children: <OwnLogPanel kind={OwnLogKind.login} /> },
        {
          key: 'request',
          label: t('profile.log.request'),
          children: <OwnLogPanel kind={OwnLogKind.request} />,
        },
      ]}
    />
  );
}
