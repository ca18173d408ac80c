import { CheckOutlined } from '@ant-design/icons';
import { LAYOUTS, type Layout, THEME_COLOURS, type ThemeName } from '@app/common';
import { Button, Divider, Drawer, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../app/request';
import { useSession } from '../../stores/session';
import { type SidebarTheme, type UiSettings, useSettings } from '../../stores/settings';
import { LayoutPreview } from './LayoutPreview';
import styles from './settings.module.css';

type SwitchKey = 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch' | 'sidebarLogo';
const SWITCHES: SwitchKey[] = [
  'tagsView',
  'tagsIcon',
  'useCache',
  'showLanguage',
  'showSearch',
  'sidebarLogo',
];
const SIDEBAR_THEMES: SidebarTheme[] = ['dark', 'lightWhite'];

/** The layout is also the user's saved theme on the server (SPEC §7.7), so the next login brings it back. */
export function saveLayout(layout: Layout): void {
  useSettings.getState().set('layoutType', layout);
  if (useSession.getState().token)
    void http
      .put('/api/permission/Users/Current/SystemTheme', { theme: layout }, { silent: true })
      .catch(() => {});
}

/**
 * Display settings (SPEC §2.5, client-facts §11): layout, sidebar style, the eight theme colours and the
 * switches, each saved under the local-storage prefix as soon as it changes.
 */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const set = settings.set;

  return (
    <Drawer open={open} onClose={onClose} size={300} title={t('settings.title')} className={styles.drawer}>
      <Divider plain>{t('settings.layout')}</Divider>
      <div className={styles.options}>
        {LAYOUTS.map((layout) => (
          <button
            type="button"
            key={layout}
            className={`${styles.layoutOption} ${settings.layoutType === layout ? styles.selected : ''}`}
            aria-pressed={settings.layoutType === layout}
            onClick={() => saveLayout(layout)}
          >
            <LayoutPreview layout={layout} dark={settings.slideClass === 'dark'} />
            {settings.layoutType === layout ? <CheckOutlined className={styles.check} /> : null}
            <span className={styles.caption}>{t(`settings.layouts.${layout}`)}</span>
          </button>
        ))}
      </div>

      <Divider plain>{t('settings.sidebar')}</Divider>
      <div className={styles.options}>
        {SIDEBAR_THEMES.map((mode) => (
          <button
            type="button"
            key={mode}
            className={`${styles.modeOption} ${settings.slideClass === mode ? styles.selected : ''}`}
            aria-pressed={settings.slideClass === mode}
            onClick={() => set('slideClass', mode)}
          >
            <span
              className={`${styles.modeSwatch} ${mode === 'dark' ? styles.modeDark : styles.modeLight}`}
            />
            {t(`settings.sidebarThemes.${mode}`)}
          </button>
        ))}
      </div>

      <Divider plain>{t('settings.themeColour')}</Divider>
      <div className={styles.colours}>
        {(Object.keys(THEME_COLOURS) as ThemeName[]).map((name) => (
          <Tooltip key={name} title={t(`settings.themes.${name}`)}>
            <button
              type="button"
              className={styles.colour}
              style={{ background: THEME_COLOURS[name] }}
              aria-pressed={settings.themeClass === name}
              aria-label={t(`settings.themes.${name}`)}
              onClick={() => set('themeClass', name)}
            >
              {settings.themeClass === name ? <CheckOutlined /> : null}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider plain>{t('settings.interface')}</Divider>
      {SWITCHES.map((key) => (
        <div key={key} className={styles.switchRow}>
          <span>{t(`settings.switches.${key}`)}</span>
          <Switch
            size="small"
            checked={settings[key] as boolean}
            onChange={(value) => set(key, value as UiSettings[SwitchKey])}
            aria-label={t(`settings.switches.${key}`)}
          />
        </div>
      ))}
      <Button
        block
        className={styles.reset}
        onClick={() => {
          useSettings.getState().resetDisplay();
          saveLayout('classic');
        }}
      >
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
