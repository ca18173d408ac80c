import {
  BookOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FolderOutlined,
  MoreOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { DictionaryDataRow, DictionaryTypeNode } from '@app/common';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Dropdown,
  Empty,
  Input,
  type MenuProps,
  Space,
  Spin,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Tree,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { RowActions } from '../../../components/admin/RowActions';
import { allIds, TreeTable } from '../../../components/admin/TreeTable';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import { DictionaryItemForm, DictionaryTypeForm, type ItemTarget, type TypeTarget } from './DictionaryForms';
import { DictionaryImportDialog } from './DictionaryImportDialog';
import {
  DICTIONARY_KEY,
  deleteItem,
  deleteType,
  exportDictionary,
  fetchItems,
  fetchTypeTree,
  refreshDictionaries,
  toggleItem,
} from './dictionary.api';
import styles from './dictionary.module.css';

interface TreeItem {
  key: string;
  title: string;
  node: DictionaryTypeNode;
  icon: ReactNode;
  children?: TreeItem[];
}

/** The type tree, keeping the types whose name or code holds the filter text and the way to them. */
function treeItems(nodes: DictionaryTypeNode[], filter: string): TreeItem[] {
  const needle = filter.toLowerCase();
  return nodes.flatMap((n) => {
    const children = n.children ? treeItems(n.children, filter) : [];
    const hit = n.fullName.toLowerCase().includes(needle) || n.enCode.toLowerCase().includes(needle);
    if (needle && !hit && children.length === 0) return [];
    return [
      {
        key: n.id,
        title: n.fullName,
        node: n,
        icon: n.children?.length ? <FolderOutlined /> : <BookOutlined />,
        children: children.length ? children : undefined,
      },
    ];
  });
}

function findType(nodes: DictionaryTypeNode[], id: string | undefined): DictionaryTypeNode | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const inside = findType(n.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

/** The first type that holds items (a leaf), so the page opens on something to show. */
function firstLeaf(nodes: DictionaryTypeNode[]): DictionaryTypeNode | undefined {
  for (const n of nodes) {
    if (!n.children?.length) return n;
    const leaf = firstLeaf(n.children);
    if (leaf) return leaf;
  }
  return undefined;
}

/** 数据字典: dictionary types on the left, the items of the chosen type on the right. */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canExport = hasButton('btn_export');
  const canImport = hasButton('btn_import');

  const [typeId, setTypeId] = useState<string | undefined>();
  const [treeFilter, setTreeFilter] = useState('');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [typeTarget, setTypeTarget] = useState<TypeTarget | null>(null);
  const [itemTarget, setItemTarget] = useState<ItemTarget | null>(null);
  const [importing, setImporting] = useState(false);

  const types = useQuery({
    queryKey: [...DICTIONARY_KEY, 'types'],
    queryFn: ({ signal }) => fetchTypeTree(signal),
  });
  const typeList = types.data?.list ?? [];
  const items = useMemo(() => treeItems(typeList, treeFilter.trim()), [typeList, treeFilter]);
  const type = findType(typeList, typeId);
  const isTree = type?.isTree === 1;

  // Open on the first dictionary; fall back to it when the chosen type goes away.
  // (Not while the list reloads: a type just created or imported is chosen before it is in the list.)
  useEffect(() => {
    if (!types.data || types.isFetching) return;
    if (!typeId || !findType(types.data.list, typeId)) setTypeId(firstLeaf(types.data.list)?.id);
  }, [types.data, types.isFetching, typeId]);

  const list = useQuery({
    queryKey: [...DICTIONARY_KEY, 'items', typeId, keyword],
    queryFn: ({ signal }) => fetchItems(typeId as string, keyword || undefined, signal),
    enabled: !!typeId,
    placeholderData: keepPreviousData,
  });
  const rows = typeId ? (list.data?.list ?? []) : [];
  // A keyword opens every branch holding a match; otherwise the first level stays open.
  useEffect(() => {
    if (list.data && isTree) setExpanded(keyword ? allIds(list.data.list) : null);
  }, [list.data, isTree, keyword]);

  const toggle = useMutation({
    mutationFn: (row: DictionaryDataRow) => toggleItem(row.id),
    onSuccess: () => {
      toastSuccess(t('dictionary.stateChanged'));
      void refreshDictionaries();
    },
  });
  const removeItem = useMutation({
    mutationFn: (row: DictionaryDataRow) => deleteItem(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void refreshDictionaries();
    },
  });
  const removeType = useMutation({
    mutationFn: (node: DictionaryTypeNode) => deleteType(node.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void refreshDictionaries();
    },
  });
  const exporting = useMutation({ mutationFn: (node: DictionaryTypeNode) => exportDictionary(node) });

  const chooseType = (id: string | undefined) => {
    setTypeId(id);
    setText('');
    setKeyword('');
    setExpanded(null);
  };

  const typeActions = (node: DictionaryTypeNode): MenuProps['items'] =>
    [
      ...(canAdd ? [{ key: 'add', icon: <PlusOutlined />, label: t('dictionary.addChildType') }] : []),
      ...(canEdit ? [{ key: 'edit', icon: <EditOutlined />, label: t('dictionary.edit') }] : []),
      ...(canRemove
        ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('common.delete') }]
        : []),
    ].map((item) => ({
      ...item,
      onClick: ({ domEvent }: { domEvent: { stopPropagation: () => void } }) => {
        domEvent.stopPropagation();
        if (item.key === 'add') setTypeTarget({ parentId: node.id });
        if (item.key === 'edit') setTypeTarget({ id: node.id });
        if (item.key === 'delete') confirmDelete(() => removeType.mutateAsync(node));
      },
    }));
  const hasTypeActions = canAdd || canEdit || canRemove;

  const columns: TableColumnsType<DictionaryDataRow> = [
    { title: t('dictionary.itemName'), dataIndex: 'fullName', width: 220, ellipsis: true },
    { title: t('dictionary.itemCode'), dataIndex: 'enCode', width: 160, ellipsis: true },
    { title: t('dictionary.sortCode'), dataIndex: 'sortCode', width: 80, align: 'center' },
    {
      title: t('dictionary.state'),
      dataIndex: 'enabledMark',
      width: 90,
      align: 'center',
      render: (mark: number, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            aria-label={`${t('dictionary.state')} ${row.fullName}`}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('dictionary.enabled') : t('dictionary.disabled')}
          </Tag>
        ),
    },
    {
      title: t('dictionary.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string | null) => value || '—',
    },
    {
      title: t('dictionary.actions'),
      key: 'actions',
      width: isTree ? 190 : 130,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            canAdd &&
              isTree &&
              typeId && {
                label: t('dictionary.addChild'),
                onClick: () => setItemTarget({ typeId, isTree, parentId: row.id }),
              },
            canEdit &&
              typeId && {
                label: t('dictionary.edit'),
                onClick: () => setItemTarget({ typeId, isTree, id: row.id }),
              },
            canRemove && {
              label: t('common.delete'),
              onClick: () => confirmDelete(() => removeItem.mutateAsync(row)),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];

  const search = () => setKeyword(text.trim());
  const reset = () => {
    setText('');
    setKeyword('');
  };
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={keyword ? t('dictionary.noMatch') : t('dictionary.emptyItems')}
    />
  );

  return (
    <div className={styles.layout}>
      <Card
        className={styles.side}
        title={t('dictionary.types')}
        styles={{ body: { padding: 12 } }}
        extra={
          canAdd ? (
            <Tooltip title={t('dictionary.addType')}>
              <Button
                type="text"
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('dictionary.addType')}
                onClick={() => setTypeTarget({ parentId: '-1' })}
              />
            </Tooltip>
          ) : null
        }
      >
        <Input.Search
          allowClear
          placeholder={t('dictionary.typeSearch')}
          value={treeFilter}
          onChange={(e) => setTreeFilter(e.target.value)}
          className={styles.treeSearch}
        />
        <Spin spinning={types.isLoading}>
          {items.length ? (
            <Tree<TreeItem>
              key={treeFilter ? `filter:${treeFilter}` : 'all'}
              showIcon
              blockNode
              defaultExpandAll
              treeData={items}
              selectedKeys={typeId ? [typeId] : []}
              onSelect={(keys) => keys.length && chooseType(String(keys[0]))}
              className={styles.tree}
              titleRender={(item) => (
                <span className={styles.treeTitle}>
                  <span className={styles.treeName}>{item.title}</span>
                  {hasTypeActions ? (
                    <Dropdown menu={{ items: typeActions(item.node) }} trigger={['click']}>
                      <Button
                        type="text"
                        size="small"
                        className={styles.treeMore}
                        icon={<MoreOutlined />}
                        aria-label={t('dictionary.typeActions', { name: item.title })}
                        onClick={(e) => e.stopPropagation()}
                      />
                    </Dropdown>
                  ) : null}
                </span>
              )}
            />
          ) : types.isLoading ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dictionary.emptyTypes')} />
          )}
        </Spin>
      </Card>
      <Card
        className={styles.main}
        title={
          type ? (
            <Space size={8} className={styles.heading}>
              <span>{type.fullName}</span>
              <Typography.Text type="secondary" className={styles.code}>
                {type.enCode}
              </Typography.Text>
              <Tag color={isTree ? 'blue' : 'default'}>
                {isTree ? t('dictionary.tree') : t('dictionary.list')}
              </Tag>
            </Space>
          ) : (
            t('dictionary.items')
          )
        }
      >
        {type ? (
          <>
            <ListToolbar
              keyword={{ value: text, onChange: setText, placeholder: t('dictionary.keyword') }}
              onSearch={search}
              onReset={reset}
              actions={
                <>
                  {canAdd && typeId ? (
                    <Button
                      type="primary"
                      icon={<PlusOutlined />}
                      onClick={() => setItemTarget({ typeId, isTree })}
                    >
                      {t('dictionary.addItem')}
                    </Button>
                  ) : null}
                  {canExport ? (
                    <Button
                      icon={<DownloadOutlined />}
                      loading={exporting.isPending}
                      onClick={() => exporting.mutate(type)}
                    >
                      {t('dictionary.export')}
                    </Button>
                  ) : null}
                  {canImport ? (
                    <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                      {t('dictionary.import')}
                    </Button>
                  ) : null}
                  {isTree ? (
                    <Button
                      onClick={() => setExpanded((open) => (open && open.length > 0 ? [] : allIds(rows)))}
                    >
                      {expanded && expanded.length > 0 ? t('dictionary.foldAll') : t('dictionary.expandAll')}
                    </Button>
                  ) : null}
                </>
              }
              refresh={{ onClick: () => void list.refetch(), loading: list.isFetching }}
            />
            {isTree ? (
              <TreeTable<DictionaryDataRow>
                columns={columns}
                data={rows}
                loading={list.isLoading}
                scrollX={820}
                expanded={expanded ?? rows.filter((r) => r.children?.length).map((r) => r.id)}
                onExpandedChange={setExpanded}
                emptyText={keyword ? t('dictionary.noMatch') : t('dictionary.emptyItems')}
              />
            ) : (
              <Table<DictionaryDataRow>
                rowKey="id"
                size="middle"
                columns={columns}
                dataSource={rows}
                loading={list.isLoading}
                pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
                scroll={{ x: 760 }}
                locale={{ emptyText: empty }}
              />
            )}
          </>
        ) : (
          <Empty
            className={styles.noType}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={types.isLoading ? ' ' : t('dictionary.chooseType')}
          />
        )}
      </Card>
      <DictionaryTypeForm target={typeTarget} onClose={() => setTypeTarget(null)} onSaved={chooseType} />
      <DictionaryItemForm target={itemTarget} onClose={() => setItemTarget(null)} />
      <DictionaryImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(answer) => {
          setImporting(false);
          void refreshDictionaries();
          chooseType(answer.id);
        }}
      />
    </div>
  );
}
