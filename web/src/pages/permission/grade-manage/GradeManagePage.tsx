import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, formatDate, type OrganizeAdminRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Empty, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ListFooter } from '../../../components/admin/ListFooter';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import { GradeManageDialog } from './GradeManageDialog';
import { deleteGradeAdmin, fetchGradeAdmins, GRADE_KEY } from './grade-manage.api';
import styles from './grade-manage.module.css';

const SHOWN_ORGS = 3;
const lastName = (path: string) => path.split('/').pop() ?? path;

/** 分级管理: users who administer only some organisations, and which ones. */
export default function GradeManagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ open: boolean; row: OrganizeAdminRow | null }>({
    open: false,
    row: null,
  });

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: [...GRADE_KEY, 'list', params],
    queryFn: ({ signal }) => fetchGradeAdmins(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: GRADE_KEY });

  const remove = useMutation({
    mutationFn: (row: OrganizeAdminRow) => deleteGradeAdmin(row.userId),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void refresh();
    },
  });

  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');

  const columns: TableColumnsType<OrganizeAdminRow> = [
    {
      title: t('gradeManage.user'),
      dataIndex: 'realName',
      width: 200,
      render: (name: string, row) => (
        <span className={styles.user}>
          <Avatar size={28} className={styles.avatar}>
            {name.slice(0, 1)}
          </Avatar>
          <span>
            <span className={styles.userName}>{name}</span>
            <span className={styles.account}>{row.account}</span>
          </span>
        </span>
      ),
    },
    {
      title: t('gradeManage.organize'),
      dataIndex: 'organizeName',
      width: 180,
      ellipsis: { showTitle: false },
      render: (path: string | null) =>
        path ? (
          <Tooltip title={path} placement="topLeft">
            {lastName(path)}
          </Tooltip>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      title: t('gradeManage.manages'),
      dataIndex: 'organizes',
      render: (paths: string[]) => (
        <span className={styles.orgs}>
          {paths.slice(0, SHOWN_ORGS).map((path) => (
            <Tooltip key={path} title={path}>
              <Tag color="blue" className={styles.orgTag}>
                {lastName(path)}
              </Tag>
            </Tooltip>
          ))}
          {paths.length > SHOWN_ORGS ? (
            <Tooltip title={paths.slice(SHOWN_ORGS).map(lastName).join('、')}>
              <Tag className={styles.orgTag}>
                {t('gradeManage.more', { count: paths.length - SHOWN_ORGS })}
              </Tag>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      title: t('gradeManage.modifyTime'),
      dataIndex: 'lastModifyTime',
      width: 160,
      render: (v: number) => formatDate(v, 'yyyy-MM-dd HH:mm'),
    },
    {
      title: t('gradeManage.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, row) => (
        <span className={styles.rowActions}>
          {canEdit ? (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setDialog({ open: true, row })}
            >
              {t('gradeManage.edit')}
            </Button>
          ) : null}
          {canRemove ? (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(() => remove.mutateAsync(row))}
            >
              {t('common.delete')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  const search = (value: string) => {
    setKeyword(value.trim());
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <Card>
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('gradeManage.keyword') }}
        searchIcons
        onSearch={() => search(text)}
        onReset={() => {
          setText('');
          search('');
        }}
        actions={
          hasButton('btn_add') ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, row: null })}
            >
              {t('gradeManage.add')}
            </Button>
          ) : null
        }
        refresh={{ onClick: () => void list.refetch(), loading: list.isFetching && !list.isLoading }}
      />
      <Table<OrganizeAdminRow>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 960 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gradeManage.empty')} />,
        }}
      />
      <ListFooter page={page} total={list.data?.pagination.total ?? 0} onChange={setPage} />
      <GradeManageDialog
        open={dialog.open}
        row={dialog.row}
        onClose={() => setDialog({ open: false, row: null })}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}
