import { TeamOutlined } from '@ant-design/icons';
import { type OrganizeTreeNode, POSITION_TYPES, type PositionRow } from '@app/common';
import { OrganizePath } from '../../../components/organize/OrganizePath';
import { organizeOptions } from '../../../components/organize/organize-tree';
import {
  descriptionField,
  nameCodeFields,
  sortStateFields,
  stateColumn,
} from '../../../components/resource/common-fields';
import type { ResourceDescription, ResourceOption } from '../../../components/resource/resource.types';

const POSITION_TYPE_OPTIONS: ResourceOption[] = POSITION_TYPES.map((type) => ({
  value: type.code,
  label: type.name,
}));

/**
 * 岗位管理 (client-facts §5.3): the positions of the organisation chosen beside the list (and below it);
 * 岗位成员 opens the page's member dialog, the form places a position in any organisation.
 */
export const positionResource = (
  organizations: OrganizeTreeNode[],
  openMembers: (row: PositionRow) => void,
): ResourceDescription<PositionRow> => ({
  queryKey: ['permission', 'position'],
  cachedList: 'positions',
  api: { base: '/api/permission/Position' },
  keyword: { placeholder: 'position.keyword' },
  texts: { empty: 'position.empty', add: 'position.add', stateChanged: 'organize.stateChanged' },
  table: { scrollX: 800 },
  toolbar: [{ kind: 'add' }],
  columns: [
    { dataIndex: 'fullName', label: 'position.fullName', width: 130, ellipsis: true },
    { dataIndex: 'enCode', label: 'position.enCode', width: 110, ellipsis: true },
    {
      dataIndex: 'type',
      label: 'position.type',
      width: 90,
      kind: 'tag',
      options: POSITION_TYPE_OPTIONS,
      // a plain dash, as this list has always shown it
      empty: '—',
      emptyClassName: '',
    },
    {
      dataIndex: 'organizeName',
      label: 'position.organize',
      ellipsis: { showTitle: false },
      kind: 'custom',
      render: (path) => <OrganizePath path={path} empty="—" />,
    },
    { dataIndex: 'userCount', label: 'position.userCount', width: 60, align: 'center' },
    { dataIndex: 'sortCode', label: 'organize.sortCode', width: 60, align: 'center' },
    stateColumn('organize.state', 80),
  ],
  rowActions: {
    width: 190,
    items: [
      {
        kind: 'custom',
        label: 'position.members',
        permission: 'btn_member',
        icon: <TeamOutlined />,
        onClick: openMembers,
      },
      { kind: 'edit' },
      { kind: 'remove' },
    ],
  },
  form: {
    title: { create: 'position.add', edit: 'position.editTitle' },
    saved: 'organize.saveSuccess',
    width: 640,
    fields: [
      {
        name: 'organizeId',
        kind: 'treeSelect',
        label: 'position.organize',
        required: 'position.organizeRequired',
        placeholder: 'position.organizeRequired',
        treeData: organizeOptions(organizations),
      },
      ...nameCodeFields('position.fullName', 'position.enCode'),
      {
        name: 'type',
        kind: 'select',
        label: 'position.type',
        span: 12,
        allowClear: true,
        placeholder: 'position.typePlaceholder',
        options: POSITION_TYPE_OPTIONS,
      },
      ...sortStateFields('organize', 6),
      descriptionField(),
    ],
  },
});
