/** Export of a menu subtree as a menu file (menu-file.ts). */
import { MENU_FIELD_KEYS, type MenuCategory, type MenuType, TREE_ROOT } from '@app/common';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import {
  chunks,
  MENU_FILE_FORMAT,
  MENU_FILE_VERSION,
  type MenuFile,
  type MenuFileDataField,
  type MenuFileItem,
  type MenuFileMenu,
  type MenuFileNode,
  type MenuFileScheme,
} from './menu-file.js';

const MENU_COLUMNS = ['id', ...MENU_FIELD_KEYS] as const;

function grouped<T extends { moduleId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.moduleId) ?? [];
    list.push(r);
    map.set(r.moduleId, list);
  }
  return map;
}

type ItemTable =
  | 'baseModuleButton'
  | 'baseModuleColumn'
  | 'baseModuleForm'
  | 'baseModuleDataAuthorize'
  | 'baseModuleScheme';

/** The rows a query reads, kept to the live items of the given menus, in display order. */
const liveIn =
  (part: string[]) =>
  <O>(query: SelectQueryBuilder<Database, ItemTable, O>) =>
    query
      .where('moduleId', 'in', part)
      .where('deleteMark', 'is', null)
      .orderBy('sortCode')
      .orderBy('creatorTime')
      .orderBy('id')
      .execute();

/** The live items of the given menus, per menu, in display order. */
async function itemsOf(db: Db, ids: string[]) {
  const buttons: (MenuFileItem & { moduleId: string })[] = [];
  const columns: (MenuFileItem & { moduleId: string })[] = [];
  const forms: (MenuFileItem & { moduleId: string })[] = [];
  const dataAuthorize: (MenuFileDataField & { moduleId: string })[] = [];
  const schemes: (MenuFileScheme & { moduleId: string })[] = [];
  const base = ['moduleId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description'] as const;
  for (const part of chunks(ids)) {
    const button = await db
      .selectFrom('baseModuleButton')
      .select([...base, 'propertyJson'])
      .$call(liveIn(part));
    buttons.push(...button.map((r) => ({ ...r, sortCode: Number(r.sortCode) })));
    for (const [table, list] of [
      ['baseModuleColumn', columns],
      ['baseModuleForm', forms],
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select([...base, 'propertyJson', 'bindTable', 'bindTableName'])
        .$call(liveIn(part));
      list.push(...rows.map((r) => ({ ...r, sortCode: Number(r.sortCode) })));
    }
    const fields = await db
      .selectFrom('baseModuleDataAuthorize')
      .select([...base, 'type', 'conditionSymbol', 'conditionText', 'bindTable'])
      .$call(liveIn(part));
    dataAuthorize.push(...fields.map((r) => ({ ...r, sortCode: Number(r.sortCode) })));
    const scheme = await db
      .selectFrom('baseModuleScheme')
      .select([...base, 'conditionJson', 'conditionText', 'matchLogic', 'allData'])
      .$call(liveIn(part));
    schemes.push(
      ...scheme.map((r) => ({
        ...r,
        matchLogic: r.matchLogic === 'or' ? ('or' as const) : ('and' as const),
        allData: Number(r.allData) === 1 ? 1 : 0,
        sortCode: Number(r.sortCode),
      })),
    );
  }
  return {
    buttons: grouped(buttons),
    columns: grouped(columns),
    forms: grouped(forms),
    dataAuthorize: grouped(dataAuthorize),
    schemes: grouped(schemes),
  };
}

const withoutModule = <T extends { moduleId: string }>(rows: T[] | undefined) =>
  (rows ?? []).map(({ moduleId: _, ...rest }) => rest);

/** GET Menu/{id}/Action/Export: the menu, its live sub-menus and all their items as one document. */
export async function exportMenu(ctx: RequestContext, id: string): Promise<MenuFile> {
  const { db } = ctx.services;
  const root = await db
    .selectFrom('baseModule')
    .select(MENU_COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!root) throw notFound('menu.notFound');
  const rows = await db
    .selectFrom('baseModule')
    .select(MENU_COLUMNS)
    .where('category', '=', root.category)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  const children = new Map<string, typeof rows>();
  for (const r of rows) {
    if (r.parentId === r.id) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const inTree: typeof rows = [];
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const r = stack.pop() as (typeof rows)[number];
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    inTree.push(r);
    stack.push(...(children.get(r.id) ?? []));
  }
  const items = await itemsOf(
    db,
    inTree.map((r) => r.id),
  );
  const parent =
    root.parentId === TREE_ROOT
      ? undefined
      : await db
          .selectFrom('baseModule')
          .select('enCode')
          .where('id', '=', root.parentId)
          .where('deleteMark', 'is', null)
          .executeTakeFirst();

  const menuOf = (r: (typeof rows)[number]): MenuFileMenu => ({
    enCode: r.enCode,
    fullName: r.fullName,
    type: r.type as MenuType,
    icon: r.icon,
    urlAddress: r.urlAddress,
    linkTarget: r.linkTarget === '_blank' ? '_blank' : '_self',
    category: r.category as MenuCategory,
    propertyJson: r.propertyJson,
    sortCode: Number(r.sortCode),
    enabledMark: Number(r.enabledMark) === 1 ? 1 : 0,
    isButtonAuthorize: Number(r.isButtonAuthorize) === 1 ? 1 : 0,
    isColumnAuthorize: Number(r.isColumnAuthorize) === 1 ? 1 : 0,
    isFormAuthorize: Number(r.isFormAuthorize) === 1 ? 1 : 0,
    isDataAuthorize: Number(r.isDataAuthorize) === 1 ? 1 : 0,
    description: r.description,
  });
  const visited = new Set<string>();
  const nodeOf = (r: (typeof rows)[number]): MenuFileNode => {
    visited.add(r.id);
    return {
      menu: menuOf(r),
      children: (children.get(r.id) ?? []).filter((c) => !visited.has(c.id)).map(nodeOf),
      buttons: withoutModule(items.buttons.get(r.id)),
      columns: withoutModule(items.columns.get(r.id)),
      forms: withoutModule(items.forms.get(r.id)),
      dataAuthorize: withoutModule(items.dataAuthorize.get(r.id)),
      schemes: withoutModule(items.schemes.get(r.id)),
    };
  };
  const node = nodeOf(root);
  node.menu = { ...node.menu, parentId: root.parentId, parentEnCode: parent?.enCode ?? null };
  return {
    format: MENU_FILE_FORMAT,
    version: MENU_FILE_VERSION,
    exportedAt: ctx.clock.now(),
    ...node,
  };
}
