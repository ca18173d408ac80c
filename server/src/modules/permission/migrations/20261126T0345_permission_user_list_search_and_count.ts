import { type Kysely, SqliteAdapter, sql } from 'kysely';
import * as trigramSearch from './20261122T0622_permission_user_search_fts.js';

// SQLite only (decision 055): what lets the users list answer from indexes instead of reading every user.
// - base_user_search_suffix: every suffix of at least two characters of each user's account, name and
//   mobile, lower-cased as LIKE compares and cut to SUFFIX_CHARS. "contains k" is then "some suffix starts
//   with k": one range of a B-tree, for a two-character name as for a full mobile number. It replaces the
//   FTS5 trigram table of decision 025, which could not serve two characters and read the whole index
//   for digits common to every mobile.
// - base_user_tally: the number of live users per organisation and state, so the list without a keyword
//   tells its total without counting 100,000 rows.
// Triggers keep both in the statement's own transaction, whatever writes base_user. PostgreSQL keeps its
// trigram indexes and counts (decision 019).

/** Longer suffixes are cut: a longer keyword is looked up by its first SUFFIX_CHARS characters. */
export const SUFFIX_CHARS = 16;

const COLUMNS = ['account', 'real_name', 'mobile_phone'] as const;

/**
 * The suffix rows of base_user rows: of one row in a trigger (`new`, `old`), or of the whole table. Triggers
 * cannot hold a WITH clause, so the positions 0 .. length-2 come from json_each over '[0,0,…]' built from a
 * zeroblob of that length: no helper table, and no length limit that a value written outside the API could
 * exceed.
 */
function suffixesOf(row: 'new' | 'old' | 'base_user') {
  const texts = COLUMNS.map((c) =>
    row === 'base_user'
      ? `select rowid as user_rowid, ${c} as text from base_user`
      : `select ${row}.rowid as user_rowid, ${row}.${c} as text`,
  ).join(' union all ');
  return sql.raw(`select lower(substr(t.text, p.key + 1, ${SUFFIX_CHARS})) as suffix, t.user_rowid
    from (${texts}) t,
      json_each('[' || rtrim(replace(hex(zeroblob(length(t.text) - 1)), '00', '0,'), ',') || ']') p
    where t.text is not null`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await trigramSearch.down(db);

  await sql`create table base_user_search_suffix (
    suffix text not null,
    user_rowid integer not null,
    primary key (suffix, user_rowid)
  ) without rowid`.execute(db);
  await sql`insert or ignore into base_user_search_suffix (suffix, user_rowid) ${suffixesOf('base_user')}`.execute(
    db,
  );
  // A column shared by two of a user's texts is one row; an update takes out every old suffix of the user
  // and puts every new one back, so a suffix still held by an unchanged column is not lost.
  await sql`create trigger base_user_search_suffix_insert after insert on base_user begin
    insert or ignore into base_user_search_suffix (suffix, user_rowid) ${suffixesOf('new')};
  end`.execute(db);
  await sql`create trigger base_user_search_suffix_delete after delete on base_user begin
    delete from base_user_search_suffix where user_rowid = old.rowid
      and suffix in (select suffix from (${suffixesOf('old')}));
  end`.execute(db);
  await sql`create trigger base_user_search_suffix_update after update of account, real_name, mobile_phone on base_user begin
    delete from base_user_search_suffix where user_rowid = old.rowid
      and suffix in (select suffix from (${suffixesOf('old')}));
    insert or ignore into base_user_search_suffix (suffix, user_rowid) ${suffixesOf('new')};
  end`.execute(db);

  // organize_id '' stands for users without one (a primary key column cannot hold null in a group).
  await sql`create table base_user_tally (
    organize_id text not null,
    enabled_mark integer not null,
    live integer not null,
    primary key (organize_id, enabled_mark)
  ) without rowid`.execute(db);
  await sql`insert into base_user_tally (organize_id, enabled_mark, live)
    select coalesce(organize_id, ''), enabled_mark, count(*) from base_user
    where delete_mark is null group by coalesce(organize_id, ''), enabled_mark`.execute(db);
  const add = (row: 'new') =>
    sql.raw(`insert into base_user_tally (organize_id, enabled_mark, live)
      select coalesce(${row}.organize_id, ''), ${row}.enabled_mark, 1 where ${row}.delete_mark is null
      on conflict (organize_id, enabled_mark) do update set live = live + 1`);
  const remove = (row: 'old') =>
    sql.raw(`update base_user_tally set live = live - 1
      where ${row}.delete_mark is null and organize_id = coalesce(${row}.organize_id, '')
        and enabled_mark = ${row}.enabled_mark`);
  await sql`create trigger base_user_tally_insert after insert on base_user begin ${add('new')}; end`.execute(
    db,
  );
  await sql`create trigger base_user_tally_delete after delete on base_user begin ${remove('old')}; end`.execute(
    db,
  );
  await sql`create trigger base_user_tally_update after update of delete_mark, organize_id, enabled_mark on base_user begin
    ${remove('old')};
    ${add('new')};
  end`.execute(db);
}

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  for (const trigger of [
    'base_user_search_suffix_insert',
    'base_user_search_suffix_delete',
    'base_user_search_suffix_update',
    'base_user_tally_insert',
    'base_user_tally_delete',
    'base_user_tally_update',
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists base_user_search_suffix`.execute(db);
  await sql`drop table if exists base_user_tally`.execute(db);
  await trigramSearch.up(db);
}
