import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';

/**
 * Captchas (decision 065) in scenarios: a person reads the image; a scenario reads the same characters from
 * the row the server keeps for it, in the server's SQLite file beside its console output (support/server).
 */

/** The database of the server whose console output goes to `logFile`. */
export const databaseOf = (logFile: string) => path.join(path.dirname(logFile), 'app.db');

/** The code drawn under `key`, once the server has drawn it (the image request may still be on its way). */
export async function captchaCode(logFile: string, key: string): Promise<string> {
  const db = new Database(databaseOf(logFile), { readonly: true, fileMustExist: true });
  try {
    const read = db.prepare('select code from base_captcha where id = ?');
    for (let attempt = 0; attempt < 100; attempt++) {
      const row = read.get(key) as { code: string } | undefined;
      if (row) return row.code.toUpperCase();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    db.close();
  }
  throw new Error(`no captcha was drawn under ${key}`);
}

/** Draws a captcha through the API, as the password change's image does, and answers the fields to send. */
export async function solvedCaptcha(
  baseUrl: string,
  logFile: string,
): Promise<{ code: string; timestamp: string }> {
  const timestamp = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const image = await fetch(`${baseUrl}/api/file/ImageCode/${timestamp}`);
  if (!image.ok) throw new Error(`captcha image: ${image.status}`);
  return { code: await captchaCode(logFile, timestamp), timestamp };
}

/** Types the characters of the captcha `scope` shows (a page or a dialog) into its 验证码 field. */
export async function fillCaptcha(scope: Page | Locator, logFile: string): Promise<void> {
  // /api/file/ImageCode/{key} (password change) or /api/oauth/ImageCode/{length}/{key} (login)
  const src = await scope.locator('img[src*="/ImageCode/"]').getAttribute('src');
  const key = decodeURIComponent(String(src).split('/').at(-1) ?? '');
  await scope.getByLabel('验证码', { exact: true }).fill(await captchaCode(logFile, key));
}
