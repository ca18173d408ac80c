import { type Lang, ROLE_TYPE_CODES, ROLE_TYPES, type RoleFields } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Spin } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { usePatternRule } from '../../../components/admin/usePatternRule';
import { useSettings } from '../../../stores/settings';
import { createRole, fetchRole, updateRole } from './role.api';

interface FormValues {
  fullName: string;
  enCode: string;
  type: RoleFields['type'];
  sortCode: number;
  enabled: boolean;
  description?: string;
}

const EMPTY: FormValues = { fullName: '', enCode: '', type: null, sortCode: 0, enabled: true };

/** Names of the role kinds in the current language, from the one list in common/. */
export function useRoleTypeName() {
  const lang = useSettings((s) => s.language) as Lang;
  return useCallback(
    (code: string | null) =>
      code && code in ROLE_TYPES ? ROLE_TYPES[code as keyof typeof ROLE_TYPES][lang] : '',
    [lang],
  );
}

/** 新建角色 / 编辑角色: id null creates. Field rules are SPEC §5's; a repeated name or code marks its field. */
export function RoleForm({
  open,
  id,
  onClose,
  onSaved,
}: {
  open: boolean;
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const typeName = useRoleTypeName();
  const [form] = Form.useForm<FormValues>();
  const editing = useQuery({
    queryKey: ['permission', 'role', 'detail', id],
    queryFn: () => fetchRole(id as string),
    enabled: open && !!id,
    staleTime: 0,
  });

  useEffect(() => {
    if (!open) return;
    if (!id) form.setFieldsValue(EMPTY);
    else if (editing.data) {
      const r = editing.data;
      form.setFieldsValue({
        fullName: r.fullName,
        enCode: r.enCode,
        type: r.type,
        sortCode: r.sortCode,
        enabled: r.enabledMark === 1,
        description: r.description ?? '',
      });
    }
  }, [open, id, editing.data, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const fields: RoleFields = {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        type: values.type ?? null,
        description: values.description?.trim() || null,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
      };
      return id ? updateRole(id, fields) : createRole(fields).then(() => undefined);
    },
    onSuccess: () => {
      toastSuccess(t(id ? 'role.updated' : 'role.created'));
      onSaved();
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      if (field === 'fullName' || field === 'enCode')
        form.setFields([{ name: field, errors: [error.message] }]);
    },
  });

  const pattern = usePatternRule();

  return (
    <Modal
      open={open}
      title={t(id ? 'role.editTitle' : 'role.addTitle')}
      width={600}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !!id && !editing.data }}
      destroyOnHidden
      maskClosable={false}
    >
      <Spin spinning={!!id && editing.isLoading}>
        <Form<FormValues>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '90px' }}
          initialValues={EMPTY}
          onFinish={(values) => save.mutate(values)}
          style={{ marginTop: 16 }}
        >
          <Form.Item
            name="fullName"
            label={t('role.fullName')}
            rules={[
              { required: true, whitespace: true, message: t('role.fullNameRequired') },
              pattern('fullName'),
            ]}
          >
            <Input maxLength={50} placeholder={t('role.fullNameRequired')} />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('role.enCode')}
            rules={[
              { required: true, whitespace: true, message: t('role.enCodeRequired') },
              pattern('enCode'),
            ]}
          >
            <Input maxLength={50} placeholder={t('role.enCodeRequired')} />
          </Form.Item>
          <Form.Item name="type" label={t('role.type')}>
            <Select
              allowClear
              placeholder={t('role.typePlaceholder')}
              options={ROLE_TYPE_CODES.map((code) => ({ value: code, label: typeName(code) }))}
            />
          </Form.Item>
          <SortStateFields ns="role" />
          <Form.Item name="description" label={t('role.description')}>
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('role.descriptionPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
