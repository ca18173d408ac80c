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

/**
 * The four UI sizes of SPEC §1 as antd theme tokens: control height and font size (antd derives its
 * small and large controls, paddings and line heights from these).
 */
export const SIZE_TOKENS: Record<UiSize, { controlHeight: number; fontSize: number }> = {
  default: { controlHeight: 40, fontSize: 15 },
  medium: { controlHeight: 34, fontSize: 14 },
  small: { controlHeight: 30, fontSize: 13 },
  mini: { controlHeight: 26, fontSize: 12 },
};

export function themeConfig(
  themeClass: ThemeName,
  size: UiSize = 'medium',
  reducedMotion = false,
): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: THEME_COLOURS[themeClass] ?? THEME_COLOURS.blue,
      fontFamily: FONT_FAMILY,
      borderRadius: 6,
      colorBgLayout: '#f0f2f5',
      ...SIZE_TOKENS[size],
    },
    components: {
      Layout: { headerHeight: 56, headerPadding: '0 16px', siderBg: '#001529', headerBg: '#ffffff' },
      Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
    },
  };
}
