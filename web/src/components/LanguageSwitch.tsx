import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@app/common';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../app/request';
import i18n, { changeLanguage } from '../i18n';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';

/** Language selector (zh, en, zhtw); confirms the switch in the new language (SPEC §8). */
export function LanguageSwitch({ showLabel = true, className }: { showLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useSettings((s) => s.language);

  const choose = async (lang: Lang) => {
    if (lang === language) return;
    await changeLanguage(lang);
    // Signed in: the server keeps the choice too (SPEC §7.7), so its messages and the next login follow it.
    if (useSession.getState().token)
      void http
        .put('/api/permission/Users/Current/SystemLanguage', { language: lang }, { silent: true })
        .catch(() => {});
    // Said in the language just chosen.
    void message.success({ content: i18n.t('common.switchLanguageSuccess'), duration: 1.5 });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGS.map((lang) => ({ key: lang, label: t(`lang.${lang}`) })),
        onClick: ({ key }) => void choose(key as Lang),
      }}
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} aria-label={t('common.language')}>
        {showLabel ? t(`lang.${language}`) : null}
      </Button>
    </Dropdown>
  );
}
