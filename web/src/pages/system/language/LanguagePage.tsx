import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import i18n from '../../../i18n';
import { forgetServerTexts, loadServerTexts } from '../../../i18n/server-texts';
import { useSettings } from '../../../stores/settings';
import styles from './language.module.css';
import { languageResource } from './language.resource';

/** Fetches the server's entries again, so the screens show a change at once. */
const refreshTexts = () => {
  forgetServerTexts();
  void loadServerTexts(i18n, useSettings.getState().language);
};

/** 多语言: translation entries laid over the app's built-in texts. */
export default function LanguagePage() {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={languageResource}
      intro={<Alert className={styles.hint} type="info" showIcon message={t('sysLanguage.hint')} />}
      onChanged={refreshTexts}
    />
  );
}
