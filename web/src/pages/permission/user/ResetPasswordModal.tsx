import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH, type UserRow } from '@app/common';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '../../../app/auth';
import { toastSuccess } from '../../../app/feedback';
import { usePasswordPolicy } from '../../../components/usePasswordPolicy';
import { resetUserPassword } from './user.api';

/** A new password for someone else, typed twice; only md5 values leave the browser. */
export function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { problem: passwordProblem } = usePasswordPolicy();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const reset = useMutation({
    mutationFn: (v: { password: string; confirm: string }) =>
      resetUserPassword(user.id, hashPassword(v.password), hashPassword(v.confirm)),
    onSuccess: () => {
      toastSuccess(t('user.resetDone'));
      onClose();
    },
  });
  return (
    <Modal
      open
      width={450}
      title={t('user.resetTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('user.resetHint', { name: `${user.realName}/${user.account}` })}
      />
      <Form form={form} layout="vertical" onFinish={(v) => reset.mutate(v)}>
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          rules={[
            { required: true, message: t('user.newPasswordRequired') },
            {
              validator: (_, value: string | undefined) => {
                const problem = passwordProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('user.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.passwordMismatch'))),
            }),
          ]}
          style={{ marginBottom: 0 }}
        >
          <Input.Password
            prefix={<LockOutlined />}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
