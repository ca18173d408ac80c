import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<V extends object> {
  open: boolean;
  title: ReactNode;
  width?: number;
  form: FormInstance<V>;
  /** The save request is running: 确定 spins. */
  saving: boolean;
  /** The record to edit is still loading: the dialog shows its skeleton. */
  loading?: boolean;
  requiredMark?: boolean;
  onCancel: () => void;
  onFinish: (values: V) => void;
  children: ReactNode;
}

/** The admin create/edit dialog: 确定 submits the vertical form, 取消 closes, the fields are dropped on close. */
export function FormModal<V extends object>({
  open,
  title,
  width,
  form,
  saving,
  loading,
  requiredMark,
  onCancel,
  onFinish,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      loading={loading}
    >
      <Form<V>
        form={form}
        layout="vertical"
        requiredMark={requiredMark}
        onFinish={onFinish}
        style={{ marginTop: 16 }}
      >
        {children}
      </Form>
    </Modal>
  );
}
