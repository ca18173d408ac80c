import { createHash } from 'node:crypto';
import type { Lang } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';

/**
 * 多语言: translation entries keyed by the web app's own dotted i18n keys ('routes.system-log'). The web
 * app lays the entries of its language over its built-in texts; an empty en or zhtw falls back to zh.
 * The entries' administration is a resource (language.resource.ts); this file serves them to the web app.
 */

export const LANGUAGE_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;
export const LANGUAGE_KEY_MAX = 100;
export const LANGUAGE_TEXT_MAX = 500;

interface Resources {
  body: Record<string, string>;
  etag: string;
}

/** One language's answer per database, until an entry changes. */
const cache = new WeakMap<Db, Map<Lang, Resources>>();

/** Drops the answers built from `db` (an entry was written). */
export function forgetResources(db: Db) {
  cache.delete(db);
}

/** The entries of one language as a flat {key: text}; an empty en or zhtw is the zh text. */
export async function languageResources(ctx: RequestContext, lang: Lang): Promise<Resources> {
  const { db } = ctx.services;
  const known = cache.get(db)?.get(lang);
  if (known) return known;
  const rows = await db
    .selectFrom('baseLanguage')
    .select(['key', 'zh', 'en', 'zhtw'])
    .orderBy('key')
    .execute();
  const body: Record<string, string> = {};
  for (const r of rows) body[r.key] = (lang === 'zh' ? null : r[lang]) || r.zh;
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 20)}"`;
  const answer = { body, etag };
  const map = cache.get(db) ?? new Map<Lang, Resources>();
  map.set(lang, answer);
  cache.set(db, map);
  return answer;
}
