import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './sys-config.module.css';
import { Section } from './sys-config-fields';

/** 系统信息: the system's name, version, description and copyright, and the company behind it. */
export function InfoPane() {
  const { t } = useTranslation();
  return (
    <div className={styles.pane}>
      <Form.Item
        name="sysName"
        label={t('sysConfig.sysName')}
        rules={[{ required: true, whitespace: true, message: t('sysConfig.sysNameRequired') }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sysVersion" label={t('sysConfig.sysVersion')} rules={[{ max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sysDescription" label={t('sysConfig.sysDescription')}>
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
      <Form.Item name="copyright" label={t('sysConfig.copyright')}>
        <Input maxLength={200} />
      </Form.Item>
      <Section title={t('sysConfig.company')}>
        <Form.Item name="companyName" label={t('sysConfig.companyName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="companyCode" label={t('sysConfig.companyCode')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="companyContacts" label={t('sysConfig.companyContacts')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="companyTelePhone" label={t('sysConfig.companyTelePhone')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="companyEmail"
          label={t('sysConfig.companyEmail')}
          rules={[{ type: 'email', message: t('sysConfig.emailInvalid') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="companyAddress" label={t('sysConfig.companyAddress')}>
          <Input maxLength={200} />
        </Form.Item>
      </Section>
    </div>
  );
}
