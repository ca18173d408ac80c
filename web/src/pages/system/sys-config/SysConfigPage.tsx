import { MailOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Radio,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import admin from '../../../components/admin/admin.module.css';
import { usePermission } from '../../../components/usePermission';
import {
  fetchSysConfig,
  SYS_CONFIG_KEY,
  type SysConfig,
  type SysConfigInput,
  saveSysConfig,
  testEmail,
} from './sys-config.api';
import styles from './sys-config.module.css';

// Settings stored as 0/1 are edited with switches and checkboxes.
const flag = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

const IP_LINE = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** 系统配置: system information, the login and password policy, and the mail server with a test send. */
export default function SysConfigPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const canSave = hasButton('btn_save');
  const [form] = Form.useForm<SysConfigInput>();
  const [tab, setTab] = useState('info');
  const [recipient, setRecipient] = useState('');
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  const config = useQuery({ queryKey: SYS_CONFIG_KEY, queryFn: ({ signal }) => fetchSysConfig(signal) });
  const passwordSet = config.data?.emailPasswordSet ?? false;
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [config.data, form]);

  const lockType = Form.useWatch('lockType', form);
  const errorsNumber = Form.useWatch('passwordErrorsNumber', form);
  const regular = Form.useWatch('passwordIsUpdatedRegularly', form);
  const strength = Form.useWatch('passwordStrengthLimit', form);
  const lengthMin = Form.useWatch('passwordLengthMin', form);
  const oldPasswords = Form.useWatch('disableOldPassword', form);
  const whitelist = Form.useWatch('whitelistSwitch', form);

  const save = useMutation({
    mutationFn: saveSysConfig,
    onSuccess: (saved: SysConfig) => {
      queryClient.setQueryData(SYS_CONFIG_KEY, saved);
      form.setFieldsValue({ ...saved, emailPassword: '' });
      toastSuccess(t('sysConfig.saved'));
    },
  });
  const test = useMutation({
    mutationFn: testEmail,
    onMutate: () => setTestResult(null),
    onSuccess: (sent) => setTestResult({ ok: true, text: t('sysConfig.testSent', { to: sent.to }) }),
    onError: (error) =>
      setTestResult({ ok: false, text: error instanceof ApiError ? error.message : String(error) }),
  });

  const onSave = async () => {
    try {
      const values = await form.validateFields();
      save.mutate(values);
    } catch (error) {
      // Show the tab holding the first field in error.
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (typeof first === 'string')
        setTab(
          first.startsWith('email')
            ? 'email'
            : first.startsWith('sys') || first.startsWith('company') || first === 'copyright'
              ? 'info'
              : 'security',
        );
    }
  };

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

  if (config.isLoading)
    return (
      <Card className={admin.page}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );

  const minutes = t('sysConfig.minutes');
  const days = t('sysConfig.days');
  const info = (
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

  const security = (
    <div className={styles.pane}>
      <Section title={t('sysConfig.loginSection')}>
        <Form.Item
          name="singleLogin"
          label={t('sysConfig.singleLogin')}
          extra={t('sysConfig.singleLoginHint')}
        >
          <Radio.Group
            options={[
              { value: 1, label: t('sysConfig.singleLoginOne') },
              { value: 2, label: t('sysConfig.singleLoginMany') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="tokenTimeout"
          label={t('sysConfig.tokenTimeout')}
          extra={t('sysConfig.tokenTimeoutHint')}
          rules={[{ required: true }]}
        >
          <InputNumber min={5} max={43200} precision={0} suffix={minutes} className={styles.number} />
        </Form.Item>
        <Form.Item name="lastLoginTimeSwitch" label={t('sysConfig.lastLoginTimeSwitch')} {...flag}>
          <Switch />
        </Form.Item>
      </Section>
      <Section title={t('sysConfig.lockSection')}>
        <Form.Item
          name="passwordErrorsNumber"
          label={t('sysConfig.passwordErrorsNumber')}
          extra={t('sysConfig.passwordErrorsNumberHint')}
          rules={[{ required: true }]}
        >
          <InputNumber
            min={0}
            max={99}
            precision={0}
            suffix={t('sysConfig.times')}
            className={styles.number}
          />
        </Form.Item>
        <Form.Item name="lockType" label={t('sysConfig.lockType')} hidden={!errorsNumber}>
          <Radio.Group
            options={[
              { value: 1, label: t('sysConfig.lockTypeLock') },
              { value: 2, label: t('sysConfig.lockTypeDelay') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="lockTime"
          label={t('sysConfig.lockTime')}
          hidden={!errorsNumber || lockType !== 2}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={1440} precision={0} suffix={minutes} className={styles.number} />
        </Form.Item>
        <Form.Item
          name="lockExemptAdmin"
          label={t('sysConfig.lockExemptAdmin')}
          hidden={!errorsNumber}
          {...flag}
        >
          <Switch />
        </Form.Item>
      </Section>
      <Section title={t('sysConfig.passwordSection')}>
        <Form.Item
          name="passwordIsUpdatedRegularly"
          label={t('sysConfig.passwordIsUpdatedRegularly')}
          {...flag}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="updateCycle"
          label={t('sysConfig.updateCycle')}
          hidden={regular !== 1}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={3650} precision={0} suffix={days} className={styles.number} />
        </Form.Item>
        <Form.Item
          name="updateInAdvance"
          label={t('sysConfig.updateInAdvance')}
          hidden={regular !== 1}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={365} precision={0} suffix={days} className={styles.number} />
        </Form.Item>
        <Form.Item
          name="passwordStrengthLimit"
          label={t('sysConfig.passwordStrengthLimit')}
          extra={t('sysConfig.passwordStrengthHint')}
          {...flag}
        >
          <Switch />
        </Form.Item>
        <div hidden={strength !== 1}>
          <Form.Item label={t('sysConfig.passwordLengthMin')}>
            <Space>
              <Form.Item name="passwordLengthMin" noStyle {...flag}>
                <Checkbox />
              </Form.Item>
              <Form.Item name="passwordLengthMinNumber" noStyle rules={[{ required: true }]}>
                <InputNumber
                  min={1}
                  max={32}
                  precision={0}
                  disabled={lengthMin !== 1}
                  suffix={t('sysConfig.chars')}
                  className={styles.number}
                />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item label={t('sysConfig.mustContain')}>
            <Space wrap>
              <Form.Item name="containsNumbers" noStyle {...flag}>
                <Checkbox>{t('sysConfig.containsNumbers')}</Checkbox>
              </Form.Item>
              <Form.Item name="includeLowercaseLetters" noStyle {...flag}>
                <Checkbox>{t('sysConfig.includeLowercaseLetters')}</Checkbox>
              </Form.Item>
              <Form.Item name="includeUppercaseLetters" noStyle {...flag}>
                <Checkbox>{t('sysConfig.includeUppercaseLetters')}</Checkbox>
              </Form.Item>
              <Form.Item name="containsCharacters" noStyle {...flag}>
                <Checkbox>{t('sysConfig.containsCharacters')}</Checkbox>
              </Form.Item>
            </Space>
          </Form.Item>
        </div>
        <Form.Item name="disableOldPassword" label={t('sysConfig.disableOldPassword')} {...flag}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="disableTheNumberOfOldPasswords"
          label={t('sysConfig.disableTheNumberOfOldPasswords')}
          hidden={oldPasswords !== 1}
          rules={[{ required: true }]}
        >
          <InputNumber
            min={1}
            max={24}
            precision={0}
            suffix={t('sysConfig.times')}
            className={styles.number}
          />
        </Form.Item>
      </Section>
      <Section title={t('sysConfig.whitelistSection')}>
        <Form.Item
          name="whitelistSwitch"
          label={t('sysConfig.whitelistSwitch')}
          extra={t('sysConfig.whitelistHint')}
          {...flag}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="whiteListIp"
          label={t('sysConfig.whiteListIp')}
          hidden={whitelist !== 1}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const bad = (value ?? '')
                  .split(/[\r\n,;]+/)
                  .map((line) => line.trim())
                  .find((line) => line && !IP_LINE.test(line));
                if (bad) throw new Error(t('sysConfig.ipInvalid', { entry: bad }));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={5}
            maxLength={5000}
            placeholder={t('sysConfig.whiteListIpPlaceholder')}
            className={styles.mono}
          />
        </Form.Item>
      </Section>
    </div>
  );

  const email = (
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
            { key: 'info', label: t('sysConfig.tabInfo'), children: info, forceRender: true },
            { key: 'security', label: t('sysConfig.tabSecurity'), children: security, forceRender: true },
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
