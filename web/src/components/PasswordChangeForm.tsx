import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH } from '@app/common';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '../app/auth';
import { toastSuccess } from '../app/feedback';
import { http } from '../app/request';
import { markFieldErrors } from './resource/form-values';
import { usePasswordPolicy } from './usePasswordPolicy';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
  code: string;
}

/**
 * Both passwords are the md5 of the typed ones (SPEC §5), with the captcha read off the image drawn under
 * `timestamp` (decision 065); the caller's other sessions end.
 */
export const modifyPassword = (body: {
  oldPassword: string;
  password: string;
  code: string;
  timestamp: string;
}) => http.post<null>('/api/permission/Users/Current/Actions/ModifyPassword', body);

/** A key to draw a captcha under: random, so two people's images never share one. */
const newCaptchaKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * 修改密码: the current password, a new one that follows 系统配置's policy (else SPEC §5: 6-16 letters and
 * digits, both kinds), and the same again. Nothing is sent until all three are right; only md5 values
 * leave the browser. Used by 个人信息 › 修改密码 and by the dialog that asks for a new password at sign-in.
 */
export function PasswordChangeForm({
  onChanged,
  extraAction,
}: {
  /** after the server has accepted the new password */
  onChanged?: () => void | Promise<void>;
  /** shown beside the submit button instead of 重置 */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { problem: passwordProblem } = usePasswordPolicy();
  const [form] = Form.useForm<PasswordValues>();
  // Each image is good for one try: a refusal of any kind draws a new one.
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const redrawCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    form.setFieldValue('code', '');
  };

  const change = useMutation({
    mutationFn: ({ oldPassword, password, code }: PasswordValues) =>
      modifyPassword({
        oldPassword: hashPassword(oldPassword),
        password: hashPassword(password),
        code: code.trim(),
        timestamp: captchaKey,
      }),
    onSuccess: async () => {
      toastSuccess(t('profile.password.success'), 3);
      form.resetFields();
      redrawCaptcha();
      await onChanged?.();
    },
    onError: (error) => {
      redrawCaptcha();
      markFieldErrors(form, error);
    },
  });

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={(values) => change.mutate(values)}
      autoComplete="off"
      requiredMark
    >
      <Form.Item
        name="oldPassword"
        label={t('profile.password.old')}
        rules={[{ required: true, message: t('profile.password.oldRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('profile.password.oldRequired')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('profile.password.new')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t('profile.password.newRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              if (!value) return Promise.resolve();
              const problem = passwordProblem(value);
              if (problem) return Promise.reject(new Error(problem));
              if (value === getFieldValue('oldPassword'))
                return Promise.reject(new Error(t('profile.password.same')));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('profile.password.newRequired')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('profile.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('profile.password.confirmRequired')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item label={t('profile.password.captcha')} required>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('profile.password.captchaRequired') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('profile.password.captchaRequired')}
              autoComplete="off"
              maxLength={8}
              aria-label={t('profile.password.captcha')}
            />
          </Form.Item>
          <button
            type="button"
            onClick={redrawCaptcha}
            title={t('profile.password.captchaRefresh')}
            style={{
              padding: 0,
              border: 0,
              background: 'none',
              cursor: 'pointer',
              lineHeight: 0,
              flex: 'none',
            }}
          >
            <img
              src={`/api/file/ImageCode/${captchaKey}`}
              alt={t('profile.password.captchaRefresh')}
              width={120}
              height={40}
              style={{ borderRadius: 4, border: '1px solid var(--ant-color-border, #d9d9d9)' }}
            />
          </button>
        </div>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
          {extraAction ?? (
            <Button onClick={() => form.resetFields()} disabled={change.isPending}>
              {t('common.reset')}
            </Button>
          )}
        </div>
      </Form.Item>
    </Form>
  );
}
