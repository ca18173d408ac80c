import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { flowFormDesigns } from './flow-engine.api';
import { SYSTEM_FORM_KEYS } from './system-forms';

/**
 * 流程表单: a system form by key (formType 1) or a released 流程表单 design (formType 2). Changing the form
 * type clears the choice, since a key of one kind is no value of the other.
 */
export function FormPickerField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const formType = Form.useWatch('formType', form) as 1 | 2 | undefined;
  const designs = useQuery({
    queryKey: ['workflow', 'flowFormDesigns'],
    queryFn: ({ signal }) => flowFormDesigns(signal),
    enabled: formType === 2,
  });
  const options =
    formType === 1
      ? SYSTEM_FORM_KEYS.map((key) => ({ value: key, label: t(`flowEngine.systemForms.${key}`) }))
      : (designs.data ?? []).map((design) => ({
          value: design.id,
          label: `${design.fullName} (${design.enCode})`,
        }));
  return (
    <Form.Item
      name="formId"
      label={t('flowEngine.formId')}
      rules={[{ required: true, message: t('flowEngine.formRequired') }]}
    >
      <Select
        showSearch
        optionFilterProp="label"
        loading={formType === 2 && designs.isLoading}
        options={options}
        placeholder={t('flowEngine.formRequired')}
        notFoundContent={formType === 2 ? t('flowEngine.noFlowForms') : undefined}
      />
    </Form.Item>
  );
}
