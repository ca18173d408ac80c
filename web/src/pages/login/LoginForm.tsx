import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from './fields/fields.module.css';
import { LoginField, SubmitButton } from './fields/LoginField';
import { required, useFieldErrors } from './fields/useFieldErrors';
import { LockIcon, ShieldIcon, UserIcon, WarningIcon } from './LoginIcons';
import styles from './login.module.css';
import { useLogin } from './useLogin';
import { useLoginCaptcha } from './useLoginCaptcha';

/**
 * Account mode of the login screen (SPEC §2.4, §5): account, password, caps-lock warning, and the image
 * captcha when 系统配置 asks for one (decision 065).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { submit, pending } = useLogin();
  const [values, setValues] = useState({ account: '', password: '', code: '' });
  const captcha = useLoginCaptcha();
  const [codeError, setCodeError] = useState<string>();
  const [capsLock, setCapsLock] = useState(false);
  const { errors, validate, clear } = useFieldErrors({
    account: [required(t('login.accountRequired'))],
    password: [required(t('login.passwordRequired'))],
  });

  const edit = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (key === 'code') setCodeError(undefined);
    else clear(key);
  };

  const watchCapsLock = (event: KeyboardEvent) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !validate(values)) return;
    const asked = await captcha.check(values.account);
    if (asked && !values.code.trim()) {
      setCodeError(t('login.captchaRequired'));
      return;
    }
    const answer = asked ? { code: values.code.trim(), timestamp: captcha.key } : undefined;
    if (await submit({ ...values, captcha: answer })) return;
    // A refused login used up the image: the next try reads a new one.
    if (asked) {
      captcha.redraw();
      setValues((v) => ({ ...v, code: '' }));
    }
  };

  const toggleLabels = { show: t('login.showPassword'), hide: t('login.hidePassword') };
  return (
    <form id="login" onSubmit={(event) => void onSubmit(event)} noValidate autoComplete="on">
      <LoginField
        label={t('login.account')}
        icon={<UserIcon />}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
        autoFocus
        value={values.account}
        onChange={edit('account')}
        onBlur={() => void captcha.check(values.account)}
        error={errors.account}
      />
      <LoginField
        label={t('login.password')}
        icon={<LockIcon />}
        password
        toggleLabels={toggleLabels}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        value={values.password}
        onChange={edit('password')}
        onKeyDown={watchCapsLock}
        onKeyUp={watchCapsLock}
        onBlur={() => setCapsLock(false)}
        error={errors.password}
      />
      {captcha.image ? (
        <LoginField
          label={t('login.captcha')}
          icon={<ShieldIcon />}
          placeholder={t('login.captchaRequired')}
          autoComplete="off"
          maxLength={8}
          value={values.code}
          onChange={edit('code')}
          error={codeError}
          after={
            <button
              type="button"
              className={fieldStyles.secondary}
              style={{ padding: 0, minWidth: 120, overflow: 'hidden' }}
              onClick={captcha.redraw}
              title={t('login.captchaRefresh')}
            >
              <img src={captcha.image} alt={t('login.captchaRefresh')} width={120} height={40} />
            </button>
          }
        />
      ) : null}
      {capsLock ? (
        <div className={styles.capsLock} role="status">
          <WarningIcon /> {t('login.capsLock')}
        </div>
      ) : null}
      <SubmitButton pending={pending}>{pending ? t('login.submitting') : t('login.submit')}</SubmitButton>
      <div className={styles.hint}>{t('login.subAccountHint')}</div>
    </form>
  );
}
