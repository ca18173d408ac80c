import type { Pagination } from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import { type PageQuery, paginationOf } from '../../../platform/envelope.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { contains } from '../../../platform/query.js';
import type { Tx } from './flow-command.js';

/**
 * 流程委托 (entrust, client-facts §8.3): a person hands their tasks of one flow, or of every flow, to
 * another for a time. The entrusted person sees those tasks in their to-do list and acts in the
 * delegator's name; the record shows both. Unlike the original, the start time counts (server-facts §6
 * quirk) and two entrusts of the same flow may not overlap, so a task never has two deputies. The rows
 * belong to their creator, which the resource runtime has no scope for; hence a service of its own.
 */

export interface DelegateBody {
  toUserId?: unknown;
  flowId?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  description?: unknown;
}

/** 0 委托中 (now inside the range), 1 未开始, 2 已失效 */
export const delegateStatus = (start: number, end: number, now: number) =>
  now < start ? 1 : now > end ? 2 : 0;

const time = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.trunc(n) : null;
};

/** The people who entrusted `userId` with tasks of `engineId` at `now`. */
export async function activeDelegators(
  trx: Tx | RequestContext['services']['db'],
  userId: string,
  engineId: string,
  now: number,
) {
  const rows = await trx
    .selectFrom('flowDelegate')
    .select('creatorUserId')
    .where('toUserId', '=', userId)
    .where('deleteMark', 'is', null)
    .where('startTime', '<=', now)
    .where('endTime', '>=', now)
    .where((eb) => eb.or([eb('flowId', 'is', null), eb('flowId', '=', engineId)]))
    .execute();
  return rows.map((row) => row.creatorUserId).filter((id): id is string => !!id);
}

const FIELDS = [
  'd.id',
  'd.toUserId',
  'd.toUserName',
  'd.flowId',
  'd.flowName',
  'd.flowCategory',
  'd.startTime',
  'd.endTime',
  'd.description',
  'd.creatorTime',
  'd.creatorUserId',
] as const;

export async function delegateList(
  ctx: RequestContext,
  query: PageQuery,
  side: 'mine' | 'toMe',
): Promise<{ list: unknown[]; pagination: Pagination }> {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? 20;
  const keyword = query.keyword?.trim();
  const base = () =>
    ctx.services.db
      .selectFrom('flowDelegate as d')
      .leftJoin('baseUser as u', 'u.id', 'd.creatorUserId')
      .where('d.deleteMark', 'is', null)
      .where(side === 'mine' ? 'd.creatorUserId' : 'd.toUserId', '=', ctx.user.id)
      .$if(!!keyword, (q) =>
        q.where((eb) =>
          eb.or([
            contains(eb.ref('d.toUserName'), keyword as string),
            contains(eb.ref('d.flowName'), keyword as string),
            contains(eb.ref('u.realName'), keyword as string),
          ]),
        ),
      );
  const [rows, count] = await Promise.all([
    base()
      .select([...FIELDS, 'u.realName as userName'])
      .orderBy('d.startTime', 'desc')
      .orderBy('d.id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = ctx.clock.now();
  return {
    list: rows.map((row) => ({
      ...row,
      startTime: Number(row.startTime),
      endTime: Number(row.endTime),
      creatorTime: Number(row.creatorTime),
      status: delegateStatus(Number(row.startTime), Number(row.endTime), now),
    })),
    pagination: paginationOf({ currentPage, pageSize }, Number(count.total)),
  };
}

async function mine(ctx: RequestContext, id: string) {
  const row = await ctx.services.db
    .selectFrom('flowDelegate as d')
    .select(FIELDS)
    .where('d.id', '=', id)
    .where('d.creatorUserId', '=', ctx.user.id)
    .where('d.deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('workflowRun.recordNotFound');
  return row;
}

export async function delegateInfo(ctx: RequestContext, id: string) {
  const row = await mine(ctx, id);
  return { ...row, startTime: Number(row.startTime), endTime: Number(row.endTime) };
}

async function checked(ctx: RequestContext, body: DelegateBody, id: string | null) {
  const { db } = ctx.services;
  const toUserId = typeof body.toUserId === 'string' ? body.toUserId : '';
  if (toUserId === ctx.user.id) throw badRequest('workflowRun.delegateSelf');
  const to = toUserId
    ? await db
        .selectFrom('baseUser')
        .select(['id', 'realName', 'account'])
        .where('id', '=', toUserId)
        .where('deleteMark', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!to) throw badRequest('workflowRun.userNotFound');
  const startTime = time(body.startTime);
  const endTime = time(body.endTime);
  if (startTime === null || endTime === null || endTime <= startTime)
    throw badRequest('workflowRun.delegateRange');
  const flowId = typeof body.flowId === 'string' && body.flowId ? body.flowId : null;
  const flow = flowId
    ? await db
        .selectFrom('flowEngine')
        .select(['id', 'fullName', 'category'])
        .where('id', '=', flowId)
        .where('deleteMark', 'is', null)
        .executeTakeFirst()
    : null;
  if (flowId && !flow) throw badRequest('workflow.notFound');
  const overlap = await db
    .selectFrom('flowDelegate')
    .select('id')
    .where('creatorUserId', '=', ctx.user.id)
    .where('deleteMark', 'is', null)
    .where('startTime', '<', endTime)
    .where('endTime', '>', startTime)
    .$if(id !== null, (q) => q.where('id', '<>', id as string))
    .$if(flowId !== null, (q) =>
      q.where((eb) => eb.or([eb('flowId', 'is', null), eb('flowId', '=', flowId as string)])),
    )
    .executeTakeFirst();
  if (overlap) throw badRequest('workflowRun.delegateOverlap');
  const description = typeof body.description === 'string' ? body.description.slice(0, 500) : null;
  return {
    toUserId: to.id,
    toUserName: `${to.realName}/${to.account}`,
    flowId,
    flowName: flow?.fullName ?? null,
    flowCategory: flow?.category ?? null,
    startTime,
    endTime,
    description,
  };
}

export async function createDelegate(ctx: RequestContext, body: DelegateBody) {
  const values = await checked(ctx, body, null);
  const id = newId();
  await ctx.services.db
    .insertInto('flowDelegate')
    .values({ id, ...values, creatorTime: ctx.clock.now(), creatorUserId: ctx.user.id })
    .execute();
  return { id };
}

/** A change: fields left out keep their stored values (decision 049). */
export async function updateDelegate(ctx: RequestContext, id: string, body: DelegateBody) {
  const stored = await mine(ctx, id);
  const values = await checked(
    ctx,
    {
      toUserId: body.toUserId ?? stored.toUserId,
      flowId: body.flowId ?? stored.flowId ?? '',
      startTime: body.startTime ?? stored.startTime,
      endTime: body.endTime ?? stored.endTime,
      description: body.description ?? stored.description,
    },
    id,
  );
  await ctx.services.db
    .updateTable('flowDelegate')
    .set({ ...values, lastModifyTime: ctx.clock.now(), lastModifyUserId: ctx.user.id })
    .where('id', '=', id)
    .execute();
  return { id };
}

export async function deleteDelegate(ctx: RequestContext, id: string) {
  await mine(ctx, id);
  await ctx.services.db
    .updateTable('flowDelegate')
    .set({ deleteMark: 1, deleteTime: ctx.clock.now(), deleteUserId: ctx.user.id })
    .where('id', '=', id)
    .execute();
}
