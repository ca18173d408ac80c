import { PlusOutlined } from '@ant-design/icons';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Form,
  type FormInstance,
  Input,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import styles from './menu.module.css';

/** A row of a menu's own lists (权限项, 数据权限字段, 数据权限方案): it has an id and a 状态 switch. */
export interface ItemRow {
  id: string;
  enabledMark: number;
}

/** The page's texts for the shared labels (编辑, 状态, 操作) and toasts (保存成功, 状态已更新). */
type Ns = 'menu' | 'dataAuthorize';

interface SortState {
  sortCode: number;
  enabled: boolean;
}

/**
 * The create/edit dialog's state: which row is open ('new' for a new one) and its form, filled from the row,
 * or for a new one from `blank` with the next sort code and 启用. `rows` is the list shown (it refills the open
 * form when the list changes, as the screens always did).
 */
export function useItemEditor<T extends ItemRow, V extends SortState>({
  rows,
  blank,
  valuesOf,
}: {
  rows: T[] | undefined;
  blank?: Partial<V>;
  valuesOf: (row: T) => Partial<V>;
}) {
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const fill = useRef({ blank, valuesOf });
  fill.current = { blank, valuesOf };

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new')
      form.setFieldsValue({
        ...fill.current.blank,
        sortCode: (rows?.length ?? 0) + 1,
        enabled: true,
      } as Partial<V>);
    else form.setFieldsValue(fill.current.valuesOf(editing));
  }, [editing, form, rows]);

  return { form, editing, setEditing, editingId: editing === 'new' || editing === null ? null : editing.id };
}

/** 保存, 状态 and 删除 of a row, each toasting and refreshing the list; a save closes the dialog. */
export function useItemActions<T extends ItemRow, V>({
  ns,
  save,
  toggle,
  remove,
  invalidate,
  onSaved,
}: {
  ns: Ns;
  save: (values: V) => Promise<unknown>;
  toggle: (row: T) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  invalidate: () => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const saving = useMutation({
    mutationFn: save,
    onSuccess: () => {
      toastSuccess(t(`${ns}.saveSuccess`));
      void invalidate();
      onSaved();
    },
  });
  const toggling = useMutation({
    mutationFn: toggle,
    onSuccess: () => {
      toastSuccess(t(`${ns}.stateChanged`));
      void invalidate();
    },
  });
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });
  return { save: saving, toggle: toggling, remove: removing };
}

/**
 * A menu's list of rows: keyword search and 新建 above, the page's columns then 状态 and 操作 (编辑 / 删除),
 * and the create/edit dialog holding the page's own form.
 */
export function ItemListPanel<T extends ItemRow, V extends SortState>({
  ns,
  labels,
  columns,
  rows,
  loading,
  canEdit,
  onSearch,
  editor,
  actions,
  modalWidth,
  children,
}: {
  ns: Ns;
  labels: { keyword: string; add: string; empty: string; title: string };
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  loading: boolean;
  canEdit: boolean;
  onSearch: (keyword: string) => void;
  editor: {
    form: FormInstance<V>;
    editing: T | 'new' | null;
    setEditing: (row: T | 'new' | null) => void;
  };
  actions: {
    save: UseMutationResult<unknown, Error, V>;
    toggle: UseMutationResult<unknown, Error, T>;
    remove: UseMutationResult<unknown, Error, T>;
  };
  modalWidth?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const [text, setText] = useState('');
  const { form, editing, setEditing } = editor;
  const { save, toggle, remove } = actions;

  const all: TableColumnsType<T> = [
    ...columns,
    {
      title: t(`${ns}.state`),
      dataIndex: 'enabledMark',
      width: 70,
      align: 'center',
      render: (mark: number, row) => (
        <Switch
          size="small"
          checked={mark === 1}
          disabled={!canEdit}
          loading={toggle.isPending && toggle.variables?.id === row.id}
          onChange={() => toggle.mutate(row)}
          aria-label={t(`${ns}.state`)}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: t(`${ns}.actions`),
            key: 'actions',
            width: 110,
            render: (_: unknown, row: T) => (
              <RowActions
                actions={[
                  { label: t(`${ns}.edit`), onClick: () => setEditing(row) },
                  {
                    label: t('common.delete'),
                    onClick: () => confirmDelete(() => remove.mutateAsync(row)),
                    danger: true,
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <div className={styles.drawerToolbar}>
        <Space>
          <Input
            allowClear
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => onSearch(text.trim())}
            placeholder={labels.keyword}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => onSearch(text.trim())}>
            {t('common.search')}
          </Button>
        </Space>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {labels.add}
          </Button>
        ) : null}
      </div>
      <Table<T>
        rowKey="id"
        size="small"
        columns={all}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={labels.empty} /> }}
      />
      <FormModal<V>
        open={editing !== null}
        width={modalWidth}
        title={`${editing === 'new' ? labels.add : t(`${ns}.edit`)} · ${labels.title}`}
        form={form}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onFinish={(v) => save.mutate(v)}
      >
        {children}
      </FormModal>
    </>
  );
}
