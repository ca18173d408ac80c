import { Descriptions, Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BuiltInTexts, builtInTexts } from './built-in';
import { LANGUAGE_KEY } from './language.api';
import styles from './language.module.css';

/** The built-in texts of the key being typed, for reference (looked up once the key is well formed). */
function useBuiltIn(key: string | undefined) {
  const [texts, setTexts] = useState<{ key: string; texts: BuiltInTexts | null } | null>(null);
  useEffect(() => {
    const wanted = key?.trim() ?? '';
    if (!LANGUAGE_KEY.test(wanted)) {
      setTexts(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void builtInTexts(wanted).then((found) => {
        if (live) setTexts({ key: wanted, texts: found });
      });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return texts;
}

/** Under the key in the form: what the app itself says for it in each language, or that it has no such text. */
export function BuiltInTextsHint({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const builtIn = useBuiltIn(Form.useWatch('key', form));
  if (!builtIn) return null;
  return (
    <div className={styles.builtIn} data-testid="built-in">
      <div className={styles.builtInTitle}>{t('sysLanguage.builtIn')}</div>
      {builtIn.texts ? (
        <Descriptions
          size="small"
          column={1}
          items={(['zh', 'en', 'zhtw'] as const).map((lang) => ({
            key: lang,
            label: t(`sysLanguage.${lang}`),
            children: builtIn.texts?.[lang] ?? '—',
          }))}
        />
      ) : (
        <span className={styles.muted}>{t('sysLanguage.builtInNone')}</span>
      )}
    </div>
  );
}
