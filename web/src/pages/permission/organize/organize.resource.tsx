import { ApartmentOutlined, BankOutlined, DownOutlined } from '@ant-design/icons';
import type { OrganizeNode } from '@app/common';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateColumn } from '../../../components/resource/common-fields';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { type OrganizeTarget, ROOT } from './OrganizeForm';
import { deleteOrganize, ORGANIZE_ADMIN_KEY, toggleOrganize } from './organize.api';
import styles from './organize.module.css';

/** 添加下级: a company under a company, a department under either. */
function AddChild({ node, open }: { node: OrganizeNode; open: (target: OrganizeTarget) => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...(node.category === 'company' ? [{ key: 'company', label: t('organize.addCompany') }] : []),
          { key: 'department', label: t('organize.addDepartment') },
        ],
        onClick: ({ key }) => open({ category: key as OrganizeTarget['category'], parentId: node.id }),
      }}
    >
      <Button type="link" size="small">
        {t('organize.addChild')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/**
 * 组织管理 (client-facts §5.3): companies and departments as one tree, answered whole; a company and a
 * department live under different paths, so the row's category picks the call, and the form is the page's
 * (`open`), which knows what it adds or edits.
 */
export const organizeResource = (page: {
  open: (target: OrganizeTarget) => void;
}): ResourceDescription<OrganizeNode> => ({
  queryKey: ORGANIZE_ADMIN_KEY,
  cachedList: 'organizations',
  api: {
    list: '/api/permission/Organize',
    remove: (row) => deleteOrganize(row.category, row.id),
    state: (row) => toggleOrganize(row.category, row.id),
  },
  keyword: { placeholder: 'organize.keyword' },
  texts: {
    empty: 'organize.empty',
    noMatch: 'organize.noMatch',
    add: 'organize.addCompany',
    stateChanged: 'organize.stateChanged',
  },
  table: { scrollX: 1060 },
  toolbar: [{ kind: 'add', onClick: () => page.open({ category: 'company', parentId: ROOT }) }],
  columns: [
    {
      dataIndex: 'fullName',
      label: 'organize.fullName',
      width: 300,
      kind: 'custom',
      render: (name, node) => (
        <span className={styles.name}>
          {node.category === 'company' ? (
            <BankOutlined className={styles.companyIcon} />
          ) : (
            <ApartmentOutlined className={styles.departmentIcon} />
          )}
          {String(name)}
        </span>
      ),
    },
    { dataIndex: 'enCode', label: 'organize.enCode', width: 160 },
    {
      dataIndex: 'category',
      label: 'organize.category',
      width: 90,
      align: 'center',
      kind: 'tag',
      options: [
        { value: 'company', label: 'organize.company', color: 'blue' },
        { value: 'department', label: 'organize.department', color: 'cyan' },
      ],
    },
    // a plain dash, as this list has always shown it
    { dataIndex: 'managerName', label: 'organize.manager', width: 110, empty: '—', emptyClassName: '' },
    {
      key: 'members',
      label: 'organize.members',
      width: 100,
      align: 'center',
      kind: 'custom',
      render: (_, node) => `${node.positionCount} / ${node.userCount}`,
    },
    { dataIndex: 'sortCode', label: 'organize.sortCode', width: 70, align: 'center' },
    stateColumn('organize.state', 90),
  ],
  rowActions: {
    label: 'organize.actions',
    width: 190,
    items: [
      {
        kind: 'custom',
        label: 'organize.addChild',
        permission: 'btn_add',
        render: (node) => <AddChild node={node} open={page.open} />,
      },
      {
        kind: 'edit',
        label: 'organize.edit',
        onClick: (node) => page.open({ category: node.category, id: node.id }),
      },
      { kind: 'remove' },
    ],
  },
});
