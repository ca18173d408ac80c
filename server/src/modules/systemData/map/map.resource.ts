import { sql } from 'kysely';
import { defineResource, STANDARD_BASE, STATE_OPTIONS } from '../../../platform/resource/define-resource.js';

/**
 * 数据地图 on the resource runtime: its list (without the GeoJSON text, with its size), the state switch
 * and the delete. The GeoJSON is not declared, so none of these reads it; the form's record and saving,
 * which check and normalise the GeoJSON, stay in map.service.ts.
 */

export const MAP_MODULE = 'systemData.map';

export const mapResource = defineResource({
  path: '/api/system/Map',
  tags: ['systemData'],
  menu: MAP_MODULE,
  table: 'base_map',
  alias: 'm',
  base: STANDARD_BASE,
  notFound: 'map.notFound',
  columns: {
    fullName: { column: 'full_name', type: 'string', maxLength: 100, searchable: true },
    enCode: { column: 'en_code', type: 'string', maxLength: 50, searchable: true },
    sortCode: { column: 'sort_code', type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { column: 'enabled_mark', type: 'integer', options: STATE_OPTIONS, default: 1 },
    description: { column: 'description', type: 'text', nullable: true, maxLength: 500 },
  },
  computed: { dataSize: { needs: ['id'] } },
  row: [
    'id',
    'fullName',
    'enCode',
    'sortCode',
    'enabledMark',
    'description',
    'dataSize',
    'creatorTime',
    'lastModifyTime',
  ],
  state: 'enabledMark',
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  hooks: {
    // The size of each map's GeoJSON, counted by the database: a page never carries the texts themselves.
    async shape(ctx, rows) {
      const ids = rows.map((r) => r.id as string);
      const sizes = await ctx.services.db
        .selectFrom('baseMap')
        .select(['id', sql<number>`length(data)`.as('dataSize')])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(sizes.map((s) => [s.id, Number(s.dataSize)]));
      for (const row of rows) row.dataSize = byId.get(row.id as string) ?? 0;
    },
  },
});
