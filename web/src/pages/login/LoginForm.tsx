import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginField, SubmitButton } from './fields/LoginField';
import { required, useFieldErrors } from './fields/useFieldErrors';
import { LockIcon, UserIcon, WarningIcon } from './LoginIcons';
import styles from './login.module.css';
import { useLogin } from './useLogin';

/** Account mode of the login screen (SPEC §2.4, §5): account, password, caps-lock warning. */
export function LoginForm() {
  const { t } = useTranslation();
  const { submit, pending } = useLogin();
  const [values, setValues] = useState({ account: '', password: '' });
  const [capsLock, setCapsLock] = useState(false);
  const { errors, validate, clear } = useFieldErrors({
    account: [required(t('login.accountRequired'))],
    password: [required(t('login.passwordRequired'))],
  });

  const edit = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    clear(key);
  };

  const watchCapsLock = (event: KeyboardEvent) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && validate(values)) void submit(values);
  };

  const toggleLabels = { show: t('login.showPassword'), hide: t('login.hidePassword') };
  return (
    <form id="login" onSubmit={onSubmit} noValidate autoComplete="on">
      <LoginField
        label={t('login.account')}
        icon={<UserIcon />}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
        autoFocus
        value={values.account}
        onChange={edit('account')}
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
