import type { Lang, MapCheck, MapFields, MapInfo, MapOption } from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { checkNameAndCode, duplicate, text } from '../../../platform/field-checks.js';
import { newId } from '../../../platform/ids.js';
import { keepAbsent } from '../../../platform/partial-update.js';
import { createdBy, modifiedBy } from '../../../platform/resource/stamps.js';
import { checkMapData } from './geojson-check.js';

/**
 * 数据地图: named GeoJSON maps that chart and data-screen map widgets draw (ECharts registers them by
 * code). The China map and its provinces are seeded by migration 022; every map can be edited or removed.
 * The list, the state switch and the delete run on the resource runtime (map.resource.ts); here are the
 * pickers, the form's record and saving, which check and normalise the GeoJSON.
 */

const live = ({ services }: RequestContext) =>
  services.db.selectFrom('baseMap').where('deleteMark', 'is', null);

/** The form's values of a map, its GeoJSON text included. */
const FORM_COLUMNS = ['id', 'fullName', 'enCode', 'data', 'sortCode', 'enabledMark', 'description'] as const;

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
  const row = await live(ctx).select(FORM_COLUMNS).where('id', '=', id).executeTakeFirst();
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
    .values({ id, ...v, ...createdBy(ctx) })
    .execute();
  return { id };
}

export async function updateMap(ctx: RequestContext, id: string, input: MapInput): Promise<void> {
  const current = await liveRow(ctx, id);
  const v = values(keepAbsent(input, current, ['sortCode', 'enabledMark', 'description']), ctx.lang);
  await checkFree(ctx, v, id);
  await ctx.services.db
    .updateTable('baseMap')
    .set({ ...v, ...modifiedBy(ctx) })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}
