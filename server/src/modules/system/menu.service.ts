import {
  APP_MENU_TYPES,
  generatedMenuUrl,
  type Lang,
  MENU_FIELD_KEYS,
  type MenuAdminNode,
  type MenuCategory,
  type MenuFields,
  type MenuOptionNode,
  type MenuType,
  nest,
  PATTERNS,
  subtreeIds,
  TREE_ROOT,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { duplicate, fieldError, jsonObjectField, text } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { createdBy, flipEnabled, updateStamped } from '../../platform/resource/stamps.js';

/**
 * Menu administration (SPEC §7.8, client-facts §3): Web and App menus as two trees, with the save rules
 * of the menu form applied on the server so every caller gets the same result.
 */

const COLUMNS = ['id', ...MENU_FIELD_KEYS, 'creatorTime'] as const;

type Stored = Omit<MenuAdminNode, 'hasChildren' | 'children' | 'type' | 'category' | 'linkTarget'> & {
  type: number;
  category: string;
  linkTarget: string | null;
};

function nodeOf(r: Stored): MenuAdminNode {
  return {
    ...r,
    type: r.type as MenuType,
    category: r.category as MenuCategory,
    linkTarget: r.linkTarget === '_blank' ? '_blank' : '_self',
    sortCode: Number(r.sortCode),
    creatorTime: Number(r.creatorTime),
    hasChildren: false,
  };
}

async function liveMenus(db: Db, category?: MenuCategory): Promise<MenuAdminNode[]> {
  let query = db.selectFrom('baseModule').select(COLUMNS).where('deleteMark', 'is', null);
  if (category) query = query.where('category', '=', category);
  const rows = await query.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
  return rows.map(nodeOf);
}

/** Rows matching the keyword (name, code or address) with their ancestors, so the tree stays connected. */
function matching(rows: MenuAdminNode[], keyword: string | undefined): MenuAdminNode[] {
  const word = keyword?.trim().toLowerCase();
  if (!word) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    const hit = [r.fullName, r.enCode, r.urlAddress ?? ''].some((v) => v.toLowerCase().includes(word));
    if (!hit) continue;
    for (let n: MenuAdminNode | undefined = r; n && !keep.has(n.id); n = byId.get(n.parentId)) keep.add(n.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

/** GET Menu: the menus of one category as a tree; a keyword keeps the matches and their ancestors. */
export async function menuTree(
  ctx: RequestContext,
  query: { category?: MenuCategory; keyword?: string },
): Promise<{ list: MenuAdminNode[] }> {
  const rows = await liveMenus(ctx.services.db, query.category ?? 'Web');
  return { list: nest(matching(rows, query.keyword)) };
}

function optionOf(r: MenuAdminNode): MenuOptionNode {
  return {
    id: r.id,
    parentId: r.parentId,
    fullName: r.fullName,
    enCode: r.enCode,
    type: r.type,
    icon: r.icon,
    category: r.category,
    hasChildren: false,
  };
}

/**
 * GET Menu/Selector/{id|0}: the directories a menu may be placed under: those of its category, without
 * the menu itself and anything below it. '0' is a menu being created.
 */
export async function parentChoices(
  ctx: RequestContext,
  id: string,
  category: MenuCategory | undefined,
): Promise<{ list: MenuOptionNode[] }> {
  const rows = await liveMenus(ctx.services.db);
  const self = id === '0' ? undefined : rows.find((r) => r.id === id);
  if (id !== '0' && !self) throw notFound('menu.notFound');
  const wanted = self?.category ?? category ?? 'Web';
  const excluded = self ? subtreeIds(rows, self.id) : new Set<string>();
  const choices = rows.filter((r) => r.category === wanted && r.type === 1 && !excluded.has(r.id));
  return { list: nest(choices.map(optionOf)) };
}

/** GET Menu/Selector/All: every enabled menu of a category as a tree (pickers elsewhere). */
export async function allMenus(
  ctx: RequestContext,
  category: MenuCategory | undefined,
): Promise<{ list: MenuOptionNode[] }> {
  const rows = (await liveMenus(ctx.services.db, category ?? 'Web')).filter((r) => r.enabledMark === 1);
  return { list: nest(rows.map(optionOf)) };
}

async function liveRow(db: Db, id: string): Promise<MenuAdminNode> {
  const row = await db
    .selectFrom('baseModule')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('menu.notFound');
  return nodeOf(row);
}

export async function menuInfo(ctx: RequestContext, id: string): Promise<MenuAdminNode> {
  return liveRow(ctx.services.db, id);
}

export type MenuInput = Partial<Omit<MenuFields, 'propertyJson'>> &
  Pick<MenuFields, 'fullName' | 'enCode' | 'type'> & { propertyJson?: string | object | null };

function propertyOf(value: MenuInput['propertyJson'], lang: Lang): Record<string, unknown> {
  return jsonObjectField(value, 'propertyJson', 'menu.propertyJson', lang);
}

/**
 * The save rules of the menu form that need no database: required fields, code pattern, App types,
 * properties, generated addresses and authorize flags. Shared with the menu import.
 */
export function menuRules(input: MenuInput, lang: Lang, category: MenuCategory, parentId: string) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  if (!enCode) throw fieldError('enCode', 'validation.required', lang);
  if (!PATTERNS.enCode.test(enCode)) throw fieldError('enCode', 'pattern.enCode', lang);
  const type = input.type;
  if (category === 'App') {
    if (!APP_MENU_TYPES.includes(type)) throw fieldError('type', 'menu.appType', lang);
    if (type === 1 && parentId !== TREE_ROOT) throw fieldError('type', 'menu.appDirectoryTop', lang);
  }

  const property = propertyOf(input.propertyJson, lang);
  let urlAddress = text(input.urlAddress);
  if (category === 'App' && type === 3) {
    urlAddress = `/pages/apply/dynamicModel/index?id=${String(property.moduleId ?? '')}`;
  } else {
    urlAddress = generatedMenuUrl(type, enCode) ?? urlAddress;
  }
  if (type === 1) urlAddress = null;
  if ((type === 2 || type === 7) && !urlAddress) throw fieldError('urlAddress', 'validation.required', lang);

  const all = type === 2 || type === 3 || type === 4 ? 1 : undefined;
  const flag = (v: number | undefined) => all ?? (v === 1 ? 1 : 0);
  return {
    parentId,
    enCode,
    fullName,
    type,
    icon: text(input.icon),
    urlAddress,
    linkTarget: type === 6 ? '_blank' : input.linkTarget === '_blank' ? '_blank' : '_self',
    category,
    propertyJson: JSON.stringify({ moduleId: '', iconBackgroundColor: '', isTree: 0, ...property }),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    isButtonAuthorize: flag(input.isButtonAuthorize),
    isColumnAuthorize: flag(input.isColumnAuthorize),
    isFormAuthorize: flag(input.isFormAuthorize),
    isDataAuthorize: flag(input.isDataAuthorize),
    description: text(input.description),
  };
}

/** Checks a menu and applies the save rules of the menu form; `self` is the stored menu when editing. */
async function checked(db: Db, input: MenuInput, lang: Lang, self?: MenuAdminNode) {
  const category: MenuCategory = self?.category ?? input.category ?? 'Web';
  if (self && input.category && input.category !== self.category)
    throw fieldError('category', 'menu.categoryFixed', lang);
  const parentId = input.parentId?.trim() || TREE_ROOT;
  const values = menuRules(input, lang, category, parentId);

  if (parentId !== TREE_ROOT) {
    const rows = await liveMenus(db);
    const parent = rows.find((r) => r.id === parentId);
    if (self && subtreeIds(rows, self.id).has(parentId)) throw fieldError('parentId', 'menu.cycle', lang);
    if (parent?.type !== 1 || parent.category !== category)
      throw fieldError('parentId', 'menu.parentNotFound', lang);
  }

  const taken = await db
    .selectFrom('baseModule')
    .select('id')
    .where('enCode', '=', values.enCode)
    .where('category', '=', category)
    .where('deleteMark', 'is', null)
    .where('id', '!=', self?.id ?? '')
    .executeTakeFirst();
  if (taken) throw duplicate('enCode', lang);
  return values;
}

export async function createMenu(ctx: RequestContext, input: MenuInput): Promise<{ id: string }> {
  const { db, grants } = ctx.services;
  const values = await checked(db, input, ctx.lang);
  const id = newId();
  await db
    .insertInto('baseModule')
    .values({ ...values, id, ...createdBy(ctx) })
    .execute();
  await grants.invalidateAll();
  return { id };
}

/** What an update may leave out: each keeps its stored value. */
const OPTIONAL_FIELDS = [
  'parentId',
  'icon',
  'urlAddress',
  'linkTarget',
  'category',
  'propertyJson',
  'sortCode',
  'enabledMark',
  'isButtonAuthorize',
  'isColumnAuthorize',
  'isFormAuthorize',
  'isDataAuthorize',
  'description',
] as const;

export async function updateMenu(ctx: RequestContext, id: string, input: MenuInput): Promise<void> {
  const { db, grants } = ctx.services;
  const current = await liveRow(db, id);
  const values = await checked(db, keepAbsent(input, current, OPTIONAL_FIELDS), ctx.lang, current);
  await updateStamped(ctx, 'baseModule', id, values);
  await grants.invalidateAll();
}

const ITEM_TABLES = [
  'baseModuleButton',
  'baseModuleColumn',
  'baseModuleForm',
  'baseModuleScheme',
  'baseModuleDataAuthorize',
] as const;

/** Deletes a menu without sub-menus, with its buttons, columns, form fields, data fields and schemes, and grants. */
export async function deleteMenu(ctx: RequestContext, id: string): Promise<void> {
  const { db, grants } = ctx.services;
  await liveRow(db, id);
  const children = await db
    .selectFrom('baseModule')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parentId', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(children.n) > 0) throw badRequest('menu.hasChildren', { count: Number(children.n) });
  const now = ctx.clock.now();
  const mark = { deleteMark: 1, deleteTime: now, deleteUserId: ctx.user.id };
  await db.transaction().execute(async (trx) => {
    const itemIds: string[] = [id];
    for (const table of ITEM_TABLES) {
      const rows = await trx.selectFrom(table).select('id').where('moduleId', '=', id).execute();
      itemIds.push(...rows.map((r) => r.id));
      await trx
        .updateTable(table)
        .set(mark)
        .where('moduleId', '=', id)
        .where('deleteMark', 'is', null)
        .execute();
    }
    for (let i = 0; i < itemIds.length; i += 500) {
      await trx
        .deleteFrom('baseAuthorize')
        .where('itemId', 'in', itemIds.slice(i, i + 500))
        .execute();
    }
    await trx.updateTable('baseModule').set(mark).where('id', '=', id).execute();
  });
  await grants.invalidateAll();
}

export async function toggleMenu(ctx: RequestContext, id: string): Promise<{ enabledMark: number }> {
  const { db, grants } = ctx.services;
  const row = await liveRow(db, id);
  const answer = await flipEnabled(ctx, 'baseModule', row);
  await grants.invalidateAll();
  return answer;
}

/** The live menu an item belongs to, or 404. */
export async function requireMenu(db: Db, id: string): Promise<void> {
  await liveRow(db, id);
}
