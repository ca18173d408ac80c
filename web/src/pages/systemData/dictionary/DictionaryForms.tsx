import { DICTIONARY_DATA_ROOT, DICTIONARY_TYPE_ROOT } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Radio, Row, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { markFieldErrors } from '../../../components/resource/form-values';
import { DescriptionItem, NameCodeRow } from '../../permission/organize/OrganizeFields';
import {
  DICTIONARY_KEY,
  fetchItemParents,
  fetchType,
  fetchTypeParents,
  pickOptions,
  refreshDictionaries,
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

/** 新建/编辑 字典分类 (from the type tree; the items are the list runtime's, dictionary-items.resource.tsx). */
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
    onError: (error) => markFieldErrors(form, error),
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

/** 上级 of a tree dictionary's item: the top level or another item, never itself or below it. */
export function ItemParentField({ typeId, editingId }: { typeId: string; editingId: string | null }) {
  const { t } = useTranslation();
  const parents = useQuery({
    queryKey: [...DICTIONARY_KEY, 'itemParents', typeId, editingId],
    queryFn: ({ signal }) => fetchItemParents(typeId, editingId, signal),
  });
  const parentOptions = useMemo(
    () => pickOptions(parents.data?.list, { value: DICTIONARY_DATA_ROOT, title: t('dictionary.topLevel') }),
    [parents.data, t],
  );
  return (
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
  );
}
