import {
  apply,
  type FlowCommand,
  type FlowEffect,
  type FlowOutcome,
  newRequest,
  type RequestEnv,
  type RequestState,
} from '@app/common/flow';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { RequestContext } from '../../../platform/context.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { resolveApprovers } from './approver-resolver.js';
import { writeEffects } from './effects-writer.js';
import { keepsRecord } from './flow-form-record.js';
import { type RunVersion, runVersion } from './flow-graphs.js';
import { scheduleWork } from './flow-worker-kick.js';
import { enqueue } from './outbox.js';
import type { FlowTaskTable } from './runtime.tables.js';

/**
 * Runs one command on one request (decision 078): in one transaction it loads the request (a row lock on
 * PostgreSQL), applies the engine, answers the engine's approver requests, writes the state, tasks,
 * records, copies, timers and outbox rows, and bumps the request's revision only if nobody else did in the
 * meantime (compare-and-set: a lost race is retried on the new state, never applied twice). A command with
 * an idempotency key that was already carried out for the same actor answers what it answered then.
 */

export type Tx = Transaction<Database>;
export type TaskRow = Selectable<FlowTaskTable>;

export interface Loaded {
  row: TaskRow;
  state: RequestState;
  version: RunVersion;
  formData: Record<string, unknown>;
}

export interface Prepared {
  /** none: the request's values and columns are saved and the engine is not asked (a draft) */
  command?: FlowCommand;
  /** the request's form values after this command (a submit's or an approver's writable fields) */
  formData?: Record<string, unknown>;
  /** request columns set with the command (title, urgency on a resubmit) */
  patch?: { fullName?: string; flowUrgent?: number };
  /** work done in the same transaction after the command (a timer marked fired) */
  after?: (trx: Tx) => Promise<void>;
}

export interface CommandResult {
  taskId: string;
  status: number;
}

export interface CommandOptions {
  idempotencyKey?: string;
  /** the acting user's name, for message titles */
  actorName?: string;
  /** writes the request row first, in the same transaction (a launch) */
  create?: (trx: Tx) => Promise<void>;
}

/** An approver node of assignee type 9 (服务) whose people a service names, asked by the worker. */
export interface ServiceQuestion {
  nodeId: string;
  url: string;
  /** the initiator */
  of: string;
}

class RevisionConflict extends Error {}
const ATTEMPTS = 5;
const MAX_STEPS = 500;

export function refusal(ctx: RequestContext, outcome: Extract<FlowOutcome, { ok: false }>): AppError {
  return badRequest('workflowRun.refused', { detail: outcome.message[ctx.lang] });
}

/** A request with its state, version and values; `lock` (inside a command's transaction) takes its row lock. */
export async function loadTask(trx: Db | Tx, taskId: string, lock: boolean): Promise<Loaded> {
  const row = await trx
    .selectFrom('flowTask')
    .selectAll()
    .where('id', '=', taskId)
    .where('deleteMark', 'is', null)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound('workflowRun.taskNotFound');
  const version = await runVersion(trx, row.flowVersionId);
  if (!version) throw notFound('workflowRun.taskNotFound');
  return {
    row,
    state: JSON.parse(row.state) as RequestState,
    version,
    formData: JSON.parse(row.formData) as Record<string, unknown>,
  };
}

/** Applies the command and every approver answer it leads to; the effects in the order they happened. */
async function settle(
  ctx: RequestContext,
  trx: Tx,
  env: RequestEnv,
  state: RequestState,
  command: FlowCommand,
): Promise<{ state: RequestState; effects: FlowEffect[]; asked: ServiceQuestion[] }> {
  const first = apply(env, state, command);
  if (!first.ok) throw refusal(ctx, first);
  let current = first.state;
  const done: FlowEffect[] = [];
  const asked: ServiceQuestion[] = [];
  const queue = [...first.effects];
  for (let step = 0; queue.length; step++) {
    if (step > MAX_STEPS) throw new Error('workflow: the approver answers did not settle');
    const effect = queue.shift() as FlowEffect;
    done.push(effect);
    if (effect.type !== 'resolveApprovers') continue;
    if (effect.request.kind === 'service') {
      // asked after the commit (approver-service.ts): the node waits, unresolved, for the answer
      asked.push({ nodeId: effect.nodeId, url: effect.request.url, of: effect.request.of });
      continue;
    }
    const users = await resolveApprovers(trx, effect.request);
    const next = apply(env, current, { type: 'assign', nodeId: effect.nodeId, users });
    if (!next.ok) throw refusal(ctx, next);
    current = next.state;
    queue.unshift(...next.effects);
  }
  return { state: current, effects: done, asked };
}

async function attempt(
  ctx: RequestContext,
  taskId: string,
  prepare: (loaded: Loaded, trx: Tx) => Promise<Prepared>,
  options: CommandOptions,
): Promise<CommandResult> {
  const { writes, dialect } = ctx.services;
  const actorId = ctx.userId ?? 'system';
  // on SQLite, commands that arrive together share a commit (decision 083)
  return writes.run(async (trx) => {
    const seen = async () => {
      if (!options.idempotencyKey) return null;
      const row = await trx
        .selectFrom('flowCommand')
        .select('result')
        .where('actorId', '=', actorId)
        .where('idempotencyKey', '=', options.idempotencyKey)
        .executeTakeFirst();
      return row ? (JSON.parse(row.result) as CommandResult) : null;
    };
    // before a launch writes its row, and again once the request is locked: a twin that held the lock
    // first has committed its key by then
    // SQLite: a write first takes the file's write lock, as BEGIN IMMEDIATE would. A transaction that read first
    // cannot wait for that lock when another connection (the log writer, another process) holds it: SQLite
    // answers SQLITE_BUSY at once rather than risk a deadlock, and the command would start over.
    if (dialect !== 'postgres')
      await trx
        .updateTable('flowTask')
        .set((eb) => ({ revision: eb.ref('revision') }))
        .where('id', '=', taskId)
        .execute();
    const before = await seen();
    if (before) return before;
    await options.create?.(trx);
    const loaded = await loadTask(trx, taskId, dialect === 'postgres');
    // (only a row lock can make a twin wait: on SQLite the transactions of a process run one at a time)
    const twin = dialect === 'postgres' ? await seen() : null;
    if (twin) return twin;
    const prepared = await prepare(loaded, trx);
    const formData = prepared.formData ?? loaded.formData;
    const env: RequestEnv = { graph: loaded.version.graph, formData };
    const { state, effects, asked } = prepared.command
      ? await settle(ctx, trx, env, loaded.state, prepared.command)
      : { state: loaded.state, effects: [], asked: [] };
    const now = ctx.clock.now();
    const row = { ...loaded.row, ...prepared.patch };
    const columns = await writeEffects(trx, {
      row,
      version: loaded.version,
      before: loaded.state,
      state,
      effects,
      actor: prepared.command && 'actor' in prepared.command ? prepared.command.actor : undefined,
      now,
      actorName: options.actorName,
    });
    const written = await trx
      .updateTable('flowTask')
      .set({
        ...prepared.patch,
        ...columns,
        formData: JSON.stringify(formData),
        state: JSON.stringify(state),
        revision: loaded.row.revision + 1,
        lastModifyTime: now,
        lastModifyUserId: ctx.userId,
      })
      .where('id', '=', taskId)
      .where('revision', '=', loaded.row.revision)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) throw new RevisionConflict();
    if (prepared.formData && keepsRecord(loaded.version)) await enqueue(trx, taskId, now, 'formRecord', {});
    for (const question of asked) {
      const node = state.active.find((active) => active.nodeId === question.nodeId && !active.resolved);
      if (node) await enqueue(trx, taskId, now, 'askService', { ...question, round: node.round });
    }
    await prepared.after?.(trx);
    const result: CommandResult = { taskId, status: columns.status };
    if (options.idempotencyKey)
      await trx
        .insertInto('flowCommand')
        .values({
          actorId,
          idempotencyKey: options.idempotencyKey,
          taskId,
          result: JSON.stringify(result),
          creatorTime: now,
        })
        .execute();
    return result;
  });
}

/** Whether a failed attempt lost a race (another writer's revision, key or lock) and may be tried again. */
function lostRace(error: unknown): boolean {
  if (error instanceof RevisionConflict) return true;
  const code = (error as { code?: unknown })?.code;
  // 23505 unique violation (the same idempotency key at once), 40001/40P01 serialisation and deadlock
  // (PostgreSQL); SQLITE_BUSY when another process holds the file.
  return (
    code === '23505' ||
    code === '40001' ||
    code === '40P01' ||
    (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))
  );
}

export async function runFlowCommand(
  ctx: RequestContext,
  taskId: string,
  prepare: (loaded: Loaded, trx: Tx) => Promise<Prepared>,
  options: CommandOptions = {},
): Promise<CommandResult> {
  for (let round = 1; ; round++) {
    try {
      const result = await attempt(ctx, taskId, prepare, options);
      scheduleWork(ctx.services);
      return result;
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (round >= ATTEMPTS) throw new AppError(409, 409, 'workflowRun.busy');
    }
  }
}

/** A new request of `initiatorId` on a released version: a draft, nothing run yet. */
export function draftRow(
  version: RunVersion,
  request: {
    id: string;
    initiatorId: string;
    now: number;
    fullName: string;
    flowUrgent: number;
    formData?: Record<string, unknown>;
    parentId?: string;
    parentNodeCode?: string;
  },
) {
  return {
    id: request.id,
    creatorTime: request.now,
    creatorUserId: request.initiatorId,
    flowEngineId: version.flowEngineId,
    flowVersionId: version.id,
    flowCode: version.enCode,
    flowName: version.fullName,
    flowCategory: version.category,
    flowType: version.type,
    formType: version.formType,
    formId: version.formId,
    parentId: request.parentId ?? null,
    parentNodeCode: request.parentNodeCode ?? null,
    fullName: request.fullName,
    flowUrgent: request.flowUrgent,
    status: 0,
    completion: 0,
    formData: JSON.stringify(request.formData ?? {}),
    state: JSON.stringify(newRequest(request.initiatorId)),
    revision: 0,
  };
}
