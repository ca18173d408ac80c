import { Checkbox, Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './sys-config.module.css';
import { flag, Section } from './sys-config-fields';

const IP_LINE = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/**
 * 安全策略: sign-in (single login, session length, last-login notice), locking after wrong passwords, the
 * password policy and the IP whitelist; each detail shows only while the setting it depends on is on.
 */
export function SecurityPane() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const lockType = Form.useWatch('lockType', form);
  const errorsNumber = Form.useWatch('passwordErrorsNumber', form);
  const regular = Form.useWatch('passwordIsUpdatedRegularly', form);
  const strength = Form.useWatch('passwordStrengthLimit', form);
  const lengthMin = Form.useWatch('passwordLengthMin', form);
  const oldPasswords = Form.useWatch('disableOldPassword', form);
  const whitelist = Form.useWatch('whitelistSwitch', form);
  const captcha = Form.useWatch('enableVerificationCode', form);
  const minutes = t('sysConfig.minutes');
  const days = t('sysConfig.days');
  return (
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
        <Form.Item
          name="enableVerificationCode"
          label={t('sysConfig.enableVerificationCode')}
          extra={t('sysConfig.enableVerificationCodeHint')}
          {...flag}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="verificationCodeNumber"
          label={t('sysConfig.verificationCodeNumber')}
          hidden={captcha !== 1}
          rules={[{ required: true }]}
        >
          <InputNumber min={3} max={8} precision={0} className={styles.number} />
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
}
