import { describe, expect, it } from 'vitest';
import en from '../../../web/src/i18n/locales/en';
import zhtw from '../../../web/src/i18n/locales/zhtw';
import { MODULES } from '../../src/modules/index.js';

/**
 * Every menu a module seeds is named in English and 繁體 by the web's route texts (routes.<code with dashes>):
 * the shell shows a menu's own name only when the platform has no translation, which is right for menus an
 * administrator makes (shell-languages.e2e leaves those out) and wrong for ours.
 */
describe('seeded menus in three languages', () => {
  it('has an English and a 繁體 route text for each seeded menu', () => {
    const missing: string[] = [];
    for (const module of MODULES)
      for (const menu of module.menus ?? []) {
        const key = menu.code.replace(/\./g, '-');
        if (!(key in en.routes)) missing.push(`en ${module.name} ${menu.code}`);
        if (!(key in zhtw.routes)) missing.push(`zhtw ${module.name} ${menu.code}`);
      }
    expect(missing).toEqual([]);
  });
});
