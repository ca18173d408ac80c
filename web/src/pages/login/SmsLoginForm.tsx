import { PATTERNS } from '@app/common';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/feedback';
import { ApiError } from '../../app/request';
import fieldStyles from './fields/fields.module.css';
import { LoginField, SubmitButton } from './fields/LoginField';
import { matches, required, useFieldErrors } from './fields/useFieldErrors';
import { MobileIcon, ShieldIcon } from './LoginIcons';
import styles from './login.module.css';
import { loginByCode, sendSmsCode } from './login-modes.api';
import { useCountdown } from './useCountdown';
import { useLogin } from './useLogin';

interface SmsFields {
  mobile: string;
  code: string;
}

/** Verification-code mode (SPEC §2.4, §5): mobile number, code, get-code button with a 60 s resend wait. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { finish, pending } = useLogin();
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<SmsFields>({ mobile: '', code: '' });
  const { errors, validate, clear } = useFieldErrors<keyof SmsFields>({
    mobile: [required(t('login.mobileRequired')), matches(PATTERNS.mobile, t('login.mobileInvalid'))],
    code: [required(t('login.codeRequired'))],
  });

  const edit = (key: keyof SmsFields) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    clear(key);
  };

  const askCode = async () => {
    if (!validate(values, ['mobile'])) return; // the field shows what is wrong
    countdown.hold();
    try {
      const { resendAfter, expiresIn } = await sendSmsCode(values.mobile);
      countdown.start(resendAfter);
      toastSuccess(t('login.codeSent', { minutes: Math.round(expiresIn / 60) }));
      codeInput.current?.focus();
    } catch (error) {
      // The server says how long to wait when a code was sent just now; its message is already shown.
      const wait = error instanceof ApiError ? (error.data as { wait?: unknown } | null)?.wait : undefined;
      if (typeof wait === 'number' && wait > 0) countdown.start(wait);
      else countdown.release();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && validate(values)) void finish(() => loginByCode(values.mobile, values.code));
  };

  const label =
    countdown.seconds > 0
      ? t('login.resendIn', { seconds: countdown.seconds })
      : countdown.used
        ? t('login.resendCode')
        : t('login.getCode');

  return (
    <form id="sms-login" onSubmit={onSubmit} noValidate>
      <LoginField
        label={t('login.mobile')}
        icon={<MobileIcon />}
        placeholder={t('login.mobilePlaceholder')}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        value={values.mobile}
        onChange={edit('mobile')}
        error={errors.mobile}
      />
      <LoginField
        ref={codeInput}
        label={t('login.code')}
        icon={<ShieldIcon />}
        placeholder={t('login.codePlaceholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={values.code}
        onChange={edit('code')}
        error={errors.code}
        after={
          <button
            type="button"
            className={fieldStyles.secondary}
            onClick={() => void askCode()}
            disabled={countdown.seconds > 0 || countdown.holding}
          >
            {label}
          </button>
        }
      />
      <SubmitButton pending={pending}>{pending ? t('login.submitting') : t('login.submit')}</SubmitButton>
      <div className={styles.hint}>{t('login.smsHint')}</div>
    </form>
  );
}
