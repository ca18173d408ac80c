import { ImportOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import type { MenuAdminNode, MenuCategory, ModuleItemKind } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dropdown, Space, Switch, type TableColumnsType, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import admin from '../../../components/admin/admin.module.css';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { allIds, TreeTable } from '../../../components/admin/TreeTable';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import { MenuIcon } from '../../../shell/MenuIcon';
import { DataAuthorizeDrawer, type DataAuthorizeKind } from './DataAuthorizeDrawer';
import { MenuForm, type MenuTarget } from './MenuForm';
import { MenuImportDialog } from './MenuImportDialog';
import { ModuleItemDrawer } from './ModuleItemDrawer';
import { deleteMenu, exportMenu, fetchMenuTree, toggleMenu } from './menu.api';
import styles from './menu.module.css';

const TYPE_COLORS: Record<number, string> = {
  1: 'default',
  2: 'blue',
  3: 'geekblue',
  4: 'cyan',
  5: 'purple',
  6: 'magenta',
  7: 'orange',
  8: 'green',
};

/** 菜单管理: Web and App menus as tree tables, with each menu's buttons, list columns and form fields. */
export default function MenuPage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const [category, setCategory] = useState<MenuCategory>('Web');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [target, setTarget] = useState<MenuTarget | null>(null);
  const [items, setItems] = useState<{ kind: ModuleItemKind; menu: MenuAdminNode } | null>(null);
  const [importing, setImporting] = useState(false);
  const [data, setData] = useState<{ kind: DataAuthorizeKind; menu: MenuAdminNode } | null>(null);

  const query = useQuery({
    queryKey: ['system', 'menu', 'tree', category, keyword],
    queryFn: ({ signal }) => fetchMenuTree(category, keyword, signal),
  });
  const tree = query.data?.list ?? [];
  useEffect(() => {
    if (!query.data) return;
    setExpanded((current) =>
      keyword ? allIds(query.data.list) : (current ?? query.data.list.map((n) => n.id)),
    );
  }, [query.data, keyword]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['system', 'menu'] });
  const toggle = useMutation({
    mutationFn: (node: MenuAdminNode) => toggleMenu(node.id),
    onSuccess: () => {
      toastSuccess(t('menu.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (node: MenuAdminNode) => deleteMenu(node.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });
  const confirmRemove = (node: MenuAdminNode) => confirmDelete(() => remove.mutateAsync(node));

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canExport = hasButton('btn_export');
  const canImport = hasButton('btn_import');

  const columns: TableColumnsType<MenuAdminNode> = [
    {
      title: t('menu.fullName'),
      dataIndex: 'fullName',
      width: 240,
      render: (name: string, node) => (
        <span className={styles.name}>
          <MenuIcon name={node.icon} className={styles.icon} />
          {name}
        </span>
      ),
    },
    { title: t('menu.enCode'), dataIndex: 'enCode', width: 200 },
    {
      title: t('menu.type'),
      dataIndex: 'type',
      width: 90,
      align: 'center',
      render: (type: number) => (
        <Tag color={TYPE_COLORS[type]}>{t(`menu.types.t${type}` as 'menu.types.t1')}</Tag>
      ),
    },
    {
      title: t('menu.urlAddress'),
      dataIndex: 'urlAddress',
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    { title: t('menu.sortCode'), dataIndex: 'sortCode', width: 70, align: 'center' },
    {
      title: t('menu.state'),
      dataIndex: 'enabledMark',
      width: 80,
      align: 'center',
      render: (mark: number, node) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === node.id}
            onChange={() => toggle.mutate(node)}
            aria-label={t('menu.state')}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('menu.enabled') : t('menu.disabled')}
          </Tag>
        ),
    },
    {
      title: t('menu.actions'),
      key: 'actions',
      width: 300,
      fixed: 'right',
      render: (_, node) => (
        <Space size={0}>
          {canAdd && node.type === 1 ? (
            <Button type="link" size="small" onClick={() => setTarget({ category, parentId: node.id })}>
              {t('menu.addChild')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="link" size="small" onClick={() => setTarget({ category, id: node.id })}>
              {t('menu.edit')}
            </Button>
          ) : null}
          {canRemove ? (
            <Button type="link" size="small" danger onClick={() => confirmRemove(node)}>
              {t('common.delete')}
            </Button>
          ) : null}
          {canExport ? (
            <Button type="link" size="small" onClick={() => void exportMenu(node).catch(() => {})}>
              {t('menuTransfer.export')}
            </Button>
          ) : null}
          {node.type !== 1 ? (
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
                    ? setData({ kind: key, menu: node })
                    : setItems({ kind: key as ModuleItemKind, menu: node }),
              }}
            >
              <Button type="link" size="small">
                {t('menu.more')}
              </Button>
            </Dropdown>
          ) : null}
        </Space>
      ),
    },
  ];

  const search = () => setKeyword(text.trim());
  const reset = () => {
    setText('');
    setKeyword('');
    setExpanded(null);
  };

  return (
    <Card className={admin.page}>
      <Tabs
        activeKey={category}
        onChange={(key) => {
          setCategory(key as MenuCategory);
          setExpanded(null);
        }}
        items={[
          { key: 'Web', label: t('menu.web') },
          { key: 'App', label: t('menu.app') },
        ]}
        className={styles.tabs}
      />
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('menu.keyword') }}
        onSearch={search}
        onReset={reset}
        actions={
          <>
            {canAdd ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setTarget({ category, parentId: '-1' })}
              >
                {t('menu.add')}
              </Button>
            ) : null}
            {canImport ? (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t('menuTransfer.import')}
              </Button>
            ) : null}
            <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(allIds(tree))}>
              {t('menu.expandAll')}
            </Button>
            <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
              {t('menu.foldAll')}
            </Button>
          </>
        }
        refresh={{ onClick: () => void query.refetch(), loading: query.isFetching }}
      />
      <TreeTable<MenuAdminNode>
        columns={columns}
        data={tree}
        loading={query.isLoading}
        scrollX={1100}
        expanded={expanded}
        onExpandedChange={setExpanded}
        emptyText={keyword ? t('menu.noMatch') : t('menu.empty')}
      />
      <MenuForm target={target} onClose={() => setTarget(null)} />
      <ModuleItemDrawer
        kind={items?.kind ?? null}
        menu={items?.menu ?? null}
        canEdit={canEdit}
        onClose={() => setItems(null)}
      />
      <DataAuthorizeDrawer
        kind={data?.kind ?? null}
        menu={data?.menu ?? null}
        canEdit={canEdit}
        onClose={() => setData(null)}
      />
      <MenuImportDialog
        open={importing}
        category={category}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void invalidate();
        }}
      />
    </Card>
  );
}
