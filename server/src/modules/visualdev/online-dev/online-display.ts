import { formatDate } from '@app/common';
import type { FormControl, FormOption, ValueField } from '@app/common/form';
import type { RequestContext } from '../../../platform/context.js';
import { areaChain, dictionaryItems } from '../../system/exports.js';
import type { LiveModel } from './online-model.js';
import { relationTexts } from './online-relations.js';
import type { Values } from './online-values.js';

/**
 * Values as a person reads them (server-facts §7 DataChange, and list rows): option ids become their
 * names (static options and dictionaries), user, organisation and position ids their names, an address
 * path its names, dates formatted, a switch its on/off text, files parsed. Names are read once per page and
 * kind (one query for every user of the page), never per row. A relation form keeps its display text and
 * the raw id beside it as `<vModel>_id` (client-facts §7.8).
 */

type Kind = 'user' | 'organize' | 'position' | 'dictionary' | 'area';

const KIND_OF: Record<string, Kind> = {
  userSelect: 'user',
  createUser: 'user',
  modifyUser: 'user',
  comSelect: 'organize',
  depSelect: 'organize',
  currOrganize: 'organize',
  currDept: 'organize',
  posSelect: 'position',
  currPosition: 'position',
  address: 'area',
};

const CHOICES = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

/** The ids a value holds: a list, a comma-joined text, or one id. */
function idsOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return idsOf(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  return String(value)
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

function optionNames(options: readonly FormOption[] | undefined, names: Map<string, string>) {
  for (const option of options ?? []) {
    names.set(String(option.id), option.fullName);
    optionNames(option.children, names);
  }
  return names;
}

const kindOf = (control: FormControl): Kind | null => {
  const key = control.__config__.jnpfKey;
  if (CHOICES.has(key) && control.__config__.dataType === 'dictionary') return 'dictionary';
  return KIND_OF[key] ?? null;
};

/** Names of the ids of one kind. */
async function namesOf(ctx: RequestContext, kind: Kind, ids: string[], types: Set<string>) {
  const { db } = ctx.services;
  const names = new Map<string, string>();
  if (!ids.length && kind !== 'dictionary') return names;
  const chunks = (list: string[]) =>
    Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
  const table = { user: 'baseUser', organize: 'baseOrganize', position: 'basePosition' } as const;
  if (kind === 'user' || kind === 'organize' || kind === 'position')
    for (const part of chunks(ids)) {
      // a user reads as 姓名/账号 (row-authors' form); organisations and positions by their names
      const rows =
        kind === 'user'
          ? (
              await db
                .selectFrom('baseUser')
                .select(['id', 'realName', 'account'])
                .where('id', 'in', part)
                .execute()
            ).map((r) => ({ id: r.id, fullName: `${r.realName}/${r.account}` }))
          : await db.selectFrom(table[kind]).select(['id', 'fullName']).where('id', 'in', part).execute();
      for (const r of rows) names.set(r.id, r.fullName);
    }
  if (kind === 'dictionary' && types.size)
    for (const item of await dictionaryItems(db, [...types])) {
      names.set(item.id, item.fullName);
      names.set(item.enCode, item.fullName);
    }
  if (kind === 'area')
    for (const id of ids.slice(0, 200)) {
      const chain = await areaChain(db, id);
      const last = chain[chain.length - 1];
      if (last?.id === id) names.set(id, last.fullName);
    }
  return names;
}

const DATE_FORMATS: Record<string, string> = {
  'yyyy-MM-dd': 'yyyy-MM-dd',
  'yyyy-MM-dd HH:mm:ss': 'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm': 'yyyy-MM-dd HH:mm',
  'yyyy-MM': 'yyyy-MM',
  yyyy: 'yyyy',
};

function displayOf(field: ValueField, value: unknown, names: Map<Kind, Map<string, string>>): unknown {
  const control = field.control;
  const key = control.__config__.jnpfKey;
  if (value === null || value === undefined || value === '') return value ?? null;
  if (key === 'date' || key === 'createTime' || key === 'modifyTime') {
    const ms = Number(value);
    if (!Number.isFinite(ms)) return value;
    const format =
      key === 'date' ? (DATE_FORMATS[String(control.format ?? '')] ?? 'yyyy-MM-dd') : 'yyyy-MM-dd HH:mm:ss';
    return formatDate(ms, format);
  }
  if (key === 'switch') {
    const on = Number(value) === 1 || value === true;
    return String((on ? control['active-text'] : control['inactive-text']) || (on ? '开' : '关'));
  }
  if (key === 'uploadFz' || key === 'uploadImg') return parsedFiles(value);
  const kind = kindOf(control);
  if (kind) {
    const known = names.get(kind) ?? new Map();
    const join = key === 'address' || key === 'comSelect' ? '/' : ',';
    return idsOf(value)
      .map((id) => known.get(id) ?? id)
      .join(join);
  }
  if (CHOICES.has(key) && control.__config__.dataType !== 'dynamic') {
    let options = staticNames.get(control);
    if (!options) {
      options = optionNames(control.__slot__?.options ?? control.options, new Map());
      staticNames.set(control, options);
    }
    const known = options;
    const join = key === 'cascader' ? '/' : ',';
    return idsOf(value)
      .map((id) => known.get(id) ?? id)
      .join(join);
  }
  return value;
}

/** A static choice's option names, kept per control of a live version (its form is never changed). */
const staticNames = new WeakMap<FormControl, Map<string, string>>();

const SHOWN_AS_IS = new Set([
  'comInput',
  'textarea',
  'numInput',
  'calculate',
  'billRule',
  'rate',
  'slider',
  'colorPicker',
  'time',
  'editor',
  'popupSelect',
]);

/** Whether a field's stored value reads differently as display text. */
const converted = (field: ValueField) =>
  !SHOWN_AS_IS.has(field.control.__config__.jnpfKey) &&
  !(CHOICES.has(field.control.__config__.jnpfKey) && field.control.__config__.dataType === 'dynamic');

function parsedFiles(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The rows' values as display text, in place, for `fields` (main-form fields, or a sub-table's columns);
 * rows of sub-tables named in `withTables` are converted too.
 */
export async function displayRows(
  ctx: RequestContext,
  model: LiveModel,
  rows: Values[],
  withTables = false,
): Promise<Values[]> {
  const groups: { fields: ValueField[]; rows: Values[] }[] = [
    { fields: [...model.fields.values()].filter(converted), rows },
  ];
  if (withTables)
    for (const [vModel, table] of model.subTables)
      groups.push({
        fields: table.columns.filter(converted),
        rows: rows.flatMap((row) => (Array.isArray(row[vModel]) ? (row[vModel] as Values[]) : [])),
      });
  const wanted = new Map<Kind, Set<string>>();
  const types = new Set<string>();
  for (const group of groups)
    for (const field of group.fields) {
      const kind = kindOf(field.control);
      if (!kind) continue;
      if (kind === 'dictionary' && field.control.__config__.dictionaryType)
        types.add(String(field.control.__config__.dictionaryType));
      const ids = wanted.get(kind) ?? new Set<string>();
      for (const row of group.rows) for (const id of idsOf(row[field.vModel])) ids.add(id);
      wanted.set(kind, ids);
    }
  const names = new Map<Kind, Map<string, string>>();
  for (const [kind, ids] of wanted) names.set(kind, await namesOf(ctx, kind, [...ids], types));
  const relations = new Map<ValueField, Map<string, string>>();
  for (const group of groups) {
    const related = group.fields.filter((f) => f.control.__config__.jnpfKey === 'relationForm');
    for (const [field, texts] of await relationTexts(ctx, related, group.rows)) relations.set(field, texts);
  }
  for (const group of groups)
    for (const row of group.rows)
      for (const field of group.fields) {
        if (!(field.vModel in row)) continue;
        const texts = relations.get(field);
        if (field.control.__config__.jnpfKey === 'relationForm') {
          // the raw id beside the display text (client-facts §7.8)
          const id = row[field.vModel];
          row[`${field.vModel}_id`] = id;
          row[field.vModel] = texts?.get(String(id)) ?? id;
        } else row[field.vModel] = displayOf(field, row[field.vModel], names);
      }
  return rows;
}
