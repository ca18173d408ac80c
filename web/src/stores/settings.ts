import { type Lang, type Layout, layoutOf, type ThemeName } from '@app/common';
import { create } from 'zustand';
import { storage } from '../app/storage';
import { browserLanguages, detectLanguage } from '../i18n/detect';

export const UI_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof UI_SIZES)[number];
export type SidebarTheme = 'dark' | 'lightWhite';

/** The local UI settings of the settings drawer (client-facts §11), each persisted under jnpf_<key>. */
export interface UiSettings {
  language: Lang;
  size: UiSize;
  themeClass: ThemeName;
  layoutType: Layout;
  slideClass: SidebarTheme;
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** side menu expanded (true) or collapsed to icons */
  sidebarOpened: boolean;
}

export const DEFAULT_SETTINGS: Omit<UiSettings, 'language'> = {
  size: 'medium',
  themeClass: 'blue',
  layoutType: 'classic',
  slideClass: 'dark',
  tagsView: true,
  tagsIcon: false,
  showLanguage: true,
  showSearch: true,
  useCache: false,
  fixedHeader: false,
  sidebarLogo: true,
  sidebarOpened: true,
};

function load(): UiSettings {
  const saved = {} as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) saved[key] = storage.get(key, fallback);
  return {
    ...(saved as Omit<UiSettings, 'language'>),
    layoutType: layoutOf(saved.layoutType),
    language: detectLanguage(storage.get<unknown>('language', null), browserLanguages()),
  };
}

export interface SettingsState extends UiSettings {
  set<K extends keyof UiSettings>(key: K, value: UiSettings[K]): void;
  /** Back to the default display settings (the language stays). */
  resetDisplay(): void;
}

export const useSettings = create<SettingsState>((set) => ({
  ...load(),
  set(key, value) {
    storage.set(key, value);
    set({ [key]: value } as Partial<UiSettings>);
  },
  resetDisplay() {
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) storage.set(key, value);
    set({ ...DEFAULT_SETTINGS });
  },
}));
