import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DelegationRow } from '@app/common';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { AdminUser, ManagedOrganizes, OwnOrganize } from './GradeManageCells';

/**
 * 分级管理: users who administer only some organisations, and which ones; a row is a user (`userId`).
 * 新建 and 编辑 open the page's own dialog (a user, then switches per organisation), not a form of fields.
 */
export const gradeManageResource = (page: {
  addButton: ReactNode;
  edit: (row: DelegationRow) => void;
}): ResourceDescription<DelegationRow> => ({
  queryKey: ['permission', 'gradeManage'],
  rowKey: 'userId',
  api: {
    base: '/api/permission/OrganizeAdministrator',
    remove: '/api/permission/OrganizeAdministrator/{userId}',
  },
  keyword: { placeholder: 'gradeManage.keyword' },
  texts: { empty: 'gradeManage.empty' },
  table: { scrollX: 960, fixedLayout: true, searchIcons: true },
  toolbar: [{ kind: 'custom', permission: 'btn_add', node: page.addButton }],
  columns: [
    {
      dataIndex: 'realName',
      label: 'gradeManage.user',
      width: 200,
      kind: 'custom',
      render: (_, row) => <AdminUser name={row.realName} account={row.account} />,
    },
    {
      dataIndex: 'organizeName',
      label: 'gradeManage.organize',
      width: 180,
      ellipsis: { showTitle: false },
      kind: 'custom',
      render: (path) => <OwnOrganize path={path} />,
    },
    {
      dataIndex: 'organizes',
      label: 'gradeManage.manages',
      kind: 'custom',
      render: (_, row) => <ManagedOrganizes paths={row.organizes} />,
    },
    {
      dataIndex: 'lastModifyTime',
      label: 'gradeManage.modifyTime',
      width: 160,
      kind: 'time',
      format: 'yyyy-MM-dd HH:mm',
    },
  ],
  rowActions: {
    width: 160,
    compact: true,
    items: [
      { kind: 'edit', icon: <EditOutlined />, onClick: page.edit },
      { kind: 'remove', icon: <DeleteOutlined /> },
    ],
  },
});

/** 新建 in the toolbar (the runtime shows it to holders of btn_add). */
export const AddButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
    {label}
  </Button>
);
