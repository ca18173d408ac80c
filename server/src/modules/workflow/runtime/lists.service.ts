import type { Pagination } from '@app/common';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { RequestContext } from '../../../platform/context.js';
import { endOfDay, startOfDay } from '../../../platform/day-range.js';
import { paginationOf } from '../../../platform/envelope.js';
import { contains } from '../../../platform/query.js';

/**
 * The approval centre's lists (server-facts §6 Lists, client-facts §8.3): 我发起的, 待办 (with the tasks of
 * people who entrusted the caller, marked with the delegator's name), 已办 (the caller's decisions), 抄送,
 * and the monitor's every submitted request. One filter set: keyword in the title or flow code, whole days
 * of the list's time, flow, category, initiator.
 */

export interface FlowListQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
  flowId?: string;
  flowCategory?: string;
  creatorUserId?: string;
  status?: number;
}

/** every alias the lists join: the request, its initiator, and the operator, record or copy of the list */
type ListDb = Database & {
  t: Database['flowTask'];
  u: Database['baseUser'];
  h: Database['baseUser'];
  o: Database['flowTaskOperator'];
  r: Database['flowTaskRecord'];
  c: Database['flowTaskCirculate'];
};
// biome-ignore lint/suspicious/noExplicitAny: the selection differs per list; the rows are shaped by page()
type Q = SelectQueryBuilder<ListDb, 't' | 'u' | 'h' | 'o' | 'r' | 'c', any>;
type TimeColumn = 't.creatorTime' | 't.startTime' | 'o.creatorTime' | 'r.handleTime' | 'c.creatorTime';

const TASK_FIELDS = [
  't.id as taskId',
  't.fullName',
  't.flowEngineId as flowId',
  't.flowName',
  't.flowCode',
  't.flowCategory',
  't.formType',
  't.startTime',
  't.creatorUserId',
  't.thisStep',
  't.thisStepId',
  't.flowUrgent',
  't.status',
  't.completion',
  'u.realName as userName',
] as const;

function filtered(query: Q, filter: FlowListQuery, timeColumn: TimeColumn): Q {
  const keyword = filter.keyword?.trim();
  return query
    .where('t.deleteMark', 'is', null)
    .$if(!!keyword, (q) =>
      q.where((eb) =>
        eb.or([
          contains(eb.ref('t.fullName'), keyword as string),
          contains(eb.ref('t.flowCode'), keyword as string),
        ]),
      ),
    )
    .$if(filter.startTime != null, (q) => q.where(timeColumn, '>=', startOfDay(filter.startTime as number)))
    .$if(filter.endTime != null, (q) => q.where(timeColumn, '<', endOfDay(filter.endTime as number)))
    .$if(!!filter.flowId, (q) => q.where('t.flowEngineId', '=', filter.flowId as string))
    .$if(!!filter.flowCategory, (q) => q.where('t.flowCategory', '=', filter.flowCategory as string))
    .$if(!!filter.creatorUserId, (q) => q.where('t.creatorUserId', '=', filter.creatorUserId as string))
    .$if(filter.status != null, (q) => q.where('t.status', '=', filter.status as number));
}

const millis = (value: unknown) => (value === null || value === undefined ? null : Number(value));

type IdColumn = 't.id' | 'o.id' | 'r.id' | 'c.id';

/**
 * One page, newest first: ordered by the list's time and then its own row's id, which is how its index is
 * laid out, so the page is read off the index. `count` is the total when a cheaper way to it exists.
 */
async function page(
  base: () => Q,
  select: (q: Q) => Q,
  order: [TimeColumn, IdColumn],
  filter: FlowListQuery,
  count: () => Promise<number> = async () =>
    Number(
      (
        (await base()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()) as { total: unknown }
      ).total,
    ),
): Promise<{ list: Record<string, unknown>[]; pagination: Pagination }> {
  const currentPage = filter.currentPage ?? 1;
  const pageSize = filter.pageSize ?? 20;
  const [rows, total] = await Promise.all([
    select(base())
      .orderBy(order[0], 'desc')
      .orderBy(order[1], 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    count(),
  ]);
  const list = (rows as Record<string, unknown>[]).map((row) => ({
    ...row,
    startTime: millis(row.startTime),
    creatorTime: millis(row.creatorTime),
  }));
  return {
    list,
    pagination: paginationOf({ currentPage, pageSize }, total),
  };
}

const tasks = (ctx: RequestContext) =>
  ctx.services.db
    .selectFrom('flowTask as t')
    .leftJoin('baseUser as u', 'u.id', 't.creatorUserId') as unknown as Q;

/** 我发起的: the caller's requests, newest first. */
export function launchList(ctx: RequestContext, filter: FlowListQuery) {
  const base = () => filtered(tasks(ctx).where('t.creatorUserId', '=', ctx.user.id), filter, 't.creatorTime');
  return page(
    base,
    (q) => q.select([...TASK_FIELDS, 't.id', 't.creatorTime']),
    ['t.creatorTime', 't.id'],
    filter,
  );
}

/** 流程监控: every submitted request. */
export function monitorList(ctx: RequestContext, filter: FlowListQuery) {
  const base = () => filtered(tasks(ctx).where('t.status', '>', 0), filter, 't.startTime');
  return page(
    base,
    (q) => q.select([...TASK_FIELDS, 't.id', 't.creatorTime']),
    ['t.startTime', 't.id'],
    filter,
  );
}

const hasTaskFilter = (filter: FlowListQuery) =>
  !!(
    filter.keyword?.trim() ||
    filter.flowId ||
    filter.flowCategory ||
    filter.creatorUserId ||
    filter.status != null
  );

async function openTasks(ctx: RequestContext, userId: string, filter: FlowListQuery): Promise<number> {
  const row = await ctx.services.db
    .selectFrom('flowTaskOperator')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('handleId', '=', userId)
    .where('status', '=', 'pending')
    .$if(filter.startTime != null, (q) =>
      q.where('creatorTime', '>=', startOfDay(filter.startTime as number)),
    )
    .$if(filter.endTime != null, (q) => q.where('creatorTime', '<', endOfDay(filter.endTime as number)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The people whose tasks the caller may act on now: themselves and those who entrusted them. */
async function handlers(ctx: RequestContext): Promise<string[]> {
  const rows = await ctx.services.db
    .selectFrom('flowDelegate')
    .select('creatorUserId')
    .where('toUserId', '=', ctx.user.id)
    .where('deleteMark', 'is', null)
    .where('startTime', '<=', ctx.clock.now())
    .where('endTime', '>=', ctx.clock.now())
    .execute();
  return [ctx.user.id, ...rows.map((row) => row.creatorUserId).filter((id): id is string => !!id)];
}

/** 待办: open tasks of the caller and of those who entrusted them (for the entrusted flow). */
export async function todoList(ctx: RequestContext, filter: FlowListQuery) {
  const me = ctx.user.id;
  const people = await handlers(ctx);
  const now = ctx.clock.now();
  const base = () => {
    let q = tasks(ctx)
      .innerJoin('flowTaskOperator as o', 'o.taskId', 't.id')
      .where('o.status', '=', 'pending')
      .where('t.status', '=', 1);
    q =
      people.length === 1
        ? q.where('o.handleId', '=', me)
        : q.where('o.handleId', 'in', people).where((eb) =>
            eb.or([
              eb('o.handleId', '=', me),
              eb.exists(
                eb
                  .selectFrom('flowDelegate as d')
                  .select('d.id')
                  .whereRef('d.creatorUserId', '=', 'o.handleId')
                  .where('d.toUserId', '=', me)
                  .where('d.deleteMark', 'is', null)
                  .where('d.startTime', '<=', now)
                  .where('d.endTime', '>=', now)
                  .where((w) =>
                    w.or([w('d.flowId', 'is', null), w('d.flowId', '=', w.ref('t.flowEngineId'))]),
                  ),
              ),
            ]),
          );
    return filtered(q, filter, 'o.creatorTime');
  };
  const result = await page(
    base,
    (q) =>
      q
        .leftJoin('baseUser as h', 'h.id', 'o.handleId')
        .select([
          ...TASK_FIELDS,
          'o.id',
          'o.creatorTime',
          'o.nodeName',
          'o.nodeCode',
          'o.handleId',
          'h.realName as handleName',
        ]),
    ['o.creatorTime', 'o.id'],
    filter,
    // an open task exists only while its request runs (the runtime cancels the rest), so without a filter on
    // the request the total is the person's open tasks, counted off their index
    hasTaskFilter(filter) || people.length > 1 ? undefined : () => openTasks(ctx, me, filter),
  );
  for (const row of result.list) {
    row.delegatorName = row.handleId === me ? null : row.handleName;
    delete row.handleName;
  }
  return result;
}

/** 已办: the caller's approvals and rejections (the id is the record's, which 撤回 takes). */
export function doneList(ctx: RequestContext, filter: FlowListQuery) {
  const base = () =>
    filtered(
      tasks(ctx)
        .innerJoin('flowTaskRecord as r', 'r.taskId', 't.id')
        .where('r.handleId', '=', ctx.user.id)
        .where('r.handleStatus', 'in', [0, 1]),
      filter,
      'r.handleTime',
    );
  return page(
    base,
    (q) => q.select([...TASK_FIELDS, 'r.id', 'r.handleTime as creatorTime', 'r.nodeName', 'r.handleStatus']),
    ['r.handleTime', 'r.id'],
    filter,
  );
}

/** 抄送: requests copied to the caller. */
export function circulateList(ctx: RequestContext, filter: FlowListQuery) {
  const base = () =>
    filtered(
      tasks(ctx)
        .innerJoin('flowTaskCirculate as c', 'c.taskId', 't.id')
        .where('c.objectId', '=', ctx.user.id),
      filter,
      'c.creatorTime',
    );
  return page(
    base,
    (q) => q.select([...TASK_FIELDS, 'c.id', 'c.creatorTime', 'c.nodeName']),
    ['c.creatorTime', 'c.id'],
    filter,
  );
}

/** The home page's and dashboard's counts. */
export async function flowCounts(ctx: RequestContext) {
  const { db } = ctx.services;
  const me = ctx.user.id;
  const now = ctx.clock.now();
  const [todo, done, circulate, entrusts] = await Promise.all([
    todoList(ctx, { pageSize: 1 }),
    db
      .selectFrom('flowTaskRecord')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('handleId', '=', me)
      .where('handleStatus', 'in', [0, 1])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('flowTaskCirculate')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('objectId', '=', me)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('flowDelegate')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('toUserId', '=', me)
      .where('deleteMark', 'is', null)
      .where('startTime', '<=', now)
      .where('endTime', '>=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    toBeReviewed: todo.pagination.total,
    entrust: Number(entrusts.n),
    flowDone: Number(done.n),
    flowCirculate: Number(circulate.n),
  };
}
