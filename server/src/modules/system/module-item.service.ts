import type { Lang, ModuleItem, ModuleItemFields, ModuleItemKind } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { duplicate, fieldError, text } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { createdBy, flipEnabled, modifiedBy } from '../../platform/resource/stamps.js';
import { requireMenu } from './menu.service.js';

/**
 * The buttons, list columns and form fields of a menu: what the authorize screen grants per menu and
 * what pages check through the permission list. One shape; columns and form fields also name their table.
 */

export const ITEM_TABLE = {
  button: 'baseModuleButton',
  column: 'baseModuleColumn',
  form: 'baseModuleForm',
} as const;

/** Button codes (btn_add), field names (f_user_name, table.field). */
const ITEM_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const hasTable = (kind: ModuleItemKind) => kind !== 'button';

type Row = {
  id: string;
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  bindTable?: string | null;
  bindTableName?: string | null;
};

function itemOf(kind: ModuleItemKind, r: Row): ModuleItem {
  const item: ModuleItem = {
    id: r.id,
    moduleId: r.moduleId,
    parentId: r.parentId,
    fullName: r.fullName,
    enCode: r.enCode,
    sortCode: Number(r.sortCode),
    enabledMark: r.enabledMark === 1 ? 1 : 0,
    description: r.description,
    creatorTime: Number(r.creatorTime),
  };
  if (hasTable(kind)) {
    item.bindTable = r.bindTable ?? null;
    item.bindTableName = r.bindTableName ?? null;
  }
  return item;
}

const BASE_COLUMNS = [
  'id',
  'moduleId',
  'parentId',
  'fullName',
  'enCode',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
] as const;

async function rowsOf(
  db: Db,
  kind: ModuleItemKind,
  where: { moduleId?: string; id?: string },
): Promise<Row[]> {
  if (kind === 'button') {
    let q = db.selectFrom('baseModuleButton').select(BASE_COLUMNS).where('deleteMark', 'is', null);
    if (where.moduleId) q = q.where('moduleId', '=', where.moduleId);
    if (where.id) q = q.where('id', '=', where.id);
    return q.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
  }
  let q = db
    .selectFrom(ITEM_TABLE[kind])
    .select([...BASE_COLUMNS, 'bindTable', 'bindTableName'])
    .where('deleteMark', 'is', null);
  if (where.moduleId) q = q.where('moduleId', '=', where.moduleId);
  if (where.id) q = q.where('id', '=', where.id);
  return q.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
}

/** The items of one menu in display order; a keyword keeps those whose name or code contains it. */
export async function listItems(
  ctx: RequestContext,
  kind: ModuleItemKind,
  moduleId: string,
  keyword?: string,
  enabledOnly = false,
): Promise<{ list: ModuleItem[] }> {
  const { db } = ctx.services;
  await requireMenu(db, moduleId);
  const word = keyword?.trim().toLowerCase();
  const rows = (await rowsOf(db, kind, { moduleId }))
    .filter((r) => !enabledOnly || r.enabledMark === 1)
    .filter((r) => !word || r.fullName.toLowerCase().includes(word) || r.enCode.toLowerCase().includes(word));
  return { list: rows.map((r) => itemOf(kind, r)) };
}

async function liveItem(db: Db, kind: ModuleItemKind, id: string): Promise<ModuleItem> {
  const [row] = await rowsOf(db, kind, { id });
  if (!row) throw notFound('moduleItem.notFound');
  return itemOf(kind, row);
}

export async function itemInfo(ctx: RequestContext, kind: ModuleItemKind, id: string): Promise<ModuleItem> {
  return liveItem(ctx.services.db, kind, id);
}

export type ItemInput = Partial<ModuleItemFields> & Pick<ModuleItemFields, 'fullName' | 'enCode'>;

/** The save rules of one item (also used by the menu import). */
export function itemValues(kind: ModuleItemKind, input: ItemInput, lang: Lang, field = (f: string) => f) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw fieldError(field('fullName'), 'validation.required', lang);
  if (!enCode) throw fieldError(field('enCode'), 'validation.required', lang);
  if (!ITEM_CODE.test(enCode)) throw fieldError(field('enCode'), 'moduleItem.codePattern', lang);
  return {
    fullName,
    enCode,
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
    ...(hasTable(kind) ? { bindTable: text(input.bindTable), bindTableName: text(input.bindTableName) } : {}),
  };
}

async function codesTaken(
  db: Db,
  kind: ModuleItemKind,
  moduleId: string,
  codes: string[],
  exceptId = '',
): Promise<string | undefined> {
  const row = await db
    .selectFrom(ITEM_TABLE[kind])
    .select('enCode')
    .where('moduleId', '=', moduleId)
    .where('enCode', 'in', codes)
    .where('deleteMark', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row?.enCode;
}

export async function createItem(
  ctx: RequestContext,
  kind: ModuleItemKind,
  input: ItemInput,
): Promise<{ id: string }> {
  const { db, grants } = ctx.services;
  const { lang } = ctx;
  const moduleId = input.moduleId?.trim() ?? '';
  if (!moduleId) throw fieldError('moduleId', 'validation.required', lang);
  await requireMenu(db, moduleId);
  const row = itemValues(kind, input, lang);
  if (await codesTaken(db, kind, moduleId, [row.enCode])) throw duplicate('enCode', lang);
  const id = newId();
  await db
    .insertInto(ITEM_TABLE[kind])
    .values({
      ...row,
      id,
      moduleId,
      parentId: '-1',
      ...createdBy(ctx),
    })
    .execute();
  await grants.invalidateAll();
  return { id };
}

export interface BatchInput {
  moduleId: string;
  bindTable?: string | null;
  bindTableName?: string | null;
  columnJson?: ItemInput[];
  formJson?: ItemInput[];
}

/** Adds several columns or form fields of one table at once; any refusal adds none. */
export async function createItems(
  ctx: RequestContext,
  kind: 'column' | 'form',
  input: BatchInput,
): Promise<{ ids: string[] }> {
  const { db, grants } = ctx.services;
  const { lang } = ctx;
  const moduleId = input.moduleId.trim();
  await requireMenu(db, moduleId);
  const list = (kind === 'column' ? input.columnJson : input.formJson) ?? [];
  const listField = kind === 'column' ? 'columnJson' : 'formJson';
  if (list.length === 0) throw fieldError(listField, 'validation.required', lang);
  const rows = list.map((item) =>
    itemValues(kind, { bindTable: input.bindTable, bindTableName: input.bindTableName, ...item }, lang),
  );
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.enCode)) throw badRequest('moduleItem.batchDuplicate', { code: r.enCode });
    seen.add(r.enCode);
  }
  if (await codesTaken(db, kind, moduleId, [...seen])) throw duplicate('enCode', lang);
  const now = ctx.clock.now();
  const inserted = rows.map((r) => ({
    ...r,
    id: newId(),
    moduleId,
    parentId: '-1',
    creatorTime: now,
    creatorUserId: ctx.user.id,
  }));
  await db.insertInto(ITEM_TABLE[kind]).values(inserted).execute();
  await grants.invalidateAll();
  return { ids: inserted.map((r) => r.id) };
}

/** What an update may leave out: each keeps its stored value (buttons have no table). */
const OPTIONAL_FIELDS = ['sortCode', 'enabledMark', 'description', 'bindTable', 'bindTableName'] as const;

export async function updateItem(
  ctx: RequestContext,
  kind: ModuleItemKind,
  id: string,
  input: ItemInput,
): Promise<void> {
  const { db, grants } = ctx.services;
  const current = await liveItem(db, kind, id);
  const stored = { bindTable: null, bindTableName: null, ...current };
  const row = itemValues(kind, keepAbsent(input, stored, OPTIONAL_FIELDS), ctx.lang);
  if (await codesTaken(db, kind, current.moduleId, [row.enCode], id)) throw duplicate('enCode', ctx.lang);
  await db
    .updateTable(ITEM_TABLE[kind])
    .set({ ...row, ...modifiedBy(ctx) })
    .where('id', '=', id)
    .execute();
  await grants.invalidateAll();
}

/** Deletes an item and every grant of it. */
export async function deleteItem(ctx: RequestContext, kind: ModuleItemKind, id: string): Promise<void> {
  const { db, grants } = ctx.services;
  await liveItem(db, kind, id);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('baseAuthorize').where('itemId', '=', id).where('itemType', '=', kind).execute();
    await trx
      .updateTable(ITEM_TABLE[kind])
      .set({ deleteMark: 1, deleteTime: now, deleteUserId: ctx.user.id })
      .where('id', '=', id)
      .execute();
  });
  await grants.invalidateAll();
}

export async function toggleItem(
  ctx: RequestContext,
  kind: ModuleItemKind,
  id: string,
): Promise<{ enabledMark: number }> {
  const { db, grants } = ctx.services;
  const answer = await flipEnabled(ctx, ITEM_TABLE[kind], await liveItem(db, kind, id));
  await grants.invalidateAll();
  return answer;
}
