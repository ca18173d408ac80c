import { calculate, checkRecord, describeProblem, isSystemFilled, type ValueField } from '@app/common/form';
import type { RequestContext } from '../../../platform/context.js';
import { AppError, badRequest } from '../../../platform/errors.js';
import { issueBillNumber } from '../../system/exports.js';
import { formWithout, type LiveModel } from './online-model.js';

/**
 * A record as a released design's form submits it (`data`: the original's JSON text, or an object), kept to
 * the form's own fields, checked with the rules the renderer shows (common's checkRecord: required as
 * linkage leaves it, regular expressions, ranges, lengths, uploads; hidden fields skipped) so a bypassed
 * browser changes nothing, and completed with what the server fills (server-facts §7 GenerateFeilds).
 */

export type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object sent as its text or as itself; anything else is refused with `refusal` (400). */
export function jsonObject(value: unknown, refusal: 'onlineDev.badData' | 'onlineDev.badSearch'): Values {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(refusal);
    }
  }
  if (!isObject(parsed)) throw badRequest(refusal);
  return parsed;
}

/** The submitted record: `{data: "<json>"}`, `{data: {…}}` or the values themselves. */
export function submittedValues(body: unknown): Values {
  return jsonObject(isObject(body) && 'data' in body ? body.data : body, 'onlineDev.badData');
}

/**
 * Only the form's value fields (sub-table rows only their columns); what the server fills and what the
 * caller may not see (`hidden`) are dropped.
 */
export function formValues(
  model: LiveModel,
  submitted: Values,
  hidden: ReadonlySet<string> = new Set(),
): Values {
  const values: Values = {};
  for (const [vModel, field] of model.fields) {
    if (isSystemFilled(field.control.__config__.jnpfKey) || hidden.has(vModel)) continue;
    if (vModel in submitted) values[vModel] = submitted[vModel];
  }
  for (const [vModel, table] of model.subTables) {
    const rows = submitted[vModel];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      values[vModel] = rows;
      continue;
    }
    values[vModel] = rows.map((raw) => {
      const row: Values = {};
      if (!isObject(raw)) return row;
      for (const column of table.columns)
        if (!isSystemFilled(column.control.__config__.jnpfKey) && column.vModel in raw)
          row[column.vModel] = raw[column.vModel];
      return row;
    });
  }
  return values;
}

/** Refuses (400) a record that breaks a rule of its form, naming the field; every problem in data.errors. */
export function checkValues(
  ctx: RequestContext,
  model: LiveModel,
  values: Values,
  hidden: ReadonlySet<string> = new Set(),
): void {
  const problems = checkRecord(formWithout(model, hidden), values);
  if (!problems.length) return;
  const tableLabel = (path: string) => {
    const table = model.subTables.get(path.split('.')[0]);
    return table?.control.__config__.label;
  };
  const errors = problems.map((problem) => ({
    field: problem.path,
    ...(problem.row === undefined ? {} : { row: problem.row }),
    message: describeProblem(problem, ctx.lang, tableLabel(problem.path)),
  }));
  throw new AppError(
    400,
    400,
    'onlineDev.invalidRecord',
    { detail: errors[0].message },
    { field: errors[0].field, errors },
  );
}

export interface Filler {
  userId: string | null;
  now: number;
  organizeId: string | null;
  positionId: string | null;
}

/** Who and when a write is, for the system fields. */
export async function fillerOf(ctx: RequestContext): Promise<Filler> {
  const userId = ctx.userId;
  const user = userId
    ? await ctx.services.db
        .selectFrom('baseUser')
        .select(['organizeId', 'positionId'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  return {
    userId,
    now: ctx.clock.now(),
    organizeId: user?.organizeId ?? null,
    positionId: user?.positionId?.split(',')[0]?.trim() || null,
  };
}

/**
 * The value the server gives a system field (GenerateFeilds): creator and number on create and kept on
 * update, modifier on update, the organisation and position of whoever saves.
 */
async function systemValue(
  ctx: RequestContext,
  field: ValueField,
  filler: Filler,
  current: Values | null,
): Promise<unknown> {
  const config = field.control.__config__;
  const kept = current ? (current[field.vModel] ?? null) : undefined;
  switch (config.jnpfKey) {
    case 'billRule': {
      if (kept !== undefined && kept !== null && kept !== '') return kept;
      const rule = typeof config.rule === 'string' ? config.rule : '';
      try {
        return await issueBillNumber(ctx, rule);
      } catch (error) {
        if (error instanceof AppError)
          throw badRequest('onlineDev.noBillRule', { rule, label: config.label }, { field: field.vModel });
        throw error;
      }
    }
    case 'createUser':
      return kept !== undefined ? kept : filler.userId;
    case 'createTime':
      return kept !== undefined ? kept : filler.now;
    case 'modifyUser':
      return current ? filler.userId : null;
    case 'modifyTime':
      return current ? filler.now : null;
    case 'currOrganize':
      return filler.organizeId;
    case 'currPosition':
      return filler.positionId;
    default:
      return null;
  }
}

/**
 * Fills the system fields of the main form and of every sub-table row, in place. `current` is the stored
 * record on update (its sub-table rows are replaced, so a row keeps nothing of before).
 */
export async function fillSystemFields(
  ctx: RequestContext,
  model: LiveModel,
  values: Values,
  filler: Filler,
  current: Values | null,
): Promise<Values> {
  for (const field of model.fields.values())
    if (isSystemFilled(field.control.__config__.jnpfKey))
      values[field.vModel] = await systemValue(ctx, field, filler, current);
  for (const [vModel, table] of model.subTables) {
    const rows = values[vModel];
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Values[])
      for (const column of table.columns)
        if (isSystemFilled(column.control.__config__.jnpfKey))
          row[column.vModel] = await systemValue(ctx, column, filler, null);
  }
  return values;
}

/**
 * Sets the calculate fields (main form and sub-table columns) to their expressions' results over the record
 * as it will be stored (on update, what the change leaves out is the stored value), in place: a stored
 * result is the server's, whatever a browser or a sheet sent.
 */
export function withCalculations(model: LiveModel, values: Values, current: Values | null = null): Values {
  return Object.assign(values, calculate(model.form.fields, current ? { ...current, ...values } : values));
}

/** The record about to be written: the form's fields, checked, with the system fields filled. */
export async function recordToWrite(
  ctx: RequestContext,
  model: LiveModel,
  body: unknown,
  current: Values | null,
  filler?: Filler,
  hidden: ReadonlySet<string> = new Set(),
): Promise<Values> {
  const values = formValues(model, submittedValues(body), hidden);
  checkValues(ctx, model, values, hidden);
  // a field the caller may not see keeps what is stored
  if (current) for (const vModel of hidden) if (vModel in current) values[vModel] = current[vModel];
  withCalculations(model, values, current);
  return fillSystemFields(ctx, model, values, filler ?? (await fillerOf(ctx)), current);
}
