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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Col, Form, Input, Row, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import {
  DATA_AUTHORIZE_KEY,
  deleteDataField,
  fetchDataFields,
  fieldsKey,
  saveDataField,
} from './data-authorize.api';
import { ItemListPanel, useItemActions, useItemEditor } from './ItemListPanel';
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
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');

  const query = useQuery({
    queryKey: fieldsKey(menu.id, keyword),
    queryFn: ({ signal }) => fetchDataFields(menu.id, keyword, signal),
  });
  const editor = useItemEditor<DataField, Values>({
    rows: query.data?.list,
    blank: { type: 'string', conditionSymbol: ['Equal', 'NotEqual'] },
    valuesOf: (field) => ({
      fullName: field.fullName,
      enCode: field.enCode,
      type: field.type,
      conditionSymbol: fieldOps(field),
      conditionText: field.conditionText,
      bindTable: field.bindTable,
      sortCode: field.sortCode,
      enabled: field.enabledMark === 1,
      description: field.description,
    }),
  });
  const actions = useItemActions<DataField, Values>({
    ns: 'dataAuthorize',
    save: (values) =>
      saveDataField(editor.editingId, {
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
    // There is no state call for fields: the switch saves the field with the other state.
    toggle: (field) => saveDataField(field.id, inputOf(field, field.enabledMark === 1 ? 0 : 1)),
    remove: (field) => deleteDataField(field.id),
    invalidate: () => queryClient.invalidateQueries({ queryKey: DATA_AUTHORIZE_KEY }),
    onSaved: () => editor.setEditing(null),
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
  ];

  return (
    <ItemListPanel<DataField, Values>
      ns="dataAuthorize"
      labels={{
        keyword: t('dataAuthorize.keyword'),
        add: t('dataAuthorize.add'),
        empty: t('dataAuthorize.empty'),
        title: t('dataAuthorize.fields'),
      }}
      columns={columns}
      rows={query.data?.list}
      loading={query.isLoading}
      canEdit={canEdit}
      onSearch={setKeyword}
      editor={editor}
      actions={actions}
      modalWidth={640}
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
    </ItemListPanel>
  );
}
