import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.js';

/**
 * Draws a captcha as the client does (GET /api/file/ImageCode/{key}) and reads what it shows from the row the
 * server keeps, as a person reads the image: answers the fields a password change or login sends with it.
 */
export async function solvedCaptcha(t: TestApp): Promise<{ code: string; timestamp: string }> {
  const timestamp = Math.random().toString().slice(0, 18) + randomUUID().slice(0, 4);
  const image = await t.app.inject({ method: 'GET', url: `/api/file/ImageCode/${timestamp}` });
  if (image.statusCode !== 200) throw new Error(`captcha image: ${image.statusCode} ${image.body}`);
  const row = await t.database.db
    .selectFrom('baseCaptcha')
    .select('code')
    .where('id', '=', timestamp)
    .executeTakeFirstOrThrow();
  return { code: row.code.toUpperCase(), timestamp };
}
