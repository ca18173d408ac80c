import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The users administration list (GET /api/permission/Users) over 100,000 users:
// - live users in list order, so a page is read from the index instead of sorting every user;
// - on PostgreSQL, trigram indexes so "account, name or mobile contains the keyword" does not read
//   every row (pg_trgm ships with PostgreSQL; where it cannot be installed the list still works, slower).
//   SQLite has no such index; see docs/decisions (user list search).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('idx_user_live_order')
    .on('base_user')
    .columns(['sort_code', 'creator_time', 'id'])
    .where(sql.ref('delete_mark'), 'is', null)
    .execute();
  if (!(await hasTrigrams(db))) return;
  for (const column of ['account', 'real_name', 'mobile_phone']) {
    await sql`create index ${sql.id(`idx_user_trgm_${column}`)} on base_user using gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

async function hasTrigrams(db: Kysely<unknown>): Promise<boolean> {
  if (!isPostgres(db)) return false;
  const available = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return false;
  await sql`create extension if not exists pg_trgm`.execute(db);
  return true;
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ['account', 'real_name', 'mobile_phone']) {
      await sql`drop index if exists ${sql.id(`idx_user_trgm_${column}`)}`.execute(db);
    }
  }
  await db.schema.dropIndex('idx_user_live_order').execute();
}
