import { DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { ROLE_TYPE_CODES, ROLE_TYPES, type RoleRow } from '@app/common';
import { sortStateFields, stateColumn } from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceOption } from '../../../components/resource/resource.types';
import styles from './role.module.css';

/** The role kinds from the one list in common/, named in each language; system roles in their own colour. */
const ROLE_TYPE_OPTIONS: ResourceOption[] = ROLE_TYPE_CODES.map((code) => ({
  value: code,
  label: ROLE_TYPES[code],
  color: code === 'system' ? 'geekblue' : 'cyan',
}));

/** 角色管理 (client-facts §5.3 Role): the list, its form and its actions; 角色成员 opens the page's dialog. */
export const roleResource = (openMembers: (row: RoleRow) => void): ResourceDescription<RoleRow> => ({
  queryKey: ['permission', 'role'],
  cachedList: 'roles',
  api: { base: '/api/permission/Role' },
  keyword: { placeholder: 'common.keyword' },
  texts: { empty: 'common.noData', add: 'role.add', stateChanged: 'role.stateChanged' },
  table: { scrollX: 1080, fixedLayout: true, spinOnRefetch: true, searchIcons: true },
  toolbar: [{ kind: 'add' }],
  columns: [
    { dataIndex: 'fullName', label: 'role.fullName', width: 150, ellipsis: true },
    { dataIndex: 'enCode', label: 'role.enCode', width: 130, ellipsis: true, className: styles.code },
    {
      dataIndex: 'type',
      label: 'role.type',
      width: 100,
      kind: 'tag',
      options: ROLE_TYPE_OPTIONS,
      empty: '—',
      emptyClassName: styles.muted,
    },
    { dataIndex: 'userCount', label: 'role.userCount', width: 80, align: 'right' },
    {
      dataIndex: 'description',
      label: 'role.description',
      ellipsis: true,
      empty: '—',
      emptyClassName: styles.muted,
    },
    { dataIndex: 'sortCode', label: 'role.sortCode', width: 70, align: 'right' },
    // Left-aligned in this list.
    { ...stateColumn<RoleRow>('role.state', 80, 'role'), align: undefined },
    {
      dataIndex: 'creatorTime',
      label: 'role.creatorTime',
      width: 150,
      kind: 'time',
      format: 'yyyy-MM-dd HH:mm',
    },
  ],
  rowActions: {
    width: 230,
    compact: true,
    items: [
      { kind: 'edit', icon: <EditOutlined /> },
      {
        kind: 'custom',
        label: 'role.members',
        permission: 'btn_member',
        icon: <TeamOutlined />,
        onClick: openMembers,
      },
      { kind: 'remove', icon: <DeleteOutlined /> },
    ],
  },
  form: {
    title: { create: 'role.addTitle', edit: 'role.editTitle' },
    saved: { create: 'role.created', edit: 'role.updated' },
    width: 600,
    layout: 'horizontal',
    labelWidth: 90,
    maskClosable: false,
    loading: 'spin',
    fields: [
      {
        name: 'fullName',
        kind: 'input',
        label: 'role.fullName',
        required: 'role.fullNameRequired',
        pattern: 'fullName',
        maxLength: 50,
        placeholder: 'role.fullNameRequired',
      },
      {
        name: 'enCode',
        kind: 'input',
        label: 'role.enCode',
        required: 'role.enCodeRequired',
        pattern: 'enCode',
        maxLength: 50,
        placeholder: 'role.enCodeRequired',
      },
      {
        name: 'type',
        kind: 'select',
        label: 'role.type',
        allowClear: true,
        placeholder: 'role.typePlaceholder',
        options: ROLE_TYPE_OPTIONS,
      },
      ...sortStateFields('role'),
      {
        name: 'description',
        kind: 'textarea',
        label: 'role.description',
        rows: 3,
        maxLength: 500,
        showCount: true,
        placeholder: 'role.descriptionPlaceholder',
      },
    ],
  },
});
