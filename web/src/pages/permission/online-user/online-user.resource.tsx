import { DisconnectOutlined } from '@ant-design/icons';
import type { OnlineUserRow } from '@app/common';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { forceOffline, ONLINE_USER_KEY } from './online-user.api';
import styles from './online-user.module.css';

const TIME = 'yyyy-MM-dd HH:mm:ss';
const FORCE = 'btn_forced';

/** Who holds the session: name, /account greyed, and a tag on the caller's own. */
function SessionUser({ row }: { row: OnlineUserRow }) {
  const { t } = useTranslation();
  return (
    <span>
      {row.userName}
      <span className={styles.muted}>/{row.account}</span>
      {row.isCurrent && (
        <Tag color="blue" style={{ marginInlineStart: 8 }}>
          {t('onlineUser.current')}
        </Tag>
      )}
    </span>
  );
}

/**
 * 在线用户: live sessions, asked again whenever shown. With btn_forced, one session (its row's 强制下线) or the
 * ticked ones (批量下线) are forced offline after a question; the caller's own session cannot be.
 */
export const onlineUserResource: ResourceDescription<OnlineUserRow> = {
  queryKey: ONLINE_USER_KEY,
  api: { list: '/api/system/OnlineUser', remove: '/api/system/OnlineUser/{id}' },
  keyword: { placeholder: 'onlineUser.keyword' },
  texts: { empty: 'onlineUser.empty', removed: 'onlineUser.forced' },
  table: { scrollX: 1100, fixedLayout: true, spinOnRefetch: true, searchIcons: true, alwaysFresh: true },
  toolbar: [
    {
      kind: 'batch',
      label: 'onlineUser.forceSelected',
      permission: FORCE,
      icon: <DisconnectOutlined />,
      danger: true,
      confirm: 'onlineUser.confirmMany',
      done: 'onlineUser.forced',
      run: forceOffline,
      removes: true,
    },
  ],
  selection: { lockedBy: 'isCurrent' },
  columns: [
    {
      key: 'userName',
      label: 'onlineUser.user',
      width: 200,
      ellipsis: true,
      kind: 'custom',
      render: (_, row) => <SessionUser row={row} />,
    },
    { dataIndex: 'ipAddress', label: 'onlineUser.ip', width: 150 },
    {
      dataIndex: 'ipAddressName',
      label: 'onlineUser.place',
      width: 140,
      empty: '—',
      emptyClassName: styles.muted,
    },
    { dataIndex: 'device', label: 'onlineUser.device', ellipsis: true },
    { dataIndex: 'loginTime', label: 'onlineUser.loginTime', width: 180, kind: 'time', format: TIME },
    { dataIndex: 'lastActiveTime', label: 'onlineUser.lastActive', width: 180, kind: 'time', format: TIME },
  ],
  rowActions: {
    label: 'onlineUser.actions',
    width: 120,
    onlyWhenHeld: true,
    items: [
      {
        kind: 'remove',
        label: 'onlineUser.force',
        permission: FORCE,
        icon: <DisconnectOutlined />,
        confirm: (row) => ({ key: 'onlineUser.confirmOne', values: { name: row.userName } }),
        disabled: (row) => row.isCurrent,
        disabledHint: 'onlineUser.selfHint',
      },
    ],
  },
};
