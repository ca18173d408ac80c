import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  ReloadOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Table, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, type ListPage } from '../../../components/admin/ListFooter';
import { ResourceImportDialog } from '../../../components/resource/ResourceImportDialog';
import { usePermission } from '../../../components/usePermission';
import { DetailDialog } from './DetailDialog';
import type { ModelRow, OnlineCalls } from './dynamic-model.api';
import styles from './dynamic-model.module.css';
import { ExportDialog } from './ExportDialog';
import { ModelTree } from './ModelTree';
import { isGroup, type ListSortState, modelColumns, scrollWidth } from './model-columns';
import { type Model, pagedList, searchJson, shownButtons } from './model-list';
import { RecordDialog } from './RecordDialog';
import { SearchBar } from './SearchBar';

/** The server runtime's limit of an import (decision 059). */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

type Dialog =
  | { kind: 'form'; id: string | null }
  | { kind: 'detail'; id: string }
  | { kind: 'export' }
  | { kind: 'import' }
  | null;

const HEADER_ICONS: Record<string, ReactNode> = {
  add: <PlusOutlined />,
  download: <DownloadOutlined />,
  upload: <UploadOutlined />,
  batchRemove: <DeleteOutlined />,
};

/**
 * The list a released design describes (columnData): search, the tree on the left (type 2), rows grouped
 * (type 3), paging and sorting by the server, and the header and row buttons the menu grants, each opening
 * the designed form, the detail, the export or the import.
 */
export function ModelList({ model, calls, menuKey }: { model: Model; calls: OnlineCalls; menuKey: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { can } = usePermission();
  const { columns, form } = model;
  const paged = pagedList(columns);
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [keyword, setKeyword] = useState('');
  const [node, setNode] = useState<string | null>(null);
  const [page, setPage] = useState<ListPage>({ current: 1, size: columns.pageSize || 20 });
  const [sort, setSort] = useState<ListSortState | null>(
    columns.defaultSidx ? { sidx: columns.defaultSidx, sort: columns.sort } : null,
  );
  const [ticked, setTicked] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Groups stand open (a grouped list is read whole); the user may fold some.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const json = searchJson(
    search,
    columns.type === 2 ? { field: columns.treeRelation, value: node } : undefined,
  );
  // A grouped list or one without paging is read whole: the server takes its own page (10,000 rows).
  const query = {
    ...(paged ? { currentPage: page.current, pageSize: page.size } : {}),
    json,
    ...(keyword ? { keyword } : {}),
    ...(sort ? sort : {}),
  };
  const list = useQuery({
    queryKey: ['dynamicModel', 'list', menuKey, query],
    queryFn: ({ signal }) => calls.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const header = shownButtons(columns.btnsList, columns, can);
  const rowButtons = shownButtons(columns.columnBtnsList, columns, can);
  const batch = header.some((b) => b.value === 'batchRemove');
  const refresh = () => {
    setTicked([]);
    void list.refetch();
  };
  const firstPage = () => setPage((p) => ({ ...p, current: 1 }));

  function remove(row: ModelRow) {
    modal.confirm({
      title: t('common.tip'),
      content: t('dynamicModel.removeConfirm'),
      onOk: async () => {
        await calls.remove(row.id);
        message.success(t('dynamicModel.removed'));
        refresh();
      },
    });
  }

  function removeTicked() {
    if (!ticked.length) return void message.warning(t('dynamicModel.chooseRows'));
    modal.confirm({
      title: t('common.tip'),
      content: t('dynamicModel.removeManyConfirm', { count: ticked.length }),
      onOk: async () => {
        await calls.removeMany(ticked);
        message.success(t('dynamicModel.removed'));
        refresh();
      },
    });
  }

  const onHeader = (value: string) => {
    if (value === 'add') setDialog({ kind: 'form', id: null });
    else if (value === 'download') setDialog({ kind: 'export' });
    else if (value === 'upload') setDialog({ kind: 'import' });
    else if (value === 'batchRemove') removeTicked();
  };
  const onRow = (value: string, row: ModelRow) => {
    if (value === 'edit') setDialog({ kind: 'form', id: row.id });
    else if (value === 'detail') setDialog({ kind: 'detail', id: row.id });
    else if (value === 'remove') remove(row);
  };
  const tableColumns = modelColumns(columns, sort, rowButtons, onRow, t('dynamicModel.actions'));
  const rows = list.data?.list ?? [];
  const openGroups = rows.filter((row) => isGroup(row) && !folded.has(row.id)).map((row) => row.id);

  const table = (
    <Card className={styles.listCard}>
      <div className={styles.toolbar}>
        <div className={styles.buttons}>
          {header.map((button) => (
            <Button
              key={button.value}
              type={button.value === 'add' ? 'primary' : 'default'}
              danger={button.value === 'batchRemove'}
              icon={HEADER_ICONS[button.value]}
              onClick={() => onHeader(button.value)}
            >
              {button.label}
            </Button>
          ))}
        </div>
        <Tooltip title={t('dynamicModel.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('dynamicModel.refresh')}
            loading={list.isFetching}
            onClick={refresh}
          />
        </Tooltip>
      </div>
      <Table<ModelRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: scrollWidth(columns, rowButtons.length) }}
        expandable={
          columns.type === 3
            ? {
                expandedRowKeys: openGroups,
                onExpand: (open, row) =>
                  setFolded((now) => {
                    const next = new Set(now);
                    if (open) next.delete(row.id);
                    else next.add(row.id);
                    return next;
                  }),
              }
            : undefined
        }
        locale={{ emptyText: t('dynamicModel.empty') }}
        rowSelection={
          batch
            ? {
                selectedRowKeys: ticked,
                onChange: (keys) => setTicked(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: isGroup(row) }),
                checkStrictly: true,
              }
            : undefined
        }
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = one?.columnKey ? String(one.columnKey) : '';
          setSort(field && one.order ? { sidx: field, sort: one.order === 'ascend' ? 'asc' : 'desc' } : null);
          firstPage();
        }}
      />
      {paged && (
        <ListFooter
          page={page}
          total={list.data?.pagination?.total ?? 0}
          onChange={(next) => {
            setPage(next);
            setTicked([]);
          }}
        />
      )}
    </Card>
  );

  return (
    <div className={styles.page}>
      {columns.type === 2 && (
        <ModelTree
          columns={columns}
          selected={node}
          onSelect={(value) => {
            setNode(value);
            firstPage();
          }}
        />
      )}
      <div className={styles.main}>
        <SearchBar
          items={columns.searchList}
          onSearch={(values, words) => {
            setSearch(values);
            setKeyword(words);
            firstPage();
          }}
        />
        {table}
      </div>
      {dialog?.kind === 'form' && (
        <RecordDialog
          form={form}
          calls={calls}
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'detail' && (
        <DetailDialog form={form} calls={calls} id={dialog.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'export' && (
        <ExportDialog
          columns={columns.columnList}
          run={(selectKey, onProgress) =>
            calls.exportRows(
              { json, ...(keyword ? { keyword } : {}), ...(sort ?? {}) },
              selectKey,
              `${model.name}.xlsx`,
              onProgress,
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      <ResourceImportDialog
        open={dialog?.kind === 'import'}
        accept=".xlsx"
        maxBytes={IMPORT_MAX_BYTES}
        preview
        send={calls.importFile}
        template={() => calls.template(`${model.name}.xlsx`)}
        onClose={() => setDialog(null)}
        onImported={refresh}
      />
    </div>
  );
}
