import { PlusOutlined } from '@ant-design/icons';
import {
  CONDITION_OPS,
  CONDITION_PLACEHOLDERS,
  type ConditionOp,
  DATA_FIELD_TYPES,
  type DataField,
  type DataFieldInput,
  type DataFieldType,
  type MenuAdminNode,
} from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AutoComplete,
  Button,
  Col,
  Empty,
  Form,
  Input,
  Row,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import {
  DATA_AUTHORIZE_KEY,
  deleteDataField,
  fetchDataFields,
  fieldsKey,
  saveDataField,
} from './data-authorize.api';
import styles from './menu.module.css';
import { fieldOps, placeholderLabel } from './SchemeConditionBuilder';

/** The server's rule for a field code: it names a column, so no dots or dashes. */
const FIELD_CODE = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

interface Values {
  fullName: string;
  enCode: string;
  type: DataFieldType;
  conditionSymbol: ConditionOp[];
  conditionText?: string | null;
  bindTable?: string | null;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

const inputOf = (field: DataField, enabledMark = field.enabledMark): DataFieldInput => ({
  fullName: field.fullName,
  enCode: field.enCode,
  type: field.type,
  conditionSymbol: field.conditionSymbol,
  conditionText: field.conditionText,
  bindTable: field.bindTable,
  sortCode: field.sortCode,
  enabledMark,
  description: field.description,
});

/** 数据权限字段 of one menu: the fields its schemes may filter on, with the operators each offers. */
export function DataAuthorizeFields({ menu, canEdit }: { menu: MenuAdminNode; canEdit: boolean }) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DataField | 'new' | null>(null);

  const query = useQuery({
    queryKey: fieldsKey(menu.id, keyword),
    queryFn: ({ signal }) => fetchDataFields(menu.id, keyword, signal),
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: DATA_AUTHORIZE_KEY });

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new')
      form.setFieldsValue({
        type: 'string',
        conditionSymbol: ['Equal', 'NotEqual'],
        sortCode: (query.data?.list.length ?? 0) + 1,
        enabled: true,
      });
    else
      form.setFieldsValue({
        fullName: editing.fullName,
        enCode: editing.enCode,
        type: editing.type,
        conditionSymbol: fieldOps(editing),
        conditionText: editing.conditionText,
        bindTable: editing.bindTable,
        sortCode: editing.sortCode,
        enabled: editing.enabledMark === 1,
        description: editing.description,
      });
  }, [editing, form, query.data]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveDataField(editing === 'new' || editing === null ? null : editing.id, {
        moduleId: menu.id,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        type: values.type,
        conditionSymbol: CONDITION_OPS.filter((op) => values.conditionSymbol.includes(op)).join(','),
        conditionText: values.conditionText?.trim() || null,
        bindTable: values.bindTable?.trim() || null,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('dataAuthorize.saveSuccess'));
      void invalidate();
      setEditing(null);
    },
  });
  // There is no state call for fields: the switch saves the field with the other state.
  const toggle = useMutation({
    mutationFn: (field: DataField) =>
      saveDataField(field.id, inputOf(field, field.enabledMark === 1 ? 0 : 1)),
    onSuccess: () => {
      toastSuccess(t('dataAuthorize.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (field: DataField) => deleteDataField(field.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      void invalidate();
    },
  });

  const opLabel = (op: ConditionOp) => t(`dataAuthorize.ops.${op}`);
  const columns: TableColumnsType<DataField> = [
    { title: t('dataAuthorize.fieldName'), dataIndex: 'fullName', width: 120, ellipsis: true },
    { title: t('dataAuthorize.fieldCode'), dataIndex: 'enCode', width: 130, ellipsis: true },
    {
      title: t('dataAuthorize.fieldType'),
      dataIndex: 'type',
      width: 90,
      render: (type: DataFieldType) => t(`dataAuthorize.types.${type}`),
    },
    {
      title: t('dataAuthorize.conditionSymbol'),
      dataIndex: 'conditionSymbol',
      render: (_: string, field) => (
        <span className={styles.opTags}>
          {fieldOps(field).map((op) => (
            <Tag key={op}>{opLabel(op)}</Tag>
          ))}
        </span>
      ),
    },
    { title: t('dataAuthorize.sortCode'), dataIndex: 'sortCode', width: 60, align: 'center' },
    {
      title: t('dataAuthorize.state'),
      dataIndex: 'enabledMark',
      width: 70,
      align: 'center',
      render: (mark: number, field) => (
        <Switch
          size="small"
          checked={mark === 1}
          disabled={!canEdit}
          loading={toggle.isPending && toggle.variables?.id === field.id}
          onChange={() => toggle.mutate(field)}
          aria-label={t('dataAuthorize.state')}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: t('dataAuthorize.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, field: DataField) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(field)}>
                  {t('dataAuthorize.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(() => remove.mutateAsync(field))}
                >
                  {t('common.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const title = t('dataAuthorize.fields');
  return (
    <>
      <div className={styles.drawerToolbar}>
        <Space>
          <Input
            allowClear
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => setKeyword(text.trim())}
            placeholder={t('dataAuthorize.keyword')}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => setKeyword(text.trim())}>
            {t('common.search')}
          </Button>
        </Space>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('dataAuthorize.add')}
          </Button>
        ) : null}
      </div>
      <Table<DataField>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataAuthorize.empty')} />,
        }}
      />
      <FormModal<Values>
        open={editing !== null}
        width={640}
        title={
          editing === 'new' ? `${t('dataAuthorize.add')} · ${title}` : `${t('dataAuthorize.edit')} · ${title}`
        }
        form={form}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onFinish={(v) => save.mutate(v)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="fullName"
              label={t('dataAuthorize.fieldName')}
              rules={[{ required: true, whitespace: true, message: t('dataAuthorize.fieldNameRequired') }]}
            >
              <Input maxLength={100} placeholder="所属组织" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="enCode"
              label={t('dataAuthorize.fieldCode')}
              rules={[
                { required: true, whitespace: true, message: t('dataAuthorize.fieldCodeRequired') },
                { pattern: FIELD_CODE, message: t('dataAuthorize.fieldCodeRule') },
              ]}
            >
              <Input maxLength={100} placeholder="organizeId" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="type" label={t('dataAuthorize.fieldType')}>
              <Select
                options={DATA_FIELD_TYPES.map((type) => ({
                  value: type,
                  label: t(`dataAuthorize.types.${type}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bindTable" label={t('dataAuthorize.bindTable')}>
              <Input maxLength={100} placeholder="base_user" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="conditionSymbol"
          label={t('dataAuthorize.conditionSymbol')}
          rules={[{ required: true, type: 'array', min: 1, message: t('dataAuthorize.symbolRequired') }]}
        >
          <Select mode="multiple" options={CONDITION_OPS.map((op) => ({ value: op, label: opLabel(op) }))} />
        </Form.Item>
        <Form.Item
          name="conditionText"
          label={t('dataAuthorize.defaultValue')}
          tooltip={t('dataAuthorize.defaultValueHint')}
        >
          <AutoComplete
            maxLength={100}
            allowClear
            options={CONDITION_PLACEHOLDERS.map((value) => ({
              value,
              label: `${placeholderLabel(t, value)} (${value})`,
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <SortStateFields ns="menu" span={12} />
        </Row>
        <Form.Item name="description" label={t('dataAuthorize.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormModal>
    </>
  );
}
