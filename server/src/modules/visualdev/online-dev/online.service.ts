import type { Paged } from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { type OnlineAccess, type OnlineButton, onlineAccess } from './online-access.js';
import { displayRows } from './online-display.js';
import { jsonStore } from './online-json-store.js';
import { formWithout, type LiveModel, liveModel } from './online-model.js';
import { type OnlineListBody, searchConditions } from './online-search.js';
import type { OnlineStore } from './online-store.js';
import { visibleField } from './online-store.js';
import { tableStore } from './online-table-store.js';
import { recordToWrite, type Values } from './online-values.js';

/**
 * The OnlineDev API of a released design (SPEC §7.11, server-facts §7): its live form and list, its
 * records as raw values (the edit form) and as display text (DataChange, lists), and their writes. Every
 * call opens the live version, the caller's access through the menu (or a preview through the design
 * menu), and the store of the design's records.
 */

export interface Opened {
  model: LiveModel;
  access: OnlineAccess;
  store: OnlineStore;
}

export async function openOnline(
  ctx: RequestContext,
  modelId: string,
  menuId?: string | null,
  button?: OnlineButton,
): Promise<Opened> {
  const model = await liveModel(ctx, modelId);
  const access = await onlineAccess(ctx, model, menuId);
  if (button) await access.require(button);
  const parts = { ctx, model, access };
  return { model, access, store: model.main ? tableStore(parts) : jsonStore(parts) };
}

/** The live design's columns without those the caller may not see (column permission). */
function visibleColumns({ model, access }: Opened) {
  return {
    ...model.columns,
    columnList: (model.columns.columnList ?? []).filter((c) => visibleField(access, c.prop)),
    searchList: (model.columns.searchList ?? []).filter((s) => visibleField(access, s.__vModel__ ?? '')),
  };
}

/** GET {modelId}/Config: the live version as the generated page needs it (JSON parts as text). */
export async function onlineConfig(ctx: RequestContext, modelId: string, menuId?: string) {
  const opened = await openOnline(ctx, modelId, menuId);
  const { model, access } = opened;
  return {
    id: model.id,
    fullName: model.fullName,
    enCode: model.enCode,
    type: model.type,
    version: model.version,
    dbLinkId: model.dbLinkId,
    formData: JSON.stringify(formWithout(model, access.formHidden)),
    columnData: JSON.stringify(visibleColumns(opened)),
    tables: JSON.stringify(model.tables),
  };
}

export async function onlineColumnData(ctx: RequestContext, modelId: string, menuId?: string) {
  return { columnData: JSON.stringify(visibleColumns(await openOnline(ctx, modelId, menuId))) };
}

export async function onlineFormData(ctx: RequestContext, modelId: string, menuId?: string) {
  const { model, access } = await openOnline(ctx, modelId, menuId);
  return { formData: JSON.stringify(formWithout(model, access.formHidden)) };
}

/** A page size the list takes: type 3 (grouped) and lists without paging show everything up to 10,000. */
function pageOf(model: LiveModel, body: OnlineListBody) {
  const whole = model.columns.type === 3 || model.columns.hasPage === false;
  const pageSize = whole
    ? 10_000
    : Math.min(Math.max(Number(body.pageSize) || model.columns.pageSize || 20, 1), 500);
  const currentPage = whole ? 1 : Math.min(Math.max(Number(body.currentPage) || 1, 1), 1_000_000);
  return { currentPage, pageSize };
}

/** Rows grouped by the group field (type 3): one top row per value, its rows below (server-facts §7). */
function grouped(model: LiveModel, rows: Values[]): Values[] {
  const field = model.columns.groupField;
  const first = (model.columns.columnList ?? []).find((c) => c.prop !== field)?.prop ?? field;
  const groups = new Map<string, Values[]>();
  for (const row of rows) {
    const key = String(row[field] ?? '');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([value, children], i) => ({
    top: true,
    id: `group${i}`,
    [first]: value,
    children,
  }));
}

/** POST {modelId}/List: one page of the list, as display text, within the caller's rows and columns. */
export async function onlineList(
  ctx: RequestContext,
  modelId: string,
  body: OnlineListBody,
): Promise<Paged<Values>> {
  const opened = await openOnline(ctx, modelId, body.menuId);
  const { model, store } = opened;
  const conditions = searchConditions(model, body.json);
  const page = await store.list({
    conditions,
    ...pageOf(model, body),
    ...(body.sidx ? { sidx: body.sidx, sort: body.sort } : {}),
    // a keyword looks into the list's columns (texts of a table; any column of a JSON record)
    ...(body.keyword?.trim()
      ? {
          keyword: { text: body.keyword.trim(), fields: (model.columns.columnList ?? []).map((c) => c.prop) },
        }
      : {}),
  });
  const list = await displayRows(ctx, model, page.list);
  return { list: model.columns.type === 3 ? grouped(model, list) : list, pagination: page.pagination };
}

/** A record without the fields the caller's form may not show (form permission). */
function withoutHidden(values: Values, access: OnlineAccess): Values {
  for (const vModel of access.formHidden) delete values[vModel];
  return values;
}

/** GET {modelId}/{id}: the raw values for the edit form, as the original's `{id, data: "<json>"}`. */
export async function onlineInfo(ctx: RequestContext, modelId: string, id: string, menuId?: string) {
  const { access, store } = await openOnline(ctx, modelId, menuId);
  const { id: _, ...values } = await store.read(id);
  return { id, data: JSON.stringify(withoutHidden(values, access)) };
}

/** GET {modelId}/{id}/DataChange: the record as display text (the detail dialog, relation echoes). */
export async function onlineDataChange(ctx: RequestContext, modelId: string, id: string, menuId?: string) {
  const { model, access, store } = await openOnline(ctx, modelId, menuId);
  const [shown] = await displayRows(ctx, model, [await store.read(id)], true);
  const { id: _, ...values } = shown;
  return { id, data: JSON.stringify(withoutHidden(values, access)) };
}

export async function onlineCreate(ctx: RequestContext, modelId: string, body: unknown, menuId?: string) {
  const { model, access, store } = await openOnline(ctx, modelId, menuId, 'btn_add');
  const values = await recordToWrite(ctx, model, body, null, undefined, access.formHidden);
  return { id: await store.create(values) };
}

export async function onlineUpdate(
  ctx: RequestContext,
  modelId: string,
  id: string,
  body: unknown,
  menuId?: string,
) {
  const { model, access, store } = await openOnline(ctx, modelId, menuId, 'btn_edit');
  const current = await store.read(id);
  await store.update(id, await recordToWrite(ctx, model, body, current, undefined, access.formHidden));
}

export async function onlineDelete(
  ctx: RequestContext,
  modelId: string,
  ids: readonly string[],
  button: 'btn_remove' | 'btn_batchRemove',
  menuId?: string,
) {
  if (!ids.length) throw badRequest('onlineDev.noIds');
  const { store } = await openOnline(ctx, modelId, menuId, button);
  await store.remove([...new Set(ids)]);
}
