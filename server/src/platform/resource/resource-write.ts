import { movedTo } from '../auth/delegation.js';
import type { RequestContext } from '../context.js';
import { newId } from '../ids.js';
import { keepAbsent } from '../partial-update.js';
import type { Field, Resource } from './define-resource.js';
import type { AnyDb, DerivedWrite, Row, WrittenRow } from './resource.types.js';
import {
  checkFields,
  checkTree,
  checkUnique,
  normalised,
  refuseField,
  writeOrDuplicate,
} from './resource-checks.js';
import { dbOf, liveRows, ref } from './resource-query.js';
import { currentRow } from './resource-read.js';
import { baseVersion, changedMeanwhile, nextVersion } from './resource-version.js';

/**
 * Create, update, delete and the state switch of a resource. Each write: the record inside the caller's
 * row scope (else 404), 分级管理 on the declared organisation field (else 403), the declared checks and the
 * resource's own (400/409), then the row with its bookkeeping columns, then the after-write hook.
 */

/** Field values → database columns (only declared fields ever reach SQL). */
export function columnsOf(resource: Resource, values: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields.get(name);
    if (field) out[field.column] = value;
  }
  return out;
}

/** The bookkeeping columns of a new row, made by `userId` at `now`. */
export function createdStamps(resource: Resource, userId: string | null, now: number): Row {
  const { base } = resource;
  const out: Row = {};
  if (base.creatorTime) out[base.creatorTime] = now;
  if (base.creatorUserId) out[base.creatorUserId] = userId;
  return out;
}

function modifiedStamps(resource: Resource, userId: string | null, now: number): Row {
  const { base } = resource;
  const out: Row = {};
  if (base.lastModifyTime) out[base.lastModifyTime] = now;
  if (base.lastModifyUserId) out[base.lastModifyUserId] = userId;
  return out;
}

/**
 * Checks a new record's values (normalised body) as create does, before they are written; answers the
 * stored values the derive hook derives from them.
 */
export async function checkedForCreate(
  ctx: RequestContext,
  resource: Resource,
  db: AnyDb,
  values: Row,
): Promise<Row> {
  checkFields(resource, values, null, ctx.lang);
  await checkTree(db, resource, values, null, ctx.lang);
  await resource.hooks?.check?.(ctx, values, null);
  const derived = await derive(ctx, resource, 'create', values, null);
  await checkUnique(db, resource, { ...values, ...derived }, null, ctx.lang);
  return derived;
}

function derive(
  ctx: RequestContext,
  resource: Resource,
  kind: DerivedWrite['kind'],
  values: Row,
  current: Row | null,
): Promise<Row> {
  return resource.hooks?.derive?.(ctx, { kind, values, current }) ?? Promise.resolve({});
}

/**
 * The stored record with its computed fields added: what a field the body leaves out keeps (an input is
 * kept as the record answers it) and what a state change derives from.
 */
async function answeredRecord(ctx: RequestContext, resource: Resource, current: Row): Promise<Row> {
  const computed = Object.keys(resource.computed ?? {});
  const record = { ...current };
  if (computed.length) await resource.hooks?.shape?.(ctx, [record], new Set(computed));
  return record;
}

/** A create's or update's statement, in one transaction with what the writeWith hook writes beside it. */
async function withRows(
  ctx: RequestContext,
  resource: Resource,
  db: AnyDb,
  change: WrittenRow,
  write: (db: AnyDb) => Promise<unknown>,
): Promise<void> {
  const writeWith = resource.hooks?.writeWith;
  if (!writeWith) {
    await write(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await write(trx);
    await writeWith(ctx, change, trx);
  });
}

/** POST <path>: answers the new record's id. */
export async function createResource(
  ctx: RequestContext,
  resource: Resource,
  input: Row,
  /** the new row's id when the caller names it (a flow form's record is its request's); a new one otherwise */
  id: string = newId(),
): Promise<{ id: string }> {
  if (resource.delegation) await ctx.requireDelegation('add', input[resource.delegation] as string);
  const db = await dbOf(ctx, resource);
  const values = normalised(resource, input);
  const stored = { ...values, ...(await checkedForCreate(ctx, resource, db, values)) };
  await writeOrDuplicate(db, resource, stored, id, ctx.lang, () =>
    withRows(ctx, resource, db, { kind: 'create', before: null, after: { ...stored, id } }, (trx) =>
      trx
        .insertInto(resource.table)
        .values({
          ...columnsOf(resource, stored),
          ...columnsOf(resource, resource.fixed ?? {}),
          [resource.base.id]: id,
          ...createdStamps(resource, ctx.userId, ctx.clock.now()),
        })
        .execute(),
    ),
  );
  await resource.hooks?.afterWrite?.(ctx, { kind: 'create', after: { ...stored, id } });
  return { id };
}

/** PUT <path>/:id: a field the body leaves out keeps its stored value (decision 049). */
export async function updateResource(
  ctx: RequestContext,
  resource: Resource,
  id: string,
  input: Row,
): Promise<void> {
  const db = await dbOf(ctx, resource);
  const current = await currentRow(db, resource, await ctx.dataPermission(resource.menu), id);
  if (resource.delegation) {
    const before = current[resource.delegation] as string | null;
    await ctx.requireDelegation('edit', before, movedTo(before, input[resource.delegation] as string));
  }
  const based = baseVersion(resource, input);
  if (based !== null && based !== Number(current[resource.version!]))
    throw await changedMeanwhile(ctx, resource, db, id);
  const optional = resource.body.filter((f) => !f.spec.required).map((f) => f.name);
  const kept = resource.inputs ? await answeredRecord(ctx, resource, current) : current;
  const values = normalised(resource, keepAbsent(input, kept, optional));
  checkFields(resource, values, current, ctx.lang);
  await checkTree(db, resource, values, id, ctx.lang);
  await resource.hooks?.check?.(ctx, values, current);
  const stored = {
    ...values,
    ...(await derive(ctx, resource, 'update', values, current)),
    ...nextVersion(resource, current),
  };
  await checkUnique(db, resource, stored, id, ctx.lang);
  await writeOrDuplicate(db, resource, stored, id, ctx.lang, () =>
    withRows(
      ctx,
      resource,
      db,
      { kind: 'update', before: current, after: { ...current, ...stored } },
      async (trx) => {
        let update = trx
          .updateTable(resource.table)
          .set({ ...columnsOf(resource, stored), ...modifiedStamps(resource, ctx.userId, ctx.clock.now()) })
          .where(resource.base.id, '=', id);
        // Only the version read above may be replaced: a save that landed since leaves no row to update.
        if (resource.version)
          update = update.where(
            resource.fields.get(resource.version)!.column,
            '=',
            current[resource.version],
          );
        const result = await update.executeTakeFirst();
        if (resource.version && Number(result.numUpdatedRows) === 0)
          throw await changedMeanwhile(ctx, resource, trx, id);
      },
    ),
  );
  await resource.hooks?.afterWrite?.(ctx, {
    kind: 'update',
    before: current,
    after: { ...current, ...stored },
  });
}

/** DELETE <path>/:id: soft when the table has a delete mark; a tree refuses while rows lie below. */
export async function deleteResource(ctx: RequestContext, resource: Resource, id: string): Promise<void> {
  const db = await dbOf(ctx, resource);
  const current = await currentRow(db, resource, await ctx.dataPermission(resource.menu), id);
  if (resource.delegation) await ctx.requireDelegation('delete', current[resource.delegation] as string);
  if (resource.tree) {
    const parent = resource.fields.get(resource.tree.parent) as Field;
    const below = await liveRows(db, resource)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(ref(parent), '=', id)
      .executeTakeFirst();
    const count = Number(below?.n ?? 0);
    if (count > 0) throw refuseField(parent, resource.tree.hasChildren, ctx.lang, 400, { count });
  }
  await resource.hooks?.beforeDelete?.(ctx, current);
  const { base } = resource;
  await db.transaction().execute(async (trx) => {
    if (base.deleteMark) {
      const marks: Row = { [base.deleteMark]: 1 };
      if (base.deleteTime) marks[base.deleteTime] = ctx.clock.now();
      if (base.deleteUserId) marks[base.deleteUserId] = ctx.userId;
      await trx
        .updateTable(resource.table)
        .set(marks)
        .where(base.id, '=', id)
        .where(base.deleteMark, 'is', null)
        .execute();
    } else await trx.deleteFrom(resource.table).where(base.id, '=', id).execute();
    await resource.hooks?.deleteWith?.(ctx, current, trx);
  });
  await resource.hooks?.afterWrite?.(ctx, { kind: 'delete', before: current });
}

/**
 * PUT <path>/:id/Actions/State switches the 0/1 state field (`to` absent); the declared state actions set
 * it (`to` 0 or 1). Answers the new value under its name, with the stored values derive wrote with it.
 */
export async function switchResourceState(
  ctx: RequestContext,
  resource: Resource,
  id: string,
  to?: 0 | 1,
): Promise<Row> {
  const state = resource.state;
  if (!state) throw new Error(`resource ${resource.path} has no state field`);
  const db = await dbOf(ctx, resource);
  const current = await currentRow(db, resource, await ctx.dataPermission(resource.menu), id);
  if (resource.delegation) await ctx.requireDelegation('edit', current[resource.delegation] as string);
  const value = to ?? (current[state] === 1 ? 0 : 1);
  const derived = resource.hooks?.derive
    ? await derive(
        ctx,
        resource,
        'state',
        { ...(await answeredRecord(ctx, resource, current)), [state]: value },
        current,
      )
    : {};
  const changed = { [state]: value, ...derived };
  await db
    .updateTable(resource.table)
    .set({
      ...columnsOf(resource, changed),
      ...modifiedStamps(resource, ctx.userId, ctx.clock.now()),
    })
    .where(resource.base.id, '=', id)
    .execute();
  await resource.hooks?.afterWrite?.(ctx, {
    kind: 'state',
    before: current,
    after: { ...current, ...changed },
  });
  return changed;
}
