import type { Lang } from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { duplicate, fieldError } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { defineResource, STAMPED_BASE } from '../../platform/resource/define-resource.js';
import { LANGUAGE_KEY, LANGUAGE_KEY_MAX, LANGUAGE_TEXT_MAX } from './language.service.js';

/**
 * 多语言 (translation entries) on the resource runtime: the list, one entry and its writes. An entry is
 * keyed by the web app's own dotted i18n key; deleting one removes it for good (the table has no delete
 * mark). The checks keep the form's order: key given, key pattern, zh given, then the key's clashes.
 */

/**
 * A key must be free, and neither a parent nor a child of another key: 'a.b' and 'a.b.c' cannot both
 * be texts once the web app nests them. One query answers both.
 */
async function checkKey(db: Db, key: string, lang: Lang, selfId: string) {
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

/** A translation: may span lines; an empty en or zhtw is stored as null (the web app falls back to zh). */
const translation = (column: string) =>
  ({
    column,
    type: 'text',
    nullable: true,
    maxLength: LANGUAGE_TEXT_MAX,
    emptyAsNull: true,
    searchable: true,
  }) as const;

export const languageResource = defineResource({
  path: '/api/system/Language',
  tags: ['system'],
  menu: 'system.language',
  table: 'base_language',
  alias: 'l',
  base: STAMPED_BASE,
  notFound: 'language.notFound',
  columns: {
    key: {
      column: 'key',
      type: 'string',
      required: true,
      maxLength: LANGUAGE_KEY_MAX,
      notBlank: true,
      searchable: true,
      description: 'dotted key, e.g. routes.system-log',
    },
    // Translations may span lines, as some built-in texts do (the login whitelist's placeholder). zh is
    // checked by the hook, after the key's pattern, as the form always did.
    zh: { ...translation('zh'), nullable: false, required: true, emptyAsNull: false },
    en: translation('en'),
    zhtw: translation('zhtw'),
    description: { column: 'description', type: 'string', nullable: true, maxLength: 500, emptyAsNull: true },
  },
  row: ['id', 'key', 'zh', 'en', 'zhtw', 'description', 'creatorTime', 'lastModifyTime'],
  defaultSort: [['key', 'asc']],
  summaries: {
    list: 'Translation entries (paged; keyword in the key or any text)',
    get: 'One translation entry',
    create: 'Add a translation entry (key unique; zh required)',
    update: 'Change a translation entry',
    delete: 'Delete a translation entry',
  },
  hooks: {
    async check(ctx, values, current) {
      const key = values.key as string;
      if (!LANGUAGE_KEY.test(key)) throw fieldError('key', 'language.keyPattern', ctx.lang);
      if (!values.zh) throw fieldError('zh', 'validation.required', ctx.lang);
      await checkKey(ctx.services.db, key, ctx.lang, (current?.id as string | undefined) ?? '');
    },
  },
});
