import type { ValueField } from '@app/common/form';
import { EVERYTHING } from '../../../platform/auth/data-permission.js';
import type { RequestContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { DESIGN_MENUS } from '../design-types.js';
import type { OnlineAccess } from './online-access.js';
import { jsonStore } from './online-json-store.js';
import { liveModel } from './online-model.js';
import { tableStore } from './online-table-store.js';
import type { Values } from './online-values.js';

/**
 * The display text of 关联表单 values: the related record's display field (relationField) of the related
 * design's live version (client-facts §7.8), read once per related record of the page. Only that one field
 * is shown, as the original's list and detail do; a record or design that is gone leaves the stored id.
 */

const MAX_RECORDS = 200;

/** related record id → its display text, per relation field of the rows. */
export async function relationTexts(
  ctx: RequestContext,
  fields: readonly ValueField[],
  rows: readonly Values[],
): Promise<Map<ValueField, Map<string, string>>> {
  const out = new Map<ValueField, Map<string, string>>();
  let read = 0;
  for (const field of fields) {
    const modelId = typeof field.control.modelId === 'string' ? field.control.modelId : '';
    const shown = typeof field.control.relationField === 'string' ? field.control.relationField : '';
    const ids = [
      ...new Set(
        rows.map((row) => row[field.vModel]).filter((v): v is string => typeof v === 'string' && v !== ''),
      ),
    ];
    if (!modelId || !shown || !ids.length) continue;
    const texts = new Map<string, string>();
    out.set(field, texts);
    try {
      const model = await liveModel(ctx, modelId);
      // the display field only, whatever the caller's access to the related design
      const access: OnlineAccess = {
        menu: DESIGN_MENUS[model.type],
        scope: EVERYTHING,
        formHidden: new Set(),
        require: async () => {},
      };
      const parts = { ctx, model, access };
      const store = model.main ? tableStore(parts) : jsonStore(parts);
      for (const id of ids) {
        if (read++ >= MAX_RECORDS) break;
        const record = await store.read(id).catch((error) => {
          if (error instanceof AppError) return null;
          throw error;
        });
        const value = record?.[shown];
        if (value !== undefined && value !== null) texts.set(id, String(value));
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return out;
}
