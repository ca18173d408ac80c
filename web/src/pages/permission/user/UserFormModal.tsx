import type { Lang, UserInput } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Radio, Row, Select, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { OrganizeTreeSelect } from '../../../components/organize/OrganizeTreeSelect';
import { markFieldErrors } from '../../../components/resource/form-values';
import { useSettings } from '../../../stores/settings';
import {
  createUser,
  fetchAllUsers,
  fetchPositions,
  fetchRoleOptions,
  fetchUser,
  USER_KEY,
  updateUser,
} from './user.api';
import { patternRule } from './user-rules';

interface FormValues extends Omit<UserInput, 'enabledMark'> {
  enabled: boolean;
}

/** Create (id null) or edit a user: identity, organisation, manager, positions and roles. */
export function UserFormModal({
  id,
  defaultOrganizeId,
  onClose,
  onSaved,
}: {
  id: string | null;
  defaultOrganizeId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.language) as Lang;
  const [form] = Form.useForm<FormValues>();

  const detail = useQuery({
    queryKey: [...USER_KEY, 'detail', id],
    queryFn: () => fetchUser(id as string),
    enabled: id !== null,
    gcTime: 0,
  });
  const positions = useQuery({ queryKey: ['permission', 'position', 'all'], queryFn: fetchPositions });
  const roles = useQuery({
    queryKey: ['permission', 'role', 'selector'],
    queryFn: fetchRoleOptions,
    retry: false,
  });
  const users = useQuery({ queryKey: [...USER_KEY, 'all'], queryFn: fetchAllUsers });

  useEffect(() => {
    if (!detail.data) return;
    const d = detail.data;
    form.setFieldsValue({
      account: d.account,
      realName: d.realName,
      gender: d.gender,
      mobilePhone: d.mobilePhone,
      email: d.email,
      organizeId: d.organizeId ?? undefined,
      managerId: d.managerId,
      positionIds: d.positionIds,
      roleIds: d.roleIds,
      description: d.description,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
    });
  }, [detail.data, form]);

  const save = useMutation({
    mutationFn: ({ enabled, ...values }: FormValues) => {
      const input: UserInput = {
        ...values,
        managerId: values.managerId ?? null,
        positionIds: values.positionIds ?? [],
        roleIds: values.roleIds ?? [],
        enabledMark: enabled ? 1 : 0,
      };
      return id ? updateUser(id, input).then(() => undefined) : createUser(input).then(() => undefined);
    },
    onError: (error) => markFieldErrors(form, error),
    onSuccess: () => {
      toastSuccess(id ? t('user.saved') : t('user.created'));
      onSaved();
    },
  });

  const managerOptions = useMemo(
    () =>
      (users.data?.list ?? [])
        .filter((u) => u.id !== id)
        .map((u) => ({ value: u.id, label: `${u.realName}/${u.account}` })),
    [users.data, id],
  );
  // Positions grouped under their department, as the same name may exist in several.
  const positionOptions = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const p of positions.data?.list ?? []) {
      const group = p.organizeName.split('/').at(-1) ?? '';
      groups.set(group, [...(groups.get(group) ?? []), { value: p.id, label: p.fullName }]);
    }
    return [...groups].map(([label, options]) => ({ label, title: label, options }));
  }, [positions.data]);
  const rolesMissing = roles.isError;

  return (
    <Modal
      open
      width={720}
      title={id ? t('user.editTitle') : t('user.addTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Spin spinning={id !== null && detail.isLoading}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ enabled: true, sortCode: 0, gender: 1, organizeId: defaultOrganizeId }}
          onFinish={(values) => save.mutate(values)}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="account"
                label={t('user.account')}
                rules={[
                  { required: true, whitespace: true, message: t('user.accountRequired') },
                  patternRule('userAccount', lang),
                ]}
              >
                <Input maxLength={50} placeholder={t('user.accountRequired')} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="realName"
                label={t('user.realName')}
                rules={[{ required: true, whitespace: true, message: t('user.realNameRequired') }]}
              >
                <Input maxLength={50} placeholder={t('user.realNameRequired')} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="gender" label={t('user.gender')}>
                <Radio.Group
                  options={[
                    { value: 1, label: t('user.male') },
                    { value: 2, label: t('user.female') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="organizeId"
                label={t('user.organize')}
                rules={[{ required: true, message: t('user.organizeRequired') }]}
              >
                <OrganizeTreeSelect placeholder={t('user.organizeRequired')} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="mobilePhone"
                label={t('user.mobilePhone')}
                rules={[patternRule('mobile', lang)]}
              >
                <Input maxLength={11} placeholder={t('user.mobilePlaceholder')} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="email" label={t('user.email')} rules={[patternRule('email', lang)]}>
                <Input maxLength={100} placeholder={t('user.emailPlaceholder')} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="positionIds" label={t('user.positions')}>
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  loading={positions.isLoading}
                  placeholder={t('user.positionsPlaceholder')}
                  options={positionOptions}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="roleIds"
                label={t('user.roles')}
                extra={rolesMissing ? t('user.rolesUnavailable') : undefined}
              >
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  loading={roles.isLoading}
                  disabled={rolesMissing}
                  placeholder={t('user.rolesPlaceholder')}
                  notFoundContent={rolesMissing ? t('user.rolesUnavailable') : undefined}
                  options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="managerId" label={t('user.manager')}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  loading={users.isLoading}
                  placeholder={t('user.managerPlaceholder')}
                  options={managerOptions}
                  virtual
                />
              </Form.Item>
            </Col>
            <SortStateFields ns="user" span={6} max={999999999} />
            <Col span={24}>
              <Form.Item name="description" label={t('user.description')}>
                <Input.TextArea
                  rows={3}
                  maxLength={500}
                  showCount
                  placeholder={t('user.descriptionPlaceholder')}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
