import { LockOutlined, UserOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { type Credentials, useLogin } from './useLogin';

/** Account mode of the login screen (SPEC §2.4): account, password, caps-lock warning. */
export function LoginForm() {
  const { t } = useTranslation();
  const { submit, pending } = useLogin();
  const [capsLock, setCapsLock] = useState(false);

  const watchCapsLock = (event: KeyboardEvent) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  return (
    <Form<Credentials>
      name="login"
      size="large"
      layout="vertical"
      requiredMark={false}
      autoComplete="on"
      onFinish={submit}
    >
      <Form.Item
        name="account"
        rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          aria-label={t('login.account')}
          autoFocus
          allowClear
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          aria-label={t('login.password')}
          onKeyDown={watchCapsLock}
          onKeyUp={watchCapsLock}
          onBlur={() => setCapsLock(false)}
        />
      </Form.Item>
      {capsLock ? (
        <div className={styles.capsLock} role="status">
          <WarningFilled /> {t('login.capsLock')}
        </div>
      ) : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form.Item>
      <div className={styles.hint}>{t('login.subAccountHint')}</div>
    </Form>
  );
}
