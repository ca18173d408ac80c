import { EnvironmentOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { AREA_ROOT, type AreaNode } from '@app/common';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import admin from '../../../components/admin/admin.module.css';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import { AreaForm, type AreaTarget } from './AreaForm';
import { deleteArea, fetchAreas, toggleArea } from './area.api';
import styles from './area.module.css';

/** Rows the server answers a keyword with at most (AREA_SEARCH_LIMIT). */
const SEARCH_LIMIT = 200;
const LEVELS = ['province', 'city', 'district', 'street'] as const;
const LEVEL_COLORS = ['blue', 'cyan', 'green', 'default'];

type Row = AreaNode & { children?: Row[] };

/** 行政区划: provinces, cities and districts as a tree table whose branches load when opened. */
export default function AreaPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [target, setTarget] = useState<AreaTarget | null>(null);

  const root = useQuery({
    queryKey: ['system', 'area', 'list', AREA_ROOT, keyword],
    queryFn: ({ signal }) => fetchAreas(AREA_ROOT, keyword, signal),
  });
  // Each open branch is its own request, made when it is first opened.
  const branches = useQueries({
    queries: (keyword ? [] : expanded).map((id) => ({
      queryKey: ['system', 'area', 'list', id, ''],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchAreas(id, '', signal),
    })),
  });
  const childrenOf = new Map<string, AreaNode[] | undefined>(
    (keyword ? [] : expanded).map((id, i) => [id, branches[i]?.data?.list]),
  );
  const loadingIds = new Set((keyword ? [] : expanded).filter((_, i) => branches[i]?.isLoading));

  const attach = (nodes: AreaNode[]): Row[] =>
    nodes.map((n) => {
      // A search shows the matches with their path; branches open outside a search only.
      if (keyword || !n.hasChildren) return { ...n, children: undefined };
      const children = childrenOf.get(n.id);
      return { ...n, children: children ? attach(children) : [] };
    });
  const rows = attach(root.data?.list ?? []);

  const invalidate = () => client.invalidateQueries({ queryKey: ['system', 'area'] });
  const toggle = useMutation({
    mutationFn: (node: AreaNode) => toggleArea(node.id),
    onSuccess: () => {
      toastSuccess(t('area.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (node: AreaNode) => deleteArea(node.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');

  const columns: TableColumnsType<Row> = [
    {
      title: t('area.fullName'),
      dataIndex: 'fullName',
      width: 280,
      render: (name: string, node) => (
        <span className={styles.name}>
          {loadingIds.has(node.id) ? (
            <LoadingOutlined className={styles.icon} aria-hidden />
          ) : (
            <EnvironmentOutlined className={styles.icon} aria-hidden />
          )}
          {name}
        </span>
      ),
    },
    { title: t('area.enCode'), dataIndex: 'enCode', width: 130 },
    {
      title: t('area.level'),
      dataIndex: 'type',
      width: 90,
      align: 'center',
      render: (type: number) => (
        <Tag color={LEVEL_COLORS[type - 1]}>{t(`area.levels.${LEVELS[type - 1] ?? 'street'}`)}</Tag>
      ),
    },
    ...(keyword
      ? [
          {
            title: t('area.parent'),
            dataIndex: 'parentPath',
            width: 220,
            render: (path: string) => path || t('area.topLevel'),
          },
        ]
      : []),
    { title: t('area.sortCode'), dataIndex: 'sortCode', width: 70, align: 'center' },
    {
      title: t('area.state'),
      dataIndex: 'enabledMark',
      width: 90,
      align: 'center',
      render: (mark: number, node) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === node.id}
            onChange={() => toggle.mutate(node)}
            aria-label={`${t('area.state')} ${node.fullName}`}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('area.enabled') : t('area.disabled')}
          </Tag>
        ),
    },
    { title: t('area.description'), dataIndex: 'description', ellipsis: true, render: (v) => v || '' },
    {
      title: t('area.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, node) => (
        <RowActions
          actions={[
            canAdd &&
              node.type < LEVELS.length && {
                label: t('area.addChild'),
                onClick: () => setTarget({ parentId: node.id }),
              },
            canEdit && { label: t('area.edit'), onClick: () => setTarget({ id: node.id }) },
            canRemove && {
              label: t('common.delete'),
              onClick: () => confirmDelete(() => remove.mutateAsync(node)),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];

  const search = () => {
    setKeyword(text.trim());
    setExpanded([]);
  };
  const reset = () => {
    setText('');
    setKeyword('');
    setExpanded([]);
  };
  const truncated = keyword !== '' && (root.data?.list.length ?? 0) >= SEARCH_LIMIT;

  return (
    <Card className={admin.page}>
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('area.keyword') }}
        onSearch={search}
        onReset={reset}
        actions={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ parentId: AREA_ROOT })}>
              {t('area.add')}
            </Button>
          ) : null
        }
        refresh={{ onClick: () => void invalidate(), loading: root.isFetching }}
      />
      {truncated ? (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={t('area.searchLimit', { count: SEARCH_LIMIT })}
        />
      ) : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={root.isLoading}
        pagination={false}
        scroll={{ x: 1040 }}
        expandable={{
          expandedRowKeys: keyword ? [] : expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          indentSize: 20,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={keyword ? t('area.noMatch') : t('area.empty')}
            />
          ),
        }}
      />
      <AreaForm target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
