import { statfs } from 'node:fs/promises';
import {
  DASHBOARD_LOGIN_DAYS,
  DASHBOARD_OPERATIONS,
  type DashboardAnswer,
  type DashboardOperation,
  type DashboardStorage,
} from '@app/common';
import { sql } from 'kysely';
import type { RequestContext } from '../../platform/context.js';
import { liveSessions } from './online-user.service.js';

/**
 * The dashboard (工作台) of an administrator: who is online, sign-ins over the last days, the latest
 * operations and the storage in use. Each part is answered only to a caller who holds the menu that
 * shows the same data (在线用户, 系统日志, 系统监控), so the dashboard reveals nothing those screens would not.
 */

const MENUS = {
  online: 'permission.onlineUser',
  logs: 'system.log',
  storage: 'system.monitor',
} as const;

/** Log categories (server-facts §2): 1 sign-in, 3 operation. */
const LOGIN = 1;
const OPERATION = 3;

async function heldMenus(ctx: RequestContext): Promise<(menu: string) => boolean> {
  if (ctx.actor.kind !== 'user' || ctx.user.isAdministrator) return () => true;
  const grants = await ctx.services.grants.of(ctx.user);
  return (menu) => grants.moduleIdByCode.has(menu);
}

async function online(ctx: RequestContext): Promise<DashboardAnswer['online']> {
  const [row] = await (await liveSessions(ctx.services))
    .select((eb) => [
      eb.fn.countAll<number>().as('sessions'),
      eb.fn.count<number>('s.userId').distinct().as('users'),
    ])
    .execute();
  return { users: Number(row?.users ?? 0), sessions: Number(row?.sessions ?? 0) };
}

/** yyyy-mm-dd of a local day, as the server's calendar has it. */
const dayText = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** Sign-ins per day, oldest first; each day is a range on the (category, time) index. */
async function logins(ctx: RequestContext): Promise<DashboardAnswer['logins']> {
  const days: { date: string; from: number; to: number }[] = [];
  for (let back = DASHBOARD_LOGIN_DAYS - 1; back >= 0; back--) {
    const start = new Date(ctx.clock.now());
    start.setHours(0, 0, 0, 0);
    start.setDate(start.getDate() - back);
    const end = new Date(start);
    end.setDate(end.getDate() + 1);
    days.push({ date: dayText(start), from: start.getTime(), to: end.getTime() });
  }
  return Promise.all(
    days.map(async ({ date, from, to }) => {
      const rows = await ctx.services.db
        .selectFrom('baseSysLog')
        .select(['loginMark', (eb) => eb.fn.countAll<number>().as('n')])
        .where('category', '=', LOGIN)
        .where('creatorTime', '>=', from)
        .where('creatorTime', '<', to)
        .groupBy('loginMark')
        .execute();
      const count = (ok: boolean) =>
        rows.filter((r) => (r.loginMark === 1) === ok).reduce((sum, r) => sum + Number(r.n), 0);
      return { date, succeeded: count(true), failed: count(false) };
    }),
  );
}

async function operations(ctx: RequestContext): Promise<DashboardOperation[]> {
  return ctx.services.db
    .selectFrom('baseSysLog')
    .select(['id', 'userName', 'moduleName', 'requestMethod', 'requestUrl', 'abstracts', 'creatorTime'])
    .where('category', '=', OPERATION)
    .orderBy('creatorTime', 'desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_OPERATIONS)
    .execute();
}

async function databaseBytes(ctx: RequestContext): Promise<number> {
  const { db, dialect } = ctx.services;
  const query =
    dialect === 'postgres'
      ? sql<{ size: string }>`select pg_database_size(current_database()) as size`
      : sql<{
          size: string;
        }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.size ?? 0);
}

async function storage(ctx: RequestContext): Promise<DashboardStorage> {
  const [database, files, disk] = await Promise.all([
    databaseBytes(ctx),
    ctx.services.db
      .selectFrom('baseFile')
      .select((eb) => [eb.fn.sum<number>('size').as('bytes'), eb.fn.countAll<number>().as('n')])
      .executeTakeFirst(),
    statfs(ctx.services.config.dataDir).catch(() => null),
  ]);
  const diskTotal = disk ? disk.blocks * disk.bsize : 0;
  return {
    database,
    files: Number(files?.bytes ?? 0),
    fileCount: Number(files?.n ?? 0),
    diskTotal,
    diskUsed: disk ? diskTotal - disk.bavail * disk.bsize : 0,
  };
}

/** GET /api/system/Dashboard */
export async function dashboardFigures(ctx: RequestContext): Promise<DashboardAnswer> {
  const holds = await heldMenus(ctx);
  const [onlineNow, loginDays, latest, used] = await Promise.all([
    holds(MENUS.online) ? online(ctx) : null,
    holds(MENUS.logs) ? logins(ctx) : null,
    holds(MENUS.logs) ? operations(ctx) : null,
    holds(MENUS.storage) ? storage(ctx) : null,
  ]);
  return { online: onlineNow, logins: loginDays, operations: latest, storage: used };
}
