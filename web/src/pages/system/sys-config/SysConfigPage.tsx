import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import admin from '../../../components/admin/admin.module.css';
import { usePermission } from '../../../components/usePermission';
import { EmailPane } from './EmailPane';
import { InfoPane } from './InfoPane';
import { SecurityPane } from './SecurityPane';
import {
  fetchSysConfig,
  SYS_CONFIG_KEY,
  type SysConfig,
  type SysConfigInput,
  saveSysConfig,
} from './sys-config.api';
import styles from './sys-config.module.css';
import { tabOf } from './sys-config-fields';

/** 系统配置: system information, the login and password policy, and the mail server with a test send. */
export default function SysConfigPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const canSave = hasButton('btn_save');
  const [form] = Form.useForm<SysConfigInput>();
  const [tab, setTab] = useState('info');

  const config = useQuery({ queryKey: SYS_CONFIG_KEY, queryFn: ({ signal }) => fetchSysConfig(signal) });
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [config.data, form]);

  const save = useMutation({
    mutationFn: saveSysConfig,
    onSuccess: (saved: SysConfig) => {
      queryClient.setQueryData(SYS_CONFIG_KEY, saved);
      form.setFieldsValue({ ...saved, emailPassword: '' });
      toastSuccess(t('sysConfig.saved'));
    },
  });

  const onSave = async () => {
    try {
      const values = await form.validateFields();
      save.mutate(values);
    } catch (error) {
      // Show the tab holding the first field in error.
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (typeof first === 'string') setTab(tabOf(first));
    }
  };

  if (config.isLoading)
    return (
      <Card className={admin.page}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );

  const email = <EmailPane passwordSet={config.data?.emailPasswordSet ?? false} canSave={canSave} />;
  return (
    <Card className={admin.page}>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '168px' }}
        labelWrap
        wrapperCol={{ flex: 1 }}
        disabled={!canSave}
        className={styles.form}
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'info', label: t('sysConfig.tabInfo'), children: <InfoPane />, forceRender: true },
            {
              key: 'security',
              label: t('sysConfig.tabSecurity'),
              children: <SecurityPane />,
              forceRender: true,
            },
            { key: 'email', label: t('sysConfig.tabEmail'), children: email, forceRender: true },
          ]}
        />
      </Form>
      {canSave ? (
        <div className={styles.footer}>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={() => void onSave()}
          >
            {t('sysConfig.save')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
