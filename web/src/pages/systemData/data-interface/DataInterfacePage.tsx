import {
  ApiOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { type DataInterfaceListRow, formatDate } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { DataInterfaceForm } from './DataInterfaceForm';
import { DataInterfaceImportDialog } from './DataInterfaceImportDialog';
import { DataInterfaceLogDialog } from './DataInterfaceLogDialog';
import { DataInterfaceTestDialog } from './DataInterfaceTestDialog';
import {
  DATA_INTERFACE_KEY,
  deleteInterface,
  exportInterface,
  fetchCategories,
  fetchInterfaces,
  toggleInterface,
} from './data-interface.api';
import styles from './data-interface.module.css';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'gold', 3: 'purple' };

/** 数据接口: reusable SQL, static and HTTP data sources for forms, pickers, portals and tasks. */
export default function DataInterfacePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
  const [target, setTarget] = useState<string | null>(null);
  const [testing, setTesting] = useState<DataInterfaceListRow | null>(null);
  const [logOf, setLogOf] = useState<DataInterfaceListRow | null>(null);
  const [importing, setImporting] = useState(false);

  const categories = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  const categoryList = categories.data?.list ?? [];

  const params = {
    currentPage: page.current,
    pageSize: page.size,
    keyword: keyword || undefined,
    categoryId: categoryId ?? undefined,
  };
  const list = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'list', params],
    queryFn: ({ signal }) => fetchInterfaces(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const invalidate = () => queryClient.invalidateQueries({ queryKey: DATA_INTERFACE_KEY });
  const toggle = useMutation({
    mutationFn: (row: DataInterfaceListRow) => toggleInterface(row.id),
    onSuccess: () => {
      toastSuccess(t('dataInterface.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (row: DataInterfaceListRow) => deleteInterface(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void invalidate();
    },
  });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canExport = hasButton('btn_export');
  const canImport = hasButton('btn_import');

  const columns: TableColumnsType<DataInterfaceListRow> = [
    { title: t('dataInterface.fullName'), dataIndex: 'fullName', ellipsis: true },
    { title: t('dataInterface.enCode'), dataIndex: 'enCode', width: 130, ellipsis: true },
    {
      title: t('dataInterface.dataType'),
      dataIndex: 'dataType',
      width: 90,
      render: (v: 1 | 2 | 3) => <Tag color={TYPE_COLORS[v]}>{t(`dataInterface.types.${v}`)}</Tag>,
    },
    {
      title: t('dataInterface.category'),
      dataIndex: 'categoryName',
      width: 90,
      render: (v: string | null) => v ?? <span className={styles.muted}>—</span>,
    },
    {
      title: t('organize.creatorTime'),
      dataIndex: 'creatorTime',
      width: 140,
      render: (v: number) => formatDate(v, 'yyyy-MM-dd HH:mm'),
    },
    {
      title: t('dataInterface.state'),
      dataIndex: 'enabledMark',
      width: 64,
      align: 'center',
      render: (mark: number, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            aria-label={t('dataInterface.state')}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('dataInterface.enabled') : t('dataInterface.disabled')}
          </Tag>
        ),
    },
    {
      title: t('dataInterface.actions'),
      key: 'actions',
      width: 232,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            { label: t('dataInterface.test'), onClick: () => setTesting(row) },
            canEdit && { label: t('dataInterface.edit'), onClick: () => setTarget(row.id) },
            { label: t('dataInterface.log'), onClick: () => setLogOf(row) },
            canExport && {
              label: t('dataInterface.export'),
              onClick: () => void exportInterface(row).catch(() => {}),
            },
            canRemove && {
              label: t('common.delete'),
              onClick: () => confirmDelete(() => remove.mutateAsync(row)),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];

  const choose = (id: string | null) => {
    setCategoryId(id);
    setPage((p) => ({ ...p, current: 1 }));
  };

  const categoryButton = (id: string | null, name: string) => {
    const active = categoryId === id;
    return (
      <button
        key={id ?? 'all'}
        type="button"
        className={`${styles.category} ${active ? styles.categoryActive : ''}`}
        aria-pressed={active}
        onClick={() => choose(id)}
      >
        {active ? <FolderOpenOutlined /> : <FolderOutlined />}
        <span>{name}</span>
      </button>
    );
  };

  return (
    <div className={styles.layout}>
      <Card
        className={styles.side}
        title={t('dataInterface.categories')}
        size="small"
        loading={categories.isLoading}
      >
        <nav className={styles.categoryList} aria-label={t('dataInterface.categories')}>
          {categoryButton(null, t('dataInterface.allCategories'))}
          {categoryList.map((c) => categoryButton(c.id, c.fullName))}
        </nav>
      </Card>
      <KeywordListCard
        className={styles.main}
        state={keywordList}
        query={list}
        rows={rows}
        columns={columns}
        placeholder={t('dataInterface.keyword')}
        emptyText={t('dataInterface.empty')}
        emptyImage={<ApiOutlined className={styles.muted} style={{ fontSize: 40 }} />}
        scrollX={880}
        actions={
          <Space>
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('')}>
                {t('dataInterface.add')}
              </Button>
            ) : null}
            {canImport ? (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t('dataInterface.import')}
              </Button>
            ) : null}
          </Space>
        }
      />
      <DataInterfaceForm
        target={target}
        categoryId={categoryId}
        categories={categoryList.map((c) => ({ value: c.id, label: c.fullName }))}
        onClose={() => setTarget(null)}
      />
      <DataInterfaceTestDialog target={testing} onClose={() => setTesting(null)} />
      <DataInterfaceLogDialog target={logOf} onClose={() => setLogOf(null)} />
      <DataInterfaceImportDialog
        open={importing}
        categories={categoryList.map((c) => ({ value: c.id, title: c.fullName }))}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void invalidate();
        }}
      />
    </div>
  );
}
