import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session } from './support/browser';

// Issue 13, item 9: the server sends a Content-Security-Policy with the web app (decision 053). A policy
// that blocks something the app needs breaks it silently, so this walks the real build through the
// screens that need the most (antd's inline styles, the chat socket, ECharts canvases, the Quill editor)
// and fails on any violation the browser reports.

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('Content-Security-Policy of the web app', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('is sent with the page, which needs no inline script', async () => {
    const response = await s.page.goto('/login');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    // script-src has no 'unsafe-inline': every script of the built page must be a file.
    const html = (await response?.text()) ?? '';
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, body]) => !/\bsrc=/.test(attributes) && body.trim() !== '',
    );
    expect(inline).toEqual([]);
  });

  it('lets the signed-in app run: styles, the realtime socket, charts and the rich-text editor', async () => {
    const { page } = s;
    const violations = await watchViolations(page);
    // The realtime socket connects and the server's first frame arrives through it.
    const firstFrame = new Promise<void>((resolve) =>
      page.on('websocket', (ws) => {
        if (ws.url().includes('/api/message/websocket')) ws.once('framereceived', () => resolve());
      }),
    );
    await signInAsAdmin(page);
    await firstFrame;

    await page.goto('/system/monitor');
    await page.getByRole('img', { name: 'CPU使用率仪表盘' }).locator('canvas').waitFor();

    await page.goto('/system/notice');
    await page.getByRole('columnheader', { name: '发送时间' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /新建公告/ }).click();
    const editor = page.getByRole('dialog').locator('.ql-editor');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('内容安全策略');

    await page.goto('/profile');
    await settle(page);
    // antd's CSS-in-JS styles apply (a blocked <style> would leave buttons unstyled).
    const radius = await page
      .locator('.ant-btn')
      .first()
      .evaluate((button) => getComputedStyle(button).borderRadius);
    expect(violations).toEqual([]);
    expect(radius).not.toBe('0px');
  });

  it('keeps another site from framing the app, and lets the app frame its own pages', async () => {
    const { page, baseUrl } = s;
    /** Puts `${baseUrl}/login` in a frame of the current page; answers where the frame ended up. */
    const frameLogin = async () => {
      const frame = page.locator('iframe#probe');
      await page.evaluate((src) => {
        const iframe = document.createElement('iframe');
        iframe.id = 'probe';
        iframe.src = src;
        document.body.append(iframe);
      }, `${baseUrl}/login`);
      const content = await (await frame.elementHandle())?.contentFrame();
      await content?.waitForLoadState('load');
      return content?.url();
    };

    // A page of another origin: the browser refuses to show the app in its frame.
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
    );
    await page.goto('http://elsewhere.test/');
    expect(await frameLogin()).toMatch(/^chrome-error:/);

    // The app's own page (a link menu may open one of our addresses in ExternalLinkPage).
    await page.goto('/login');
    expect(await frameLogin()).toBe(`${baseUrl}/login`);
  });
});
