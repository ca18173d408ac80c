import type { Db } from './db/database.js';
import { DEFAULT_ADMIN_PASSWORD } from './platform/auth/default-password.js';

export interface BannerFacts {
  port: number;
  host: string;
  /** the SQLite file, or 'PostgreSQL' */
  database: string;
  /** accounts of administrators that still have the seeded default password */
  defaultPasswordAccounts: string[];
  /** ADMIN_PASSWORD was given (it only matters at the first start) */
  adminPasswordFromEnv: boolean;
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** What `npm start` prints once the server listens (decision 052: it says when admin123 still opens the admin). */
export function startupBanner(facts: BannerFacts): string {
  const { port, host } = facts;
  const stillDefault = facts.defaultPasswordAccounts.length > 0;
  const account = stillDefault
    ? `admin / ${DEFAULT_ADMIN_PASSWORD} (the default: change it at the first sign-in)`
    : facts.adminPasswordFromEnv
      ? 'admin / (ADMIN_PASSWORD at first start, or as changed since)'
      : 'admin / (changed since the first start)';
  const lines = [
    '',
    `  Platform is running at http://localhost:${port}`,
    `  API documentation:    http://localhost:${port}/api/docs`,
    `  Database:             ${facts.database}`,
    `  Administrator:        ${account}`,
  ];
  if (stillDefault) {
    const who = facts.defaultPasswordAccounts.join(', ');
    const reach = ALL_INTERFACES.has(host)
      ? `The server listens on every interface (HOST=${host || '0.0.0.0'}): anyone who can reach port ${port} can try it.`
      : `The server listens on ${host} only.`;
    lines.push(
      '',
      `  WARNING: ${who} still has the default password ${DEFAULT_ADMIN_PASSWORD}: sign in and change it.`,
      `           ${reach}`,
      '           (Set ADMIN_PASSWORD before the first start to begin with a password of your own.)',
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** The administrators whose password is still the seeded default (base_user.password_change_required). */
export async function defaultPasswordAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('baseUser')
    .select('account')
    .where('passwordChangeRequired', '=', 1)
    .where('isAdministrator', '=', 1)
    .where('deleteMark', 'is', null)
    .orderBy('account')
    .execute();
  return rows.map((r) => r.account);
}
