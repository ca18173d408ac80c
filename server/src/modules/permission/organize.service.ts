import {
  type Lang,
  ORGANIZE_PROPERTY_KEYS,
  type OrganizeCategory,
  type OrganizeFields,
  TREE_ROOT,
} from '@app/common';
import type { Db } from '../../db/database.js';
import { movedTo } from '../../platform/auth/delegation.js';
import { liveOrganizes, type OrgRow } from '../../platform/auth/organizations.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import {
  checkNameAndCode,
  duplicate,
  fieldError,
  jsonObjectField,
  text,
} from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { createdBy, flipEnabled, modifiedBy, softDelete } from '../../platform/resource/stamps.js';
import { LATEST_EPOCH_MS } from '../../platform/time-schema.js';
import { liveOrganize } from './organize-tree.service.js';

/**
 * Companies and departments (SPEC §7.5), the writing side. Every change is checked against 分级管理 on
 * the organisation it touches (and the one it moves to); deleting marks the row (deleteMark), as the rest
 * of the platform reads only unmarked rows.
 */

export type OrganizeInput = Partial<OrganizeFields> &
  Pick<OrganizeFields, 'parentId' | 'enCode' | 'fullName'>;

interface Checked {
  parentId: string;
  enCode: string;
  fullName: string;
  managerId: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  organizeIdTree: string;
  propertyJson: string | null;
}

const propertyText = { type: ['string', 'null'], maxLength: 200 } as const;

/**
 * The company details of the original's form (ORGANIZE_PROPERTY_KEYS), sent as an object or as its JSON
 * text; other keys are dropped. 成立时间 is epoch ms, or empty.
 */
export const organizePropertiesSchema = {
  type: ['object', 'string', 'null'],
  maxLength: 10000,
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(ORGANIZE_PROPERTY_KEYS.map((key) => [key, propertyText])),
    // epoch ms; the original's empty date arrives as '' and is taken as none (numeric-strings.ts)
    foundedTime: { type: ['integer', 'null'], minimum: 0, maximum: LATEST_EPOCH_MS },
    businessscope: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;

/** The stored JSON text of the details: known keys only; a text that is not such an object is refused. */
function propertiesOf(value: OrganizeInput['propertyJson'], lang: Lang): string | null {
  const given = jsonObjectField(value, 'propertyJson', 'organize.propertyJson', lang);
  const kept = Object.fromEntries(
    ORGANIZE_PROPERTY_KEYS.flatMap((key) => {
      const v = given[key];
      return typeof v === 'string' || typeof v === 'number' ? [[key, v]] : [];
    }),
  );
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
}

/** Checks a company or department as sent; `self` is the stored row when editing. */
async function checked(
  db: Db,
  category: OrganizeCategory,
  input: OrganizeInput,
  lang: Lang,
  self?: { id: string; fullName: string },
): Promise<Checked> {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  // A stored name from before the rule (the demo's "(上海)") does not block other edits.
  checkNameAndCode(fullName, enCode, lang, !self || self.fullName !== fullName);
  const parentId = input.parentId.trim() || TREE_ROOT;
  const rows = await liveOrganizes(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let tree: string[] = [];
  if (parentId === TREE_ROOT) {
    if (category === 'department') throw fieldError('parentId', 'organize.departmentNeedsParent', lang);
  } else {
    const parent = byId.get(parentId);
    if (!parent) throw fieldError('parentId', 'organize.parentNotFound', lang);
    if (category === 'company' && parent.category !== 'company')
      throw fieldError('parentId', 'organize.companyUnderDepartment', lang);
    const chain: string[] = [];
    const seen = new Set<string>();
    for (let p: OrgRow | undefined = parent; p && !seen.has(p.id); p = byId.get(p.parentId)) {
      seen.add(p.id);
      chain.unshift(p.id);
    }
    if (self && chain.includes(self.id)) throw fieldError('parentId', 'organize.cycle', lang);
    tree = chain;
  }
  const managerId = text(input.managerId);
  if (managerId) {
    const manager = await db
      .selectFrom('baseUser')
      .select('id')
      .where('id', '=', managerId)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (!manager) throw fieldError('managerId', 'organize.managerNotFound', lang);
  }
  const taken = rows.find((r) => r.enCode === enCode && r.id !== self?.id);
  if (taken) throw duplicate('enCode', lang);
  return {
    parentId,
    enCode,
    fullName,
    managerId,
    description: text(input.description),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    organizeIdTree: tree.join(','),
    propertyJson: propertiesOf(input.propertyJson, lang),
  };
}

/** What an update may leave out: each keeps its stored value. */
const OPTIONAL_FIELDS = ['managerId', 'description', 'sortCode', 'enabledMark', 'propertyJson'] as const;

const withSelf = (tree: string, id: string) => (tree ? `${tree},${id}` : id);

export async function createOrganize(
  ctx: RequestContext,
  category: OrganizeCategory,
  input: OrganizeInput,
): Promise<{ id: string }> {
  await ctx.requireDelegation('add', input.parentId.trim() || TREE_ROOT);
  const values = await checked(ctx.services.db, category, input, ctx.lang);
  const id = newId();
  await ctx.services.db
    .insertInto('baseOrganize')
    .values({
      ...values,
      id,
      category,
      organizeIdTree: withSelf(values.organizeIdTree, id),
      ...createdBy(ctx),
    })
    .execute();
  return { id };
}

export async function updateOrganize(
  ctx: RequestContext,
  category: OrganizeCategory,
  id: string,
  input: OrganizeInput,
): Promise<void> {
  const db = ctx.services.db;
  const current = await liveOrganize(db, id, category);
  await ctx.requireDelegation('edit', id, movedTo(current.parentId, input.parentId.trim() || TREE_ROOT));
  const whole = keepAbsent(input, current, OPTIONAL_FIELDS);
  const values = await checked(db, category, whole, ctx.lang, current);
  const ownTree = withSelf(values.organizeIdTree, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('baseOrganize')
      .set({
        ...values,
        organizeIdTree: ownTree,
        ...modifiedBy(ctx),
      })
      .where('id', '=', id)
      .execute();
    if (values.parentId === current.parentId && current.organizeIdTree === ownTree) return;
    // Moved: every node below carries the new path of ancestors.
    const all = await trx.selectFrom('baseOrganize').select(['id', 'parentId']).execute();
    const byParent = new Map<string, string[]>();
    for (const r of all) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r.id]);
    const stack = (byParent.get(id) ?? []).map((child) => ({ child, tree: ownTree }));
    const seen = new Set([id]);
    while (stack.length > 0) {
      const { child, tree } = stack.pop() as { child: string; tree: string };
      if (seen.has(child)) continue;
      seen.add(child);
      const childTree = `${tree},${child}`;
      await trx
        .updateTable('baseOrganize')
        .set({ organizeIdTree: childTree })
        .where('id', '=', child)
        .execute();
      for (const next of byParent.get(child) ?? []) stack.push({ child: next, tree: childTree });
    }
  });
}

/** Refused while sub-organisations, positions or users still belong to it. */
export async function deleteOrganize(
  ctx: RequestContext,
  category: OrganizeCategory,
  id: string,
): Promise<void> {
  const db = ctx.services.db;
  await liveOrganize(db, id, category);
  await ctx.requireDelegation('delete', id);
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
    Number((await query)?.n ?? 0);
  const children = await count(
    db
      .selectFrom('baseOrganize')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentId', '=', id)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
  );
  if (children > 0) throw badRequest('organize.hasChildren', { count: children });
  const positions = await count(
    db
      .selectFrom('basePosition')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organizeId', '=', id)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
  );
  if (positions > 0) throw badRequest('organize.hasPositions', { count: positions });
  const users = await count(
    db
      .selectFrom('baseUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organizeId', '=', id)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
  );
  if (users > 0) throw badRequest('organize.hasUsers', { count: users });
  await softDelete(ctx, 'baseOrganize', id);
}

/** PUT …/Actions/State: switches enabled ↔ disabled and answers the new state. */
export async function toggleOrganize(
  ctx: RequestContext,
  category: OrganizeCategory,
  id: string,
): Promise<{ enabledMark: number }> {
  const row = await liveOrganize(ctx.services.db, id, category);
  await ctx.requireDelegation('edit', id);
  return flipEnabled(ctx, 'baseOrganize', row);
}
