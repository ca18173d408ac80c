import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../components/PasswordChangeForm';
import styles from './profile.module.css';

/** 修改密码: the form, with the rules beside it. */
export function PasswordTab() {
  const { t } = useTranslation();
  return (
    <div className={styles.passwordLayout}>
      <PasswordChangeForm />
      <aside className={styles.rules}>
        <h4>{t('profile.password.rulesTitle')}</h4>
        <ul>
          <li>{t('profile.password.rule1')}</li>
          <li>{t('profile.password.rule2')}</li>
          <li>{t('profile.password.rule3')}</li>
        </ul>
      </aside>
    </div>
  );
}
