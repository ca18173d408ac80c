import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSettings } from '../../stores/settings';
import { ChatButton } from '../chat/ChatButton';
import { NoticeBell } from '../messages/NoticeBell';
import { MenuSearch } from '../search/MenuSearch';
import styles from '../shell.module.css';
import { UserDropdown } from '../UserDropdown';
import { FullscreenToggle } from './FullscreenToggle';
import { SizeSelect } from './SizeSelect';

/**
 * Right side of the header (SPEC §2.5): menu search, chat, fullscreen, size, language, the user menu and
 * the settings drawer. Search and language follow their switches in the settings drawer.
 */
export function HeaderTools({ mobile, onSettings }: { mobile: boolean; onSettings: () => void }) {
  const { t } = useTranslation();
  const showSearch = useSettings((s) => s.showSearch);
  const showLanguage = useSettings((s) => s.showLanguage);
  return (
    <div className={styles.headerRight}>
      {showSearch ? <MenuSearch /> : null}
      <ChatButton />
      <NoticeBell />
      {mobile ? null : <FullscreenToggle />}
      {mobile ? null : <SizeSelect />}
      {showLanguage ? <LanguageSwitch showLabel={false} /> : null}
      <UserDropdown compact={mobile} />
      <Tooltip title={t('settings.title')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('settings.title')}
          onClick={onSettings}
        />
      </Tooltip>
    </div>
  );
}
