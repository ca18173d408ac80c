import {
  type DataSyncExecuteInput,
  type DataSyncInput,
  type DataSyncJob,
  type Lang,
  SYNC_CHECK,
  type SyncCheckCode,
} from '@app/common';
import { sql } from 'kysely';
import type { RequestContext } from '../../../platform/context.js';
import type { OpenedSource } from '../../../platform/data-sources/connect.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { translate } from '../../../platform/i18n/i18n.js';
import type { MessageKey } from '../../../platform/i18n/messages.js';
import { findIncompatibility, matchColumn } from './compatibility.js';
import { createTableSql } from './create-target.js';
import { isIdentifier, quote } from './identifiers.js';
import { readBatches } from './row-reader.js';
import { openWriter } from './row-writer.js';
import { advanceJob, finishJob, jobSnapshot, runningJobFor, startJob } from './sync-jobs.js';
import { type ColumnShape, countRows, hasRows, readColumns } from './table-shape.js';

/**
 * 数据同步 (server-facts §10 Data sync): copies one table between two data sources. POST DataSync checks
 * (0 ok, 1 source empty, 2 target missing, 3 target has rows; an existing target whose columns cannot take
 * the source's is refused there, naming the column). Actions/Execute repeats the checks, creates or clears
 * the target as confirmed, and copies in the background in batches, one transaction per batch, streaming
 * from the source: the table is never held in memory.
 */

export const SYNC_BATCH_ROWS = 5000;

function refuse(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}, field?: string) {
  const data = field ? { errors: [{ field, message: translate(key, lang, params) }] } : null;
  return new AppError(400, 400, key, params, data);
}

interface Prepared {
  from: OpenedSource;
  to: OpenedSource;
  table: string;
  sourceColumns: ColumnShape[];
  targetColumns: ColumnShape[] | null;
  code: SyncCheckCode;
}

/** Both sources opened, the table's shape on each side, and the check's code; refusals name the problem. */
async function prepare({ services, lang }: RequestContext, input: DataSyncInput): Promise<Prepared> {
  const table = String(input.dbTable ?? '').trim();
  if (!isIdentifier(table)) throw refuse('dataSync.badTable', lang, { table: table.slice(0, 64) }, 'dbTable');
  if (input.dbConnectionFrom === input.dbConnectionTo)
    throw refuse('dataSync.sameSource', lang, {}, 'dbConnectionTo');
  const from = await services.dataSources.open(input.dbConnectionFrom);
  const to = await services.dataSources.open(input.dbConnectionTo);
  const sourceColumns = await readColumns(from, table);
  if (!sourceColumns) throw refuse('dataSync.sourceMissing', lang, { table }, 'dbTable');
  const odd = sourceColumns.find((c) => !isIdentifier(c.name));
  if (odd) throw refuse('dataSync.badColumn', lang, { column: odd.name.slice(0, 64) });
  const targetColumns = await readColumns(to, table);
  if (!(await hasRows(from, table)))
    return { from, to, table, sourceColumns, targetColumns, code: SYNC_CHECK.sourceEmpty };
  if (!targetColumns)
    return { from, to, table, sourceColumns, targetColumns, code: SYNC_CHECK.targetMissing };
  const problem = findIncompatibility(sourceColumns, targetColumns);
  if (problem) {
    if (problem.reason === 'missing')
      throw refuse('dataSync.columnMissing', lang, { column: problem.column, table });
    if (problem.reason === 'type')
      throw refuse('dataSync.columnType', lang, {
        column: problem.column,
        sourceType: problem.sourceType,
        targetType: problem.targetType,
      });
    if (problem.reason === 'length')
      throw refuse('dataSync.columnLength', lang, {
        column: problem.column,
        sourceLength: problem.sourceLength,
        targetLength: problem.targetLength,
      });
    throw refuse('dataSync.columnRequired', lang, { column: problem.column });
  }
  const code = (await hasRows(to, table)) ? SYNC_CHECK.targetHasRows : SYNC_CHECK.ok;
  return { from, to, table, sourceColumns, targetColumns, code };
}

/** POST DataSync: the check's code. */
export async function checkSync(ctx: RequestContext, input: DataSyncInput): Promise<SyncCheckCode> {
  return (await prepare(ctx, input)).code;
}

const jobKey = (input: DataSyncInput, table: string) => `${input.dbConnectionTo}\u0000${table.toLowerCase()}`;

/**
 * POST DataSync/Actions/Execute: checks again (the tables may have changed since), requires the user's
 * confirmation for creating (type 2) or clearing (type 3) the target, then starts the copy in the
 * background and answers its job.
 */
export async function executeSync(ctx: RequestContext, input: DataSyncExecuteInput): Promise<DataSyncJob> {
  const { lang } = ctx;
  const prepared = await prepare(ctx, input);
  const { table, code } = prepared;
  if (code === SYNC_CHECK.sourceEmpty) throw refuse('dataSync.sourceEmpty', lang, { table });
  if (code === SYNC_CHECK.targetMissing && input.type !== SYNC_CHECK.targetMissing)
    throw refuse('dataSync.confirmCreate', lang, { table });
  if (code === SYNC_CHECK.targetHasRows && input.type !== SYNC_CHECK.targetHasRows)
    throw refuse('dataSync.confirmClear', lang, { table });
  const total = await countRows(prepared.from, table);
  // No await between the check and the start: two requests cannot both pass it.
  const key = jobKey(input, table);
  if (runningJobFor(key)) throw new AppError(409, 409, 'dataSync.busy', { table });
  const job = startJob(key, {
    table,
    total,
    created: code === SYNC_CHECK.targetMissing,
    cleared: code === SYNC_CHECK.targetHasRows,
    startTime: ctx.clock.now(),
  });
  void runCopy(ctx, prepared, job.jobId);
  return jobSnapshot(job.jobId) as DataSyncJob;
}

/**
 * The copy itself, after the request has been answered (its context still says who started it and in
 * which language its failure is worded); the failure is kept on the job as a sentence, never thrown to
 * nobody.
 */
async function runCopy({ clock, lang }: RequestContext, p: Prepared, jobId: string): Promise<void> {
  const { from, to, table } = p;
  try {
    if (p.code === SYNC_CHECK.targetMissing) {
      await sql.raw(createTableSql(to.dialect, table, p.sourceColumns)).execute(to.db);
    } else if (p.code === SYNC_CHECK.targetHasRows) {
      const target = quote(to.dialect, table);
      await sql
        .raw(to.dialect === 'sqlite' ? `delete from ${target}` : `truncate table ${target}`)
        .execute(to.db);
    }
    const targetColumns = p.targetColumns ?? (await readColumns(to, table)) ?? [];
    // Each source column goes to the target column of the same name (PostgreSQL may have folded its case).
    const names = p.sourceColumns.map((c) => c.name);
    const targetNames = names.map((n) => matchColumn(targetColumns, n)?.name ?? n);
    const kinds = names.map((n) => matchColumn(targetColumns, n)?.kind ?? 'text');
    const writer = await openWriter(to, table, targetNames, kinds);
    let copied = 0;
    try {
      for await (const rows of readBatches(from, table, names, SYNC_BATCH_ROWS)) {
        await writer.write(rows);
        copied += rows.length;
        advanceJob(jobId, copied);
      }
    } finally {
      await writer.close();
    }
    finishJob(jobId, clock.now(), null);
  } catch (error) {
    const message =
      error instanceof AppError ? translate(error.key, lang, error.params) : (error as Error).message;
    finishJob(jobId, clock.now(), translate('dataSync.failed', lang, { error: message.slice(0, 300) }));
  }
}

/** GET DataSync/Progress/{jobId}. */
export function syncProgress(jobId: string): DataSyncJob {
  const job = jobSnapshot(jobId);
  if (!job) throw notFound('dataSync.jobNotFound');
  return job;
}
