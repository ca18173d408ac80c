import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

import chromiumFlags from './chromium.json';
import { PRODUCT_TIME_ZONE } from './dates';

// Debian's Chromium in its new headless mode; bench/web.mjs launches it with the same flags.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath;
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-shots';

const ARGS = chromiumFlags.args;

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile (own user-data-dir) in Chinese, in the product's zone (the server's too: see
 * support/dates), at a desktop size. It asks for reduced motion unless told otherwise, so antd's popups
 * open at once: on a busy machine a click during a zoom-in can press one element and release on another
 * (decision 047).
 */
export async function openBrowser(
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<Session> {
  const baseUrl = inject('baseUrl');
  const profile = await mkdtemp(path.join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false, // the new headless mode is chosen through ARGS
    args: ARGS,
    locale: 'zh-CN',
    timezoneId: PRODUCT_TIME_ZONE,
    viewport: { width: 1440, height: 900 },
    reducedMotion: options.reducedMotion ?? 'reduce',
    baseURL: baseUrl,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `steps` with the page's CPU `rate` times slower, as on a busy machine: what a quick user does
 * while a page is still rendering happens in every run instead of now and then.
 */
export async function onSlowCpu(page: Page, steps: () => Promise<void>, rate = 6): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await steps();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
}
