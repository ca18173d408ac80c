import type {
  ExplainEffect,
  ExplainHolder,
  ExplainHolderState,
  ExplainReason,
  ExplainSignIn,
  ExplainSubType,
  ExplainUser,
} from '@app/common';
import type { Db } from '../../db/database.js';
import { type Grants, userHolderRelations } from '../../platform/auth/grants.service.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { type Lang, type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';

/**
 * The permission explainer's subject: the user as it sees them, the roles, positions and the user
 * themself that may hold grants for them, whether they could sign in, and the reasons list it answers in.
 */

export const SUB_KINDS = ['button', 'column', 'form', 'resource'] as const;

export interface Subject {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
  isAdministrator: boolean;
  enabledMark: number;
  unlockTime: number | null;
  roleId: string | null;
  positionId: string | null;
}

export interface MenuState {
  id: string;
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string | null;
  category: string;
  enabledMark: number;
  deleteMark: number | null;
}

export interface ItemState {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  deleteMark: number | null;
}

export interface Holder extends ExplainHolderState {}

/** One user as the explainer sees them: live users only; anyone else is absent. */
export async function subjectOf(db: Db, userId: string): Promise<Subject> {
  const row = await db
    .selectFrom('baseUser as u')
    .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .select([
      'u.id',
      'u.account',
      'u.realName',
      'o.fullName as organizeName',
      'u.isAdministrator',
      'u.enabledMark',
      'u.unlockTime',
      'u.roleId',
      'u.positionId',
    ])
    .where('u.id', '=', userId)
    .where('u.deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('explain.userNotFound');
  return { ...row, organizeName: row.organizeName ?? null, isAdministrator: row.isAdministrator === 1 };
}

const splitIds = (csv: string | null) => (csv ? csv.split(',').filter(Boolean) : []);

/**
 * The roles and positions the user is related to, whether each passes its grants on (the same rule as the
 * grants service: an enabled, live role or position through a baseUserRelation row), then roles and
 * positions the user's profile names without a relation (they pass nothing on), then the user themself.
 */
export async function holdersOf(db: Db, subject: Subject): Promise<Holder[]> {
  const relations = await userHolderRelations(db, subject.id)
    .select(['role.fullName as roleName', 'position.fullName as positionName'])
    .orderBy('r.objectType', 'desc')
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime')
    .orderBy('r.id')
    .execute();
  const holders: Holder[] = [];
  const seen = new Set<string>();
  for (const r of relations) {
    if (seen.has(r.objectId)) continue;
    seen.add(r.objectId);
    if (r.objectType === 'Role') {
      const code =
        r.roleName == null || r.roleDeleted != null
          ? 'role.deleted'
          : r.roleEnabled !== 1
            ? 'role.disabled'
            : null;
      holders.push({ type: 'Role', id: r.objectId, name: r.roleName ?? r.objectId, passesOn: !code, code });
    } else {
      const code =
        r.positionName == null || r.positionDeleted != null
          ? 'position.deleted'
          : r.positionEnabled !== 1
            ? 'position.disabled'
            : null;
      holders.push({
        type: 'Position',
        id: r.objectId,
        name: r.positionName ?? r.objectId,
        passesOn: !code,
        code,
      });
    }
  }
  // A profile that names a role or position without the relation behind it: shown, never passing on.
  const named = [
    ...splitIds(subject.roleId).map((id) => ({ type: 'Role' as const, id })),
    ...splitIds(subject.positionId).map((id) => ({ type: 'Position' as const, id })),
  ].filter((n) => !seen.has(n.id));
  if (named.length) {
    const ids = named.map((n) => n.id);
    const [roles, positions] = await Promise.all([
      db.selectFrom('baseRole').select(['id', 'fullName']).where('id', 'in', ids).execute(),
      db.selectFrom('basePosition').select(['id', 'fullName']).where('id', 'in', ids).execute(),
    ]);
    const names = new Map([...roles, ...positions].map((r) => [r.id, r.fullName]));
    for (const n of named) {
      if (seen.has(n.id) || !names.has(n.id)) continue;
      seen.add(n.id);
      holders.push({ ...n, name: names.get(n.id) ?? n.id, passesOn: false, code: 'relation.missing' });
    }
  }
  holders.push({ type: 'User', id: subject.id, name: subject.realName, passesOn: true, code: null });
  return holders;
}

export function explainUser(subject: Subject, holders: Holder[]): ExplainUser {
  return {
    id: subject.id,
    account: subject.account,
    realName: subject.realName,
    organizeName: subject.organizeName,
    isAdministrator: subject.isAdministrator,
    holders,
  };
}

export class Reasons {
  readonly list: ExplainReason[] = [];
  constructor(private readonly lang: Lang) {}
  add(
    code: string,
    effect: ExplainEffect,
    key: MessageKey,
    params: MessageParams = {},
    holder: ExplainHolder | null = null,
  ) {
    this.list.push({ code, effect, message: translate(key, this.lang, params), holder });
  }
  /** A few names quoted the language's way, with how many more there are. */
  nameList(names: string[], shown = 3): string {
    const quote =
      this.lang === 'en'
        ? (n: string) => `"${n}"`
        : this.lang === 'zhtw'
          ? (n: string) => `「${n}」`
          : (n: string) => `“${n}”`;
    const list = names
      .slice(0, shown)
      .map(quote)
      .join(this.lang === 'en' ? ', ' : '、');
    if (names.length <= shown) return list;
    if (this.lang === 'en') return `${list} and ${names.length - shown} more`;
    return `${list}等${names.length}${this.lang === 'zhtw' ? '項' : '项'}`;
  }
}

/** Whether the user could sign in now, and if not, why (SPEC §5: disabled, locked, no menu). */
export async function signInOf(
  ctx: RequestContext,
  subject: Subject,
  grants: Grants,
): Promise<ExplainSignIn> {
  const { services } = ctx;
  const reasons = new Reasons(ctx.lang);
  if (subject.enabledMark !== 1) reasons.add('user.disabled', 'deny', 'explain.signIn.disabled');
  const now = services.clock.now();
  if (subject.unlockTime && subject.unlockTime > now) {
    const minutes = Math.max(1, Math.ceil((subject.unlockTime - now) / 60_000));
    reasons.add('user.locked', 'deny', 'explain.signIn.locked', { minutes });
  }
  const at = subject.account.lastIndexOf('@');
  if (at >= 0) {
    const account = subject.account.slice(at + 1);
    const main = await services.db
      .selectFrom('baseUser')
      .select('enabledMark')
      .where('account', '=', account)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (main?.enabledMark !== 1)
      reasons.add('user.mainDisabled', 'deny', 'explain.signIn.mainDisabled', { account });
  }
  if (grants.menus.length === 0) reasons.add('user.noMenus', 'deny', 'explain.signIn.noMenus');
  return { allowed: reasons.list.length === 0, reasons: reasons.list };
}

/** The user's grants, from the same service that decides their own menus and permissions. */
export const grantsOf = (ctx: RequestContext, subject: Subject) =>
  ctx.services.grants.of({ id: subject.id, isAdministrator: subject.isAdministrator });

/** Every menu, deleted and disabled ones too, in menu order. */
export function allMenus(db: Db) {
  return db
    .selectFrom('baseModule')
    .select(['id', 'parentId', 'type', 'fullName', 'enCode', 'icon', 'category', 'enabledMark', 'deleteMark'])
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .execute();
}

/** A menu the grants service may hand out: enabled, not deleted, a web menu. */
export const usable = (m: { enabledMark: number; deleteMark: number | null; category?: string }) =>
  m.enabledMark === 1 && m.deleteMark == null && (m.category === undefined || m.category === 'Web');

/** Whether the grants put the item in the user's permissions. */
export function holds(grants: Grants, kind: ExplainSubType, item: ItemState): boolean {
  return grants.byModule.get(item.moduleId)?.[kind].some((g) => g.id === item.id) ?? false;
}
