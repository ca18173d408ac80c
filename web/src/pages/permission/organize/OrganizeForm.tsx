import type { OrganizeCategory } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { OrganizeTreeSelect } from '../../../components/organize/OrganizeTreeSelect';
import { markFieldErrors } from '../../../components/resource/form-values';
import { DescriptionItem, NameCodeRow } from './OrganizeFields';
import { adminTreeQuery, fetchOrganize, fetchUserOptions, saveOrganize } from './organize.api';

export const ROOT = '-1';

/** What the dialog edits: a new node under `parentId`, or the node `id`. */
export interface OrganizeTarget {
  category: OrganizeCategory;
  id?: string;
  parentId?: string;
}

interface Values {
  parentId: string;
  fullName: string;
  enCode: string;
  managerId?: string | null;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 新建/编辑 公司或部门. */
export function OrganizeForm({ target, onClose }: { target: OrganizeTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const open = target !== null;
  const category = target?.category ?? 'company';
  const editing = target?.id ?? null;

  const info = useQuery({
    queryKey: ['permission', 'organize', 'info', category, editing],
    queryFn: () => fetchOrganize(category, editing as string),
    enabled: open && editing !== null,
    gcTime: 0,
  });
  // Every organisation, disabled ones too, whatever the list's search shows.
  const tree = useQuery({ ...adminTreeQuery, enabled: open });
  const users = useQuery({
    queryKey: ['permission', 'users', 'all'],
    queryFn: ({ signal }) => fetchUserOptions(signal),
    enabled: open,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!target.id)
      form.setFieldsValue({
        parentId: target.parentId ?? (target.category === 'company' ? ROOT : undefined),
        sortCode: 0,
        enabled: true,
      });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      parentId: d.parentId,
      fullName: d.fullName,
      enCode: d.enCode,
      managerId: d.managerId ?? undefined,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveOrganize(category, editing, {
        parentId: values.parentId,
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        managerId: values.managerId ?? null,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onError: (error) => markFieldErrors(form, error),
    onSuccess: () => {
      toastSuccess(t('organize.saveSuccess'));
      void refreshCachedLists('organizations');
      onClose();
    },
  });

  const title = editing
    ? t(category === 'company' ? 'organize.editCompany' : 'organize.editDepartment')
    : t(category === 'company' ? 'organize.addCompany' : 'organize.addDepartment');
  // A stored name from before the name rule may stay as it is.
  const storedName = info.data?.fullName;

  return (
    <FormModal<Values>
      open={open}
      title={title}
      width={640}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      requiredMark
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="parentId"
        label={t('organize.parent')}
        rules={[{ required: true, message: t('organize.parentRequired') }]}
      >
        <OrganizeTreeSelect
          nodes={tree.data?.list ?? []}
          top={category === 'company' ? { value: ROOT, title: t('organize.topLevel') } : undefined}
          without={editing ?? undefined}
          companiesOnly={category === 'company'}
          placeholder={t('organize.parentRequired')}
        />
      </Form.Item>
      <NameCodeRow
        nameLabel={t('organize.fullName')}
        codeLabel={t('organize.enCode')}
        storedName={storedName}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="managerId" label={t('organize.manager')}>
            <Select
              allowClear
              showSearch
              loading={users.isLoading}
              placeholder={t('organize.managerPlaceholder')}
              optionFilterProp="label"
              options={(users.data?.list ?? []).map((u) => ({
                value: u.id,
                label: `${u.realName}/${u.account}`,
              }))}
            />
          </Form.Item>
        </Col>
        <SortStateFields ns="organize" span={6} />
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}
