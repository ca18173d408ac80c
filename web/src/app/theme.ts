import { type Lang, THEME_COLOURS, type ThemeName } from '@app/common';
import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { UiSize } from '../stores/settings';

/** Chinese-first font stack: system UI fonts, then the common CJK families on each platform. */
export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Source Han Sans SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const ANTD_LOCALES = { zh: zhCN, en: enUS, zhtw: zhTW } satisfies Record<Lang, unknown>;

/** The four UI sizes of SPEC §1 onto antd's three. */
export const COMPONENT_SIZE: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

export function themeConfig(themeClass: ThemeName): ThemeConfig {
  return {
    token: {
      colorPrimary: THEME_COLOURS[themeClass] ?? THEME_COLOURS.blue,
      fontFamily: FONT_FAMILY,
      borderRadius: 6,
      colorBgLayout: '#f0f2f5',
    },
    components: {
      Layout: { headerHeight: 56, headerPadding: '0 16px', siderBg: '#001529', headerBg: '#ffffff' },
      Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
    },
  };
}
