import { AREA_ROOT } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { AddressPicker } from '../../../components/AddressPicker';
import { FormModal } from '../../../components/admin/FormModal';
import { usePatternRule } from '../../../components/admin/usePatternRule';
import { fetchArea, saveArea } from './area.api';

/** What the dialog edits: a new area under `parentId` ('-1' for a province), or the area `id`. */
export interface AreaTarget {
  id?: string;
  parentId?: string;
}

interface Values {
  parent: string[];
  fullName: string;
  enCode: string;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 新建/编辑 行政区划. The parent is picked with the address control itself (province, city or district). */
export function AreaForm({ target, onClose }: { target: AreaTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pattern = usePatternRule();
  const [form] = Form.useForm<Values>();
  const open = target !== null;
  const editing = target?.id ?? null;
  const parentId = target?.parentId ?? AREA_ROOT;

  const info = useQuery({
    queryKey: ['system', 'area', 'info', editing],
    queryFn: () => fetchArea(editing as string),
    enabled: open && editing !== null,
    gcTime: 0,
  });
  // A new area under a node: the node's own path is the parent value.
  const parentInfo = useQuery({
    queryKey: ['system', 'area', 'info', parentId],
    queryFn: () => fetchArea(parentId),
    enabled: open && editing === null && parentId !== AREA_ROOT,
    gcTime: 0,
  });

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!target.id) form.setFieldsValue({ parent: [], sortCode: 0, enabled: true });
  }, [target, form]);
  useEffect(() => {
    if (parentInfo.data) form.setFieldsValue({ parent: parentInfo.data.idPath });
  }, [parentInfo.data, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      parent: d.idPath.slice(0, -1),
      fullName: d.fullName,
      enCode: d.enCode,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveArea(editing, {
        parentId: values.parent?.length ? values.parent[values.parent.length - 1] : AREA_ROOT,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('area.saveSuccess'));
      void client.invalidateQueries({ queryKey: ['system', 'area'] });
      onClose();
    },
  });

  return (
    <FormModal<Values>
      open={open}
      title={editing ? t('area.editTitle') : t('area.addTitle')}
      width={600}
      form={form}
      saving={save.isPending}
      loading={(editing !== null && info.isLoading) || (editing === null && parentInfo.isLoading)}
      requiredMark
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item name="parent" label={t('area.parent')} extra={t('area.parentHint')}>
        <AddressPicker
          level={2}
          changeOnSelect
          excludeId={editing ?? undefined}
          placeholder={t('area.parentPlaceholder')}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="fullName"
            label={t('area.fullName')}
            rules={[
              { required: true, whitespace: true, message: t('area.fullNameRequired') },
              pattern('fullName', info.data?.fullName),
            ]}
          >
            <Input maxLength={50} placeholder={t('area.fullNameRequired')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="enCode"
            label={t('area.enCode')}
            rules={[
              { required: true, whitespace: true, message: t('area.enCodeRequired') },
              { pattern: /^\s*\d+\s*$/, message: t('area.enCodeDigits') },
            ]}
          >
            <Input maxLength={20} inputMode="numeric" placeholder={t('area.enCodePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="sortCode" label={t('area.sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('area.state')} valuePropName="checked">
            <Switch checkedChildren={t('area.enabled')} unCheckedChildren={t('area.disabled')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('area.description')}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('area.descriptionPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
