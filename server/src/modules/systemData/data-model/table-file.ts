import type { TableDefinition } from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { tableDefinition } from './data-model.service.js';

/** A table's definition as a JSON file: Action/Export writes it, Action/Import creates a table from it. */

/** What Action/Export writes and Action/Import reads. */
export interface TableFile extends TableDefinition {
  kind: 'dataModel.table';
  version: 1;
  exportedAt: number;
}

/** GET DataModel/{linkId}/Table/{table}/Action/Export */
export async function exportTable(ctx: RequestContext, linkId: string, table: string): Promise<TableFile> {
  const def = await tableDefinition(ctx, linkId, table);
  return {
    kind: 'dataModel.table',
    version: 1,
    exportedAt: ctx.clock.now(),
    tableInfo: def.tableInfo,
    tableFieldList: def.tableFieldList,
  };
}

/** Reads an uploaded export; the whole definition is checked by createTable before any DDL. */
export function parseTableFile(bytes: Buffer): TableDefinition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('dataModel.importNotJson');
  }
  const file = parsed as Partial<TableFile>;
  if (
    !file ||
    typeof file !== 'object' ||
    file.kind !== 'dataModel.table' ||
    !file.tableInfo ||
    !Array.isArray(file.tableFieldList)
  )
    throw badRequest('dataModel.importWrongFile');
  return { tableInfo: file.tableInfo, tableFieldList: file.tableFieldList };
}
