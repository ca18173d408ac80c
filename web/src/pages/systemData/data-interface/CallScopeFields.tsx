import { DATA_INTERFACE_CALL_SCOPES } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CACHED_LISTS } from '../../../app/cached-lists';
import { fetchRoleOptions } from '../../permission/user/user.api';

/**
 * 调用权限: who may call the interface besides its designers — nobody else, members of chosen roles, or
 * every signed-in user (what pickers and forms of ordinary users need). The server enforces it.
 */
export function CallScopeFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const scope = Form.useWatch('callScope', form);
  const roles = useQuery({
    queryKey: [...CACHED_LISTS.role, 'selector'],
    queryFn: fetchRoleOptions,
    enabled: scope === 'roles',
  });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="callScope"
          label={t('dataInterface.callScope')}
          extra={t('dataInterface.callScopeHint')}
        >
          <Radio.Group
            options={DATA_INTERFACE_CALL_SCOPES.map((v) => ({
              value: v,
              label: t(`dataInterface.callScopes.${v}`),
            }))}
          />
        </Form.Item>
      </Col>
      {scope === 'roles' ? (
        <Col span={12}>
          <Form.Item
            name="callRoleIds"
            label={t('dataInterface.callRoles')}
            rules={[{ required: true, type: 'array', min: 1, message: t('dataInterface.callRolesRequired') }]}
          >
            <Select
              mode="multiple"
              loading={roles.isLoading}
              placeholder={t('dataInterface.callRolesRequired')}
              optionFilterProp="label"
              options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
            />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}
