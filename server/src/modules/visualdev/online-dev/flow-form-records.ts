import { isSystemFilled } from '@app/common/form';
import { EVERYTHING } from '../../../platform/auth/data-permission.js';
import type { RequestContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { AnyDb } from '../../../platform/resource/resource.types.js';
import type { OnlineAccess } from './online-access.js';
import { jsonStore } from './online-json-store.js';
import { type LiveModel, releasedModel } from './online-model.js';
import type { OnlineStore } from './online-store.js';
import { tableStore } from './online-table-store.js';
import { type Filler, fillerOf, fillSystemFields, type Values, withCalculations } from './online-values.js';

/**
 * A designed flow form's records (server-facts §6 "Low-code flow forms", §7 Storage): a request's values
 * are the design's record whose id is the request's, kept where the design keeps its records (its bound
 * tables, or JSON), so 在线开发's lists and reports over those tables see every request. The workflow
 * writes the values in its command (calculations and system fields included, below) and the record after
 * the commit through its outbox: the tables may live in another data source than the request.
 */

/** Released versions are never changed, so a parsed one is kept without invalidation. */
const pinned = new Map<string, LiveModel>();

/** The flow's pinned version of the design (the release a flow version took its form from). */
export async function pinnedFlowForm(
  db: AnyDb,
  designId: string,
  version: number,
): Promise<LiveModel | null> {
  const key = `${designId}|${version}`;
  const hit = pinned.get(key);
  if (hit) return hit;
  const model = await releasedModel(db, designId, version);
  if (!model) return null;
  if (pinned.size >= 200) pinned.delete(pinned.keys().next().value as string);
  pinned.set(key, model);
  return model;
}

/**
 * The values a request stores, completed as a saved record would be: calculate fields recomputed and, when
 * the initiator writes (`filler` from them), the system fields (creator, organisation, 单据编号 issued once).
 * `ctx` reads through the command's transaction (on SQLite its one connection).
 */
export async function completeFlowValues(
  ctx: RequestContext,
  model: LiveModel,
  values: Values,
  stored: Values,
  initiatorWrites: boolean,
): Promise<Values> {
  // values stored before their system fields were ever filled (a sub-flow child's mapped fields) are filled
  // as on a first save
  const filled = [...model.fields.values()].some(
    (field) => isSystemFilled(field.control.__config__.jnpfKey) && field.vModel in stored,
  );
  const current = filled ? stored : null;
  withCalculations(model, values, Object.keys(stored).length ? stored : null);
  if (!initiatorWrites) return values;
  const filler: Filler = await fillerOf(ctx);
  return fillSystemFields(ctx, model, values, filler, current);
}

/** The workflow writes as the system: every row and column, no button to hold. */
const WORKFLOW_ACCESS: OnlineAccess = {
  menu: 'workflow',
  scope: EVERYTHING,
  formHidden: new Set(),
  require: async () => {},
};

const storeOf = (ctx: RequestContext, model: LiveModel): OnlineStore => {
  const parts = { ctx, model, access: WORKFLOW_ACCESS };
  return model.main ? tableStore(parts) : jsonStore(parts);
};

async function exists(store: OnlineStore, id: string): Promise<boolean> {
  try {
    await store.read(id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/** The request's record as its values stand now: created on the first write, replaced after; null removes it. */
export async function storeFlowRecord(
  ctx: RequestContext,
  model: LiveModel,
  id: string,
  values: Values | null,
): Promise<void> {
  const store = storeOf(ctx, model);
  const present = await exists(store, id);
  if (!values) {
    if (present) await store.remove([id]);
    return;
  }
  const record: Values = {};
  for (const vModel of [...model.fields.keys(), ...model.subTables.keys()])
    if (vModel in values) record[vModel] = values[vModel];
  if (present) await store.update(id, record);
  else await store.create({ ...record, id });
}
