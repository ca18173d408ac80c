import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@app/common';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from './useChooseLanguage';

/** Language selector of the header (zh, en, zhtw). */
export function LanguageSwitch({ showLabel = true, className }: { showLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const { language, choose } = useChooseLanguage();

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
