import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/request';
import { testEmail } from './sys-config.api';
import styles from './sys-config.module.css';
import { flag, Section } from './sys-config-fields';

/**
 * 邮箱配置: the mail server, and for those who may save, a test mail sent with the settings as typed (not
 * saved); a stored password is kept when the box is left empty.
 */
export function EmailPane({ passwordSet, canSave }: { passwordSet: boolean; canSave: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [recipient, setRecipient] = useState('');
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  const test = useMutation({
    mutationFn: testEmail,
    onMutate: () => setTestResult(null),
    onSuccess: (sent) => setTestResult({ ok: true, text: t('sysConfig.testSent', { to: sent.to }) }),
    onError: (error) =>
      setTestResult({ ok: false, text: error instanceof ApiError ? error.message : String(error) }),
  });

  const onTest = async () => {
    const to = recipient.trim();
    if (!to) {
      setTestResult({ ok: false, text: t('sysConfig.recipientRequired') });
      return;
    }
    const values = form.getFieldsValue([
      'emailSmtpHost',
      'emailSmtpPort',
      'emailSsl',
      'emailAccount',
      'emailPassword',
      'emailSenderName',
    ]);
    test.mutate({ to, ...values });
  };

  return (
    <div className={styles.pane}>
      <Form.Item name="emailSmtpHost" label={t('sysConfig.emailSmtpHost')}>
        <Input maxLength={253} placeholder="smtp.example.com" />
      </Form.Item>
      <Form.Item name="emailSmtpPort" label={t('sysConfig.emailSmtpPort')} rules={[{ required: true }]}>
        <InputNumber min={1} max={65535} precision={0} className={styles.number} />
      </Form.Item>
      <Form.Item
        name="emailSsl"
        label={t('sysConfig.emailSsl')}
        extra={t('sysConfig.emailSslHint')}
        {...flag}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="emailPop3Host" label={t('sysConfig.emailPop3Host')}>
        <Input maxLength={253} placeholder="pop.example.com" />
      </Form.Item>
      <Form.Item name="emailPop3Port" label={t('sysConfig.emailPop3Port')} rules={[{ required: true }]}>
        <InputNumber min={1} max={65535} precision={0} className={styles.number} />
      </Form.Item>
      <Form.Item name="emailSenderName" label={t('sysConfig.emailSenderName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="emailAccount" label={t('sysConfig.emailAccount')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="emailPassword"
        label={t('sysConfig.emailPassword')}
        extra={passwordSet ? t('sysConfig.emailPasswordKept') : undefined}
      >
        <Input.Password
          maxLength={200}
          autoComplete="new-password"
          placeholder={passwordSet ? t('sysConfig.emailPasswordSet') : ''}
        />
      </Form.Item>
      {canSave ? (
        <Section title={t('sysConfig.testSection')}>
          <Form.Item label={t('sysConfig.recipient')} extra={t('sysConfig.testHint')}>
            <Space.Compact className={styles.testRow}>
              <Input
                value={recipient}
                onChange={(event) => setRecipient(event.target.value)}
                placeholder="name@example.com"
                maxLength={100}
                aria-label={t('sysConfig.recipient')}
                onPressEnter={() => void onTest()}
              />
              <Button icon={<MailOutlined />} loading={test.isPending} onClick={() => void onTest()}>
                {t('sysConfig.sendTest')}
              </Button>
            </Space.Compact>
          </Form.Item>
          {testResult ? (
            <Form.Item label=" " colon={false}>
              <Alert type={testResult.ok ? 'success' : 'error'} showIcon title={testResult.text} />
            </Form.Item>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
