import type { Localized } from '@app/common';
import { isSystemForm, SYSTEM_FORM_SCHEMAS } from '@app/common/flow';
import {
  calculate,
  checkRecord,
  describeProblem,
  type FormControl,
  type FormData,
  isEmptyValue,
  isSystemFilled,
  localize,
  type RecordProblem,
  subTables,
  type ValueField,
  valueFields,
  walkControls,
} from '@app/common/form';
import { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { AnyDb } from '../../platform/resource/resource.types.js';
import { issueBillNumber } from '../system/exports.js';

/**
 * The values of a request on a system form (系统表单), kept in that form's own tables (server-facts §6:
 * WFORM_*): wform_<form> keyed by the task id with flowId, flowTitle, flowUrgent and billNo before the
 * business fields, and wform_<form>_item for its 明细 rows. The flow runtime calls these inside its
 * transaction; the form's schema (common/src/flow/system-forms) says what each field is.
 *
 * A save is checked with the rules the renderer shows (common's checkRecord) and with what the columns can
 * hold, so a bad value answers 400 and nothing is written. A draft skips the required rules only.
 */

type Values = Record<string, unknown>;

export interface SystemFormMeta {
  flowId: string;
  /** the request's title: stored in flow_title, the form's 流程标题 shows it */
  flowTitle: string;
  /** 1 普通, 2 重要, 3 紧急, as the runtime checked it */
  flowUrgent: number;
  /** a draft (保存草稿) may leave required fields empty */
  draft?: boolean;
}

/** How a field's value is kept: a number, a date (epoch ms), 0/1, JSON text (file lists), or text. */
type Kind = 'number' | 'date' | 'flag' | 'json' | 'text';

const KIND: Record<string, Kind> = {
  numInput: 'number',
  calculate: 'number',
  date: 'date',
  switch: 'flag',
  uploadFz: 'json',
};
const kindOf = (control: FormControl): Kind => KIND[control.__config__.jnpfKey] ?? 'text';

/** A form's layout for the store, worked out once per form. */
interface Shape {
  key: string;
  form: FormData;
  /** the form with no required rule: what a draft is checked with */
  draftForm: FormData;
  table: string;
  main: ValueField[];
  items: { vModel: string; label: string; table: string; columns: ValueField[] } | null;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function withoutRequired(form: FormData): FormData {
  const copy = structuredClone(form);
  for (const { control } of walkControls(copy.fields)) control.__config__.required = false;
  copy.linkage = (copy.linkage ?? []).map((rule) => ({
    ...rule,
    actions: rule.actions.filter((action) => action.effect !== 'require'),
  }));
  return copy;
}

const shapes = new Map<string, Shape>();

function shapeOf(key: string): Shape {
  const known = shapes.get(key);
  if (known) return known;
  if (!isSystemForm(key)) throw badRequest('workflow.unknownSystemForm', { form: key });
  const form = SYSTEM_FORM_SCHEMAS[key];
  const table = `wform_${snake(key)}`;
  const fields = valueFields(form.fields);
  const [sub] = subTables(form.fields);
  const shape: Shape = {
    key,
    form,
    draftForm: withoutRequired(form),
    table,
    main: fields.filter((field) => !field.subTable),
    items: sub
      ? {
          vModel: sub.__vModel__ ?? '',
          label: sub.__config__.label,
          table: `${table}_item`,
          columns: fields.filter((field) => field.subTable === sub),
        }
      : null,
  };
  shapes.set(key, shape);
  return shape;
}

const PROBLEMS = {
  value: { zh: '{label}的值无效', en: '{label} has a value that is not valid', zhtw: '{label}的值無效' },
  choice: {
    zh: '{label}只能是：{options}',
    en: '{label} must be one of: {options}',
    zhtw: '{label}只能是：{options}',
  },
} satisfies Record<string, Localized>;

/** The static options a choice control allows, or null when it allows anything. */
function allowedChoices(control: FormControl): string[] | null {
  const key = control.__config__.jnpfKey;
  if ((key !== 'select' && key !== 'radio') || (control.__config__.dataType ?? 'static') !== 'static')
    return null;
  return (control.__slot__?.options ?? []).map((option) => String(option.id));
}

/** The value as its column keeps it, or a problem when the column cannot hold it. */
function toColumn(control: FormControl, value: unknown): { value: unknown } | { problem: Localized } {
  const label = control.__config__.label;
  const bad = { problem: localize(PROBLEMS.value, { label }) };
  if (isEmptyValue(value)) return { value: kindOf(control) === 'json' ? '[]' : null };
  switch (kindOf(control)) {
    case 'number':
    case 'date': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      const fits = kindOf(control) === 'date' ? Number.isSafeInteger(n) : Number.isFinite(n);
      return fits ? { value: n } : bad;
    }
    case 'flag':
      if (value === true || value === 1 || value === '1') return { value: 1 };
      return value === false || value === 0 || value === '0' ? { value: 0 } : bad;
    case 'json':
      return Array.isArray(value) && value.every((item) => item && typeof item === 'object')
        ? { value: JSON.stringify(value) }
        : bad;
    default: {
      // The user picker may send several users as a list; they are kept comma-joined, as it stores them.
      if (
        control.__config__.jnpfKey === 'userSelect' &&
        Array.isArray(value) &&
        value.every((id) => typeof id === 'string')
      )
        return { value: value.join(',') };
      if (typeof value !== 'string' && typeof value !== 'number') return bad;
      const choices = allowedChoices(control);
      if (choices && !choices.includes(String(value)))
        return { problem: localize(PROBLEMS.choice, { label, options: choices.join('、') }) };
      return { value: String(value) };
    }
  }
}

/** A stored column's value back in the form's shape. */
function fromColumn(control: FormControl, stored: unknown): unknown {
  const kind = kindOf(control);
  if (kind === 'json') {
    try {
      const parsed = typeof stored === 'string' ? JSON.parse(stored) : [];
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  if (stored === null || stored === undefined) return null;
  return kind === 'text' ? String(stored) : Number(stored);
}

/** The stored values of a form's request, in the form's shape (明细 rows in order); null when there are none. */
export async function loadSystemForm(db: AnyDb, key: string, taskId: string): Promise<Values | null> {
  const shape = shapeOf(key);
  const row = await db.selectFrom(shape.table).selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!row) return null;
  const values: Values = {};
  for (const field of shape.main) values[field.vModel] = fromColumn(field.control, row[field.vModel]);
  if (shape.items) {
    const rows = await db
      .selectFrom(shape.items.table)
      .selectAll()
      .where('taskId', '=', taskId)
      .orderBy('sortCode')
      .execute();
    values[shape.items.vModel] = rows.map((stored) =>
      Object.fromEntries(
        shape.items!.columns.map((column) => [
          column.vModel,
          fromColumn(column.control, stored[column.vModel]),
        ]),
      ),
    );
  }
  return values;
}

/**
 * What the save will store: the stored values with the sent ones over them (a field not sent keeps its
 * value; 明细 sent replace the stored rows), the request's title, and the calculations worked out again.
 * System fields and unknown keys sent are dropped.
 */
function merged(shape: Shape, sent: Values, current: Values | null, meta: SystemFormMeta): Values {
  const values: Values = { ...current };
  for (const field of shape.main)
    if (!isSystemFilled(field.control.__config__.jnpfKey) && field.vModel in sent)
      values[field.vModel] = sent[field.vModel];
  if (shape.items && shape.items.vModel in sent) {
    const rows = sent[shape.items.vModel];
    values[shape.items.vModel] = Array.isArray(rows)
      ? rows.map((raw) =>
          Object.fromEntries(
            shape
              .items!.columns.filter((column) => raw && typeof raw === 'object' && column.vModel in raw)
              .map((column) => [column.vModel, (raw as Values)[column.vModel]]),
          ),
        )
      : rows;
  }
  values.flowTitle = meta.flowTitle;
  return Object.assign(values, calculate(shape.form.fields, values));
}

/** Refuses (400) values that break a rule of the form or that a column cannot hold; every problem in data.errors. */
function refuse(ctx: RequestContext, shape: Shape, problems: RecordProblem[]): void {
  if (!problems.length) return;
  const errors = problems.map((problem) => ({
    field: problem.path,
    ...(problem.row === undefined ? {} : { row: problem.row }),
    message: describeProblem(problem, ctx.lang, shape.items?.label),
  }));
  throw badRequest(
    'workflow.invalidFormValues',
    { detail: errors[0].message },
    { field: errors[0].field, errors },
  );
}

/** The row to write for the fields given, or the problems of the values that do not fit. */
function columnsOf(fields: ValueField[], values: Values, problems: RecordProblem[], row?: number): Values {
  const columns: Values = {};
  for (const field of fields) {
    if (isSystemFilled(field.control.__config__.jnpfKey)) continue;
    const stored = toColumn(field.control, values[field.vModel]);
    if ('problem' in stored) problems.push({ path: field.path, row, message: stored.problem });
    else columns[field.vModel] = stored.value;
  }
  return columns;
}

/**
 * The fields the server fills (server-facts §7 GenerateFeilds), set once on the first save and kept after:
 * the applicant and their department stay the initiator's when an approver saves the form later, and the
 * number is issued once, in the caller's transaction, so a save that fails uses no number.
 */
async function systemColumns(ctx: RequestContext, trx: AnyDb, shape: Shape, current: Values | null) {
  const columns: Values = {};
  let organizeId: string | null | undefined;
  for (const field of shape.main) {
    const { jnpfKey, rule, label } = field.control.__config__;
    const kept = current?.[field.vModel];
    if (!isSystemFilled(jnpfKey)) continue;
    if (!isEmptyValue(kept)) {
      columns[field.vModel] = kept;
    } else if (jnpfKey === 'billRule') {
      columns[field.vModel] = await billNumber(ctx, trx, String(rule ?? ''), label);
    } else if (jnpfKey === 'createUser') {
      columns[field.vModel] = ctx.userId;
    } else if (jnpfKey === 'createTime') {
      columns[field.vModel] = ctx.clock.now();
    } else if (jnpfKey === 'currOrganize') {
      organizeId ??= ctx.userId
        ? ((
            await trx
              .selectFrom('baseUser')
              .select('organizeId')
              .where('id', '=', ctx.userId)
              .executeTakeFirst()
          )?.organizeId ?? null)
        : null;
      columns[field.vModel] = organizeId;
    }
  }
  return columns;
}

async function billNumber(ctx: RequestContext, trx: AnyDb, rule: string, label: string): Promise<string> {
  // The rule's counter moves in the caller's transaction: on SQLite its one connection is held by it.
  const inTransaction = new RequestContext({ ...ctx.services, db: trx }, ctx.actor, ctx.lang);
  try {
    return await issueBillNumber(inTransaction, rule);
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw badRequest('workflow.noBillRule', { rule, label });
    throw error;
  }
}

/**
 * Saves a request's values on a system form: inserted on the first save, updated after (its 明细 rows
 * replaced when sent). Answers the values as stored, in the form's shape.
 */
export async function saveSystemForm(
  ctx: RequestContext,
  trx: AnyDb,
  key: string,
  taskId: string,
  sent: Values,
  meta: SystemFormMeta,
): Promise<Values> {
  const shape = shapeOf(key);
  const current = await loadSystemForm(trx, key, taskId);
  const values = merged(shape, sent, current, meta);
  const problems = checkRecord(meta.draft ? shape.draftForm : shape.form, values);
  const main = columnsOf(shape.main, values, problems);
  const lines =
    shape.items && Array.isArray(values[shape.items.vModel]) ? (values[shape.items.vModel] as Values[]) : [];
  const items = lines.map((row, index) => columnsOf(shape.items!.columns, row, problems, index));
  refuse(ctx, shape, problems);

  const header = { flowId: meta.flowId, flowUrgent: meta.flowUrgent };
  const row = { ...main, ...(await systemColumns(ctx, trx, shape, current)), ...header };
  if (current) await trx.updateTable(shape.table).set(row).where('id', '=', taskId).execute();
  else
    await trx
      .insertInto(shape.table)
      .values({ id: taskId, ...row })
      .execute();
  if (shape.items && (!current || shape.items.vModel in sent)) {
    await trx.deleteFrom(shape.items.table).where('taskId', '=', taskId).execute();
    const rows = items.map((item, sortCode) => ({ id: newId(), taskId, sortCode, ...item }));
    // In parts, under both databases' limits on the values of one statement.
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto(shape.items.table)
        .values(rows.slice(i, i + 500))
        .execute();
  }
  return (await loadSystemForm(trx, key, taskId)) ?? values;
}

/** Removes a request's values (its 明细 rows first). */
export async function deleteSystemForm(db: AnyDb, key: string, taskId: string): Promise<void> {
  const shape = shapeOf(key);
  if (shape.items) await db.deleteFrom(shape.items.table).where('taskId', '=', taskId).execute();
  await db.deleteFrom(shape.table).where('id', '=', taskId).execute();
}
