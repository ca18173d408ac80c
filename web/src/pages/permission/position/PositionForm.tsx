import { type Lang, type OrganizeTreeNode, POSITION_TYPES } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { DescriptionItem, NameCodeRow } from '../organize/OrganizeFields';
import { fetchPosition, savePosition } from './position.api';

/** What the dialog edits: a new position (in `organizeId` when one is chosen on the left) or the position `id`. */
export interface PositionTarget {
  id?: string;
  organizeId?: string;
}

interface Values {
  organizeId: string;
  fullName: string;
  enCode: string;
  type?: string | null;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

const treeOptions = (nodes: OrganizeTreeNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    children: n.children ? treeOptions(n.children) : undefined,
  }));

/** 新建/编辑 岗位. */
export function PositionForm({
  target,
  organizations,
  onClose,
}: {
  target: PositionTarget | null;
  organizations: OrganizeTreeNode[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const editing = target?.id ?? null;

  const info = useQuery({
    queryKey: ['permission', 'position', 'info', editing],
    queryFn: () => fetchPosition(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!target.id) form.setFieldsValue({ organizeId: target.organizeId, sortCode: 0, enabled: true });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      organizeId: d.organizeId,
      fullName: d.fullName,
      enCode: d.enCode,
      type: d.type ?? undefined,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      savePosition(editing, {
        organizeId: values.organizeId,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        type: values.type ?? null,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('organize.saveSuccess'));
      void refreshCachedLists('positions');
      onClose();
    },
  });
  const storedName = info.data?.fullName;

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('position.editTitle') : t('position.add')}
      width={640}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="organizeId"
        label={t('position.organize')}
        rules={[{ required: true, message: t('position.organizeRequired') }]}
      >
        <TreeSelect
          treeData={treeOptions(organizations)}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('position.organizeRequired')}
        />
      </Form.Item>
      <NameCodeRow
        nameLabel={t('position.fullName')}
        codeLabel={t('position.enCode')}
        storedName={storedName}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="type" label={t('position.type')}>
            <Select
              allowClear
              placeholder={t('position.typePlaceholder')}
              options={POSITION_TYPES.map((type) => ({ value: type.code, label: type.name[lang] }))}
            />
          </Form.Item>
        </Col>
        <SortStateFields ns="organize" span={6} />
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}
