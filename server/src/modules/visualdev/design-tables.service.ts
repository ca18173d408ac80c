import { PLATFORM_DATA_SOURCE_ID, type TableDefinition } from '@app/common';
import type { FormData, FormTable } from '@app/common/form';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { readResource } from '../../platform/resource/resource-read.js';
import { updateResource } from '../../platform/resource/resource-write.js';
import {
  checkIdentifier,
  cleanDefinition,
  createTable,
  dropTable,
  inSource,
  listTables,
} from '../systemData/exports.js';
import { openDesign } from './design.service.js';
import { checkedDesign } from './design-checks.js';
import { bindForm, type FormTables, tablesForForm, valueControlCount } from './design-tables-definition.js';

/**
 * 根据表单创建数据表: the tables a design's form needs, made through 数据建模 in the chosen data source, and
 * the design bound to them (tables, dbLinkId, each control's table) in one action. Everything that can
 * refuse is checked before the first DDL; a failure after it drops the tables it made (they are empty),
 * so a refusal leaves neither tables nor a changed design behind.
 */

export interface CreateTablesInput {
  dbLinkId?: string;
  tableName: string;
  /** the design version the designer holds: a newer save is not overwritten */
  version?: number;
  /**
   * The designer's unsaved form and list, saved with the binding. A flow or generated form (types 3-5)
   * cannot be saved without tables, so its form can only come this way.
   */
  formData?: string;
  columnData?: string;
}

const parsedJson = (text: unknown): unknown => {
  if (typeof text !== 'string' || !text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A definition as the design's `tables` describes the table (client-facts §7.1). */
function described(definition: TableDefinition, link?: { main: string; foreignKey: string }): FormTable {
  return {
    table: definition.tableInfo.table,
    tableName: definition.tableInfo.tableName,
    typeId: link ? '0' : '1',
    relationTable: link?.main ?? '',
    relationField: link ? 'id' : '',
    tableField: link?.foreignKey ?? '',
    fields: definition.tableFieldList.map((f) => ({
      field: f.field,
      fieldName: f.fieldName,
      dataType: f.dataType,
      dataLength: f.dataLength ?? '',
      primaryKey: f.primaryKey,
      allowNull: f.allowNull,
    })),
  };
}

export function describedTables(tables: FormTables): FormTable[] {
  const main = tables.main.tableInfo.table;
  return [
    described(tables.main),
    ...tables.children.map((c) => described(c.definition, { main, foreignKey: c.foreignKey })),
  ];
}

async function refuseRecords(ctx: RequestContext, id: string): Promise<void> {
  const row = await ctx.services.db
    .selectFrom('baseVisualdevModeldata')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('visualdevId', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count > 0) throw new AppError(409, 409, 'visualdev.tablesHaveRecords', { count });
}

/** POST /api/visualdev/Base/{id}/Actions/CreateTables */
export async function createDesignTables(ctx: RequestContext, id: string, input: CreateTablesInput) {
  const { type, resource } = await openDesign(ctx, id, 'btn_edit');
  const design = await readResource(ctx, resource, id);
  const bound = parsedJson(design.tables);
  if (Array.isArray(bound) && bound.length) throw badRequest('visualdev.tablesAlreadyBound');
  const form = parsedJson(input.formData ?? design.formData) as FormData | null;
  if (!form || !Array.isArray(form.fields) || valueControlCount(form) === 0)
    throw badRequest('visualdev.tablesNoControls');
  await refuseRecords(ctx, id);
  const linkId = input.dbLinkId?.trim() || PLATFORM_DATA_SOURCE_ID;
  const mainTable = checkIdentifier(input.tableName, 'table');
  const derived = tablesForForm(form, mainTable, String(design.fullName ?? ''));
  const definitions = [derived.main, ...derived.children.map((c) => c.definition)];
  const tables = describedTables(derived);
  const formData = JSON.stringify(bindForm(form, derived));
  // the bound design must pass the save rules before any table is made
  const columnData = input.columnData ?? design.columnData;
  checkedDesign({ ...design, tables: JSON.stringify(tables), formData, columnData }, type, ctx.lang);

  const created: string[] = [];
  await inSource(ctx, linkId, async () => {
    const source = await ctx.services.dataSources.open(linkId);
    for (const definition of definitions) cleanDefinition(definition, source.dialect, linkId);
    const existing = new Set((await listTables(source, false)).map((t) => t.table.toLowerCase()));
    const taken = definitions.find((d) => existing.has(d.tableInfo.table.toLowerCase()));
    if (taken) throw new AppError(409, 409, 'dataModel.tableExists', { table: taken.tableInfo.table });
    try {
      for (const definition of definitions) created.push((await createTable(ctx, linkId, definition)).table);
      await updateResource(ctx, resource, id, {
        fullName: design.fullName,
        enCode: design.enCode,
        dbLinkId: linkId,
        tables: JSON.stringify(tables),
        formData,
        ...(input.columnData === undefined ? {} : { columnData }),
        ...(input.version === undefined ? {} : { version: input.version }),
      });
    } catch (error) {
      for (const table of created.reverse()) await dropTable(ctx, linkId, table).catch(() => undefined);
      throw error;
    }
  });
  const saved = await readResource(ctx, resource, id);
  return { dbLinkId: linkId, tables, version: Number(saved.version) };
}
