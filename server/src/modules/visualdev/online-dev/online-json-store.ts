import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { withinScope } from '../../../platform/auth/data-permission.js';
import { PLATFORM_LINK_ID } from '../../../platform/data-sources/data-source-connections.js';
import { paginationOf, totalToldByPage } from '../../../platform/envelope.js';
import { notFound } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { containsPattern, likeContains } from '../../../platform/query.js';
import type { AnyDb } from '../../../platform/resource/resource.types.js';
import type { Query } from '../../../platform/resource/resource-query.js';
import { type BoundValue, shapedRows } from '../../../platform/resource/shaped-statements.js';
import type { SearchCondition } from './online-search.js';
import {
  givenId,
  type OnlineListRequest,
  type OnlineStore,
  type StoreContext,
  sortableFields,
  visibleField,
} from './online-store.js';
import type { Values } from './online-values.js';

/**
 * Records of a design without tables: one base_visualdev_modeldata row each, the values as JSON (sub-table
 * rows inside). Unlike the original, which loaded every row and filtered, sorted and paged in memory, the
 * database does it: each field is read with the dialect's JSON extraction (its path bound, never written
 * into the SQL), statements are kept per shape (decision 060). A data scheme can only name the row's own
 * columns (creator, times) here: a condition on a form field lets nothing through, as a scheme errs on
 * the side of showing less.
 */

const TABLE = 'base_visualdev_modeldata';
const BATCH = 1000;
/** A scheme may name these of a JSON record. */
const SCOPE_COLUMNS = {
  id: 'd.id',
  creatorUserId: 'd.creator_user_id',
  creatorTime: 'd.creator_time',
  lastModifyUserId: 'd.last_modify_user_id',
  lastModifyTime: 'd.last_modify_time',
};

type Dialect = 'sqlite' | 'postgres' | 'mysql';

/** The field's value as text ('' → null), its JSON path or key bound as `key`. */
function textOf(dialect: Dialect, key: unknown): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(cast(d.data as jsonb) ->> cast(${key} as text))`
    : sql`cast(json_extract(d.data, cast(${key} as text)) as text)`;
}

/** The field's value as a number (null when it holds none). */
function numberOf(dialect: Dialect, key: unknown): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(case when jsonb_typeof(cast(d.data as jsonb) -> cast(${key} as text)) = 'number' then cast(cast(d.data as jsonb) ->> cast(${key} as text) as numeric) end)`
    : sql`(case when json_type(d.data, cast(${key} as text)) in ('integer', 'real') then json_extract(d.data, cast(${key} as text)) end)`;
}

/** The field's value for ordering: numbers as numbers, texts as texts. */
function sortOf(dialect: Dialect, key: unknown): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(cast(d.data as jsonb) -> cast(${key} as text))`
    : sql`json_extract(d.data, cast(${key} as text))`;
}

const pathOf = (dialect: Dialect, vModel: string) =>
  dialect === 'postgres' ? vModel : `$."${vModel.replace(/"/g, '')}"`;

function conditionSql(
  dialect: Dialect,
  c: SearchCondition,
  key: unknown,
  value: unknown,
): Expression<SqlBool> {
  if (c.op === 'contains') return likeContains(sql`lower(${textOf(dialect, key)})`, value);
  if (c.op === 'eq') return sql<SqlBool>`${textOf(dialect, key)} = cast(${value} as text)`;
  const operator = sql.raw(c.op === 'gte' ? '>=' : '<=');
  if (typeof c.value === 'number') return sql<SqlBool>`${numberOf(dialect, key)} ${operator} ${value}`;
  return sql<SqlBool>`${textOf(dialect, key)} ${operator} cast(${value} as text)`;
}

export function jsonStore({ ctx, model, access }: StoreContext): OnlineStore {
  const source = () => ctx.services.dataSources.open(PLATFORM_LINK_ID);
  const visible = (vModel: string) => visibleField(access, vModel);

  const rowsOf = (db: AnyDb) =>
    withinScope(
      db
        .selectFrom(`${TABLE} as d`)
        .where('d.visualdev_id', '=', model.id)
        .where('d.delete_mark', 'is', null),
      access.scope,
      SCOPE_COLUMNS,
    );

  /** The request's shape and values: conditions on visible fields, then the order. */
  function plan(dialect: Dialect, request: Omit<OnlineListRequest, 'currentPage' | 'pageSize'>) {
    const conditions = request.conditions.filter((c) => visible(c.vModel));
    const values: unknown[] = [];
    const placed = conditions.map((condition) => {
      const first = values.length;
      values.push(
        pathOf(dialect, condition.vModel),
        condition.op === 'contains'
          ? containsPattern(String(condition.value).toLowerCase())
          : condition.value,
      );
      return { condition, first };
    });
    const keywordFields = (request.keyword?.fields ?? []).filter((f) => visible(f) && model.fields.has(f));
    const keywordFirst = values.length;
    if (request.keyword && keywordFields.length) {
      values.push(containsPattern(request.keyword.text.toLowerCase()));
      for (const field of keywordFields) values.push(pathOf(dialect, field));
    }
    const sidx = request.sidx || model.columns.defaultSidx;
    const sorted = sidx && sortableFields(model).has(sidx) && visible(sidx) && model.fields.has(sidx);
    const direction = (request.sidx ? request.sort : model.columns.sort) === 'asc' ? 'asc' : 'desc';
    const sortKey = values.length;
    if (sorted) values.push(pathOf(dialect, sidx));
    const shape = [
      `keyword ${request.keyword ? keywordFields.length : 0}`,
      ...placed.map(({ condition: c }) => `${c.op}${typeof c.value === 'number' ? 'n' : 's'}`),
      sorted ? `sort ${direction}` : 'default',
    ].join('|');
    return {
      shape,
      values,
      where(db: AnyDb, value: BoundValue) {
        let query = rowsOf(db);
        for (const { condition, first } of placed)
          query = query.where(conditionSql(dialect, condition, value(first), value(first + 1)));
        if (request.keyword && keywordFields.length)
          query = query.where((eb) =>
            eb.or(
              keywordFields.map((_, i) =>
                likeContains(
                  sql`lower(${textOf(dialect, value(keywordFirst + 1 + i))})`,
                  value(keywordFirst),
                ),
              ),
            ),
          );
        return query;
      },
      order(query: Query, value: BoundValue): Query {
        let ordered = query;
        if (sorted) ordered = ordered.orderBy(sortOf(dialect, value(sortKey)), direction);
        return ordered.orderBy('d.creator_time', 'desc').orderBy('d.id', 'asc');
      },
    };
  }

  /** A stored row as answered: its id and the visible main-form values. */
  function answered(row: { id: string; data: string }): Values {
    let data: Values = {};
    try {
      data = JSON.parse(row.data) as Values;
    } catch {
      // a row written by hand with broken JSON answers without values rather than failing the page
    }
    const out: Values = { id: row.id };
    for (const vModel of model.fields.keys()) if (visible(vModel)) out[vModel] = data[vModel] ?? null;
    return out;
  }

  async function current(db: AnyDb, id: string): Promise<{ id: string; data: string }> {
    const row = await rowsOf(db).select(['d.id', 'd.data']).where('d.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('onlineDev.recordNotFound');
    return row as { id: string; data: string };
  }

  const stamps = () => ({ userId: ctx.userId, now: ctx.clock.now() });

  return {
    async list(request) {
      const { db, dialect } = await source();
      const p = plan(dialect, request);
      const offset = (request.currentPage - 1) * request.pageSize;
      const values = [...p.values, request.pageSize, offset];
      const key = `online-json|${model.id}|${access.scope.key}|${p.shape}`;
      const page = await shapedRows<{ id: string; data: string }>(db, `${key}|page`, values, (value) =>
        p
          .order(p.where(db, value).select(['d.id', 'd.data']), value)
          .limit(value(values.length - 2) as number)
          .offset(value(values.length - 1) as number),
      );
      let total = totalToldByPage(page.length, offset, request.pageSize);
      if (total === null) {
        const [counted] = await shapedRows<{ total: number }>(db, `${key}|count`, values, (value) =>
          p.where(db, value).select((eb) => eb.fn.countAll().as('total')),
        );
        total = Number(counted?.total ?? 0);
      }
      return {
        list: page.map(answered),
        pagination: paginationOf({ currentPage: request.currentPage, pageSize: request.pageSize }, total),
      };
    },

    async *batches(request) {
      const { db, dialect } = await source();
      const p = plan(dialect, request);
      const query = p.order(p.where(db, (i) => p.values[i]).select(['d.id', 'd.data']), (i) => p.values[i]);
      for (let offset = 0; ; offset += BATCH) {
        const rows = (await query.limit(BATCH).offset(offset).execute()) as { id: string; data: string }[];
        if (rows.length) yield rows.map(answered);
        if (rows.length < BATCH) return;
      }
    },

    async read(id) {
      const { db } = await source();
      const row = await current(db, id);
      const data = JSON.parse(row.data) as Values;
      const out: Values = { id };
      for (const [vModel, value] of Object.entries(data)) if (visible(vModel)) out[vModel] = value;
      return out;
    },

    async create(values) {
      const id = givenId(values) ?? newId();
      await this.createMany([{ ...values, id }]);
      return id;
    },

    async createMany(records) {
      const { db } = await source();
      const { userId, now } = stamps();
      const rows = records.map((values) => {
        const { id, ...data } = values;
        return {
          id: typeof id === 'string' ? id : newId(),
          visualdev_id: model.id,
          data: JSON.stringify(data),
          creator_time: now,
          creator_user_id: userId,
        };
      });
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 500)
          await trx
            .insertInto(TABLE)
            .values(rows.slice(i, i + 500))
            .execute();
      });
    },

    async update(id, values) {
      const { db } = await source();
      const row = await current(db, id);
      const before = JSON.parse(row.data) as Values;
      // a field the caller may not see keeps its stored value, and so does one the change leaves out
      // (decision 049, as the runtime does for designs with tables); an emptied field arrives as null
      const kept: Values = {};
      for (const vModel of Object.keys(before)) if (!visible(vModel)) kept[vModel] = before[vModel];
      const { userId, now } = stamps();
      await db
        .updateTable(TABLE)
        .set({
          data: JSON.stringify({ ...before, ...values, ...kept }),
          last_modify_time: now,
          last_modify_user_id: userId,
        })
        .where('id', '=', id)
        .execute();
    },

    async remove(ids) {
      const { db } = await source();
      for (const id of ids) await current(db, id);
      const { userId, now } = stamps();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < ids.length; i += 500)
          await trx
            .updateTable(TABLE)
            .set({ delete_mark: 1, delete_time: now, delete_user_id: userId })
            .where('id', 'in', ids.slice(i, i + 500))
            .where('visualdev_id', '=', model.id)
            .execute();
      });
    },
  };
}
