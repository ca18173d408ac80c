/**
 * Import of a checked menu file: checked completely with the rules of the menu form before anything is written,
 * then written in one transaction with fresh ids (docs/decisions/027-menu-export-import.md).
 */
import {
  type DataFieldInput,
  type Lang,
  type MenuCategory,
  type ModuleItemKind,
  TREE_ROOT,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { duplicate, fieldError, text } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { fieldValues, schemeValues } from './data-authorize-rules.js';
import type { CatalogueField } from './data-condition.js';
import type { CopyOptions } from './json-transfer.js';
import { type MenuInput, menuRules } from './menu.service.js';
import { chunks, type ItemKey, type MenuFile, type MenuFileNode } from './menu-file.js';
import { invalid, locationOf } from './menu-file-check.js';
import { itemValues } from './module-item.service.js';

// Rows per INSERT when writing the copy.
const CHUNK = 200;

const reasonOf = (error: unknown, lang: Lang): string => {
  if (error instanceof AppError) return translate(error.key, lang, error.params);
  throw error;
};

export interface ImportResult {
  id: string;
  count: number;
  renamed: { from: string; to: string }[];
}

type Directory = { id: string; type: number; category: string };

async function liveDirectory(db: Db, where: { id?: string; enCode?: string }, category: MenuCategory) {
  let q = db
    .selectFrom('baseModule')
    .select(['id', 'type', 'category'])
    .where('deleteMark', 'is', null)
    .where('category', '=', category);
  if (where.id) q = q.where('id', '=', where.id);
  if (where.enCode) q = q.where('enCode', '=', where.enCode);
  const row: Directory | undefined = await q.executeTakeFirst();
  return row && Number(row.type) === 1 ? row : undefined;
}

async function targetParent(
  db: Db,
  file: MenuFile,
  category: MenuCategory,
  requested: string | undefined,
  lang: Lang,
): Promise<string> {
  const wanted = requested?.trim();
  if (wanted) {
    if (wanted === TREE_ROOT) return TREE_ROOT;
    if (!(await liveDirectory(db, { id: wanted }, category)))
      throw fieldError('parentId', 'menu.parentNotFound', lang);
    return wanted;
  }
  const original = file.menu.parentId?.trim();
  if (original && original !== TREE_ROOT && (await liveDirectory(db, { id: original }, category)))
    return original;
  const code = file.menu.parentEnCode?.trim();
  const byCode = code ? await liveDirectory(db, { enCode: code }, category) : undefined;
  if (byCode) return byCode.id;
  return TREE_ROOT;
}

interface Planned {
  id: string;
  parentId: string;
  source: MenuFileNode;
  where: string[];
  menu: ReturnType<typeof menuRules>;
}

const ITEM_KINDS: Record<'buttons' | 'columns' | 'forms', ModuleItemKind> = {
  buttons: 'button',
  columns: 'column',
  forms: 'form',
};

/** Checks one menu's items with the rules of their own screens; refusals name the item. */
function plannedItems(node: MenuFileNode, lang: Lang, doc: MenuFile, path: string[]) {
  const at = (key: ItemKey, index: number) => locationOf(doc, [...path, key, String(index)], lang);
  const guard = <T>(key: ItemKey, index: number, check: () => T): T => {
    try {
      return check();
    } catch (error) {
      throw invalid(reasonOf(error, lang), at(key, index));
    }
  };
  const unique = (key: ItemKey, codes: string[]) => {
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      if (seen.has(code))
        throw invalid(translate('moduleItem.batchDuplicate', lang, { code }), at(key, index));
      seen.add(code);
    });
  };
  const items = {} as Record<'buttons' | 'columns' | 'forms', ReturnType<typeof itemValues>[]> & {
    propertyJson: Record<'buttons' | 'columns' | 'forms', (string | null)[]>;
  };
  items.propertyJson = { buttons: [], columns: [], forms: [] };
  for (const key of ['buttons', 'columns', 'forms'] as const) {
    const list = node[key] ?? [];
    items[key] = list.map((item, i) => guard(key, i, () => itemValues(ITEM_KINDS[key], item, lang)));
    items.propertyJson[key] = list.map((item) => text(item.propertyJson));
    unique(
      key,
      items[key].map((r) => r.enCode),
    );
  }
  const dataAuthorize = (node.dataAuthorize ?? []).map((f, i) =>
    guard('dataAuthorize', i, () => fieldValues(f as DataFieldInput, lang)),
  );
  unique(
    'dataAuthorize',
    dataAuthorize.map((r) => r.enCode),
  );
  const catalogue = dataAuthorize.filter((f) => f.enabledMark === 1) as CatalogueField[];
  const schemes = (node.schemes ?? []).map((s, i) =>
    guard('schemes', i, () => schemeValues(s, catalogue, lang)),
  );
  unique(
    'schemes',
    schemes.map((r) => r.enCode),
  );
  return { ...items, dataAuthorize, schemes };
}

/** Codes not used here yet: code.copy, code.copy2, … (null when none fits the column). */
function freeCode(code: string, used: Set<string>): string | null {
  for (let n = 1; n < 1000; n++) {
    const candidate = `${code}.copy${n === 1 ? '' : n}`;
    if (candidate.length > 100) return null;
    if (!used.has(candidate)) return candidate;
  }
  return null;
}

/** POST Menu/Action/Import: checks the whole document, then writes it with fresh ids in one transaction. */
export async function importMenu(
  ctx: RequestContext,
  file: MenuFile,
  options: CopyOptions,
): Promise<ImportResult> {
  const { db, grants } = ctx.services;
  const { lang } = ctx;
  const category: MenuCategory = file.menu.category ?? 'Web';
  const rootParent = await targetParent(db, file, category, options.parentId, lang);

  // Every menu in document order, with its place, checked with the menu form's rules.
  const planned: Planned[] = [];
  const stack: { node: MenuFileNode; parentId: string; path: string[] }[] = [
    { node: file, parentId: rootParent, path: [] },
  ];
  while (stack.length > 0) {
    const { node, parentId, path } = stack.pop() as (typeof stack)[number];
    const where = () => locationOf(file, [...path, 'menu'], lang);
    if (node.menu.category && node.menu.category !== category)
      throw invalid(translate('menuTransfer.mixedCategory', lang), where());
    let menu: Planned['menu'];
    try {
      menu = menuRules(node.menu as MenuInput, lang, category, parentId);
    } catch (error) {
      throw invalid(reasonOf(error, lang), where());
    }
    const children = node.children ?? [];
    if (children.length > 0 && menu.type !== 1)
      throw invalid(translate('menuTransfer.notDirectory', lang), where());
    const id = newId();
    planned.push({ id, parentId, source: node, where: path, menu });
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as MenuFileNode, parentId: id, path: [...path, 'children', String(i)] });
  }

  const codes = new Set<string>();
  for (const p of planned) {
    if (codes.has(p.menu.enCode))
      throw invalid(
        translate('menuTransfer.codeTwice', lang, { code: p.menu.enCode }),
        locationOf(file, [...p.where, 'menu'], lang),
      );
    codes.add(p.menu.enCode);
  }
  const items = planned.map((p) => plannedItems(p.source, lang, file, p.where));

  // Codes already used by live menus of the category: refuse, or rename when asked to.
  const used = new Set(
    (
      await db
        .selectFrom('baseModule')
        .select('enCode')
        .where('category', '=', category)
        .where('deleteMark', 'is', null)
        .execute()
    ).map((r) => r.enCode),
  );
  const taken = planned.filter((p) => used.has(p.menu.enCode)).map((p) => p.menu.enCode);
  const renamed: ImportResult['renamed'] = [];
  if (taken.length > 0) {
    if (options.duplicates !== 'rename') {
      const shown = taken.slice(0, 5).join(', ') + (taken.length > 5 ? ' …' : '');
      throw new AppError(409, 409, 'menuTransfer.codeTaken', { codes: shown, count: taken.length });
    }
    const reserved = new Set([...used, ...codes]);
    for (const p of planned) {
      if (!used.has(p.menu.enCode)) continue;
      const to = freeCode(p.menu.enCode, reserved);
      if (!to) throw duplicate('enCode', lang);
      reserved.add(to);
      renamed.push({ from: p.menu.enCode, to });
      // The address of some types follows the code: apply the rules again with the new code.
      p.menu = menuRules({ ...(p.source.menu as MenuInput), enCode: to }, lang, category, p.parentId);
    }
  }

  const now = ctx.clock.now();
  const creator = { creatorTime: now, creatorUserId: ctx.user.id };
  const menuRows = planned.map((p) => ({ ...p.menu, parentId: p.parentId, id: p.id, ...creator }));
  const rowsOf = <T extends object>(pick: (i: number) => T[]) =>
    planned.flatMap((p, i) =>
      pick(i).map((r) => ({ ...r, id: newId(), moduleId: p.id, parentId: '-1', ...creator })),
    );
  const withProperty = (key: 'buttons' | 'columns' | 'forms') => (i: number) =>
    (items[i]?.[key] ?? []).map((r, j) => ({ ...r, propertyJson: items[i]?.propertyJson[key][j] ?? null }));
  const buttons = rowsOf(withProperty('buttons'));
  const columns = rowsOf(withProperty('columns'));
  const forms = rowsOf(withProperty('forms'));
  const fields = rowsOf((i) => items[i]?.dataAuthorize ?? []).map(({ parentId: _, ...r }) => r);
  const schemes = rowsOf((i) => items[i]?.schemes ?? []).map(({ parentId: _, ...r }) => r);

  await db.transaction().execute(async (trx) => {
    for (const part of chunks(menuRows, CHUNK)) await trx.insertInto('baseModule').values(part).execute();
    for (const part of chunks(buttons, CHUNK))
      await trx.insertInto('baseModuleButton').values(part).execute();
    for (const part of chunks(columns, CHUNK))
      await trx.insertInto('baseModuleColumn').values(part).execute();
    for (const part of chunks(forms, CHUNK)) await trx.insertInto('baseModuleForm').values(part).execute();
    for (const part of chunks(fields, CHUNK))
      await trx.insertInto('baseModuleDataAuthorize').values(part).execute();
    for (const part of chunks(schemes, CHUNK))
      await trx.insertInto('baseModuleScheme').values(part).execute();
  });
  await grants.invalidateAll();
  return { id: planned[0]?.id as string, count: planned.length, renamed };
}
