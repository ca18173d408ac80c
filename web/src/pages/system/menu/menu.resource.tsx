import type { MenuAdminNode, MenuCategory, ModuleItemKind } from '@app/common';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateColumn } from '../../../components/resource/common-fields';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { MenuIcon } from '../../../shell/MenuIcon';
import type { DataAuthorizeKind } from './DataAuthorizeDrawer';
import type { MenuTarget } from './MenuForm';
import { ROOT } from './menu.api';
import styles from './menu.module.css';

const TYPE_COLORS = ['default', 'blue', 'geekblue', 'cyan', 'purple', 'magenta', 'orange', 'green'];

/** What the page opens from a row or the toolbar. */
export interface MenuScreen {
  category: MenuCategory;
  open: (target: MenuTarget) => void;
  items: (kind: ModuleItemKind, menu: MenuAdminNode) => void;
  data: (kind: DataAuthorizeKind, menu: MenuAdminNode) => void;
}

/** 更多: a page's buttons, list columns and form fields, and for lists their data permission. */
function More({ node, screen }: { node: MenuAdminNode; screen: MenuScreen }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'button', label: t('menu.buttonAuthorize'), disabled: node.isButtonAuthorize !== 1 },
          { key: 'column', label: t('menu.columnAuthorize'), disabled: node.isColumnAuthorize !== 1 },
          { key: 'form', label: t('menu.formAuthorize'), disabled: node.isFormAuthorize !== 1 },
          // Data permission is for lists: pages and generated functions.
          ...(node.type === 2 || node.type === 3
            ? [
                { type: 'divider' as const },
                { key: 'dataField', label: t('dataAuthorize.fields') },
                { key: 'dataScheme', label: t('dataAuthorize.schemes') },
              ]
            : []),
        ],
        onClick: ({ key }) =>
          key === 'dataField' || key === 'dataScheme'
            ? screen.data(key, node)
            : screen.items(key as ModuleItemKind, node),
      }}
    >
      <Button type="link" size="small">
        {t('menu.more')}
      </Button>
    </Dropdown>
  );
}

/**
 * 菜单管理 (api-calls v3.2 system/menu.js): the Web or App menus as a tree answered whole; the form and the
 * drawers of a menu's items are the page's (`screen`).
 */
export const menuResource = (screen: MenuScreen): ResourceDescription<MenuAdminNode> => ({
  queryKey: ['system', 'menu', 'tree'],
  api: {
    base: '/api/system/Menu',
    exportRow: { path: '/api/system/Menu/{id}/Action/Export', fileName: '{fullName}.json' },
  },
  keyword: { placeholder: 'menu.keyword' },
  texts: { empty: 'menu.empty', noMatch: 'menu.noMatch', add: 'menu.add', stateChanged: 'menu.stateChanged' },
  table: { scrollX: 1100 },
  toolbar: [{ kind: 'add', onClick: () => screen.open({ category: screen.category, parentId: ROOT }) }],
  columns: [
    {
      dataIndex: 'fullName',
      label: 'menu.fullName',
      width: 240,
      kind: 'custom',
      render: (name, node) => (
        <span className={styles.name}>
          <MenuIcon name={node.icon} className={styles.icon} />
          {String(name)}
        </span>
      ),
    },
    { dataIndex: 'enCode', label: 'menu.enCode', width: 200 },
    {
      dataIndex: 'type',
      label: 'menu.type',
      width: 90,
      align: 'center',
      kind: 'tag',
      options: TYPE_COLORS.map((color, index) => ({
        value: index + 1,
        label: `menu.types.t${index + 1}`,
        color,
      })),
    },
    // a plain dash, as this list has always shown it
    { dataIndex: 'urlAddress', label: 'menu.urlAddress', ellipsis: true, empty: '—', emptyClassName: '' },
    { dataIndex: 'sortCode', label: 'menu.sortCode', width: 70, align: 'center' },
    stateColumn('menu.state', 80, 'menu'),
  ],
  rowActions: {
    label: 'menu.actions',
    width: 300,
    items: [
      {
        kind: 'custom',
        label: 'menu.addChild',
        permission: 'btn_add',
        visible: (node) => node.type === 1,
        onClick: (node) => screen.open({ category: screen.category, parentId: node.id }),
      },
      {
        kind: 'edit',
        label: 'menu.edit',
        onClick: (node) => screen.open({ category: screen.category, id: node.id }),
      },
      { kind: 'remove' },
      { kind: 'export', label: 'menuTransfer.export' },
      {
        kind: 'custom',
        label: 'menu.more',
        permission: null,
        visible: (node) => node.type !== 1,
        render: (node) => <More node={node} screen={screen} />,
      },
    ],
  },
});
