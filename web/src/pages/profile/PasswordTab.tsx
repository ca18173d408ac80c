import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH } from '@app/common';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '../../app/auth';
import { toastSuccess } from '../../app/feedback';
import { usePasswordPolicy } from '../../components/usePasswordPolicy';
import { modifyPassword } from './profile.api';
import styles from './profile.module.css';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/**
 * 修改密码: the current password, a new one that follows SPEC §5 (6-16 letters and digits, both kinds),
 * and the same again. Nothing is sent until all three are right; only md5 values leave the browser.
 */
export function PasswordTab() {
  const { t } = useTranslation();
  const { problem: passwordProblem } = usePasswordPolicy();
  const [form] = Form.useForm<PasswordValues>();

  const change = useMutation({
    mutationFn: ({ oldPassword, password }: PasswordValues) =>
      modifyPassword(hashPassword(oldPassword), hashPassword(password)),
    onSuccess: () => {
      toastSuccess(t('profile.password.success'), 3);
      form.resetFields();
    },
  });

  return (
    <div className={styles.passwordLayout}>
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
        <Form.Item style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
            <Button onClick={() => form.resetFields()} disabled={change.isPending}>
              {t('common.reset')}
            </Button>
          </div>
        </Form.Item>
      </Form>
      <aside className={styles.rules}>
        <h4>{t('profile.password.rulesTitle')}</h4>
        <ul>
          <li>{t('profile.password.rule1')}</li>
          <li>{t('profile.password.rule2')}</li>
          <li>{t('profile.password.rule3')}</li>
        </ul>
      </aside>
    </div>
  );
}
