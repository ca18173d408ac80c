import { IDENTIFIER_PATTERN } from '@app/common';
import type { FormTable, ValueField } from '@app/common/form';
import { sql } from 'kysely';
import { badRequest } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { defineResource, type Resource } from '../../../platform/resource/define-resource.js';
import type {
  AnyDb,
  ResourceColumn,
  ResourceInput,
  Row,
  WrittenRow,
} from '../../../platform/resource/resource.types.js';
import { columnTypeOf, keyColumn } from './online-columns.js';
import { deleteLinked, type LinkedTable, linkedTables, writeLinked } from './online-linked-tables.js';
import type { LiveModel } from './online-model.js';
import { searchKind } from './online-search.js';
import { sortableFields } from './online-store.js';

/**
 * The resource declaration of a released design with tables (decision 059, "How a designed table will use
 * it"), built at run time from the live version: the main table in the design's data source, each
 * main-form field a column named by its vModel (the column it is bound to), filters from the list's search
 * types, sorting from its sortable columns, and each sub-table an input whose rows go to the child table
 * in the write's transaction (writeWith), and go with the record when it is deleted (deleteWith).
 * defineResource refuses any name that is not an identifier, so nothing stored in the design reaches SQL
 * unchecked. One declaration per released version and menu (the menu keys the data permission).
 */

export interface ChildTable {
  /** the sub-table control's vModel */
  vModel: string;
  table: string;
  key: string;
  /** the column holding the main record's key */
  foreignKey: string;
  columns: ValueField[];
}

export interface TableDesign {
  resource: Resource;
  main: FormTable;
  children: ChildTable[];
  /** tables of main-form fields bound to a child table's column */
  linked: LinkedTable[];
}

const identifier = (name: string | undefined): name is string => !!name && IDENTIFIER_PATTERN.test(name);

/** The sub-tables bound to child tables of the design. */
export function childTables(model: LiveModel): ChildTable[] {
  const children: ChildTable[] = [];
  for (const [vModel, sub] of model.subTables) {
    const name = sub.control.__config__.tableName;
    const table = model.tables.find((t) => t.typeId === '0' && t.table === name);
    if (!table || !identifier(table.table) || !identifier(table.tableField)) continue;
    children.push({
      vModel,
      table: table.table,
      key: keyColumn(table),
      foreignKey: table.tableField,
      columns: sub.columns.filter((c) => identifier(c.vModel)),
    });
  }
  return children;
}

/** The main-form fields stored in main-table columns (not those bound to a child table's column). */
export function mainColumns(model: LiveModel): ValueField[] {
  return [...model.fields.values()].filter((f) => identifier(f.vModel) && !f.vModel.startsWith('jnpf_'));
}

/** A record's sub-table rows written to their child tables (an update replaces the rows it carries). */
export async function replaceChildren(trx: AnyDb, children: ChildTable[], change: WrittenRow): Promise<void> {
  const mainId = change.after.id as string;
  for (const child of children) {
    const rows = change.after[child.vModel];
    if (!Array.isArray(rows)) continue;
    if (change.kind === 'update')
      await trx.deleteFrom(child.table).where(child.foreignKey, '=', mainId).execute();
    if (!rows.length) continue;
    const stored = (rows as Row[]).map((row) => {
      const out: Row = { [child.key]: newId(), [child.foreignKey]: mainId };
      for (const column of child.columns) out[column.vModel] = row[column.vModel] ?? null;
      return out;
    });
    await trx.insertInto(child.table).values(stored).execute();
  }
}

const keptDesigns = new Map<string, TableDesign>();

export function tableDesign(model: LiveModel, menu: string): TableDesign | null {
  const main = model.main;
  if (!main) return null;
  const cacheKey = `${model.id}|${model.version}|${menu}`;
  const hit = keptDesigns.get(cacheKey);
  if (hit) return hit;
  const sortable = sortableFields(model);
  const columns: Record<string, ResourceColumn> = {};
  for (const field of mainColumns(model)) {
    const label = field.control.__config__.label || field.vModel;
    const kind = searchKind(model, field.vModel);
    columns[field.vModel] = {
      column: field.vModel,
      type: columnTypeOf(field.control),
      label: { zh: label, en: label, zhtw: label },
      nullable: true,
      ...(kind ? { filter: kind } : {}),
      ...(sortable.has(field.vModel) ? { sortable: true } : {}),
      // the relation picker's keyword looks into the texts
      ...(columnTypeOf(field.control) === 'text' ? { searchable: true } : {}),
    };
  }
  const children = childTables(model);
  const inputs: Record<string, ResourceInput> = {};
  for (const child of children) inputs[child.vModel] = { type: 'object', nullable: true };
  const linked = linkedTables(model);
  for (const table of linked)
    for (const f of table.fields) inputs[f.vModel] = { type: 'object', nullable: true };
  const names = Object.keys(columns);
  const key = keyColumn(main);
  const defaultSidx = model.columns.defaultSidx;
  const mainTable = main;
  let resource: Resource;
  try {
    resource = declared();
  } catch {
    // a stored table or key name that is no SQL identifier: the design cannot be served as it is
    throw badRequest('onlineDev.badTable', { table: main.table });
  }
  function declared() {
    return defineResource({
      path: `/api/visualdev/OnlineDev/${model.id}/v${model.version}/${menu}`,
      tags: ['visualdev'],
      menu,
      source: model.dbLinkId,
      table: mainTable.table,
      alias: 'm',
      base: { id: key },
      notFound: 'onlineDev.recordNotFound',
      columns,
      inputs,
      row: ['id', ...names],
      defaultSort: columns[defaultSidx]
        ? [[defaultSidx, model.columns.sort === 'asc' ? 'asc' : 'desc']]
        : [['id', 'desc']],
      hooks:
        children.length || linked.length
          ? {
              async writeWith(_ctx, change, trx) {
                await replaceChildren(trx, children, change);
                await writeLinked(trx, linked, change);
              },
              async deleteWith(_ctx, current, trx) {
                for (const child of children)
                  await trx.deleteFrom(child.table).where(child.foreignKey, '=', current.id).execute();
                await deleteLinked(trx, linked, [current.id as string]);
              },
            }
          : undefined,
    });
  }
  if (keptDesigns.size > 500) keptDesigns.clear();
  const design = { resource, main, children, linked };
  keptDesigns.set(cacheKey, design);
  return design;
}

/** The rows of a record's sub-tables, each in its table's key order. */
export async function childRows(db: AnyDb, design: TableDesign, id: string): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const child of design.children) {
    const names = child.columns.map((c) => c.vModel);
    out[child.vModel] = names.length
      ? ((await db
          .selectFrom(child.table)
          .select(names.map((name) => sql.ref(name).as(name)))
          .where(child.foreignKey, '=', id)
          .orderBy(child.key)
          .execute()) as Row[])
      : [];
  }
  return out;
}
