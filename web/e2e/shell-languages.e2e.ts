import type { MenuNode } from '@app/common';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { routeName } from '../src/app/menus';
import en from '../src/i18n/locales/en';
import zh from '../src/i18n/locales/zh';
import zhtw from '../src/i18n/locales/zhtw';
import { api, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

// Issue 15 item 7: in English and 繁體 the chrome of every seeded menu page speaks that language: the side
// menu, the breadcrumb, the tabs, the page's column headers and buttons; and no row's links are cut off.
// Data (names of seeded users, organisations, dictionary items) is what people typed and stays as typed, so
// table rows and trees are not read. So are the names of menus an administrator made (a design released to a
// menu by another e2e file on the same server): the shell shows a menu's own name when the platform has no
// translation for it.

/** Characters of the simplified texts that the traditional texts never use: simplified-only forms (组 for 組). */
function simplifiedOnly(): Set<string> {
  const chars = (texts: unknown) => new Set(JSON.stringify(texts).match(/\p{Script=Han}/gu) ?? []);
  const traditional = chars(zhtw);
  return new Set([...chars(zh)].filter((c) => !traditional.has(c)));
}

/**
 * The texts of the shell's chrome and of the page's column headers and buttons, each with where it was found.
 * Tabs and card titles inside a page are left out: some are data (数据接口's categories are dictionary items,
 * 数据字典's card names the dictionary).
 */
async function chromeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const take = (where: string, selector: string) => {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('.ant-table-tbody, .ant-tree, .ant-select-dropdown')) continue;
        const text = element.innerText?.trim();
        if (text) found.push(`${where}: ${text.replace(/\s+/g, ' ')}`);
      }
    };
    take('menu', '.ant-layout-sider .ant-menu-title-content, .ant-layout-header .ant-menu-title-content');
    take('breadcrumb', '.ant-breadcrumb');
    take('tabs', '.ant-layout > nav[aria-label] span');
    take('column', '.ant-layout-content thead th');
    take('button', '.ant-layout-content .ant-btn');
    // A row's links cut off by their column ('Delet'): the last one ends past the cell's edge.
    for (const cell of document.querySelectorAll<HTMLElement>('.ant-table-tbody td')) {
      const links = cell.querySelectorAll<HTMLElement>('.ant-btn');
      const last = links[links.length - 1];
      const table = cell.closest('.ant-table');
      if (!last || !table) continue;
      const edge = Math.min(cell.getBoundingClientRect().right, table.getBoundingClientRect().right);
      if (last.getBoundingClientRect().right > edge + 0.5)
        found.push(`clipped: ${cell.innerText.replace(/\s+/g, ' ')}`);
    }
    return found;
  });
}

async function switchLanguage(page: Page, lang: 'en' | 'zhtw') {
  await page.evaluate((l) => window.localStorage.setItem('jnpf_language', JSON.stringify(l)), lang);
  await page.goto('/home');
  await settle(page);
}

function leaves(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((m) => (m.children?.length ? leaves(m.children) : m.urlAddress ? [m] : []));
}

function everyMenu(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((m) => [m, ...everyMenu(m.children ?? [])]);
}

/** Names of the menus the platform does not translate, from every menu list the page was sent. */
function collectTypedMenuNames(page: Page): Set<string> {
  const typed = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/oauth/CurrentUser')) return;
    const body = (await response.json().catch(() => null)) as { data?: { menuList?: MenuNode[] } } | null;
    for (const menu of everyMenu(body?.data?.menuList ?? []))
      if (!(routeName(menu.enCode) in en.routes)) typed.add(menu.fullName);
  });
  return typed;
}

describe('three languages in the chrome of every menu page (issue 15 item 7)', () => {
  let s: Session | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('shows no Chinese in English and no simplified-only character in 繁體', async () => {
    expect(en.routes.permission).toBeTruthy();
    s = await openBrowser();
    const { page } = s;
    const typedMenuNames = collectTypedMenuNames(page);
    await signInAsAdmin(page);
    // A row in a list with many actions, so a cut-off link has a row to show in (数据接口: five links).
    const dictionaries = await api<{ list: { enCode: string; dictionaryList: { id: string }[] }[] }>(
      page,
      'GET',
      '/api/system/DictionaryData/All',
    );
    const category = dictionaries.data.list.find((d) => d.enCode === 'DataInterfaceType')?.dictionaryList[0];
    const created = await api(page, 'POST', '/api/system/DataInterface', {
      fullName: '语言检查接口',
      enCode: 'languageCheck',
      categoryId: category?.id,
      dataType: 2,
      query: '[{"id":"1"}]',
      enabledMark: 1,
    });
    expect(created.code).toBe(200);
    const { data } = await api<{ menuList: MenuNode[] }>(page, 'GET', '/api/oauth/CurrentUser');
    // The pages of the platform's own menus: a generated page an administrator made (another file's design on
    // this server) shows its designer's labels and buttons, which are data like its menu name.
    const pages = leaves(data.menuList).filter((menu) => routeName(menu.enCode) in en.routes);
    expect(pages.length).toBeGreaterThan(20);
    const simplified = simplifiedOnly();
    const wrong: string[] = [];
    for (const lang of ['en', 'zhtw'] as const) {
      await switchLanguage(page, lang);
      const bad = (text: string) =>
        text.startsWith('clipped: ') ||
        (lang === 'en' ? /\p{Script=Han}/u.test(text) : [...text].some((c) => simplified.has(c)));
      for (const menu of [{ urlAddress: 'home' } as MenuNode, ...pages]) {
        await page.goto(`/${menu.urlAddress}`);
        await settle(page);
        const texts = await chromeTexts(page);
        // The walk reads what it should: the side menu and the open tabs are on every page.
        expect(texts.some((text) => text.startsWith('menu: '))).toBe(true);
        expect(texts.some((text) => text.startsWith('tabs: '))).toBe(true);
        for (const text of texts) if (bad(text)) wrong.push(`${lang} /${menu.urlAddress} ${text}`);
      }
      await page.goto('/system/log');
      await settle(page);
      await screenshot(page, `languages-${lang}`);
      await page.goto('/systemData/dataInterface');
      await settle(page);
      await screenshot(page, `languages-${lang}-data-interface`);
    }
    const typedMenu = (found: string) => typedMenuNames.has(found.replace(/^\S+ \S+ menu: /, ''));
    expect([...new Set(wrong.filter((found) => !typedMenu(found)))]).toEqual([]);
    await page.evaluate(() => window.localStorage.setItem('jnpf_language', JSON.stringify('zh')));
  }, 300_000);
});
