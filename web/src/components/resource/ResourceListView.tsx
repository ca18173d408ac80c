import { Alert, Card, Empty, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../app/request';
import type { QueryParams } from '../../app/request-url';
import { useIsMobile } from '../../shell/useIsMobile';
import { ListFooter, type ListPage } from '../admin/ListFooter';
import { ListToolbar } from '../admin/ListToolbar';
import { usePermission } from '../usePermission';
import { scrollWidth } from './column-permission';
import { ResourceExportDialog } from './ResourceExportDialog';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourceImportDialog } from './ResourceImportDialog';
import { ToolbarActions, ToolbarFilters } from './ResourceToolbar';
import styles from './resource.module.css';
import type { FilterValues, FormTarget, ResourceDescription } from './resource.types';
import { batchActionsFor, canSwitchState } from './resource-actions';
import type { ResourceCalls } from './resource-api';
import { tableColumns } from './resource-columns';
import { fieldOf, type ListSort, sortOf, type Ticks, ticksScope, ticksShown } from './resource-query';
import { useResourceText } from './resource-text';
import { type ChangeKind, useResourceChanges } from './useResourceChanges';

/** The server runtime's limit of an import (decision 059). */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** What the list on screen comes from: a paged list or a tree (ResourceListPage picks). */
export interface ListSource<Row> {
  text: string;
  setText(value: string): void;
  search(): void;
  reset(): void;
  draft: FilterValues;
  setDraft(values: FilterValues): void;
  rows: Row[];
  /** the last read failed (a list answered whole: its query's error) */
  error?: unknown;
  searching: boolean;
  /** the table spins */
  loading: boolean;
  /** the refresh button spins */
  refreshing: boolean;
  /** null: refreshing is invalidating the resource's queries */
  refresh: (() => void) | null;
  sort: ListSort | null;
  changeSort(sort: ListSort | null): void;
  exportParams: QueryParams;
  paging?: { page: ListPage; total: number; onChange(page: ListPage): void };
  /** after `count` rows of the page went (default one) */
  afterRemove?: (count?: number) => void;
  tree?: {
    expanded: string[];
    onExpandedChange(keys: string[]): void;
    truncated: boolean;
    isBranchLoading(id: string): boolean;
  };
}

export interface ResourceListViewProps<Row extends object> {
  resource: ResourceDescription<Row>;
  calls: ResourceCalls<Row>;
  source: ListSource<Row>;
  /** parameters from beside the list (a tree's choice); a change goes back to page 1 */
  params?: QueryParams;
  /** what a new record starts with (e.g. the organisation chosen beside the list) */
  createDefaults?: Record<string, unknown>;
  className?: string;
  /** the card's title (e.g. what the list beside chose) */
  title?: ReactNode;
  /** the picture of the empty list (default antd's simple one) */
  emptyImage?: ReactNode;
  /** above the toolbar (a hint) */
  intro?: ReactNode;
  /** without the card, for a list inside the screen's own (a tab of 系统日志) */
  bare?: boolean;
  /** what a row opens to show under it (an exception's stack) */
  expandedRow?: (row: Row) => ReactNode;
  /** after a save, delete or state change, once the lists are refreshed */
  onChanged?: (kind: ChangeKind) => void;
  /** the screen's own dialogs and drawers */
  children?: ReactNode;
}

/** The rows ticked for a batch action, on the page and query on screen (ticksShown). */
function useTicks(source: ListSource<unknown>) {
  const scope = ticksScope(source.exportParams, source.paging?.page ?? null);
  const [ticks, setTicks] = useState<Ticks>({ keys: [], scope });
  return {
    keys: ticksShown(ticks, scope),
    set: (keys: string[]) => setTicks({ keys, scope }),
    clear: () => setTicks({ keys: [], scope }),
  };
}

export function ResourceListView<Row extends object>({
  resource,
  calls,
  source,
  createDefaults,
  className,
  title,
  emptyImage,
  intro,
  bare,
  expandedRow,
  onChanged,
  children,
}: ResourceListViewProps<Row>) {
  const text = useResourceText();
  const { can, visibleColumns } = usePermission();
  const changes = useResourceChanges(resource, calls, onChanged);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  const rowKey = resource.rowKey ?? 'id';
  const { tree } = source;
  const ticks = useTicks(source);
  const batches = batchActionsFor(resource.toolbar ?? [], can);
  const lockedBy = resource.selection?.lockedBy;
  const mobile = useIsMobile();

  const allColumns = tableColumns<Row>({
    resource,
    text,
    can,
    canSwitch: canSwitchState(can),
    isSwitching: changes.isToggling,
    onSwitch: changes.toggle,
    handlers: {
      edit: (row) => setTarget({ id: String(fieldOf(row, rowKey)) }),
      remove: (row) => changes.confirmRemove(row, source.afterRemove),
      exportRow: (row) => void calls.exportRow(row).catch(() => undefined),
      helpers: { openForm: setTarget, refresh: changes.refresh },
    },
    context: { isBranchLoading: tree?.isBranchLoading ?? (() => false) },
    searching: source.searching,
    sort: source.sort,
    mobile,
  });
  const columns = visibleColumns(allColumns);
  const sortable = resource.columns.some((column) => column.sortable);
  const unread = resource.texts.readError && source.error ? source.error : null;
  const empty = source.searching && resource.texts.noMatch ? resource.texts.noMatch : resource.texts.empty;

  const content = (
    <>
      {intro}
      <ListToolbar
        keyword={{
          value: source.text,
          onChange: source.setText,
          placeholder: text(resource.keyword.placeholder),
        }}
        searchIcons={resource.table.searchIcons}
        filters={
          resource.filters?.length ? (
            <ToolbarFilters filters={resource.filters} values={source.draft} onChange={source.setDraft} />
          ) : undefined
        }
        onSearch={source.search}
        onReset={source.reset}
        actions={
          <ToolbarActions
            actions={resource.toolbar ?? []}
            can={can}
            addLabel={text(resource.texts.add)}
            onAdd={() => setTarget({ defaults: createDefaults })}
            onImport={() => setDialog('import')}
            onExport={() => setDialog('export')}
            ticked={ticks.keys.length}
            onBatch={(action) =>
              changes.confirmBatch(action, ticks.keys, () => {
                const count = ticks.keys.length;
                ticks.clear();
                if (action.removes) source.afterRemove?.(count);
              })
            }
            helpers={{ openForm: setTarget, refresh: changes.refresh }}
          />
        }
        refresh={{ onClick: source.refresh ?? (() => void changes.refresh()), loading: source.refreshing }}
      />
      {tree?.truncated ? (
        <Alert className={styles.notice} type="info" showIcon title={text(resource.tree?.searchLimitText)} />
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={unread ? [] : source.rows}
        loading={source.loading}
        pagination={false}
        tableLayout={resource.table.fixedLayout ? 'fixed' : undefined}
        scroll={{ x: scrollWidth(resource.table.scrollX, allColumns, columns) }}
        onChange={
          sortable ? (_, __, sorter) => source.changeSort(sortOf([sorter].flat()[0] ?? {})) : undefined
        }
        rowSelection={
          batches.length
            ? {
                selectedRowKeys: ticks.keys,
                onChange: (keys) => ticks.set(keys.map(String)),
                preserveSelectedRowKeys: false,
                getCheckboxProps: lockedBy
                  ? (row) => ({ disabled: Boolean(fieldOf(row, lockedBy)) })
                  : undefined,
              }
            : undefined
        }
        expandable={
          tree
            ? {
                expandedRowKeys: tree.expanded,
                onExpandedRowsChange: (keys) => tree.onExpandedChange(keys.map(String)),
                indentSize: 20,
              }
            : expandedRow
              ? { expandedRowRender: expandedRow }
              : undefined
        }
        locale={{
          emptyText: (
            <Empty
              image={emptyImage ?? Empty.PRESENTED_IMAGE_SIMPLE}
              description={unread instanceof ApiError ? unread.message : text(empty)}
            />
          ),
        }}
      />
      {source.paging ? (
        <ListFooter page={source.paging.page} total={source.paging.total} onChange={source.paging.onChange} />
      ) : null}
      {resource.form ? (
        <ResourceFormDialog
          resource={resource}
          calls={calls}
          target={target}
          onClose={() => setTarget(null)}
          onSaved={() => changes.changed('save')}
        />
      ) : null}
      {resource.api.export ? (
        <ResourceExportDialog
          open={dialog === 'export'}
          run={(onProgress) => calls.exportList(source.exportParams, onProgress)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {resource.api.import ? (
        <ResourceImportDialog
          open={dialog === 'import'}
          accept={resource.api.import.accept ?? '.xlsx'}
          maxBytes={resource.api.import.maxBytes ?? IMPORT_MAX_BYTES}
          preview={resource.api.import.preview !== null}
          send={calls.importFile}
          template={calls.importTemplate}
          onClose={() => setDialog(null)}
          onImported={() => changes.changed('save')}
        />
      ) : null}
      {children}
    </>
  );
  return bare ? (
    <div className={className}>{content}</div>
  ) : (
    <Card className={className} title={title}>
      {content}
    </Card>
  );
}
