import { DICTIONARY_DATA_ROOT, DICTIONARY_TYPE_ROOT } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { DescriptionItem, NameCodeRow } from '../../permission/organize/OrganizeFields';
import {
  DICTIONARY_KEY,
  fetchItem,
  fetchItemParents,
  fetchType,
  fetchTypeParents,
  pickOptions,
  refreshDictionaries,
  saveItem,
  saveType,
} from './dictionary.api';

/** What the type dialog edits: a new type (under `parentId`) or the type `id`. */
export interface TypeTarget {
  id?: string;
  parentId?: string;
}

interface TypeValues {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: 0 | 1;
  sortCode: number;
  description?: string | null;
}

/** 新建/编辑 字典分类. */
export function DictionaryTypeForm({
  target,
  onClose,
  onSaved,
}: {
  target: TypeTarget | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TypeValues>();
  const editing = target?.id ?? null;

  const info = useQuery({
    queryKey: [...DICTIONARY_KEY, 'type', editing],
    queryFn: () => fetchType(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });
  const parents = useQuery({
    queryKey: [...DICTIONARY_KEY, 'typeParents', editing],
    queryFn: ({ signal }) => fetchTypeParents(editing, signal),
    enabled: target !== null,
  });
  const parentOptions = useMemo(
    () => pickOptions(parents.data?.list, { value: DICTIONARY_TYPE_ROOT, title: t('dictionary.topLevel') }),
    [parents.data, t],
  );

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!target.id)
      form.setFieldsValue({ parentId: target.parentId ?? DICTIONARY_TYPE_ROOT, isTree: 0, sortCode: 0 });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      parentId: d.parentId,
      fullName: d.fullName,
      enCode: d.enCode,
      isTree: d.isTree,
      sortCode: d.sortCode,
      description: d.description,
    });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: TypeValues) =>
      saveType(editing, {
        parentId: values.parentId ?? DICTIONARY_TYPE_ROOT,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        isTree: values.isTree ?? 0,
        sortCode: values.sortCode ?? 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: (answer) => {
      toastSuccess(t('dictionary.saveSuccess'));
      void refreshDictionaries();
      onSaved(editing ?? (answer as { id: string }).id);
      onClose();
    },
  });

  return (
    <FormModal<TypeValues>
      open={target !== null}
      title={editing ? t('dictionary.editType') : t('dictionary.addType')}
      width={600}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item name="parentId" label={t('dictionary.parentType')} rules={[{ required: true }]}>
        <TreeSelect
          key={parents.data ? 'loaded' : 'loading'}
          treeData={parentOptions}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          loading={parents.isLoading}
        />
      </Form.Item>
      <NameCodeRow
        nameLabel={t('dictionary.typeName')}
        codeLabel={t('dictionary.typeCode')}
        storedName={info.data?.fullName}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="isTree" label={t('dictionary.structure')} extra={t('dictionary.structureHint')}>
            <Radio.Group
              options={[
                { value: 0, label: t('dictionary.list') },
                { value: 1, label: t('dictionary.tree') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sortCode" label={t('dictionary.sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}

/** What the item dialog edits: a new item of `typeId` (under `parentId`) or the item `id`. */
export interface ItemTarget {
  typeId: string;
  isTree: boolean;
  id?: string;
  parentId?: string;
}

interface ItemValues {
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 新建/编辑 字典数据. */
export function DictionaryItemForm({ target, onClose }: { target: ItemTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ItemValues>();
  const editing = target?.id ?? null;

  const info = useQuery({
    queryKey: [...DICTIONARY_KEY, 'item', editing],
    queryFn: () => fetchItem(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });
  const parents = useQuery({
    queryKey: [...DICTIONARY_KEY, 'itemParents', target?.typeId, editing],
    queryFn: ({ signal }) => fetchItemParents(target?.typeId as string, editing, signal),
    enabled: target?.isTree === true,
  });
  const parentOptions = useMemo(
    () => pickOptions(parents.data?.list, { value: DICTIONARY_DATA_ROOT, title: t('dictionary.topLevel') }),
    [parents.data, t],
  );

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!target.id)
      form.setFieldsValue({ parentId: target.parentId ?? DICTIONARY_DATA_ROOT, sortCode: 0, enabled: true });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      parentId: d.parentId,
      fullName: d.fullName,
      enCode: d.enCode,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: ItemValues) =>
      saveItem(editing, {
        dictionaryTypeId: target?.typeId as string,
        parentId: target?.isTree ? (values.parentId ?? DICTIONARY_DATA_ROOT) : DICTIONARY_DATA_ROOT,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('dictionary.saveSuccess'));
      void refreshDictionaries();
      onClose();
    },
  });

  return (
    <FormModal<ItemValues>
      open={target !== null}
      title={editing ? t('dictionary.editItem') : t('dictionary.addItem')}
      width={600}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      {target?.isTree ? (
        <Form.Item name="parentId" label={t('dictionary.parentItem')} rules={[{ required: true }]}>
          <TreeSelect
            key={parents.data ? 'loaded' : 'loading'}
            treeData={parentOptions}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            loading={parents.isLoading}
          />
        </Form.Item>
      ) : null}
      <NameCodeRow
        nameLabel={t('dictionary.itemName')}
        codeLabel={t('dictionary.itemCode')}
        storedName={info.data?.fullName}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="sortCode" label={t('dictionary.sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('dictionary.state')} valuePropName="checked">
            <Switch checkedChildren={t('dictionary.enabled')} unCheckedChildren={t('dictionary.disabled')} />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}
