import type { Pagination } from '@app/common';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { RequestContext } from '../../../platform/context.js';
import { endOfDay, startOfDay } from '../../../platform/day-range.js';
import { paginationOf, totalToldByPage } from '../../../platform/envelope.js';
import { containsPattern, likeContains } from '../../../platform/query.js';
import { type BoundValue, shapedRows } from '../../../platform/resource/shaped-statements.js';

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

/**
 * Each list's statements are kept compiled per shape and re-bound (decision 060): the shape is the list and
 * the filters present, the values are bound where the builder placed them. `at` tells where each filter's
 * value is among the values.
 */
interface ListShape {
  shape: string;
  values: unknown[];
  at: Partial<
    Record<'keyword' | 'from' | 'to' | 'flowId' | 'flowCategory' | 'creatorUserId' | 'status', number>
  >;
}

/** The filters of a request bound after the list's own `values` (the caller, the people of a to-do list). */
function shapeOf(list: string, values: unknown[], filter: FlowListQuery): ListShape {
  const at: ListShape['at'] = {};
  const bind = (name: keyof ListShape['at'], value: unknown) => {
    if (value !== undefined) at[name] = values.push(value) - 1;
  };
  const keyword = filter.keyword?.trim();
  bind('keyword', keyword ? containsPattern(keyword) : undefined);
  bind('from', filter.startTime != null ? startOfDay(filter.startTime) : undefined);
  bind('to', filter.endTime != null ? endOfDay(filter.endTime) : undefined);
  bind('flowId', filter.flowId || undefined);
  bind('flowCategory', filter.flowCategory || undefined);
  bind('creatorUserId', filter.creatorUserId || undefined);
  bind('status', filter.status ?? undefined);
  return { shape: `workflow.${list}|${values.length}|${Object.keys(at).join(',')}`, values, at };
}

function filtered(query: Q, value: BoundValue, { at }: ListShape, timeColumn: TimeColumn): Q {
  const text = (index: number | undefined) => value(index as number) as string;
  const number = (index: number | undefined) => value(index as number) as number;
  return query
    .where('t.deleteMark', 'is', null)
    .$if(at.keyword !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          likeContains(eb.ref('t.fullName'), value(at.keyword as number)),
          likeContains(eb.ref('t.flowCode'), value(at.keyword as number)),
        ]),
      ),
    )
    .$if(at.from !== undefined, (q) => q.where(timeColumn, '>=', number(at.from)))
    .$if(at.to !== undefined, (q) => q.where(timeColumn, '<', number(at.to)))
    .$if(at.flowId !== undefined, (q) => q.where('t.flowEngineId', '=', text(at.flowId)))
    .$if(at.flowCategory !== undefined, (q) => q.where('t.flowCategory', '=', text(at.flowCategory)))
    .$if(at.creatorUserId !== undefined, (q) => q.where('t.creatorUserId', '=', text(at.creatorUserId)))
    .$if(at.status !== undefined, (q) => q.where('t.status', '=', number(at.status)));
}

const millis = (value: unknown) => (value === null || value === undefined ? null : Number(value));

type IdColumn = 't.id' | 'o.id' | 'r.id' | 'c.id';

/**
 * One page, newest first: ordered by the list's time and then its own row's id, which is how its index is
 * laid out, so the page is read off the index. The page is read first; the total is counted only when the
 * page does not tell it, by `count` when a cheaper way to it exists.
 */
async function page(
  ctx: RequestContext,
  shape: ListShape,
  base: (value: BoundValue) => Q,
  select: (q: Q) => Q,
  order: [TimeColumn, IdColumn],
  filter: FlowListQuery,
  count?: () => Promise<number>,
): Promise<{ list: Record<string, unknown>[]; pagination: Pagination }> {
  const { db } = ctx.services;
  const currentPage = filter.currentPage ?? 1;
  const pageSize = filter.pageSize ?? 20;
  const offset = (currentPage - 1) * pageSize;
  const values = [...shape.values, pageSize, offset];
  const rows = await shapedRows(db, `${shape.shape}|page`, values, (value) =>
    select(base(value))
      .orderBy(order[0], 'desc')
      .orderBy(order[1], 'desc')
      .limit(value(values.length - 2) as number)
      .offset(value(values.length - 1) as number),
  );
  const total =
    totalToldByPage(rows.length, offset, pageSize) ??
    (count
      ? await count()
      : Number(
          (
            await shapedRows(db, `${shape.shape}|count`, shape.values, (value) =>
              base(value).select((eb) => eb.fn.countAll().as('total')),
            )
          )[0]?.total ?? 0,
        ));
  for (const row of rows) {
    row.startTime = millis(row.startTime);
    row.creatorTime = millis(row.creatorTime);
  }
  return { list: rows, pagination: paginationOf({ currentPage, pageSize }, total) };
}

const tasks = (ctx: RequestContext) =>
  ctx.services.db
    .selectFrom('flowTask as t')
    .leftJoin('baseUser as u', 'u.id', 't.creatorUserId') as unknown as Q;

/** 我发起的: the caller's requests, newest first. */
export function launchList(ctx: RequestContext, filter: FlowListQuery) {
  const shape = shapeOf('launch', [ctx.user.id], filter);
  return page(
    ctx,
    shape,
    (value) =>
      filtered(tasks(ctx).where('t.creatorUserId', '=', value(0) as string), value, shape, 't.creatorTime'),
    (q) => q.select([...TASK_FIELDS, 't.id', 't.creatorTime']),
    ['t.creatorTime', 't.id'],
    filter,
  );
}

/** 流程监控: every submitted request. */
export function monitorList(ctx: RequestContext, filter: FlowListQuery) {
  const shape = shapeOf('monitor', [], filter);
  return page(
    ctx,
    shape,
    (value) => filtered(tasks(ctx).where('t.status', '>', 0), value, shape, 't.startTime'),
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

/** The person's open tasks, counted off their index (the same days of the list's time when it has them). */
async function openTasks(ctx: RequestContext, userId: string, filter: FlowListQuery): Promise<number> {
  const { values, at, shape } = shapeOf('openTasks', [userId], {
    startTime: filter.startTime,
    endTime: filter.endTime,
  });
  const [row] = await shapedRows(ctx.services.db, shape, values, (value) =>
    ctx.services.db
      .selectFrom('flowTaskOperator')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('handleId', '=', value(0) as string)
      .where('status', '=', 'pending')
      .$if(at.from !== undefined, (q) => q.where('creatorTime', '>=', value(at.from as number) as number))
      .$if(at.to !== undefined, (q) => q.where('creatorTime', '<', value(at.to as number) as number)),
  );
  return Number(row?.n ?? 0);
}

/** The people whose tasks the caller may act on now: themselves and those who entrusted them. */
async function handlers(ctx: RequestContext): Promise<string[]> {
  const now = ctx.clock.now();
  const rows = await shapedRows<{ creatorUserId: string | null }>(
    ctx.services.db,
    'workflow.entrustedBy',
    [ctx.user.id, now],
    (value) =>
      ctx.services.db
        .selectFrom('flowDelegate')
        .select('creatorUserId')
        .where('toUserId', '=', value(0) as string)
        .where('deleteMark', 'is', null)
        .where('startTime', '<=', value(1) as number)
        .where('endTime', '>=', value(1) as number),
  );
  return [ctx.user.id, ...rows.map((row) => row.creatorUserId).filter((id): id is string => !!id)];
}

/** 待办: open tasks of the caller and of those who entrusted them (for the entrusted flow). */
export async function todoList(ctx: RequestContext, filter: FlowListQuery) {
  const me = ctx.user.id;
  const people = await handlers(ctx);
  // bound first: me, then (with delegators) the moment and every person the list may show
  const shape = shapeOf('pending', people.length === 1 ? [me] : [me, ctx.clock.now(), ...people], filter);
  const base = (value: BoundValue) => {
    const q = tasks(ctx)
      .innerJoin('flowTaskOperator as o', 'o.taskId', 't.id')
      .where('o.status', '=', 'pending')
      .where('t.status', '=', 1);
    const entrusted = (query: Q) =>
      query
        .where(
          'o.handleId',
          'in',
          people.map((_, i) => value(2 + i) as string),
        )
        .where((eb) =>
          eb.or([
            eb('o.handleId', '=', value(0) as string),
            eb.exists(
              eb
                .selectFrom('flowDelegate as d')
                .select('d.id')
                .whereRef('d.creatorUserId', '=', 'o.handleId')
                .where('d.toUserId', '=', value(0) as string)
                .where('d.deleteMark', 'is', null)
                .where('d.startTime', '<=', value(1) as number)
                .where('d.endTime', '>=', value(1) as number)
                .where((w) => w.or([w('d.flowId', 'is', null), w('d.flowId', '=', w.ref('t.flowEngineId'))])),
            ),
          ]),
        );
    return filtered(
      people.length === 1 ? q.where('o.handleId', '=', value(0) as string) : entrusted(q),
      value,
      shape,
      'o.creatorTime',
    );
  };
  const result = await page(
    ctx,
    shape,
    base,
    (q) => {
      const own = q.select([
        ...TASK_FIELDS,
        'o.id',
        'o.creatorTime',
        'o.nodeName',
        'o.nodeCode',
        'o.handleId',
      ]);
      // the delegators' names, for rows that are theirs; without an entrust every row is the caller's own
      return people.length === 1
        ? own
        : own.leftJoin('baseUser as h', 'h.id', 'o.handleId').select('h.realName as handleName');
    },
    ['o.creatorTime', 'o.id'],
    filter,
    // an open task exists only while its request runs (the runtime cancels the rest), so without a filter on
    // the request the total is the person's open tasks, counted off their index
    hasTaskFilter(filter) || people.length > 1 ? undefined : () => openTasks(ctx, me, filter),
  );
  for (const row of result.list) {
    row.delegatorName = row.handleId === me ? null : (row.handleName ?? null);
    delete row.handleName;
  }
  return result;
}

/** 已办: the caller's approvals and rejections (the id is the record's, which 撤回 takes). */
export function doneList(ctx: RequestContext, filter: FlowListQuery) {
  const shape = shapeOf('done', [ctx.user.id], filter);
  return page(
    ctx,
    shape,
    (value) =>
      filtered(
        tasks(ctx)
          .innerJoin('flowTaskRecord as r', 'r.taskId', 't.id')
          .where('r.handleId', '=', value(0) as string)
          .where('r.handleStatus', 'in', [0, 1]),
        value,
        shape,
        'r.handleTime',
      ),
    (q) => q.select([...TASK_FIELDS, 'r.id', 'r.handleTime as creatorTime', 'r.nodeName', 'r.handleStatus']),
    ['r.handleTime', 'r.id'],
    filter,
  );
}

/** 抄送: requests copied to the caller. */
export function circulateList(ctx: RequestContext, filter: FlowListQuery) {
  const shape = shapeOf('circulate', [ctx.user.id], filter);
  return page(
    ctx,
    shape,
    (value) =>
      filtered(
        tasks(ctx)
          .innerJoin('flowTaskCirculate as c', 'c.taskId', 't.id')
          .where('c.objectId', '=', value(0) as string),
        value,
        shape,
        'c.creatorTime',
      ),
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
