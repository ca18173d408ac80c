import { ApartmentOutlined, BankOutlined, TeamOutlined } from '@ant-design/icons';
import { type Lang, type OrganizeTreeNode, POSITION_TYPES, type PositionRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Input,
  Space,
  Spin,
  Switch,
  type TableColumnsType,
  Tag,
  Tooltip,
  Tree,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { MemberDialog } from '../../../components/MemberDialog';
import { usePermission } from '../../../components/usePermission';
import { fetchOrganizePicker } from '../organize/organize.api';
import { PositionForm, type PositionTarget } from './PositionForm';
import { deletePosition, fetchPositions, togglePosition } from './position.api';
import styles from './position.module.css';

interface TreeItem {
  key: string;
  title: string;
  icon: ReactNode;
  children?: TreeItem[];
}

/** The organisation tree, keeping the nodes whose name holds the filter text and the way to them. */
function treeItems(nodes: OrganizeTreeNode[], filter: string): TreeItem[] {
  return nodes.flatMap((n) => {
    const children = n.children ? treeItems(n.children, filter) : [];
    if (filter && !n.fullName.includes(filter) && children.length === 0) return [];
    return [
      {
        key: n.id,
        title: n.fullName,
        icon: n.type === 'company' ? <BankOutlined /> : <ApartmentOutlined />,
        children: children.length ? children : undefined,
      },
    ];
  });
}

/** 岗位管理: organisations on the left, the positions of the chosen one (and below) on the right. */
export default function PositionPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [organizeId, setOrganizeId] = useState<string | undefined>();
  const [treeFilter, setTreeFilter] = useState('');
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
  const [target, setTarget] = useState<PositionTarget | null>(null);
  const [members, setMembers] = useState<PositionRow | null>(null);

  const organizations = useQuery({
    queryKey: ['permission', 'organize', 'picker'],
    queryFn: ({ signal }) => fetchOrganizePicker(signal),
  });
  const items = useMemo(
    () => treeItems(organizations.data?.list ?? [], treeFilter.trim()),
    [organizations.data, treeFilter],
  );

  const params = {
    currentPage: page.current,
    pageSize: page.size,
    keyword: keyword || undefined,
    organizeId,
  };
  const list = useQuery({
    queryKey: ['permission', 'position', 'list', params],
    queryFn: ({ signal }) => fetchPositions(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const invalidate = () => refreshCachedLists('positions');
  const toggle = useMutation({
    mutationFn: (row: PositionRow) => togglePosition(row.id),
    onSuccess: () => {
      toastSuccess(t('organize.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (row: PositionRow) => deletePosition(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void invalidate();
    },
  });
  const confirmRemove = (row: PositionRow) => confirmDelete(() => remove.mutateAsync(row));

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canMember = hasButton('btn_member');
  const typeName = (code: string | null) => POSITION_TYPES.find((type) => type.code === code)?.name[lang];

  const columns: TableColumnsType<PositionRow> = [
    { title: t('position.fullName'), dataIndex: 'fullName', width: 130, ellipsis: true },
    { title: t('position.enCode'), dataIndex: 'enCode', width: 110, ellipsis: true },
    {
      title: t('position.type'),
      dataIndex: 'type',
      width: 90,
      render: (code: string | null) => (typeName(code) ? <Tag>{typeName(code)}</Tag> : '—'),
    },
    {
      title: t('position.organize'),
      dataIndex: 'organizeName',
      ellipsis: { showTitle: false },
      // The organisation's own name, the whole path on hover.
      render: (path: string) =>
        path ? (
          <Tooltip title={path} placement="topLeft">
            {path.split('/').pop()}
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: t('position.userCount'), dataIndex: 'userCount', width: 60, align: 'center' },
    { title: t('organize.sortCode'), dataIndex: 'sortCode', width: 60, align: 'center' },
    {
      title: t('organize.state'),
      dataIndex: 'enabledMark',
      width: 80,
      align: 'center',
      render: (mark: number, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            aria-label={t('organize.state')}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('organize.enabled') : t('organize.disabled')}
          </Tag>
        ),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {canMember ? (
            <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setMembers(row)}>
              {t('position.members')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="link" size="small" onClick={() => setTarget({ id: row.id })}>
              {t('organize.edit')}
            </Button>
          ) : null}
          {canRemove ? (
            <Button type="link" size="small" danger onClick={() => confirmRemove(row)}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const chooseOrganize = (id: string | undefined) => {
    setOrganizeId(id);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <div className={styles.layout}>
      <Card className={styles.side} title={t('position.orgTree')} styles={{ body: { padding: 12 } }}>
        <Input.Search
          allowClear
          placeholder={t('position.orgSearch')}
          value={treeFilter}
          onChange={(e) => setTreeFilter(e.target.value)}
          className={styles.treeSearch}
        />
        <button
          type="button"
          className={organizeId ? styles.allOrgs : `${styles.allOrgs} ${styles.allOrgsActive}`}
          onClick={() => chooseOrganize(undefined)}
        >
          {t('position.allOrgs')}
        </button>
        <Spin spinning={organizations.isLoading}>
          {items.length ? (
            <Tree
              key={treeFilter ? `filter:${treeFilter}` : 'all'}
              showIcon
              blockNode
              defaultExpandAll
              treeData={items}
              selectedKeys={organizeId ? [organizeId] : []}
              onSelect={(keys) => chooseOrganize(keys.length ? String(keys[0]) : undefined)}
              className={styles.tree}
            />
          ) : organizations.isLoading ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Spin>
      </Card>
      <KeywordListCard
        className={styles.main}
        state={keywordList}
        query={list}
        rows={rows}
        columns={columns}
        placeholder={t('position.keyword')}
        emptyText={t('position.empty')}
        scrollX={800}
        add={canAdd ? { label: t('position.add'), onClick: () => setTarget({ organizeId }) } : undefined}
      />
      <PositionForm
        target={target}
        organizations={organizations.data?.list ?? []}
        onClose={() => setTarget(null)}
      />
      <MemberDialog
        open={!!members}
        objectId={members?.id ?? null}
        objectType="Position"
        objectName={members?.fullName}
        onClose={() => setMembers(null)}
        onSaved={() => void invalidate()}
      />
    </div>
  );
}
