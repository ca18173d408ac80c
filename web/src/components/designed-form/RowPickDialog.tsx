import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { toastError } from '../../app/feedback';
import { http } from '../../app/request';
import type { FormTexts } from './form-texts';
import { type PickColumn, pickPage } from './row-pick';

export interface RowPickDialogProps {
  open: boolean;
  title: string;
  /** the list route: FieldDataSelect of a design, or a data interface's Action/List */
  listUrl: string;
  /** the key of the query cache, per source */
  cacheKey: readonly unknown[];
  columns: PickColumn[];
  pageSize: number;
  /** the column whose value a row is chosen by */
  rowKey: string;
  /** extra query values the route takes (relationField, propsValue…) */
  params?: Record<string, string>;
  texts: FormTexts;
  onPick: (row: Record<string, unknown>) => void;
  onClose: () => void;
}

/**
 * The dialog of the relation-form and popup-select controls (SPEC §9: 700 px): a keyword search over a
 * paged list of rows; a click chooses a row, 确定 takes it. A failing list route says so in an error toast
 * (request.ts) and the table stays empty: nothing is made up.
 */
export function RowPickDialog(props: RowPickDialogProps) {
  const { open, title, listUrl, cacheKey, columns, pageSize, rowKey, params, texts, onPick, onClose } = props;
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [chosen, setChosen] = useState<Record<string, unknown> | null>(null);
  const rows = useQuery({
    queryKey: [...cacheKey, keyword, currentPage, pageSize],
    queryFn: ({ signal }) =>
      http.get<unknown>(listUrl, { ...params, keyword, currentPage, pageSize }, { signal }).then(pickPage),
    enabled: open,
    retry: false,
  });
  const keyOf = (row: Record<string, unknown>) => String(row[rowKey] ?? row.id ?? '');
  const confirm = () => {
    if (!chosen) return toastError(texts.chooseRow, 1);
    onPick(chosen);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      width={700}
      onCancel={onClose}
      onOk={confirm}
      okText={texts.confirm}
      cancelText={texts.cancel}
      destroyOnHidden
    >
      <Input.Search
        placeholder={texts.keyword}
        allowClear
        enterButton={texts.search}
        onSearch={(text) => {
          setKeyword(text.trim());
          setCurrentPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<Record<string, unknown>>
        size="small"
        rowKey={keyOf}
        loading={rows.isFetching}
        dataSource={rows.data?.list ?? []}
        columns={columns.map((column) => ({
          key: column.value,
          dataIndex: column.value,
          title: column.label,
          ellipsis: true,
          render: (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell)),
        }))}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [keyOf(chosen)] : [],
          onChange: (_keys, selected) => setChosen(selected[0] ?? null),
        }}
        onRow={(row) => ({
          onClick: () => setChosen(row),
          onDoubleClick: () => {
            onPick(row);
            onClose();
          },
        })}
        pagination={{
          current: currentPage,
          pageSize,
          total: rows.data?.total ?? 0,
          onChange: setCurrentPage,
          showSizeChanger: false,
          size: 'small',
        }}
        scroll={{ y: 360 }}
      />
    </Modal>
  );
}
