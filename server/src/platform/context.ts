import type { Lang } from '@app/common';
import type { FastifyRequest } from 'fastify';
import { type DataPermission, EVERYTHING } from './auth/data-permission.js';
import { checkDelegation, type Delegation, type DelegationAction, delegationOf } from './auth/delegation.js';
import type { Grants } from './auth/grants.service.js';
import { grantsAllow } from './auth/grants-allow.js';
import type { ActiveSession, SessionUser } from './auth/session.service.js';
import type { Clock } from './clock.js';
import { forbidden } from './errors.js';
import type { AppServices } from './services.js';

/**
 * Who acts: the signed-in user of a request, nobody yet (a public route: login, captcha, health), or the
 * system itself (a scheduled task, start-up). System work is named, never a request that skipped its check.
 */
export type Actor =
  | { kind: 'user'; session: ActiveSession }
  | { kind: 'anonymous' }
  | { kind: 'system'; name: string };

/**
 * Everything a service needs to act for someone, built once per request (or once per job run): who acts,
 * in which language, at what time, with which services, and the permission scopes that follow from who
 * acts. Services take it instead of a FastifyRequest, a session and a language one by one
 * (docs/decisions/058-module-kernel.md).
 */
export class RequestContext {
  private readonly scopes = new Map<string, Promise<DataPermission>>();
  private delegationScope: Promise<Delegation | null> | null = null;

  constructor(
    readonly services: AppServices,
    readonly actor: Actor,
    readonly lang: Lang,
    /** the caller's grants when the access check already loaded them */
    private readonly grants: Grants | null = null,
  ) {}

  get clock(): Clock {
    return this.services.clock;
  }

  /** The signed-in session; a route that declared 'public' and reads it is a programming error. */
  get session(): ActiveSession {
    if (this.actor.kind !== 'user') throw new Error(`${this.actor.kind} actor has no session`);
    return this.actor.session;
  }

  /** The signed-in user (see session). */
  get user(): SessionUser {
    return this.session.user;
  }

  /** The acting user's id; null for the system and for anonymous callers. */
  get userId(): string | null {
    return this.actor.kind === 'user' ? this.actor.session.user.id : null;
  }

  /**
   * 数据权限 (data permission): the rows and columns of a menu the actor may see. The system actor sees
   * everything; an anonymous caller nothing is asked of (public routes read no menu's rows).
   */
  dataPermission(menu: string): Promise<DataPermission> {
    if (this.actor.kind !== 'user') return Promise.resolve(EVERYTHING);
    let scope = this.scopes.get(menu);
    if (!scope) {
      scope = this.services.dataPermissions.of(this.actor.session.user, menu, this.grants);
      this.scopes.set(menu, scope);
    }
    return scope;
  }

  /** 分级管理 (delegated administration): what the actor may change per organisation; null: not restricted. */
  delegation(): Promise<Delegation | null> {
    if (this.actor.kind !== 'user') return Promise.resolve(null);
    this.delegationScope ??= delegationOf(this.services, this.actor.session.user);
    return this.delegationScope;
  }

  /**
   * Refuses (403) unless the actor holds a menu (and its button, when named): for routes whose menu
   * depends on the record (a design's type decides whether 在线开发 or 代码生成 opens it), which cannot
   * declare it on the route. Administrators and the system pass.
   */
  async requireAccess(access: { module: string; button?: string }): Promise<void> {
    if (this.actor.kind !== 'user') {
      if (this.actor.kind === 'anonymous') throw forbidden();
      return;
    }
    const { user } = this.actor.session;
    if (user.isAdministrator) return;
    const grants = this.grants ?? (await this.services.grants.of(user));
    if (!grantsAllow(grants, access)) throw forbidden();
  }

  /**
   * Refuses (403, 没有权限操作该数据) unless the actor may `action` in every organisation given (分级管理).
   * Empty ids are skipped: the caller's own checks answer those.
   */
  async requireDelegation(
    action: DelegationAction,
    ...organizeIds: (string | null | undefined)[]
  ): Promise<void> {
    checkDelegation(await this.delegation(), action, organizeIds);
  }
}

/** A context for work the system does on its own (a scheduled task, start-up): named, zh by default. */
export function systemContext(services: AppServices, name: string, lang: Lang = 'zh'): RequestContext {
  return new RequestContext(services, { kind: 'system', name }, lang);
}

/** The request's context, built by the access hook (platform/auth/access.hook.ts) before any handler runs. */
export function contextOf(request: FastifyRequest): RequestContext {
  return request.context;
}
