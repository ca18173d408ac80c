import { type Kysely, SqliteAdapter, sql } from 'kysely';

// SQLite only: a trigram full-text index over the users' account, name and mobile, so the users list's
// "contains" search reads the matching rows instead of every user (decision 025). It is an
// external-content FTS5 table keyed by base_user's rowid; triggers keep it in step. Every row is
// indexed, deleted ones too: the list filters delete_mark itself. PostgreSQL has its trigram indexes
// (migration 004).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`create virtual table base_user_search using fts5(
    account, real_name, mobile_phone,
    content='base_user', content_rowid='rowid', tokenize='trigram'
  )`.execute(db);
  await sql`insert into base_user_search(base_user_search) values ('rebuild')`.execute(db);
  await sql`create trigger base_user_search_insert after insert on base_user begin
    insert into base_user_search(rowid, account, real_name, mobile_phone)
      values (new.rowid, new.account, new.real_name, new.mobile_phone);
  end`.execute(db);
  await sql`create trigger base_user_search_delete after delete on base_user begin
    insert into base_user_search(base_user_search, rowid, account, real_name, mobile_phone)
      values ('delete', old.rowid, old.account, old.real_name, old.mobile_phone);
  end`.execute(db);
  await sql`create trigger base_user_search_update after update of account, real_name, mobile_phone on base_user begin
    insert into base_user_search(base_user_search, rowid, account, real_name, mobile_phone)
      values ('delete', old.rowid, old.account, old.real_name, old.mobile_phone);
    insert into base_user_search(rowid, account, real_name, mobile_phone)
      values (new.rowid, new.account, new.real_name, new.mobile_phone);
  end`.execute(db);
}

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  for (const trigger of ['base_user_search_insert', 'base_user_search_delete', 'base_user_search_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists base_user_search`.execute(db);
}
