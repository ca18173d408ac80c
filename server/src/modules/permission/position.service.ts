import { nest, type OrganizeTreeNode, type PositionOption, pathNames } from '@app/common';
import { liveOrganizes } from '../../platform/auth/organizations.js';
import type { RequestContext } from '../../platform/context.js';
import { treeNode } from './organize-tree.service.js';

/**
 * The position pickers (any signed-in user): enabled positions with their organisation. The positions
 * screen itself (list, record, writes) is the resource in position.resource.ts.
 */

async function enabledPositions(ctx: RequestContext) {
  return ctx.services.db
    .selectFrom('basePosition as p')
    .select(['p.id', 'p.fullName', 'p.enCode', 'p.type', 'p.organizeId'])
    .where('p.deleteMark', 'is', null)
    .where('p.enabledMark', '=', 1)
    .orderBy('p.sortCode')
    .orderBy('p.creatorTime')
    .orderBy('p.id')
    .execute();
}

/** GET Position/All: enabled positions with their organisation path. */
export async function allPositions(ctx: RequestContext): Promise<{ list: PositionOption[] }> {
  const [orgs, positions] = await Promise.all([liveOrganizes(ctx.services.db), enabledPositions(ctx)]);
  const paths = pathNames(orgs);
  return { list: positions.map((p) => ({ ...p, organizeName: paths.get(p.organizeId) ?? '' })) };
}

/**
 * GET Position/Selector: enabled companies and departments with their enabled positions as leaves;
 * branches without any position are left out.
 */
export async function positionSelector(ctx: RequestContext): Promise<{ list: OrganizeTreeNode[] }> {
  const [orgs, positions] = await Promise.all([liveOrganizes(ctx.services.db), enabledPositions(ctx)]);
  const enabled = orgs.filter((o) => o.enabledMark === 1);
  const byId = new Map(enabled.map((o) => [o.id, o]));
  const keep = new Set<string>();
  const leaves: OrganizeTreeNode[] = [];
  for (const p of positions) {
    if (!byId.has(p.organizeId)) continue;
    leaves.push({
      id: p.id,
      parentId: p.organizeId,
      fullName: p.fullName,
      enCode: p.enCode,
      type: 'position',
      enabledMark: 1,
      hasChildren: false,
    });
    for (let o = byId.get(p.organizeId); o && !keep.has(o.id); o = byId.get(o.parentId)) keep.add(o.id);
  }
  const nodes = enabled.filter((o) => keep.has(o.id)).map(treeNode);
  return { list: nest([...nodes, ...leaves]) };
}
