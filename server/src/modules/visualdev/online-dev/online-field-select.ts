import type { RequestContext } from '../../../platform/context.js';
import { openOnline } from './online.service.js';
import { displayRows } from './online-display.js';

/**
 * GET /api/visualdev/Base/{id}/FieldDataSelect (client-facts §7.8): the live records of the design a
 * 关联表单 control relates to, for its picker: paged, a keyword looked for in the display field
 * (relationField), the rows as display text with their ids. The caller must be able to open that design
 * (a menu of it, or its design menu): its records are never shown to someone who could not list them.
 */
export async function fieldDataSelect(
  ctx: RequestContext,
  modelId: string,
  query: Record<string, string | number | undefined>,
) {
  const { model, store } = await openOnline(ctx, modelId, query.menuId ? String(query.menuId) : null);
  const relationField = String(query.relationField ?? '');
  const keyword = String(query.keyword ?? '').trim();
  const fields = model.fields.has(relationField)
    ? [relationField]
    : (model.columns.columnList ?? []).map((c) => c.prop);
  const page = await store.list({
    conditions: [],
    currentPage: Number(query.currentPage) || 1,
    pageSize: Number(query.pageSize) || 20,
    ...(keyword ? { keyword: { text: keyword, fields } } : {}),
  });
  return { ...page, list: await displayRows(ctx, model, page.list) };
}
