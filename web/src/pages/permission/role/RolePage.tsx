import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, formatDate, type RoleRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { toastSuccess } from '../../../app/feedback';
import { ListFooter } from '../../../components/admin/ListFooter';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { MemberDialog } from '../../../components/MemberDialog';
import { usePermission } from '../../../components/usePermission';
import { RoleForm, useRoleTypeName } from './RoleForm';
import { deleteRole, fetchRoles, ROLE_KEY, toggleRoleState } from './role.api';
import styles from './role.module.css';

/** 角色管理: roles with keyword search, create/edit, state, members and delete, each behind its button. */
export default function RolePage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const typeName = useRoleTypeName();

  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [form, setForm] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const [members, setMembers] = useState<RoleRow | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, ...(keyword ? { keyword } : {}) };
  const query = useQuery({
    queryKey: [...ROLE_KEY, 'list', params],
    queryFn: ({ signal }) => fetchRoles(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.list ?? [];
  const refresh = () => refreshCachedLists('roles');

  const search = (value: string) => {
    setKeyword(value.trim());
    setPage((p) => ({ ...p, current: 1 }));
  };

  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: toggleRoleState,
    onSuccess: () => {
      toastSuccess(t('role.stateChanged'));
      void refresh();
    },
  });

  const confirmRemove = (row: RoleRow) => confirmDelete(() => remove.mutateAsync(row.id));

  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canMember = hasButton('btn_member');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the row actions only open dialogs or start mutations; columns follow language, rights and the pending toggle
  const columns = useMemo<TableColumnsType<RoleRow>>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('role.fullName'), width: 150, ellipsis: true },
      {
        key: 'enCode',
        dataIndex: 'enCode',
        title: t('role.enCode'),
        width: 130,
        ellipsis: true,
        render: (v: string) => <span className={styles.code}>{v}</span>,
      },
      {
        key: 'type',
        dataIndex: 'type',
        title: t('role.type'),
        width: 100,
        render: (v: string | null) =>
          v ? (
            <Tag color={v === 'system' ? 'geekblue' : 'cyan'}>{typeName(v)}</Tag>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
      { key: 'userCount', dataIndex: 'userCount', title: t('role.userCount'), width: 80, align: 'right' },
      {
        key: 'description',
        dataIndex: 'description',
        title: t('role.description'),
        ellipsis: true,
        render: (v: string | null) => v || <span className={styles.muted}>—</span>,
      },
      { key: 'sortCode', dataIndex: 'sortCode', title: t('role.sortCode'), width: 70, align: 'right' },
      {
        key: 'enabledMark',
        dataIndex: 'enabledMark',
        title: t('role.state'),
        width: 80,
        render: (v: number, row) =>
          canEdit ? (
            <Switch
              size="small"
              checked={v === 1}
              loading={toggle.isPending && toggle.variables === row.id}
              onChange={() => toggle.mutate(row.id)}
              aria-label={t('role.state')}
            />
          ) : (
            <Tag color={v === 1 ? 'success' : 'default'}>{t(v === 1 ? 'role.enabled' : 'role.disabled')}</Tag>
          ),
      },
      {
        key: 'creatorTime',
        dataIndex: 'creatorTime',
        title: t('role.creatorTime'),
        width: 150,
        render: (v: number) => formatDate(v, 'yyyy-MM-dd HH:mm'),
      },
      {
        key: 'actions',
        title: t('role.actions'),
        width: 230,
        fixed: 'right',
        render: (_, row) => (
          <span className={styles.rowActions}>
            {canEdit && (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setForm({ open: true, id: row.id })}
              >
                {t('role.edit')}
              </Button>
            )}
            {canMember && (
              <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setMembers(row)}>
                {t('role.members')}
              </Button>
            )}
            {canRemove && (
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmRemove(row)}
              >
                {t('common.delete')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, typeName, canEdit, canRemove, canMember, toggle.isPending, toggle.variables],
  );

  return (
    <Card>
      <ListToolbar
        keyword={{ value: keywordInput, onChange: setKeywordInput, placeholder: t('common.keyword') }}
        searchIcons
        onSearch={() => search(keywordInput)}
        onReset={() => {
          setKeywordInput('');
          search('');
        }}
        actions={
          hasButton('btn_add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, id: null })}>
              {t('role.add')}
            </Button>
          )
        }
        refresh={{ onClick: () => void query.refetch(), loading: query.isFetching && !query.isLoading }}
      />
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 1080 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />,
        }}
      />
      <ListFooter page={page} total={query.data?.pagination.total ?? 0} onChange={setPage} />
      <RoleForm
        open={form.open}
        id={form.id}
        onClose={() => setForm({ open: false, id: null })}
        onSaved={() => void refresh()}
      />
      <MemberDialog
        open={!!members}
        objectId={members?.id ?? null}
        objectType="Role"
        objectName={members?.fullName}
        onClose={() => setMembers(null)}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}
