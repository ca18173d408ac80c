import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../LoginIcons';
import styles from './fields.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  /** accessible name */
  label: string;
  icon: ReactNode;
  /** the field's validation message, shown under it */
  error?: string;
  /** a password field gets a show / hide toggle */
  password?: boolean;
  /** something beside the input (the get-code button) */
  after?: ReactNode;
  toggleLabels?: { show: string; hide: string };
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text field of the login screen: icon, input, optional show-password toggle and its message. Plain
 * markup on purpose: the login route loads before antd's runtime (see docs/decisions).
 */
export function LoginField({
  label,
  icon,
  error,
  password,
  after,
  toggleLabels,
  className,
  ref,
  ...input
}: Props) {
  const [visible, setVisible] = useState(false);
  const errorId = useId();
  return (
    <div className={`${styles.item} ${className ?? ''}`}>
      <div className={styles.row}>
        <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
          <span className={styles.icon}>{icon}</span>
          <input
            {...input}
            ref={ref}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            type={password && !visible ? 'password' : (input.type ?? 'text')}
            className={styles.input}
          />
          {password ? (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? toggleLabels?.hide : toggleLabels?.show}
              tabIndex={-1}
            >
              {visible ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          ) : null}
        </div>
        {after}
      </div>
      {error ? (
        <div id={errorId} className={styles.error} role="alert" data-field-error>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The primary button with a spinner while the call is out. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
