import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { logColumns } from '../system/log/columns';
import { LogList, useLogList } from '../system/log/LogList';
import { LogKind } from '../system/log/log.api';
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

/** One of my logs: keyword and day filters, a paged table (20/50/100/500). */
function OwnLogPanel({ kind }: { kind: OwnLogKind }) {
  const { t } = useTranslation();
  const list = useLogList({
    queryKey: (params) => profileKeys.log(kind, params),
    fetch: (params, signal) => fetchOwnLogs(kind, params, signal),
    // New rows arrive all the time: coming back to the tab shows them.
    staleTime: 0,
  });
  // The system log screen's columns, less the user: every row here is mine.
  const columns = useMemo(
    () =>
      logColumns(kind === OwnLogKind.login ? LogKind.login : LogKind.request, t)
        .filter((column) => column.key !== 'userName')
        .map((column) => ({ ...column, width: WIDTHS[String(column.key)] ?? column.width })),
    [kind, t],
  );

  return <LogList list={list} columns={columns} scrollX={800} />;
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
