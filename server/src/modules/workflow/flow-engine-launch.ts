import type { RequestContext } from '../../platform/context.js';
import { paginationOf } from '../../platform/envelope.js';
import { contains } from '../../platform/query.js';
import { WORKFLOW_CATEGORY } from './flow-engine-checks.js';

/**
 * The flows a person may launch (发起流程, server-facts §5 "Flow engine visibility"): released, not stopped,
 * launch flows (type 0), and visible to them by the released version's start node: to everyone, or to the
 * people, positions and roles it names. Administrators see every launchable flow. The pickers of the
 * designer (a sub-flow's flow) list every engine instead (ListAll).
 */

/** type 1 lists function flows, which a form or module starts rather than the 发起流程 list */
export interface LaunchFilter {
  keyword?: string;
  category?: string;
  type?: 0 | 1;
}

function launchable(ctx: RequestContext, filter: LaunchFilter) {
  let query = ctx.services.db
    .selectFrom('flowEngine as e')
    .innerJoin('flowEngineVersion as v', (join) =>
      join.onRef('v.flowEngineId', '=', 'e.id').onRef('v.version', '=', 'e.releasedVersion'),
    )
    .where('e.deleteMark', 'is', null)
    .where('e.enabledMark', '=', 1)
    .where('e.type', '=', filter.type ?? 0)
    .where((eb) => {
      const user = ctx.user;
      if (user.isAdministrator) return eb.lit(true);
      const relations = eb
        .selectFrom('baseUserRelation as r')
        .select('r.objectId')
        .where('r.userId', '=', user.id);
      const named = eb
        .selectFrom('flowEngineVisible as w')
        .select('w.operatorId')
        .whereRef('w.flowEngineVersionId', '=', 'v.id')
        .where((w) =>
          w.or([
            w.and([w('w.operatorType', '=', 'user'), w('w.operatorId', '=', user.id)]),
            w.and([w('w.operatorType', 'in', ['Role', 'Position']), w('w.operatorId', 'in', relations)]),
          ]),
        );
      return eb.or([eb('v.visibleType', '=', 0), eb.exists(named)]);
    });
  const keyword = filter.keyword?.trim();
  if (keyword)
    query = query.where((eb) =>
      eb.or([contains(eb.ref('e.fullName'), keyword), contains(eb.ref('e.enCode'), keyword)]),
    );
  if (filter.category) query = query.where('e.category', '=', filter.category);
  return query;
}

const LAUNCH_FIELDS = [
  'e.id',
  'e.fullName',
  'e.enCode',
  'e.category',
  'e.formType',
  'e.formId',
  'e.icon',
  'e.iconBackground',
  'e.releasedVersion',
  'e.sortCode',
] as const;

/** PageListAll: one page of the flows the caller may launch (the 发起流程 picker: keyword, category). */
export async function launchPage(
  ctx: RequestContext,
  query: LaunchFilter & { currentPage?: number; pageSize?: number },
) {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? 20;
  const [rows, count] = await Promise.all([
    launchable(ctx, query)
      .select(LAUNCH_FIELDS)
      .orderBy('e.sortCode')
      .orderBy('e.fullName')
      .orderBy('e.id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    launchable(ctx, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(numbers),
    pagination: paginationOf({ currentPage, pageSize }, Number(count.total)),
  };
}

const numbers = <T extends { sortCode: number | string; releasedVersion: number | null }>(row: T) => ({
  ...row,
  sortCode: Number(row.sortCode),
});

/** Selector: the flows the caller may launch, grouped by category as `fullName【num】` groups show them. */
export async function launchSelector(ctx: RequestContext, type: 0 | 1 = 0) {
  const [rows, categories] = await Promise.all([
    launchable(ctx, { type }).select(LAUNCH_FIELDS).orderBy('e.sortCode').orderBy('e.fullName').execute(),
    ctx.services.db
      .selectFrom('baseDictionaryData as d')
      .innerJoin('baseDictionaryType as t', 't.id', 'd.dictionaryTypeId')
      .select(['d.enCode', 'd.fullName'])
      .where('t.enCode', '=', WORKFLOW_CATEGORY)
      .where('d.deleteMark', 'is', null)
      .orderBy('d.sortCode')
      .orderBy('d.enCode')
      .execute(),
  ]);
  const groups = [...categories, { enCode: '', fullName: '' }].map((category) => {
    const children = rows.filter((row) =>
      category.enCode ? row.category === category.enCode : !categories.some((c) => c.enCode === row.category),
    );
    return {
      id: category.enCode,
      fullName: category.fullName,
      num: children.length,
      children: children.map(numbers),
    };
  });
  return { list: groups.filter((group) => group.num > 0) };
}

/** ListAll: every live engine with its state, for pickers of administrators (a sub-flow's flow). */
export async function allEngines(ctx: RequestContext) {
  const rows = await ctx.services.db
    .selectFrom('flowEngine')
    .select([
      'id',
      'fullName',
      'enCode',
      'category',
      'type',
      'formType',
      'enabledMark',
      'releasedVersion',
      'sortCode',
    ])
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('fullName')
    .execute();
  return { list: rows.map(numbers) };
}

/**
 * The released version a person may start a request of `engineId` on, or null (not released, stopped,
 * deleted, or not visible to them). Type 1 (function) flows count too: a form starts those.
 */
export async function launchableVersionId(ctx: RequestContext, engineId: string): Promise<string | null> {
  for (const type of [0, 1] as const) {
    const row = await launchable(ctx, { type })
      .select('v.id')
      .where('e.id', '=', engineId)
      .executeTakeFirst();
    if (row) return row.id;
  }
  return null;
}
