import type {
  ExplainItems,
  ExplainItemType,
  ExplainLeaf,
  ExplainMenuNode,
  ExplainVerdict,
  ViewAsAnswer,
} from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { currentUser } from '../oauth/exports.js';
import { ITEM_TABLES } from './authorize.service.js';
import {
  allMenus,
  explainUser,
  grantsOf,
  holdersOf,
  holds,
  Reasons,
  SUB_KINDS,
  signInOf,
  subjectOf,
} from './explain-subject.js';
import { explainMenu, explainSub } from './explain-verdict.js';

/**
 * The permission explainer: for one user, which grants reach them and why an item is or is not theirs.
 * Whether an item is held is always read from the grants service (the same answer the user's own menus
 * and permissions give); the reasons are worked out here from the grants, holders and states behind it.
 * Everything here only reads.
 */

/** Every web menu (disabled ones too, deleted ones not) with its items, each marked held or not. */
export async function explainItems(ctx: RequestContext, userId: string): Promise<ExplainItems> {
  const { db } = ctx.services;
  const subject = await subjectOf(db, userId);
  const [holders, grants, menus] = await Promise.all([
    holdersOf(db, subject),
    grantsOf(ctx, subject),
    allMenus(db),
  ]);
  const held = new Set(grants.menus.map((m) => m.id));
  const nodes = new Map<string, ExplainMenuNode>();
  for (const m of menus) {
    if (m.deleteMark != null || m.category !== 'Web') continue;
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      fullName: m.fullName,
      enCode: m.enCode,
      type: m.type,
      icon: m.icon,
      enabled: m.enabledMark === 1,
      granted: held.has(m.id),
      items: { button: [], column: [], form: [], resource: [] },
      children: [],
    });
  }
  const ids = [...nodes.keys()];
  if (ids.length) {
    await Promise.all(
      SUB_KINDS.map(async (kind) => {
        const rows = await db
          .selectFrom(ITEM_TABLES[kind] as 'baseModuleButton')
          .select(['id', 'moduleId', 'fullName', 'enCode', 'enabledMark', 'deleteMark'])
          .where('deleteMark', 'is', null)
          .where('moduleId', 'in', ids)
          .orderBy('sortCode')
          .orderBy('creatorTime')
          .execute();
        for (const row of rows) {
          const leaf: ExplainLeaf = {
            id: row.id,
            fullName: row.fullName,
            enCode: row.enCode,
            enabled: row.enabledMark === 1,
            granted: holds(grants, kind, row),
          };
          nodes.get(row.moduleId)?.items[kind].push(leaf);
        }
      }),
    );
  }
  const list: ExplainMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else list.push(node);
  }
  return {
    user: explainUser(subject, holders),
    signIn: await signInOf(ctx, subject, grants),
    list,
  };
}

/**
 * Why one user holds or lacks one item: the verdict is the grants service's, the reasons every path
 * that grants it (or would, were its holder passing it on) and everything that blocks it.
 */
export async function explainItem(
  ctx: RequestContext,
  userId: string,
  itemType: ExplainItemType,
  itemId: string,
): Promise<ExplainVerdict> {
  const { db } = ctx.services;
  const subject = await subjectOf(db, userId);
  const [holders, grants, menus] = await Promise.all([
    holdersOf(db, subject),
    grantsOf(ctx, subject),
    allMenus(db),
  ]);
  const reasons = new Reasons(ctx.lang);
  let allowed: boolean;
  let item: ExplainVerdict['item'];
  if (itemType === 'module') {
    const menu = menus.find((m) => m.id === itemId);
    if (!menu) throw notFound('explain.itemNotFound');
    allowed = await explainMenu(db, subject, holders, grants, menu, menus, reasons);
    item = {
      itemType,
      id: menu.id,
      fullName: menu.fullName,
      enCode: menu.enCode,
      moduleId: menu.id,
      moduleName: menu.fullName,
      moduleEnCode: menu.enCode,
    };
  } else {
    const row = await db
      .selectFrom(ITEM_TABLES[itemType] as 'baseModuleButton')
      .select(['id', 'moduleId', 'fullName', 'enCode', 'enabledMark', 'deleteMark'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw notFound('explain.itemNotFound');
    const menu = menus.find((m) => m.id === row.moduleId);
    allowed = await explainSub(db, subject, holders, grants, itemType, row, menu, reasons);
    item = {
      itemType,
      id: row.id,
      fullName: row.fullName,
      enCode: row.enCode,
      moduleId: row.moduleId,
      moduleName: menu?.fullName ?? '',
      moduleEnCode: menu?.enCode ?? '',
    };
  }
  return { allowed, item, reasons: reasons.list, signIn: await signInOf(ctx, subject, grants) };
}

/**
 * What CurrentUser would answer the user, built by the same function, with their holders and whether
 * they could sign in. Read-only: no session, token or login record is made for them.
 */
export async function viewAs(ctx: RequestContext, userId: string): Promise<ViewAsAnswer> {
  const { db, settings: systemSettings } = ctx.services;
  const subject = await subjectOf(db, userId);
  const [holders, grants, settings] = await Promise.all([
    holdersOf(db, subject),
    grantsOf(ctx, subject),
    systemSettings.get(),
  ]);
  const answer = await currentUser(ctx, subject.id, grants, settings);
  return {
    ...answer,
    user: explainUser(subject, holders),
    signIn: await signInOf(ctx, subject, grants),
  };
}
