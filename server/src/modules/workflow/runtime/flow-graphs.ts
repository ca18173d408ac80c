import type { FlowGraph, FlowNode } from '@app/common/flow';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

/**
 * The released versions a request runs on, parsed once per process: a version row is never updated
 * (decision 077), so a parsed graph cannot go stale and the cache needs no invalidation.
 */

export interface RunVersion {
  id: string;
  flowEngineId: string;
  version: number;
  fullName: string;
  enCode: string;
  category: string | null;
  type: number;
  formType: number;
  formId: string;
  /** the released version of a designed form (formType 2) this version snapshots */
  formVersion: number | null;
  formData: string | null;
  formTables: string | null;
  tree: FlowNode;
  graph: FlowGraph;
}

const MAX_CACHED = 500;
const cache = new Map<string, RunVersion>();

export async function runVersion(
  db: Db | Transaction<Database>,
  versionId: string,
): Promise<RunVersion | null> {
  const cached = cache.get(versionId);
  if (cached) return cached;
  const row = await db
    .selectFrom('flowEngineVersion')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!row) return null;
  const version: RunVersion = {
    id: row.id,
    flowEngineId: row.flowEngineId,
    version: row.version,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    type: row.type,
    formType: row.formType,
    formId: row.formId,
    formVersion: row.formVersion ?? null,
    formData: row.formData,
    formTables: row.formTables,
    tree: JSON.parse(row.flowTemplateJson) as FlowNode,
    graph: JSON.parse(row.flowGraph) as FlowGraph,
  };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(versionId, version);
  return version;
}

/** A node's name in the version's graph (the designer's title), or its id. */
export const nodeName = (graph: FlowGraph, nodeId: string | null | undefined): string =>
  nodeId ? (graph.nodes[nodeId]?.name ?? nodeId) : '';
