import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  KeyOutlined,
  PlusOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, formatDate, type UserRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Button,
  Card,
  Empty,
  Input,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Tree,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { toastSuccess } from '../../../app/feedback';
import { ListFooter } from '../../../components/admin/ListFooter';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import { useExplainLink } from '../explain/useExplainLink';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserDrawer } from './UserDrawer';
import { UserFormModal } from './UserFormModal';
import {
  deleteUser,
  fetchOrganizeTree,
  fetchUsers,
  type OrgNode,
  toggleUserState,
  USER_KEY,
  type UserQuery,
} from './user.api';
import styles from './user.module.css';

type Filters = Pick<UserQuery, 'keyword' | 'enabledMark'>;

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

const toTree = (nodes: OrgNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.fullName, children: n.children ? toTree(n.children) : undefined }));

/** Keeps the nodes whose name holds the text, with their ancestors. */
function filterTree(nodes: TreeItem[], text: string): TreeItem[] {
  if (!text) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text);
    return n.title.includes(text) || children.length ? [{ ...n, children }] : [];
  });
}

const allKeys = (nodes: TreeItem[]): string[] => nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);

/** 用户管理: organisations on the left, the users of the chosen one (and below it) on the right. */
export default function UserPage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const { hasButton, visibleColumns } = usePermission();
  const explain = useExplainLink();

  const [organizeId, setOrganizeId] = useState<string | undefined>();
  const [treeText, setTreeText] = useState('');
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const orgs = useQuery({ queryKey: ['permission', 'organize', 'tree'], queryFn: fetchOrganizeTree });
  const tree = useMemo(() => toTree(orgs.data?.list ?? []), [orgs.data]);
  const shownTree = useMemo(() => filterTree(tree, treeText.trim()), [tree, treeText]);

  const params: UserQuery = {
    currentPage: page.current,
    pageSize: page.size,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.enabledMark === undefined ? {} : { enabledMark: filters.enabledMark }),
    ...(organizeId ? { organizeId } : {}),
  };
  const list = useQuery({
    queryKey: [...USER_KEY, 'list', params],
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const refresh = () => refreshCachedLists('users');

  const remove = useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: toggleUserState,
    onSuccess: (answer) => {
      toastSuccess(answer.enabledMark ? t('user.enabledDone') : t('user.disabledDone'));
      void refresh();
    },
  });

  const confirmRemove = (row: UserRow) => confirmDelete(() => remove.mutateAsync(row.id));

  const apply = (next: Filters) => {
    setFilters(next);
    setPage((p) => ({ ...p, current: 1 }));
  };

  const canEdit = hasButton('btn_edit');
  const columns: TableColumnsType<UserRow> = [
    {
      title: t('user.account'),
      dataIndex: 'account',
      width: 170,
      ellipsis: true,
      render: (_, row) => (
        <span className={styles.account}>
          <Avatar size="small" src={row.headIcon ?? undefined}>
            {row.realName.slice(0, 1)}
          </Avatar>
          <span>{row.account}</span>
          {row.isAdministrator ? <Tag color="gold">{t('user.superAdmin')}</Tag> : null}
        </span>
      ),
    },
    { title: t('user.realName'), dataIndex: 'realName', width: 110, ellipsis: true },
    {
      title: t('user.gender'),
      dataIndex: 'gender',
      width: 70,
      render: (g: UserRow['gender']) => (g === 1 ? t('user.male') : g === 2 ? t('user.female') : ''),
    },
    { title: t('user.mobilePhone'), dataIndex: 'mobilePhone', width: 130 },
    {
      title: t('user.organize'),
      dataIndex: 'organizeName',
      width: 170,
      ellipsis: { showTitle: false },
      // The department itself; the whole path on hover.
      render: (path: string | null) =>
        path ? (
          <Tooltip title={path} placement="topLeft">
            <span>{path.split('/').at(-1)}</span>
          </Tooltip>
        ) : null,
    },
    { title: t('user.positions'), dataIndex: 'positionName', width: 150, ellipsis: true },
    { title: t('user.roles'), dataIndex: 'roleName', width: 150, ellipsis: true },
    {
      title: t('user.creatorTime'),
      dataIndex: 'creatorTime',
      width: 150,
      render: (v: number) => formatDate(v),
    },
    {
      title: t('user.state'),
      dataIndex: 'enabledMark',
      width: 90,
      render: (v: number, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={v === 1}
            loading={toggle.isPending && toggle.variables === row.id}
            aria-label={t('user.state')}
            onChange={() => toggle.mutate(row.id)}
          />
        ) : (
          <Tag color={v === 1 ? 'success' : 'error'}>{v === 1 ? t('user.enabled') : t('user.disabled')}</Tag>
        ),
    },
    {
      title: t('user.actions'),
      key: 'actions',
      width: 390,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row.id)}>
            {t('user.view')}
          </Button>
          {canEdit ? (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing({ id: row.id })}
            >
              {t('user.edit')}
            </Button>
          ) : null}
          {hasButton('btn_resetPassword') ? (
            <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setResetting(row)}>
              {t('user.resetPassword')}
            </Button>
          ) : null}
          {explain ? (
            <Button
              type="link"
              size="small"
              icon={<SafetyCertificateOutlined />}
              onClick={() => explain(row.id)}
            >
              {t('explain.rowAction')}
            </Button>
          ) : null}
          {hasButton('btn_remove') ? (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmRemove(row)}
            >
              {t('common.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  const shownColumns = visibleColumns(columns);

  return (
    <div className={styles.layout}>
      <Card className={styles.side}>
        <div className={styles.sideTitle}>
          <span>{t('user.organizeTree')}</span>
          <Tooltip title={t('common.refresh')}>
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined />}
              aria-label={t('common.refresh')}
              onClick={() => void orgs.refetch()}
            />
          </Tooltip>
        </div>
        <Input.Search
          className={styles.treeSearch}
          allowClear
          placeholder={t('user.organizeSearch')}
          onChange={(e) => setTreeText(e.target.value)}
        />
        <div className={styles.tree}>
          {shownTree.length ? (
            <Tree
              blockNode
              key={treeText.trim() ? `f:${treeText}` : `all:${tree.length}`}
              defaultExpandedKeys={allKeys(shownTree)}
              selectedKeys={organizeId ? [organizeId] : []}
              treeData={shownTree}
              onSelect={(keys) => {
                setOrganizeId(keys.length ? String(keys[0]) : undefined);
                setPage((p) => ({ ...p, current: 1 }));
              }}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
          )}
        </div>
      </Card>
      <Card className={styles.main}>
        <ListToolbar
          keyword={{
            value: draft.keyword,
            onChange: (keyword) => setDraft((d) => ({ ...d, keyword })),
            placeholder: t('user.keywordPlaceholder'),
          }}
          filters={
            <Select<0 | 1>
              allowClear
              style={{ width: 120 }}
              placeholder={t('user.state')}
              value={draft.enabledMark}
              options={[
                { value: 1, label: t('user.enabled') },
                { value: 0, label: t('user.disabled') },
              ]}
              onChange={(v) => setDraft((d) => ({ ...d, enabledMark: v }))}
            />
          }
          onSearch={() => apply({ ...draft, keyword: draft.keyword?.trim() })}
          onReset={() => {
            setDraft({});
            apply({});
          }}
          actions={
            hasButton('btn_add') ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
                {t('user.add')}
              </Button>
            ) : null
          }
          refresh={{ onClick: () => void list.refetch(), loading: list.isFetching && !list.isLoading }}
        />
        <Table<UserRow>
          rowKey="id"
          size="middle"
          columns={shownColumns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          tableLayout="fixed"
          // As wide as the columns the user may see: hidden ones leave no gap.
          scroll={{ x: shownColumns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />,
          }}
        />
        <ListFooter page={page} total={list.data?.pagination.total ?? 0} onChange={setPage} />
      </Card>
      {editing ? (
        <UserFormModal
          id={editing.id}
          organizeTree={orgs.data?.list ?? []}
          defaultOrganizeId={organizeId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <UserDrawer id={viewing} onClose={() => setViewing(null)} />
      {resetting ? <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} /> : null}
    </div>
  );
}
