import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicker } from '../../../components/IconPicker';
import { fetchMenuParents, type ReleaseMenu, releaseToMenu, TOP_MENU } from './release-menu.api';

/**
 * After a release: put the design in the menu (parent directory, name, icon), so staff open it as a page.
 * Skipping it keeps the release; a design already in a menu shows its new version there at once.
 */
export function ReleaseMenuDialog({
  id,
  name,
  category,
  onClose,
}: {
  id: string;
  name: string;
  category: 'Web' | 'App';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReleaseMenu>();
  const [busy, setBusy] = useState(false);
  const parents = useQuery({
    queryKey: ['system', 'menu', 'parents', 'release', category],
    queryFn: ({ signal }) => fetchMenuParents(category, t('designEditor.topMenu'), signal),
  });

  async function submit() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await releaseToMenu(id, { ...values, icon: values.icon || undefined });
      message.success(t('designEditor.menuDone', { name: values.fullName }));
      onClose();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('designEditor.menuTitle')}
      okText={t('designEditor.menuOk')}
      cancelText={t('designEditor.menuSkip')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ parentId: TOP_MENU, fullName: name, icon: 'TableOutlined' }}
      >
        <Form.Item name="parentId" label={t('designEditor.menuParent')} rules={[{ required: true }]}>
          <TreeSelect
            treeData={parents.data ?? []}
            loading={parents.isLoading}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item
          name="fullName"
          label={t('designEditor.menuName')}
          rules={[
            { required: true, whitespace: true, message: t('designEditor.menuNameRequired') },
            { max: 50 },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="icon" label={t('designEditor.menuIcon')}>
          <IconPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
