import {
  type ColumnData,
  type DesignType,
  defaultColumnData,
  type FormControl,
  type FormData,
  type FormTable,
  removeControl,
  type ValueField,
  valueFields,
} from '@app/common/form';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import type { AnyDb } from '../../../platform/resource/resource.types.js';

/**
 * The live version of a design (its released snapshot, base_visualdev_release): what its pages, records,
 * exports and imports follow. Editing the draft changes nothing here until the next release. Parsed once
 * per released version and kept while the design tables are unchanged in this process (a release made
 * through another process is seen within the stamp's next change or the TTL).
 */

export interface LiveModel {
  id: string;
  version: number;
  type: DesignType;
  fullName: string;
  enCode: string;
  /** the data source of the tables; '0' is the platform's own database */
  dbLinkId: string;
  form: FormData;
  columns: ColumnData;
  tables: FormTable[];
  /** the design's main table, null when its records are kept as JSON */
  main: FormTable | null;
  /** the controls holding values on the main form, by vModel */
  fields: ReadonlyMap<string, ValueField>;
  /** the sub-table controls of the main form, by vModel */
  subTables: ReadonlyMap<string, { control: FormControl; columns: ValueField[] }>;
}

const kept = new Map<string, { stamp: string; until: number; model: LiveModel }>();
const KEEP_MS = 5_000;
const DESIGN_TABLES = ['baseVisualdev', 'baseVisualdevRelease'];

function parsedJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

function modelOf(row: {
  visualdevId: string;
  version: number;
  type: number;
  fullName: string;
  enCode: string;
  dbLinkId: string | null;
  tables: string | null;
  formData: string | null;
  columnData: string | null;
}): LiveModel {
  const form = parsedJson<FormData>(row.formData, { idGlobal: 100, fields: [] });
  const tables = parsedJson<FormTable[]>(row.tables, []);
  const columns = { ...defaultColumnData(), ...parsedJson<Partial<ColumnData>>(row.columnData, {}) };
  const all = valueFields(form.fields ?? []);
  const subTables = new Map<string, { control: FormControl; columns: ValueField[] }>();
  for (const field of all) {
    const table = field.subTable;
    if (!table?.__vModel__) continue;
    const entry = subTables.get(table.__vModel__) ?? { control: table, columns: [] };
    entry.columns.push(field);
    subTables.set(table.__vModel__, entry);
  }
  const main = Array.isArray(tables) && tables.length ? (tables.find((t) => t.typeId === '1') ?? null) : null;
  return {
    id: row.visualdevId,
    version: row.version,
    type: row.type as DesignType,
    fullName: row.fullName,
    enCode: row.enCode,
    dbLinkId: row.dbLinkId?.trim() || '0',
    form,
    columns,
    tables: Array.isArray(tables) ? tables : [],
    main,
    fields: new Map(all.filter((f) => !f.subTable).map((f) => [f.vModel, f])),
    subTables,
  };
}

/** A released version of a design as the model its records follow; null when there is no such version. */
export async function releasedModel(db: AnyDb, id: string, version: number): Promise<LiveModel | null> {
  const release = await db
    .selectFrom('baseVisualdevRelease')
    .select([
      'visualdevId',
      'version',
      'type',
      'fullName',
      'enCode',
      'dbLinkId',
      'tables',
      'formData',
      'columnData',
    ])
    .where('visualdevId', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return release
    ? modelOf({ ...release, version: Number(release.version), type: Number(release.type) })
    : null;
}

/** The live version of a design: 404 when there is no such design, 400 when it was never released. */
export async function liveModel(ctx: RequestContext, id: string): Promise<LiveModel> {
  const { db, versions, clock } = ctx.services;
  const stamp = versions.stamp(DESIGN_TABLES);
  const hit = kept.get(id);
  if (hit && hit.stamp === stamp && clock.now() < hit.until) return hit.model;
  const design = await db
    .selectFrom('baseVisualdev')
    .select(['releasedVersion'])
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!design) throw notFound('visualdev.notFound');
  if (design.releasedVersion === null || design.releasedVersion === undefined)
    throw badRequest('onlineDev.notReleased');
  const model = await releasedModel(db, id, Number(design.releasedVersion));
  if (!model) throw badRequest('onlineDev.notReleased');
  if (kept.size > 500) kept.clear();
  kept.set(id, { stamp, until: clock.now() + KEEP_MS, model });
  return model;
}

/**
 * The form without the fields a caller may not see (form permission): what the page shows them and what
 * their writes are checked against (a required field they cannot see cannot be required of them).
 */
export function formWithout(model: LiveModel, hidden: ReadonlySet<string>): FormData {
  let form = model.form;
  if (!hidden.size) return form;
  const columns = [...model.subTables.values()].flatMap((t) => t.columns);
  for (const field of [...model.fields.values(), ...columns])
    if (hidden.has(field.vModel)) form = removeControl(form, field.control.__config__.formId);
  return form;
}

/** The label of a field, for messages; the vModel when the form has no such field. */
export const labelOf = (model: LiveModel, vModel: string): string =>
  model.fields.get(vModel)?.control.__config__.label ?? vModel;
