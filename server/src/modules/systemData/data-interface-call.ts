import { performance } from 'node:perf_hooks';
import type { Paged } from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import { paramsOf, type StoredInterface } from './data-interface.service.js';
import { mayDesignInterfaces, requireCaller } from './data-interface-access.js';
import { systemValuesOf } from './data-interface-caller.js';
import { callHttpInterface } from './data-interface-http.js';
import { paramValues } from './data-interface-params.js';
import { interfaceRowsOf } from './data-interface-rows.js';
import { sqlRunnerOf } from './data-interface-sources.js';
import { databaseMessage, isReadOnlyRefusal, type Row, type SqlRunner } from './data-interface-sql.js';
import {
  type BoundSql,
  type BoundValue,
  bindSql,
  type SqlToken,
  scanSql,
  usesCaller,
  usesKeyword,
  withoutTrailingSemicolons,
} from './data-interface-sql-text.js';
import { listTotalsOf } from './data-interface-totals.js';

/**
 * Running a data interface: Actions/Response (the whole answer), Action/List (a page of rows for popup
 * pickers) and Action/Info (one row by a column's value, for the pickers' echo), and the scheduled-task
 * job. Every call, failed or not, leaves one row in the system log (category 6, objectId = the
 * interface), written in batches by the log writer.
 */

export const DATA_INTERFACE_LOG_CATEGORY = 6;
/** A read answers at most this many rows; more are cut off (a picker pages with Action/List). */
export const RESPONSE_MAX_ROWS = 5000;

/**
 * Who a call is for, as its log row names it. userId is also the user whose system variables (@user,
 * @organize, …) the SQL sees: the signed-in caller, or for a scheduled task the user who saved it.
 */
export interface Caller {
  userId: string | null;
  userName: string | null;
  ip: string | null;
  device: string | null;
  /** 'Response' | 'List' | 'Info' | 'Task' */
  action: string;
  method: string;
}

export type CallMode =
  | { kind: 'response' }
  | { kind: 'list'; currentPage: number; pageSize: number; keyword: string }
  | { kind: 'info'; id: string; column: string };

export interface CallResult {
  data: unknown;
  duration: number;
}

/** Runs the interface for the caller with the given parameter values; logs the call. */
export async function callInterface(
  ctx: RequestContext,
  stored: StoredInterface,
  given: Record<string, unknown>,
  mode: CallMode,
  caller: Caller,
): Promise<CallResult> {
  const began = performance.now();
  let failure: string | null = null;
  try {
    const data = await run(ctx, stored, given, mode, caller);
    return { data, duration: Math.round((performance.now() - began) * 10) / 10 };
  } catch (error) {
    failure =
      error instanceof AppError ? translate(error.key, ctx.lang, error.params) : databaseMessage(error);
    throw error;
  } finally {
    logCall(ctx, stored, caller, Math.round(performance.now() - began), failure);
  }
}

/** The call's row in the interface's log (the system log, category 6), written in batches. */
export function logCall(
  ctx: RequestContext,
  stored: Pick<StoredInterface, 'id' | 'fullName'>,
  caller: Caller,
  duration: number,
  failure: string | null,
): void {
  ctx.services.logs.write({
    category: DATA_INTERFACE_LOG_CATEGORY,
    objectId: stored.id,
    moduleName: stored.fullName.slice(0, 100),
    userId: caller.userId,
    userName: caller.userName,
    ipAddress: caller.ip,
    browser: caller.device?.slice(0, 200) ?? null,
    requestUrl: caller.action,
    requestMethod: caller.method,
    requestStatus: failure === null ? 200 : 400,
    requestDuration: duration,
    abstracts: failure?.slice(0, 1000) ?? null,
    creatorTime: ctx.clock.now(),
  });
}

async function run(
  ctx: RequestContext,
  stored: StoredInterface,
  given: Record<string, unknown>,
  mode: CallMode,
  caller: Caller,
): Promise<unknown> {
  const { config } = ctx.services;
  const params = paramValues(paramsOf(stored), given, ctx.lang);
  const dataType = Number(stored.dataType);
  if (dataType === 1) return runSql(ctx, stored, params, mode, caller);
  const value =
    dataType === 2
      ? parseStatic(stored.query ?? '')
      : await callHttpInterface(
          stored.query ?? '',
          stored.requestMethod === 'POST' ? 'POST' : 'GET',
          params,
          {
            hosts: config.dataInterfaceHosts,
            timeoutMs: config.dataInterfaceTimeoutMs,
            maxBytes: config.dataInterfaceMaxBytes,
          },
        );
  return shaped(value, mode);
}

function parseStatic(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest('dataInterface.jsonInvalid', { error: databaseMessage(error) });
  }
}

/** Static and API answers: as they are, or paged / one row out of a list of rows. */
function shaped(value: unknown, mode: CallMode): unknown {
  if (mode.kind === 'response') return value;
  if (!Array.isArray(value)) throw badRequest('dataInterface.listNeedsRows');
  const rows = value as unknown[];
  if (mode.kind === 'info')
    return (
      rows.find((r) => r && typeof r === 'object' && String((r as Row)[mode.column]) === mode.id) ?? null
    );
  const keyword = mode.keyword.toLowerCase();
  const kept = keyword
    ? rows.filter(
        (r) =>
          r &&
          typeof r === 'object' &&
          Object.values(r as Row).some((v) => v !== null && String(v).toLowerCase().includes(keyword)),
      )
    : rows;
  const start = (mode.currentPage - 1) * mode.pageSize;
  return {
    list: kept.slice(start, start + mode.pageSize),
    pagination: { currentPage: mode.currentPage, pageSize: mode.pageSize, total: kept.length },
  } satisfies Paged<unknown>;
}

async function runSql(
  ctx: RequestContext,
  stored: StoredInterface,
  params: Record<string, BoundValue>,
  mode: CallMode,
  caller: Caller,
): Promise<unknown> {
  const runner = await sqlRunnerOf(ctx.services, stored.dbLinkId);
  const tokens = scanSql(stored.query ?? '');
  const callerValues = usesCaller(tokens)
    ? await systemValuesOf(
        ctx.services.db,
        caller.userId,
        tokens.some((t) => t.kind === 'system' && t.name === 'organizeAndSub'),
      )
    : emptySystem;
  const system = { ...callerValues, keyword: mode.kind === 'list' && mode.keyword ? mode.keyword : null };
  const write = Number(stored.isWrite) === 1;
  try {
    if (write) {
      if (mode.kind !== 'response') throw badRequest('dataInterface.listNeedsRows');
      const bound = bindSql(tokens, runner.dialect, params, system);
      return await runner.write({
        text: withoutTrailingSemicolons(bound.text),
        parameters: bound.parameters,
      });
    }
    const version = `${stored.id}:${stored.lastModifyTime ?? stored.creatorTime}`;
    return await readSql(ctx, version, runner, tokens, params, system, mode);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = databaseMessage(error);
    if (isReadOnlyRefusal(error)) throw badRequest('dataInterface.readOnly', { error: message });
    throw badRequest('dataInterface.sqlFailed', { error: message });
  }
}

const emptySystem = {
  user: null,
  organize: null,
  department: null,
  position: null,
  postion: null,
  organizeAndSub: [],
};

/**
 * The rows a picker's list pages through: the statement wrapped as `select * from (…) t`, and, when the
 * user typed a keyword and the statement does not read @keyword itself, only the rows where some column
 * contains it (any case). The columns are the ones the statement answers (a first row tells them), so no
 * name a caller sends reaches the text; null when the statement answers no row at all.
 */
async function searched(
  runner: SqlRunner,
  inner: string,
  parameters: BoundValue[],
  keyword: string,
  readsKeyword: boolean,
): Promise<BoundSql | null> {
  const all = { text: `select * from (\n${inner}\n) t`, parameters };
  if (!keyword || readsKeyword) return all;
  const [[first]] = await runner.read([{ text: `${all.text} limit 1`, parameters }]);
  if (!first) return null;
  const needle = keyword.toLowerCase();
  const mark = (i: number) => (runner.dialect === 'postgres' ? `$${parameters.length + i}` : '?');
  const tests = Object.keys(first).map((column, i) => {
    const name = quoted(runner, column);
    if (runner.dialect === 'mysql') return `locate(${mark(i + 1)}, lower(cast(${name} as char))) > 0`;
    if (runner.dialect === 'postgres') return `strpos(lower(cast(${name} as text)), ${mark(i + 1)}) > 0`;
    return `instr(lower(cast(${name} as text)), ${mark(i + 1)}) > 0`;
  });
  return {
    text: `${all.text} where ${tests.join(' or ')}`,
    parameters: [...parameters, ...tests.map(() => needle)],
  };
}

/** Identifiers the database answered with (column names of the result) are quoted, never taken raw. */
function quoted(runner: SqlRunner, column: string): string {
  return runner.dialect === 'mysql' ? `\`${column.replace(/`/g, '``')}\`` : `"${column.replace(/"/g, '""')}"`;
}

async function readSql(
  ctx: RequestContext,
  totalsKey: string,
  runner: SqlRunner,
  tokens: SqlToken[],
  params: Record<string, BoundValue>,
  system: Parameters<typeof bindSql>[3],
  mode: CallMode,
): Promise<unknown> {
  // List and Info wrap the statement as `select … from (…) t` (on lines of its own, so a trailing
  // comment in it cannot swallow the rest): one query, paged by the database.
  const bound = bindSql(tokens, runner.dialect, params, system);
  const inner = withoutTrailingSemicolons(bound.text);
  const totals = listTotalsOf(ctx.services);
  const next = (offset: number) =>
    runner.dialect === 'postgres' ? `$${bound.parameters.length + offset}` : '?';
  if (mode.kind === 'response') {
    // As written (not wrapped), so a statement that writes meets the database's read-only refusal.
    const [rows] = await runner.read([
      { text: inner, parameters: bound.parameters, maxRows: RESPONSE_MAX_ROWS },
    ]);
    return rows.length > RESPONSE_MAX_ROWS ? rows.slice(0, RESPONSE_MAX_ROWS) : rows;
  }
  if (mode.kind === 'list') {
    const rows = await searched(runner, inner, bound.parameters, mode.keyword, usesKeyword(tokens));
    if (!rows)
      return { list: [], pagination: { currentPage: mode.currentPage, pageSize: mode.pageSize, total: 0 } };
    const mark = (offset: number) =>
      runner.dialect === 'postgres' ? `$${rows.parameters.length + offset}` : '?';
    const page = {
      text: `${rows.text} limit ${mark(1)} offset ${mark(2)}`,
      parameters: [...rows.parameters, mode.pageSize, (mode.currentPage - 1) * mode.pageSize],
    };
    const key = `${totalsKey}|${JSON.stringify(rows.parameters)}`;
    const now = ctx.clock.now();
    let total = totals.get(key, now);
    let found: Row[];
    if (total === null) {
      const [[count], pageRows] = await runner.read([
        { text: `select count(*) as total from (\n${rows.text}\n) c`, parameters: rows.parameters },
        page,
      ]);
      total = Number(count?.total ?? 0);
      totals.set(key, total, now);
      found = pageRows;
    } else [found] = await runner.read([page]);
    return { list: found, pagination: { currentPage: mode.currentPage, pageSize: mode.pageSize, total } };
  }
  // Info: the column must be one the statement answers; its name then comes from the database.
  const [[first]] = await runner.read([
    { text: `select * from (\n${inner}\n) t limit 1`, parameters: bound.parameters },
  ]);
  if (!first || !Object.hasOwn(first, mode.column)) return null;
  const [rows] = await runner.read([
    {
      text: `select * from (\n${inner}\n) t where ${quoted(runner, mode.column)} = ${next(1)} limit 1`,
      parameters: [...bound.parameters, mode.id],
    },
  ]);
  return rows[0] ?? null;
}

/**
 * The interface, when the signed-in caller may run it: designers any (a disabled one too: the form's
 * test), others an enabled one opened to them.
 */
export async function callableInterface(ctx: RequestContext, id: string): Promise<StoredInterface> {
  const designer = await mayDesignInterfaces(ctx);
  const stored = await interfaceRowsOf(ctx.services).get(id);
  await requireCaller(ctx, designer, stored);
  if (Number(stored.enabledMark) !== 1 && !designer) throw badRequest('dataInterface.disabled');
  return stored;
}
