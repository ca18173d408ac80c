import { type Kysely, sql } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';
import MAPS from '../../../db/seed/maps.json' with { type: 'json' };

// 数据地图: GeoJSON maps (a FeatureCollection as text) for chart and data-screen map widgets. The China map
// and one map per province are loaded here once, from seed/maps.json (scripts/build-maps.mjs makes it from
// the public map data the echarts 4.x package shipped). Their ids are fixed ('map-<code>'), so a chart that
// saved one keeps finding it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_map'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ux_map_en_code')
    .on('base_map')
    .column('en_code')
    .unique()
    .where(sql.ref('delete_mark'), 'is', null)
    .execute();

  const now = Date.now();
  const maps = MAPS as { enCode: string; fullName: string; data: unknown }[];
  // One row a statement: each carries up to ~75 KB of text, and there are 35 of them.
  for (const [index, map] of maps.entries()) {
    await db
      .insertInto('base_map' as never)
      .values({
        id: `map-${map.enCode}`,
        full_name: map.fullName,
        en_code: map.enCode,
        data: JSON.stringify(map.data),
        sort_code: index,
        enabled_mark: 1,
        creator_time: now,
      } as never)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_map').execute();
}
