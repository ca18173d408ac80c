import { ImportOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { PLATFORM_DATA_SOURCE_ID, type TableRow } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Empty,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { usePermission } from '../../../components/usePermission';
import { fetchDataSourceGroups } from '../data-source/data-source.api';
import { CommonFieldsDrawer } from './CommonFieldsDrawer';
import { dropTable, exportTable, fetchTables, importTable } from './data-model.api';
import styles from './data-model.module.css';
import { type DesignerTarget, TableDesigner } from './TableDesigner';
import { TablePreview } from './TablePreview';

/** 数据建模: the tables of a data source; design, view, preview, export, import and drop them. */
export default function DataModelPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const [linkId, setLinkId] = useState(PLATFORM_DATA_SOURCE_ID);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [designer, setDesigner] = useState<DesignerTarget>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [commonOpen, setCommonOpen] = useState(false);

  const groups = useQuery({
    queryKey: ['systemData', 'dataSource', 'selector'],
    queryFn: ({ signal }) => fetchDataSourceGroups(signal),
  });
  const tables = useQuery({
    queryKey: ['systemData', 'dataModel', 'tables', linkId, keyword],
    queryFn: ({ signal }) => fetchTables(linkId, keyword || undefined, signal),
    // The previous answer stays while a new keyword loads, not while another source does.
    placeholderData: (previous, query) => (query?.queryKey[3] === linkId ? previous : undefined),
  });
  const rows = tables.isError ? [] : (tables.data?.list ?? []);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['systemData', 'dataModel'] });

  const remove = useMutation({
    mutationFn: (table: string) => dropTable(linkId, table),
    onSuccess: (_, table) => {
      toastSuccess(t('dataModel.removeSuccess', { table }));
      void invalidate();
    },
  });
  const confirmRemove = (row: TableRow) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('dataModel.removeConfirm', { table: row.table }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row.table).catch(() => undefined),
    });

  const upload = useMutation({
    mutationFn: (file: File) => importTable(linkId, file),
    onSuccess: (result) => {
      toastSuccess(t('dataModel.importSuccess', { table: result.table }));
      void invalidate();
    },
    onError: (error) =>
      modal.error({
        title: t('dataModel.importTitle'),
        content: error instanceof ApiError ? error.message : String(error),
      }),
  });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canExport = hasButton('btn_export');
  const canImport = hasButton('btn_import');

  const columns: TableColumnsType<TableRow> = [
    {
      title: t('dataModel.table'),
      dataIndex: 'table',
      width: 320,
      render: (table: string, row) => (
        <Space size={6}>
          <span className={styles.mono}>{table}</span>
          {row.readOnly ? (
            <Tooltip title={t('dataModel.readOnlyHint')}>
              <Tag>{t('dataModel.readOnly')}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('dataModel.tableName'),
      dataIndex: 'tableName',
      ellipsis: true,
      render: (name: string) => name || <span className={styles.muted}>—</span>,
    },
    {
      title: t('dataModel.sum'),
      dataIndex: 'sum',
      width: 110,
      align: 'right',
      render: (sum: number | null) =>
        sum === null ? <span className={styles.muted}>—</span> : sum.toLocaleString(),
    },
    {
      title: t('dataModel.actions'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {canEdit && !row.readOnly ? (
            <Button type="link" size="small" onClick={() => setDesigner({ mode: 'edit', table: row.table })}>
              {t('dataModel.design')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => setDesigner({ mode: 'view', table: row.table })}>
              {t('dataModel.view')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setPreviewing(row.table)}>
            {t('dataModel.preview')}
          </Button>
          {canExport ? (
            <Button
              type="link"
              size="small"
              onClick={() => void exportTable(linkId, row.table).catch(() => {})}
            >
              {t('dataModel.export')}
            </Button>
          ) : null}
          {canRemove && !row.readOnly ? (
            <Button type="link" size="small" danger onClick={() => confirmRemove(row)}>
              {t('dataModel.remove')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const sourceOptions = (groups.data ?? []).map((g) => ({
    label: g.fullName,
    options: g.children.map((c) => ({ value: c.id, label: c.fullName })),
  }));

  return (
    <Card>
      <div className={styles.layout}>
        <div className={styles.sourceBar}>
          <span className={styles.sourceLabel}>{t('dataModel.source')}</span>
          <Select
            style={{ width: 280 }}
            value={linkId}
            loading={groups.isLoading}
            options={sourceOptions}
            aria-label={t('dataModel.source')}
            placeholder={t('dataModel.pickSource')}
            onChange={(id: string) => {
              setLinkId(id);
              setText('');
              setKeyword('');
            }}
          />
        </div>
        <ListToolbar
          keyword={{ value: text, onChange: setText, placeholder: t('dataModel.keyword') }}
          onSearch={() => setKeyword(text.trim())}
          onReset={() => {
            setText('');
            setKeyword('');
          }}
          actions={
            <>
              {canAdd ? (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDesigner({ mode: 'add' })}>
                  {t('dataModel.add')}
                </Button>
              ) : null}
              {canImport ? (
                <Upload
                  accept=".json,application/json"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    upload.mutate(file);
                    return false;
                  }}
                >
                  <Button
                    icon={<ImportOutlined />}
                    loading={upload.isPending}
                    title={t('dataModel.importHint')}
                  >
                    {t('dataModel.import')}
                  </Button>
                </Upload>
              ) : null}
              <Button icon={<TagsOutlined />} onClick={() => setCommonOpen(true)}>
                {t('dataModel.commonFields')}
              </Button>
            </>
          }
          refresh={{ onClick: () => void tables.refetch(), loading: tables.isFetching }}
        />
        <Table<TableRow>
          rowKey="table"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={tables.isLoading}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          locale={{
            // A source that cannot be read says why, rather than looking empty.
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={tables.error instanceof ApiError ? tables.error.message : t('dataModel.empty')}
              />
            ),
          }}
        />
      </div>
      <TableDesigner linkId={linkId} target={designer} onClose={() => setDesigner(null)} />
      <TablePreview linkId={linkId} table={previewing} onClose={() => setPreviewing(null)} />
      <CommonFieldsDrawer
        open={commonOpen}
        onClose={() => setCommonOpen(false)}
        canAdd={canAdd}
        canRemove={canRemove}
      />
    </Card>
  );
}
