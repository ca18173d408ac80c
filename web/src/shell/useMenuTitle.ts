import type { MenuNode } from '@app/common';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { routeName } from '../app/menus';

/** A menu's name in the UI language: the routes.<enCode with dashes> translation, else its own name. */
export function useMenuTitle() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (menu: Pick<MenuNode, 'enCode' | 'fullName'>) => {
      const key = `routes.${routeName(menu.enCode)}`;
      return i18n.exists(key) ? (t(key as 'routes.home') as string) : menu.fullName;
    },
    [t, i18n],
  );
}
