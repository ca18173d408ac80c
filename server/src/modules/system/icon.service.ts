import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { createdBy } from '../../platform/resource/stamps.js';
import { SvgRefusal, sanitiseSvg } from './svg-sanitise.js';

/**
 * 系统图标: SVG icons administrators upload for menus, next to the built-in Ant Design set (which the
 * web build lists in /icons/index.json). A menu names an uploaded icon 'custom:<name>'; the image is
 * served, sanitised, at /api/system/Icon/<name>.
 */

/** Uploads must be smaller than this. */
export const ICON_MAX_BYTES = 100 * 1024;
export const ICON_NAME = /^[a-z][a-z0-9-]{0,49}$/;
export const CUSTOM_PREFIX = 'custom:';

export interface IconRow {
  id: string;
  name: string;
  /** the value a menu stores */
  icon: string;
  url: string;
  size: number;
  creatorTime: number;
  /** names of the live menus that show it */
  usedBy: string[];
}

const urlOf = (name: string) => `/api/system/Icon/${name}`;

async function menusUsing(db: Db, names: string[]): Promise<Map<string, string[]>> {
  const used = new Map<string, string[]>();
  if (names.length === 0) return used;
  const rows = await db
    .selectFrom('baseModule')
    .select(['fullName', 'icon'])
    .where('deleteMark', 'is', null)
    .where(
      'icon',
      'in',
      names.map((n) => CUSTOM_PREFIX + n),
    )
    .orderBy('fullName')
    .execute();
  for (const row of rows) {
    const name = String(row.icon).slice(CUSTOM_PREFIX.length);
    used.set(name, [...(used.get(name) ?? []), row.fullName]);
  }
  return used;
}

export async function listIcons(ctx: RequestContext): Promise<{ list: IconRow[] }> {
  const { db } = ctx.services;
  const rows = await db
    .selectFrom('baseIcon')
    .select(['id', 'name', 'size', 'creatorTime'])
    .orderBy('name')
    .execute();
  const used = await menusUsing(
    db,
    rows.map((r) => r.name),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      icon: CUSTOM_PREFIX + r.name,
      url: urlOf(r.name),
      size: Number(r.size),
      creatorTime: Number(r.creatorTime),
      usedBy: used.get(r.name) ?? [],
    })),
  };
}

/** Every uploaded icon, for pickers anywhere in the app. */
export async function iconSelector(
  ctx: RequestContext,
): Promise<{ list: { name: string; icon: string; url: string }[] }> {
  const rows = await ctx.services.db.selectFrom('baseIcon').select('name').orderBy('name').execute();
  return { list: rows.map((r) => ({ name: r.name, icon: CUSTOM_PREFIX + r.name, url: urlOf(r.name) })) };
}

export async function iconSvg(ctx: RequestContext, name: string): Promise<string> {
  const row = ICON_NAME.test(name)
    ? await ctx.services.db.selectFrom('baseIcon').select('svg').where('name', '=', name).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('icon.notFound');
  return row.svg;
}

/** The icon's name from the uploaded file's name: lower case, letters, digits and dashes. */
export function iconNameOf(fileName: string): string {
  return fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.svg$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}

export async function uploadIcon(
  ctx: RequestContext,
  file: { fileName: string; bytes: Buffer },
): Promise<IconRow> {
  const { db } = ctx.services;
  if (!/\.svg$/i.test(file.fileName)) throw badRequest('icon.notSvg');
  const name = iconNameOf(file.fileName);
  if (!ICON_NAME.test(name)) throw badRequest('icon.badName');
  if (file.bytes.length === 0) throw badRequest('file.empty');
  let svg: string;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    svg = sanitiseSvg(text);
  } catch (error) {
    if (error instanceof SvgRefusal) throw badRequest('icon.unsafe', { what: error.reason });
    throw badRequest('icon.notSvg');
  }
  const taken = await db.selectFrom('baseIcon').select('id').where('name', '=', name).executeTakeFirst();
  if (taken) throw duplicate('name', ctx.lang);
  const row = {
    id: newId(),
    name,
    svg,
    size: Buffer.byteLength(svg),
    ...createdBy(ctx),
  };
  await db.insertInto('baseIcon').values(row).execute();
  return {
    id: row.id,
    name,
    icon: CUSTOM_PREFIX + name,
    url: urlOf(name),
    size: row.size,
    creatorTime: row.creatorTime,
    usedBy: [],
  };
}

/** Deletes an uploaded icon; refused while a menu shows it. */
export async function deleteIcon(ctx: RequestContext, name: string): Promise<void> {
  const { db } = ctx.services;
  const row = ICON_NAME.test(name)
    ? await db.selectFrom('baseIcon').select('id').where('name', '=', name).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('icon.notFound');
  const menus = (await menusUsing(db, [name])).get(name) ?? [];
  if (menus.length > 0) throw badRequest('icon.inUse', { menus: menus.slice(0, 5).join('、') });
  await db.deleteFrom('baseIcon').where('id', '=', row.id).execute();
}
