import type { Lang, MapCheck, MapFields, MapInfo, MapOption, MapRow, Paged } from '@app/common';
import { sql } from 'kysely';
import type { RequestContext } from '../../../platform/context.js';
import { type PageQuery, paginationOf } from '../../../platform/envelope.js';
import { notFound } from '../../../platform/errors.js';
import { checkNameAndCode, duplicate, text } from '../../../platform/field-checks.js';
import { newId } from '../../../platform/ids.js';
import { keepAbsent } from '../../../platform/partial-update.js';
import { contains } from '../../../platform/query.js';
import { checkMapData } from './geojson-check.js';

/**
 * 数据地图: named GeoJSON maps that chart and data-screen map widgets draw (ECharts registers them by
 * code). The China map and its provinces are seeded by migration 022; every map can be edited or removed.
 */

const live = ({ services }: RequestContext) =>
  services.db.selectFrom('baseMap').where('deleteMark', 'is', null);

const ROW_COLUMNS = [
  'id',
  'fullName',
  'enCode',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
  'lastModifyTime',
] as const;

/** GET Map: paged, keyword in the name or code, in sort order; without the GeoJSON text. */
export async function listMaps(ctx: RequestContext, query: PageQuery): Promise<Paged<MapRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = live(ctx);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('fullName')})`, keyword),
        contains(sql`lower(${eb.ref('enCode')})`, keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(ROW_COLUMNS)
    .select(sql<number>`length(data)`.as('dataSize'))
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      enCode: r.enCode,
      sortCode: Number(r.sortCode),
      enabledMark: (Number(r.enabledMark) === 1 ? 1 : 0) as 0 | 1,
      description: r.description,
      dataSize: Number(r.dataSize),
      creatorTime: Number(r.creatorTime),
      lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
    })),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

/** GET Map/Selector: enabled maps, for the widgets' map pickers. */
export async function mapSelector(ctx: RequestContext): Promise<{ list: MapOption[] }> {
  const list = await live(ctx)
    .select(['id', 'fullName', 'enCode'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  return { list };
}

async function liveRow(ctx: RequestContext, id: string) {
  const row = await live(ctx)
    .select([...ROW_COLUMNS, 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('map.notFound');
  return row;
}

/** GET Map/{id}: the form's values, GeoJSON text included. */
export async function mapInfo(ctx: RequestContext, id: string): Promise<MapInfo> {
  const r = await liveRow(ctx, id);
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    data: r.data,
    sortCode: Number(r.sortCode),
    enabledMark: (Number(r.enabledMark) === 1 ? 1 : 0) as 0 | 1,
    description: r.description,
  };
}

/** GET Map/{id}/Data: the GeoJSON a chart registers (parsed, so the envelope carries it as an object). */
export async function mapData(ctx: RequestContext, id: string): Promise<unknown> {
  const row = await live(ctx).select(['data']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('map.notFound');
  return JSON.parse(row.data);
}

/** POST Map/Actions/Check: the data as it would be saved, or the refusal naming the problem. */
export function checkMap(ctx: RequestContext, data: string): MapCheck {
  return checkMapData(data, ctx.lang);
}

export type MapInput = Partial<MapFields> & Pick<MapFields, 'fullName' | 'enCode' | 'data'>;

function values(input: MapInput, lang: Lang) {
  const fullName = String(input.fullName ?? '').trim();
  const enCode = String(input.enCode ?? '').trim();
  checkNameAndCode(fullName, enCode, lang);
  const checked = checkMapData(String(input.data ?? ''), lang);
  return {
    fullName,
    enCode,
    data: checked.data,
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
  };
}

/** Refuses a code or a name another live map uses (409 naming the field). */
async function checkFree(ctx: RequestContext, v: { enCode: string; fullName: string }, selfId = '') {
  const { lang } = ctx;
  const taken = await live(ctx)
    .select(['enCode', 'fullName'])
    .where('id', '!=', selfId)
    .where((eb) => eb.or([eb('enCode', '=', v.enCode), eb('fullName', '=', v.fullName)]))
    .execute();
  if (taken.some((r) => r.enCode === v.enCode)) throw duplicate('enCode', lang);
  if (taken.length > 0) throw duplicate('fullName', lang);
}

export async function createMap(ctx: RequestContext, input: MapInput): Promise<{ id: string }> {
  const v = values(input, ctx.lang);
  await checkFree(ctx, v);
  const id = newId();
  await ctx.services.db
    .insertInto('baseMap')
    .values({ id, ...v, creatorTime: ctx.clock.now(), creatorUserId: ctx.userId })
    .execute();
  return { id };
}

export async function updateMap(ctx: RequestContext, id: string, input: MapInput): Promise<void> {
  const current = await liveRow(ctx, id);
  const v = values(keepAbsent(input, current, ['sortCode', 'enabledMark', 'description']), ctx.lang);
  await checkFree(ctx, v, id);
  await ctx.services.db
    .updateTable('baseMap')
    .set({ ...v, lastModifyTime: ctx.clock.now(), lastModifyUserId: ctx.userId })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

export async function deleteMap(ctx: RequestContext, id: string): Promise<void> {
  await liveRow(ctx, id);
  await ctx.services.db
    .updateTable('baseMap')
    .set({ deleteMark: 1, deleteTime: ctx.clock.now(), deleteUserId: ctx.userId })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

export async function toggleMap(ctx: RequestContext, id: string): Promise<{ enabledMark: number }> {
  const row = await liveRow(ctx, id);
  const enabledMark = Number(row.enabledMark) === 1 ? 0 : 1;
  await ctx.services.db
    .updateTable('baseMap')
    .set({ enabledMark, lastModifyTime: ctx.clock.now(), lastModifyUserId: ctx.userId })
    .where('id', '=', id)
    .execute();
  return { enabledMark };
}
