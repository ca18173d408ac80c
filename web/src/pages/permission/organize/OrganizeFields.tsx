import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePatternRule } from '../../../components/admin/usePatternRule';

/**
 * 名称 + 编码 of an organisation-side record (company, department, position): the labels are the caller's, the
 * checks and hints are the organisation texts. `storedName` (the saved name) passes the name pattern as is.
 */
export function NameCodeRow({
  nameLabel,
  codeLabel,
  storedName,
}: {
  nameLabel: string;
  codeLabel: string;
  storedName?: string;
}) {
  const { t } = useTranslation();
  const pattern = usePatternRule();
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="fullName"
          label={nameLabel}
          rules={[
            { required: true, whitespace: true, message: t('organize.fullNameRequired') },
            pattern('fullName', storedName),
          ]}
        >
          <Input maxLength={100} placeholder={t('organize.fullNameRequired')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="enCode"
          label={codeLabel}
          rules={[
            { required: true, whitespace: true, message: t('organize.enCodeRequired') },
            pattern('enCode'),
          ]}
        >
          <Input maxLength={50} placeholder={t('organize.enCodeRequired')} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The 说明 box of an organisation-side record. */
export function DescriptionItem() {
  const { t } = useTranslation();
  return (
    <Form.Item name="description" label={t('organize.description')}>
      <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('organize.descriptionPlaceholder')} />
    </Form.Item>
  );
}
