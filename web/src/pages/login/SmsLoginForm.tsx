import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PATTERNS } from '@app/common';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/request';
import styles from './login.module.css';
import { loginByCode, sendSmsCode } from './login-modes.api';
import { useCountdown } from './useCountdown';
import { useLogin } from './useLogin';

interface SmsFields {
  mobile: string;
  code: string;
}

/** Verification-code mode (SPEC §2.4): mobile number, code, get-code button with a 60 s resend wait. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { finish, pending } = useLogin();
  const [form] = Form.useForm<SmsFields>();
  const countdown = useCountdown();

  const askCode = async () => {
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
    } catch {
      return; // the field shows what is wrong
    }
    countdown.hold();
    try {
      const { resendAfter, expiresIn } = await sendSmsCode(mobile);
      countdown.start(resendAfter);
      message.success(t('login.codeSent', { minutes: Math.round(expiresIn / 60) }));
      form.getFieldInstance('code')?.focus?.();
    } catch (error) {
      // The server says how long to wait when a code was sent just now; its message is already shown.
      const wait = error instanceof ApiError ? (error.data as { wait?: unknown } | null)?.wait : undefined;
      if (typeof wait === 'number' && wait > 0) countdown.start(wait);
      else countdown.release();
    }
  };

  const label =
    countdown.seconds > 0
      ? t('login.resendIn', { seconds: countdown.seconds })
      : countdown.used
        ? t('login.resendCode')
        : t('login.getCode');

  return (
    <Form<SmsFields>
      form={form}
      name="sms-login"
      size="large"
      layout="vertical"
      requiredMark={false}
      onFinish={({ mobile, code }) => finish(() => loginByCode(mobile, code))}
    >
      <Form.Item
        name="mobile"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('login.mobileRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || PATTERNS.mobile.test(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('login.mobileInvalid'))),
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobilePlaceholder')}
          aria-label={t('login.mobile')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          allowClear
        />
      </Form.Item>
      <Form.Item>
        <div className={styles.codeRow}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.codePlaceholder')}
              aria-label={t('login.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button
            className={styles.codeButton}
            onClick={askCode}
            disabled={countdown.seconds > 0}
            loading={countdown.holding}
          >
            {label}
          </Button>
        </div>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form.Item>
      <div className={styles.hint}>{t('login.smsHint')}</div>
    </Form>
  );
}
