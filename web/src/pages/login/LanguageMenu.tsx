import { LANGS } from '@app/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from '../../components/useChooseLanguage';
import { CheckIcon, GlobeIcon } from './LoginIcons';
import styles from './login.module.css';

/** The login screen's language selector: plain markup, like the rest of the login route. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, choose } = useChooseLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.langMenu} ref={root}>
      <button
        type="button"
        className={styles.langButton}
        aria-label={t('common.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon /> {t(`lang.${language}`)}
      </button>
      {open ? (
        <div className={styles.langList} role="menu">
          {LANGS.map((lang) => (
            <button
              type="button"
              role="menuitemradio"
              aria-checked={lang === language}
              key={lang}
              className={styles.langItem}
              onClick={() => {
                setOpen(false);
                void choose(lang);
              }}
            >
              {t(`lang.${lang}`)}
              {lang === language ? <CheckIcon /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
