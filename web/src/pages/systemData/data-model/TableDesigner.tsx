import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FIELD_DATA_TYPES, IDENTIFIER_PATTERN, type TableDefinition, type TableField } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { fetchCommonFields, fetchTable, saveTable } from './data-model.api';
import styles from './data-model.module.css';

/** What the designer opens: a new table, an existing one to design, or one only to view. */
export type DesignerTarget = { mode: 'add' } | { mode: 'edit' | 'view'; table: string } | null;

interface Row extends TableField {
  key: string;
  /** a field the table already has: only its description may change */
  existing: boolean;
}

let nextKey = 0;
const newRow = (more: Partial<TableField> = {}): Row => ({
  key: `r${nextKey++}`,
  existing: false,
  field: '',
  fieldName: '',
  dataType: 'varchar',
  dataLength: '50',
  primaryKey: 0,
  allowNull: 1,
  defaultValue: null,
  ...more,
});
const defaultLength = (type: string) => (type === 'varchar' ? '50' : type === 'decimal' ? '18,2' : null);

/** 表设计: the table's name and description, and a grid of its fields. */
export function TableDesigner({
  linkId,
  target,
  onClose,
}: {
  linkId: string;
  target: DesignerTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [table, setTable] = useState('');
  const [tableName, setTableName] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const tableOf = target && target.mode !== 'add' ? target.table : null;
  const readOnly = target?.mode === 'view';

  const info = useQuery({
    queryKey: ['systemData', 'dataModel', 'table', linkId, tableOf],
    queryFn: () => fetchTable(linkId, tableOf as string),
    enabled: tableOf !== null,
    gcTime: 0,
  });
  const common = useQuery({
    queryKey: ['systemData', 'dataModel', 'commonFields'],
    queryFn: ({ signal }) => fetchCommonFields(signal),
    enabled: target !== null && !readOnly,
  });

  useEffect(() => {
    setProblem(null);
    if (target?.mode === 'add') {
      setTable('');
      setTableName('');
      setRows([
        newRow({
          field: 'id',
          fieldName: t('dataModel.primaryKey'),
          dataLength: '50',
          primaryKey: 1,
          allowNull: 0,
        }),
      ]);
    }
  }, [target, t]);
  useEffect(() => {
    if (!info.data) return;
    setTable(info.data.tableInfo.table);
    setTableName(info.data.tableInfo.tableName ?? '');
    setRows(info.data.tableFieldList.map((f) => ({ ...f, key: `r${nextKey++}`, existing: true })));
  }, [info.data]);

  const update = (key: string, change: Partial<TableField>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const addCommon = (id: string) => {
    const f = common.data?.list.find((c) => c.id === id);
    if (!f) return;
    if (rows.some((r) => r.field.toLowerCase() === f.field.toLowerCase())) {
      toastError(t('dataModel.duplicateField', { field: f.field }));
      return;
    }
    setRows((list) => [
      ...list,
      newRow({
        field: f.field,
        fieldName: f.fieldName,
        dataType: f.dataType,
        dataLength: f.dataLength,
        allowNull: f.allowNull,
        defaultValue: f.defaultValue,
      }),
    ]);
  };

  /** The checks the server makes too, so most mistakes are named before the request. */
  const check = (): string | null => {
    if (!IDENTIFIER_PATTERN.test(table.trim()))
      return `${t('dataModel.table')}: ${t('dataModel.identifierRule')}`;
    if (rows.length === 0) return t('dataModel.noFields');
    const seen = new Set<string>();
    for (const r of rows) {
      if (!IDENTIFIER_PATTERN.test(r.field.trim()))
        return `${r.field || t('dataModel.field')}: ${t('dataModel.identifierRule')}`;
      const key = r.field.trim().toLowerCase();
      if (seen.has(key)) return t('dataModel.duplicateField', { field: r.field });
      seen.add(key);
    }
    if (!rows.some((r) => r.primaryKey === 1)) return t('dataModel.needPrimaryKey');
    return null;
  };

  const save = useMutation({
    mutationFn: (definition: TableDefinition) => saveTable(linkId, target?.mode === 'edit', definition),
    onSuccess: () => {
      toastSuccess(t('dataModel.saveSuccess'));
      void queryClient.invalidateQueries({ queryKey: ['systemData', 'dataModel'] });
      onClose();
    },
  });
  const submit = () => {
    const found = check();
    setProblem(found);
    if (found) return;
    save.mutate({
      tableInfo: { table: table.trim(), tableName: tableName.trim() },
      tableFieldList: rows.map(({ key: _key, existing: _existing, ...f }) => ({
        ...f,
        field: f.field.trim(),
        fieldName: f.fieldName?.trim() ?? '',
        dataLength: f.dataLength?.toString().trim() || null,
        defaultValue: f.defaultValue?.toString().trim() || null,
        allowNull: f.primaryKey === 1 ? 0 : f.allowNull,
      })),
    });
  };

  const locked = (r: Row) => readOnly || r.existing;
  const columns: TableColumnsType<Row> = [
    {
      title: t('dataModel.field'),
      dataIndex: 'field',
      width: 170,
      render: (_, r) => (
        <Input
          size="small"
          value={r.field}
          disabled={locked(r)}
          maxLength={63}
          aria-label={t('dataModel.field')}
          status={r.field && !IDENTIFIER_PATTERN.test(r.field) ? 'error' : undefined}
          onChange={(e) => update(r.key, { field: e.target.value })}
        />
      ),
    },
    {
      title: t('dataModel.fieldName'),
      dataIndex: 'fieldName',
      width: 170,
      render: (_, r) => (
        <Input
          size="small"
          value={r.fieldName}
          disabled={readOnly}
          maxLength={200}
          aria-label={t('dataModel.fieldName')}
          onChange={(e) => update(r.key, { fieldName: e.target.value })}
        />
      ),
    },
    {
      title: t('dataModel.dataType'),
      dataIndex: 'dataType',
      width: 120,
      render: (_, r) => (
        <Select
          size="small"
          value={r.dataType}
          disabled={locked(r)}
          style={{ width: '100%' }}
          aria-label={t('dataModel.dataType')}
          options={FIELD_DATA_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(type: string) => update(r.key, { dataType: type, dataLength: defaultLength(type) })}
        />
      ),
    },
    {
      title: t('dataModel.dataLength'),
      dataIndex: 'dataLength',
      width: 90,
      render: (_, r) =>
        r.dataType === 'varchar' || r.dataType === 'decimal' ? (
          <Input
            size="small"
            value={r.dataLength ?? ''}
            disabled={locked(r)}
            aria-label={t('dataModel.dataLength')}
            placeholder={r.dataType === 'varchar' ? '50' : '18,2'}
            title={
              r.dataType === 'varchar'
                ? t('dataModel.dataLengthHintVarchar')
                : t('dataModel.dataLengthHintDecimal')
            }
            onChange={(e) => update(r.key, { dataLength: e.target.value })}
          />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      title: t('dataModel.primaryKey'),
      dataIndex: 'primaryKey',
      width: 64,
      align: 'center',
      render: (_, r) => (
        <Checkbox
          checked={r.primaryKey === 1}
          disabled={locked(r)}
          aria-label={t('dataModel.primaryKey')}
          onChange={(e) =>
            update(r.key, {
              primaryKey: e.target.checked ? 1 : 0,
              ...(e.target.checked ? { allowNull: 0 } : {}),
            })
          }
        />
      ),
    },
    {
      title: t('dataModel.allowNull'),
      dataIndex: 'allowNull',
      width: 70,
      align: 'center',
      render: (_, r) => (
        <Checkbox
          checked={r.allowNull === 1 && r.primaryKey !== 1}
          disabled={locked(r) || r.primaryKey === 1}
          aria-label={t('dataModel.allowNull')}
          onChange={(e) => update(r.key, { allowNull: e.target.checked ? 1 : 0 })}
        />
      ),
    },
    {
      title: t('dataModel.defaultValue'),
      dataIndex: 'defaultValue',
      width: 120,
      render: (_, r) => (
        <Input
          size="small"
          value={r.defaultValue ?? ''}
          disabled={locked(r)}
          maxLength={200}
          aria-label={t('dataModel.defaultValue')}
          onChange={(e) => update(r.key, { defaultValue: e.target.value })}
        />
      ),
    },
    ...(readOnly
      ? []
      : [
          {
            title: '',
            key: 'remove',
            width: 44,
            render: (_: unknown, r: Row) =>
              r.existing ? null : (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('dataModel.removeField')}
                  onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                />
              ),
          },
        ]),
  ];

  const title =
    target?.mode === 'add'
      ? t('dataModel.designerAdd')
      : target?.mode === 'edit'
        ? t('dataModel.designerEdit', { table: tableOf })
        : t('dataModel.designerView', { table: tableOf });

  return (
    <Modal
      open={target !== null}
      title={title}
      width={1040}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={readOnly ? onClose : submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      loading={tableOf !== null && info.isLoading}
      destroyOnHidden
      footer={readOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
    >
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <div className={styles.designerHead}>
          <Form.Item label={t('dataModel.table')} required tooltip={t('dataModel.identifierRule')}>
            <Input
              value={table}
              maxLength={63}
              disabled={target?.mode !== 'add'}
              className={styles.mono}
              onChange={(e) => setTable(e.target.value)}
              aria-label={t('dataModel.table')}
            />
          </Form.Item>
          <Form.Item label={t('dataModel.tableName')}>
            <Input
              value={tableName}
              maxLength={200}
              disabled={readOnly}
              onChange={(e) => setTableName(e.target.value)}
              aria-label={t('dataModel.tableName')}
            />
          </Form.Item>
        </div>
      </Form>
      <div className={styles.gridBar}>
        <span className={styles.gridTitle}>{t('dataModel.fields')}</span>
        {readOnly ? null : (
          <>
            <Select
              size="small"
              style={{ width: 220 }}
              placeholder={t('dataModel.fromCommon')}
              value={null}
              loading={common.isLoading}
              options={(common.data?.list ?? []).map((c) => ({
                value: c.id,
                label: `${c.field}（${c.fieldName}）`,
              }))}
              onChange={(id: string) => addCommon(id)}
              notFoundContent={t('dataModel.commonFieldEmpty')}
            />
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setRows((list) => [...list, newRow()])}
            >
              {t('dataModel.addField')}
            </Button>
          </>
        )}
      </div>
      {target?.mode === 'edit' ? (
        <Alert type="info" showIcon message={t('dataModel.existingField')} style={{ marginBottom: 8 }} />
      ) : null}
      <Table<Row>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
      />
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
