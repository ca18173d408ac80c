import { PlusOutlined } from '@ant-design/icons';
import { type CommonFieldRow, FIELD_DATA_TYPES, IDENTIFIER_PATTERN } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Drawer,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import {
  type CommonFieldInput,
  deleteCommonField,
  fetchCommonFields,
  saveCommonField,
} from './data-model.api';
import styles from './data-model.module.css';

interface Values {
  field: string;
  fieldName: string;
  dataType: string;
  dataLength?: string;
  allowNull: boolean;
}

/** 常用字段: the library the designer adds fields from; added here, removed from the list. */
export function CommonFieldsDrawer({
  open,
  onClose,
  canAdd,
  canRemove,
}: {
  open: boolean;
  onClose: () => void;
  canAdd: boolean;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const list = useQuery({
    queryKey: ['systemData', 'dataModel', 'commonFields'],
    queryFn: ({ signal }) => fetchCommonFields(signal),
    enabled: open,
  });
  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: ['systemData', 'dataModel', 'commonFields'] });
  const add = useMutation({
    mutationFn: (input: CommonFieldInput) => saveCommonField(null, input),
    onSuccess: () => {
      toastSuccess(t('dataModel.commonFieldSaved'));
      form.resetFields();
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (row: CommonFieldRow) => deleteCommonField(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });
  const dataType = Form.useWatch('dataType', form);

  const columns: TableColumnsType<CommonFieldRow> = [
    {
      title: t('dataModel.field'),
      dataIndex: 'field',
      width: 140,
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    { title: t('dataModel.fieldName'), dataIndex: 'fieldName', ellipsis: true },
    {
      title: t('dataModel.dataType'),
      dataIndex: 'dataType',
      width: 120,
      render: (type: string, row) => (row.dataLength ? `${type}(${row.dataLength})` : type),
    },
    ...(canRemove
      ? [
          {
            title: '',
            key: 'actions',
            width: 64,
            render: (_: unknown, row: CommonFieldRow) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => confirmDelete(() => remove.mutateAsync(row))}
              >
                {t('common.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('dataModel.commonFields')} width={640} destroyOnHidden>
      {canAdd ? (
        <Form<Values>
          form={form}
          layout="inline"
          initialValues={{ dataType: 'varchar', dataLength: '50', allowNull: true }}
          onFinish={(v) =>
            add.mutate({
              field: v.field.trim(),
              fieldName: v.fieldName.trim(),
              dataType: v.dataType,
              dataLength:
                v.dataType === 'varchar' || v.dataType === 'decimal' ? (v.dataLength?.trim() ?? null) : null,
              allowNull: v.allowNull ? 1 : 0,
              defaultValue: null,
            })
          }
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item
            name="field"
            rules={[{ required: true, pattern: IDENTIFIER_PATTERN, message: t('dataModel.identifierRule') }]}
          >
            <Input placeholder={t('dataModel.field')} style={{ width: 130 }} className={styles.mono} />
          </Form.Item>
          <Form.Item
            name="fieldName"
            rules={[{ required: true, whitespace: true, message: t('dataModel.fieldName') }]}
          >
            <Input placeholder={t('dataModel.fieldName')} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="dataType">
            <Select style={{ width: 100 }} options={FIELD_DATA_TYPES.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
          {dataType === 'varchar' || dataType === 'decimal' ? (
            <Form.Item name="dataLength">
              <Input placeholder={t('dataModel.dataLength')} style={{ width: 70 }} />
            </Form.Item>
          ) : null}
          <Form.Item name="allowNull" valuePropName="checked">
            <Checkbox>{t('dataModel.allowNull')}</Checkbox>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={add.isPending}>
              {t('dataModel.commonFieldAdd')}
            </Button>
          </Space>
        </Form>
      ) : null}
      <Table<CommonFieldRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isLoading}
        pagination={false}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataModel.commonFieldEmpty')} />
          ),
        }}
      />
    </Drawer>
  );
}
