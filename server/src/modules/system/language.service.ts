import { createHash } from 'node:crypto';
import type { Lang, Paged } from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { duplicate, fieldError, text } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';

/**
 * 多语言: translation entries keyed by the web app's own dotted i18n keys ('routes.system-log'). The web
 * app lays the entries of its language over its built-in texts; an empty en or zhtw falls back to zh.
 */

export const LANGUAGE_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;
export const LANGUAGE_KEY_MAX = 100;
export const LANGUAGE_TEXT_MAX = 500;

export interface LanguageRow {
  id: string;
  key: string;
  zh: string;
  en: string | null;
  zhtw: string | null;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface LanguageInput {
  key: string;
  zh: string;
  en?: string | null;
  zhtw?: string | null;
  description?: string | null;
}

const COLUMNS = ['id', 'key', 'zh', 'en', 'zhtw', 'description', 'creatorTime', 'lastModifyTime'] as const;

const rowOf = (r: LanguageRow): LanguageRow => ({
  ...r,
  creatorTime: Number(r.creatorTime),
  lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
});

export async function listLanguages(ctx: RequestContext, query: PageQuery): Promise<Paged<LanguageRow>> {
  const { db } = ctx.services;
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = db.selectFrom('baseLanguage');
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or((['key', 'zh', 'en', 'zhtw'] as const).map((c) => contains(sql`lower(${eb.ref(c)})`, keyword))),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(COLUMNS)
    .orderBy('key')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: rows.map(rowOf), pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

async function liveEntry(db: Db, id: string): Promise<LanguageRow> {
  const row = await db.selectFrom('baseLanguage').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('language.notFound');
  return rowOf(row);
}

export async function languageInfo(ctx: RequestContext, id: string): Promise<LanguageRow> {
  return liveEntry(ctx.services.db, id);
}

function valuesOf(input: LanguageInput, lang: Lang) {
  const key = String(input.key ?? '').trim();
  if (!key) throw fieldError('key', 'validation.required', lang);
  if (!LANGUAGE_KEY.test(key)) throw fieldError('key', 'language.keyPattern', lang);
  const zh = text(input.zh);
  if (!zh) throw fieldError('zh', 'validation.required', lang);
  return { key, zh, en: text(input.en), zhtw: text(input.zhtw), description: text(input.description) };
}

/**
 * A key must be free, and neither a parent nor a child of another key: 'a.b' and 'a.b.c' cannot both
 * be texts once the web app nests them.
 */
async function checkKey(db: Db, key: string, lang: Lang, selfId = '') {
  const parents = key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
  const clash = await db
    .selectFrom('baseLanguage')
    .select('key')
    .where('id', '!=', selfId)
    .where((eb) =>
      eb.or([
        eb('key', 'in', parents),
        eb(sql`substr(${eb.ref('key')}, 1, ${key.length + 1})`, '=', `${key}.`),
      ]),
    )
    .execute();
  if (clash.some((r) => r.key === key)) throw duplicate('key', lang);
  if (clash.length > 0) {
    const params = { other: clash[0].key };
    throw new AppError(409, 409, 'language.keyNested', params, {
      errors: [{ field: 'key', message: translate('language.keyNested', lang, params) }],
    });
  }
}

export async function createLanguage(ctx: RequestContext, input: LanguageInput): Promise<{ id: string }> {
  const { db } = ctx.services;
  const values = valuesOf(input, ctx.lang);
  await checkKey(db, values.key, ctx.lang);
  const id = newId();
  await db
    .insertInto('baseLanguage')
    .values({ id, ...values, creatorTime: ctx.clock.now(), creatorUserId: ctx.user.id })
    .execute();
  forgetResources(db);
  return { id };
}

export async function updateLanguage(ctx: RequestContext, id: string, input: LanguageInput): Promise<void> {
  const { db } = ctx.services;
  const current = await liveEntry(db, id);
  const values = valuesOf(keepAbsent(input, current, ['en', 'zhtw', 'description']), ctx.lang);
  await checkKey(db, values.key, ctx.lang, id);
  await db
    .updateTable('baseLanguage')
    .set({ ...values, lastModifyTime: ctx.clock.now(), lastModifyUserId: ctx.user.id })
    .where('id', '=', id)
    .execute();
  forgetResources(db);
}

export async function deleteLanguage(ctx: RequestContext, id: string): Promise<void> {
  const { db } = ctx.services;
  await liveEntry(db, id);
  await db.deleteFrom('baseLanguage').where('id', '=', id).execute();
  forgetResources(db);
}

interface Resources {
  body: Record<string, string>;
  etag: string;
}

/** One language's answer per database, until an entry changes. */
const cache = new WeakMap<Db, Map<Lang, Resources>>();

function forgetResources(db: Db) {
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
