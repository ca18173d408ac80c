import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  KeyOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { UserRow } from '@app/common';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrganizePath } from '../../../components/organize/OrganizePath';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { USER_KEY } from './user.api';
import styles from './user.module.css';

/** 账户: the avatar (or the name's first character), the account, and 超级管理员 for an administrator. */
function Account({ row }: { row: UserRow }) {
  const { t } = useTranslation();
  return (
    <span className={styles.account}>
      <Avatar size="small" src={row.headIcon ?? undefined}>
        {row.realName.slice(0, 1)}
      </Avatar>
      <span className={styles.accountName} title={row.account}>
        {row.account}
      </span>
      {row.isAdministrator ? <Tag color="gold">{t('user.superAdmin')}</Tag> : null}
    </span>
  );
}

/** 性别: 男 or 女, nothing for anything else. */
function Gender({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{value === 1 ? t('user.male') : value === 2 ? t('user.female') : ''}</>;
}

/**
 * 用户管理 (client-facts §5.3): the users of the organisation chosen beside the list (and below it), with the
 * state filter; the form, the details, the password reset and 权限诊断 are the page's (`open`, `view`,
 * `resetPassword`, `explain`: null when the user may not open the explainer).
 */
export const userResource = (page: {
  open: (id: string | null) => void;
  view: (row: UserRow) => void;
  resetPassword: (row: UserRow) => void;
  explain: ((userId: string) => void) | null;
}): ResourceDescription<UserRow> => ({
  queryKey: USER_KEY,
  cachedList: 'users',
  api: { base: '/api/permission/Users' },
  keyword: { placeholder: 'user.keywordPlaceholder' },
  filters: [
    {
      name: 'enabledMark',
      kind: 'select',
      placeholder: 'user.state',
      width: 120,
      options: [
        { value: 1, label: 'user.enabled' },
        { value: 0, label: 'user.disabled' },
      ],
    },
  ],
  texts: {
    empty: 'common.noData',
    add: 'user.add',
    stateChanged: { on: 'user.enabledDone', off: 'user.disabledDone' },
  },
  // The columns' widths; a column hidden by column permission gives its width back.
  table: { scrollX: 1580, fixedLayout: true, spinOnRefetch: true },
  toolbar: [{ kind: 'add', onClick: () => page.open(null) }],
  columns: [
    {
      dataIndex: 'account',
      label: 'user.account',
      width: 170,
      ellipsis: true,
      kind: 'custom',
      render: (_, row) => <Account row={row} />,
    },
    { dataIndex: 'realName', label: 'user.realName', width: 110, ellipsis: true },
    {
      dataIndex: 'gender',
      label: 'user.gender',
      width: 70,
      kind: 'custom',
      render: (value) => <Gender value={value} />,
    },
    { dataIndex: 'mobilePhone', label: 'user.mobilePhone', width: 130 },
    {
      dataIndex: 'organizeName',
      label: 'user.organize',
      width: 170,
      ellipsis: { showTitle: false },
      kind: 'custom',
      render: (path) => <OrganizePath path={path} />,
    },
    { dataIndex: 'positionName', label: 'user.positions', width: 150, ellipsis: true },
    { dataIndex: 'roleName', label: 'user.roles', width: 150, ellipsis: true },
    { dataIndex: 'creatorTime', label: 'user.creatorTime', width: 150, kind: 'time' },
    {
      dataIndex: 'enabledMark',
      label: 'user.state',
      width: 90,
      kind: 'state',
      on: 'user.enabled',
      off: 'user.disabled',
      offColor: 'error',
    },
  ],
  rowActions: {
    label: 'user.actions',
    width: 390,
    items: [
      { kind: 'custom', label: 'user.view', icon: <EyeOutlined />, permission: null, onClick: page.view },
      { kind: 'edit', label: 'user.edit', icon: <EditOutlined />, onClick: (row) => page.open(row.id) },
      {
        kind: 'custom',
        label: 'user.resetPassword',
        icon: <KeyOutlined />,
        permission: 'btn_resetPassword',
        onClick: page.resetPassword,
      },
      {
        kind: 'custom',
        label: 'explain.rowAction',
        icon: <SafetyCertificateOutlined />,
        permission: null,
        visible: () => page.explain !== null,
        onClick: (row) => page.explain?.(row.id),
      },
      { kind: 'remove', icon: <DeleteOutlined /> },
    ],
  },
});
