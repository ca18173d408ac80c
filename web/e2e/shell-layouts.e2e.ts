import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAsAdmin, storedSetting } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

const LAYOUTS = [
  ['classic', '侧边导航'],
  ['functional', '顶部导航'],
  ['plain', '简约导航'],
  ['blend', '混合导航'],
] as const;

async function openSettings(page: Page) {
  await page.getByRole('button', { name: '系统设置' }).click();
  await page.locator('.ant-drawer-open').waitFor();
}

async function closeSettings(page: Page) {
  await page.locator('.ant-drawer-open .ant-drawer-close').click();
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
}

/** A page with real data in the frame, for the README's screenshots; back home afterwards. */
async function screenshotOfLogPage(page: Page, name: string) {
  await page.goto('/system/log');
  await page.locator('.ant-table-row').first().waitFor();
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  await page.locator('.ant-table .ant-spin-blur').waitFor({ state: 'detached' });
  await page.waitForTimeout(400); // the table's fade-in after loading
  await screenshot(page, name);
  await page.goto('/home');
  await page.locator('[data-layout]').waitFor();
}

const layoutShown = (page: Page) => page.locator('[data-layout]').getAttribute('data-layout');

/** The primary colour antd's theme variables carry. */
const primaryColour = (page: Page) =>
  page.evaluate(() => {
    const holder = document.querySelector('[class*="css-var"]') ?? document.documentElement;
    return getComputedStyle(holder).getPropertyValue('--ant-color-primary').trim().toLowerCase();
  });

describe('shell layouts, themes, language and size (SPEC §2.5, §8, client-facts §11)', () => {
  let s: Session | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('every layout, with dark and light menus, persists across a reload and is saved as the user theme', async () => {
    s = await openBrowser();
    const { page } = s;
    await signInAsAdmin(page);
    for (const [layout, label] of LAYOUTS) {
      for (const mode of ['暗黑模式', '亮白模式']) {
        await openSettings(page);
        await page.getByRole('button', { name: label }).click();
        await page.getByRole('button', { name: mode }).click();
        await closeSettings(page);
        await page.reload();
        await page.getByText('我的功能').waitFor();
        expect(await layoutShown(page)).toBe(layout);
        expect(await storedSetting(page, 'layoutType')).toBe(layout);
        expect(await storedSetting(page, 'slideClass')).toBe(mode === '暗黑模式' ? 'dark' : 'lightWhite');
        const dark = mode === '暗黑模式';
        expect((await page.locator('.ant-menu-dark').count()) > 0).toBe(dark);
        await screenshotOfLogPage(page, `layout-${layout}-${dark ? 'dark' : 'light'}-zh`);
      }
    }
    // The layout is the user's theme on the server: a new login brings it back.
    await page.evaluate(() => window.localStorage.removeItem('jnpf_layoutType'));
    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByText('退出登录').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInAsAdmin(page);
    expect(await layoutShown(page)).toBe('blend');

    // Back to the default, so later scenarios start from it.
    await openSettings(page);
    await page.getByRole('button', { name: '侧边导航' }).click();
    await page.getByRole('button', { name: '暗黑模式' }).click();
    await closeSettings(page);
  });

  it('the eight theme colours apply through antd tokens and persist', async () => {
    s = await openBrowser();
    const { page } = s;
    await signInAsAdmin(page);
    await openSettings(page);
    await page.getByRole('button', { name: '生机' }).click();
    await closeSettings(page);
    expect(await primaryColour(page)).toBe('#3eac12');
    await page.reload();
    await page.getByText('我的功能').waitFor();
    expect(await primaryColour(page)).toBe('#3eac12');
    expect(await storedSetting(page, 'themeClass')).toBe('green');
  });

  it('switching language toasts in the new language and persists; English screenshots of every layout', async () => {
    s = await openBrowser();
    const { page } = s;
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '语言', exact: true }).click();
    await page.getByText('English', { exact: true }).click();
    await page.locator('.ant-message-success').filter({ hasText: 'Switch Language Success' }).waitFor();
    await page.reload();
    await page.getByText('My functions').waitFor();
    expect(await storedSetting(page, 'language')).toBe('en');
    for (const [layout] of LAYOUTS) {
      for (const slide of ['dark', 'lightWhite']) {
        await page.evaluate(
          ([l, m]) => {
            window.localStorage.setItem('jnpf_layoutType', JSON.stringify(l));
            window.localStorage.setItem('jnpf_slideClass', JSON.stringify(m));
          },
          [layout, slide],
        );
        await page.reload();
        await page.getByText('My functions').waitFor();
        await screenshotOfLogPage(page, `layout-${layout}-${slide === 'dark' ? 'dark' : 'light'}-en`);
      }
    }

    // The choice is the user's on the server too: its messages follow it whatever the page asks for.
    const message = await page.evaluate(async () => {
      const token = JSON.parse(window.localStorage.getItem('jnpf_token') ?? 'null') as string;
      const response = await fetch('/api/system/Log/9', {
        headers: { Authorization: token, 'X-Language': 'zh' },
      });
      return ((await response.json()) as { msg: string }).msg;
    });
    expect(message).toMatch(/^[\x20-\x7e]+$/);

    // Back to Chinese for later scenarios.
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByText('简体中文', { exact: true }).click();
    await page.locator('.ant-message-success').filter({ hasText: '切换成功' }).waitFor();
  });

  it("follows the system's reduced-motion setting: the settings drawer slides in only when motion is allowed", async () => {
    /** The most animations running at once inside the settings drawer while it opens. */
    async function drawerAnimationsWhenOpened(page: Page): Promise<number> {
      type Sampler = Window & { drawerAnimations: number; sampling: boolean };
      await page.evaluate(() => {
        const w = window as unknown as Sampler;
        w.drawerAnimations = 0;
        w.sampling = true;
        const sample = () => {
          const inDrawer = document
            .getAnimations()
            .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest('.ant-drawer'));
          w.drawerAnimations = Math.max(w.drawerAnimations, inDrawer.length);
          if (w.sampling) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await openSettings(page);
      await page.waitForTimeout(600); // antd's slide-in lasts 0.3 s
      const most = await page.evaluate(() => {
        const w = window as unknown as Sampler;
        w.sampling = false;
        return w.drawerAnimations;
      });
      await closeSettings(page);
      return most;
    }

    s = await openBrowser({ reducedMotion: 'no-preference' });
    await signInAsAdmin(s.page);
    expect(await drawerAnimationsWhenOpened(s.page)).toBeGreaterThan(0);
    // Changed while the page is open: no reload needed.
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await drawerAnimationsWhenOpened(s.page)).toBe(0);
  });

  it('size switch says Switch Size Success and persists', async () => {
    s = await openBrowser();
    const { page } = s;
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByText('迷你', { exact: true }).click();
    await page.locator('.ant-message-success').filter({ hasText: '切换成功' }).waitFor();
    await page.reload();
    await page.getByText('我的功能').waitFor();
    expect(await storedSetting(page, 'size')).toBe('mini');
  });

  it("fullscreen: tooltips for entering and leaving, and '不支持全屏' where the browser cannot", async () => {
    s = await openBrowser();
    const { page } = s;
    await signInAsAdmin(page);
    const enter = page.getByRole('button', { name: '全屏' });
    await enter.hover();
    await page.locator('.ant-tooltip').filter({ hasText: '全屏' }).waitFor();
    // A browser (or an embedding frame) without the Fullscreen API.
    await page.evaluate(() => Object.defineProperty(document, 'fullscreenEnabled', { value: false }));
    await enter.click();
    await page.locator('.ant-message-warning').filter({ hasText: '不支持全屏' }).waitFor();
  });

  it('menu search finds a menu by a misspelt title and opens it from the keyboard', async () => {
    s = await openBrowser();
    const { page } = s;
    await signInAsAdmin(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: '菜单搜索' }).fill('系统日至');
    const result = page.getByRole('option').first();
    await result.waitFor();
    expect(await result.textContent()).toContain('系统管理 / 系统日志');
    await screenshot(page, 'shell-search');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/system/log');
  });

  it('below 992 px the device is mobile: the sidebar closes, opens as a drawer and closes on navigation', async () => {
    s = await openBrowser();
    const { page } = s;
    await page.setViewportSize({ width: 900, height: 800 });
    await signInAsAdmin(page);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    await page.getByRole('button', { name: '展开菜单' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    await screenshot(page, 'shell-mobile');
    await drawer.getByText('系统管理').click();
    await drawer.getByText('系统日志').click();
    await page.waitForURL((url) => url.pathname === '/system/log');
    await drawer.waitFor({ state: 'detached' });
    expect(await storedSetting(page, 'sidebarOpened')).toBe(false);
  });
});
