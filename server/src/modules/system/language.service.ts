import { createHash } from 'node:crypto';
import type { Lang } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { keptFor } from '../../platform/kept.js';
import type { AppServices } from '../../platform/services.js';
import { TableStampedValue } from '../../platform/table-stamped-value.js';

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

/**
 * One language's answer per app, kept while this process has not written an entry and at most 2 s after a
 * write made through another server process (TableStampedValue).
 */
const kept = new WeakMap<AppServices, Map<Lang, TableStampedValue<Resources>>>();

const keptOf = (services: AppServices, lang: Lang): TableStampedValue<Resources> =>
  keptFor(
    keptFor(kept, services, () => new Map()),
    lang,
    () => new TableStampedValue(services.versions, services.clock, ['baseLanguage']),
  );

/** The entries of one language as a flat {key: text}; an empty en or zhtw is the zh text. */
export function languageResources(ctx: RequestContext, lang: Lang): Promise<Resources> {
  return keptOf(ctx.services, lang).get(() => readResources(ctx.services.db, lang));
}

async function readResources(db: Db, lang: Lang): Promise<Resources> {
  const rows = await db
    .selectFrom('baseLanguage')
    .select(['key', 'zh', 'en', 'zhtw'])
    .orderBy('key')
    .execute();
  const body: Record<string, string> = {};
  for (const r of rows) body[r.key] = (lang === 'zh' ? null : r[lang]) || r.zh;
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 20)}"`;
  return { body, etag };
}
