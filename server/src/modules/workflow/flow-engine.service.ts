import { compileFlow, type FlowTemplate, validateFlow } from '@app/common/flow';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { freeValue } from '../../platform/resource/free-value.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { readResource } from '../../platform/resource/resource-read.js';
import { createResource } from '../../platform/resource/resource-write.js';
import { authorName } from '../../platform/resource/row-authors.js';
import { flowEngineResource } from './flow-engine.resource.js';
import { flowFormDesign, flowRefusal, initiatorsOf, parsedFlow } from './flow-engine-checks.js';
import { isSystemForm } from './system-forms.js';

/**
 * What flow engines do besides their records (docs/decisions/077-flow-engine-versions.md): releasing the
 * draft as an immutable version (启用), stopping new launches (停止), copying, and the version history.
 */

type Engine = Row & { id: string; fullName: string; enCode: string; formType: number; formId: string };

const engineOf = async (ctx: RequestContext, id: string) =>
  (await readResource(ctx, flowEngineResource, id)) as Engine;

/** The form a version runs on: a designed form's released version, or a system form's key. */
async function formSnapshot(ctx: RequestContext, engine: Engine, db: Db) {
  if (Number(engine.formType) === 1) {
    if (!isSystemForm(engine.formId)) throw badRequest('workflow.unknownSystemForm', { form: engine.formId });
    return { formVersion: null, formData: null, formTables: null };
  }
  const design = await flowFormDesign(ctx, engine.formId, db);
  if (!design) throw badRequest('workflow.unknownForm');
  const release =
    design.releasedVersion === null
      ? undefined
      : await db
          .selectFrom('baseVisualdevRelease')
          .select(['version', 'formData', 'tables'])
          .where('visualdevId', '=', design.id)
          .where('version', '=', design.releasedVersion)
          .executeTakeFirst();
  if (!release?.formData) throw badRequest('workflow.formNotReleased', { form: design.fullName });
  return { formVersion: release.version, formData: release.formData, formTables: release.tables };
}

/**
 * 启用: the draft, checked with the designer's save rules in the caller's language, becomes a new version
 * with its graph and its form as they are now, and new requests may start it. Releasing a draft and form
 * unchanged since the last version adds no version; it only lets launches in again after a stop.
 */
export async function releaseEngine(ctx: RequestContext, id: string): Promise<{ version: number }> {
  await engineOf(ctx, id);
  return ctx.services.db.transaction().execute(async (trx) => {
    // holds the engine's row, so two releases (or a save and a release) take their turns
    await trx.updateTable('flowEngine').set({ releaseUserId: ctx.userId }).where('id', '=', id).execute();
    const engine = (await trx
      .selectFrom('flowEngine')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as unknown as Engine & { version: number; flowTemplateJson: string | null };
    const tree = parsedFlow(engine.flowTemplateJson, ctx.lang);
    if (!tree) throw badRequest('workflow.noFlow');
    const issues = validateFlow(tree, { flowId: id });
    if (issues.length) throw flowRefusal(issues, ctx.lang);
    const form = await formSnapshot(ctx, engine, trx);
    const latest = await trx
      .selectFrom('flowEngineVersion')
      .select(['version', 'draftVersion', 'formId', 'formVersion'])
      .where('flowEngineId', '=', id)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    const unchanged =
      latest &&
      latest.draftVersion === engine.version &&
      latest.formId === engine.formId &&
      latest.formVersion === form.formVersion;
    const version = unchanged ? latest.version : (latest?.version ?? 0) + 1;
    const now = ctx.clock.now();
    if (!unchanged) {
      const versionId = newId();
      const initiators = initiatorsOf(tree);
      await trx
        .insertInto('flowEngineVersion')
        .values({
          id: versionId,
          flowEngineId: id,
          version,
          fullName: engine.fullName,
          enCode: engine.enCode,
          category: (engine.category as string | null) ?? null,
          type: Number(engine.type),
          formType: Number(engine.formType),
          formId: engine.formId,
          ...form,
          flowTemplateJson: JSON.stringify(tree),
          flowGraph: JSON.stringify(compileFlow(tree as FlowTemplate)),
          visibleType: initiators.length ? 1 : 0,
          draftVersion: engine.version,
          releaseTime: now,
          releaseUserId: ctx.userId,
        })
        .execute();
      const unique = [...new Map(initiators.map((i) => [`${i.operatorType}:${i.operatorId}`, i])).values()];
      if (unique.length)
        await trx
          .insertInto('flowEngineVisible')
          .values(unique.map((i) => ({ flowEngineVersionId: versionId, ...i })))
          .execute();
    }
    await trx
      .updateTable('flowEngine')
      .set({ enabledMark: 1, releasedVersion: version, releaseTime: now, releaseUserId: ctx.userId })
      .where('id', '=', id)
      .execute();
    return { version };
  });
}

/** 停止: new requests may not start it; requests already running go on with their version. */
export async function stopEngine(ctx: RequestContext, id: string): Promise<null> {
  await engineOf(ctx, id);
  await ctx.services.db.updateTable('flowEngine').set({ enabledMark: 0 }).where('id', '=', id).execute();
  return null;
}

const taken = (ctx: RequestContext, field: 'enCode' | 'fullName') => async (value: string) =>
  !!(await ctx.services.db
    .selectFrom('flowEngine')
    .select('id')
    .where(field, '=', value)
    .where('deleteMark', 'is', null)
    .executeTakeFirst());

/** The name and code, or where one is in use the first free `fullName副本…` / `enCode.copy…` (decision 027). */
export async function freeNames(ctx: RequestContext, fullName: string, enCode: string) {
  const free = async (field: 'enCode' | 'fullName', value: string, max: number, suffix: string) =>
    (await taken(ctx, field)(value))
      ? ((await freeValue(value.slice(0, max - 10), max, suffix, taken(ctx, field))) ?? value)
      : value;
  return {
    fullName: await free('fullName', fullName, 100, '副本'),
    enCode: await free('enCode', enCode, 50, '.copy'),
  };
}

/** 复制: a new draft with the same form and tree; the copy is released on its own. */
export async function copyEngine(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const source = await engineOf(ctx, id);
  const copy: Row = {};
  for (const field of flowEngineResource.writable) copy[field.name] = source[field.name];
  Object.assign(copy, await freeNames(ctx, source.fullName, source.enCode));
  return createResource(ctx, flowEngineResource, copy);
}

/** The released versions, newest first, with who released them and the form version each runs. */
export async function engineVersions(ctx: RequestContext, id: string) {
  await engineOf(ctx, id);
  const rows = await ctx.services.db
    .selectFrom('flowEngineVersion as v')
    .leftJoin('baseUser as u', 'u.id', 'v.releaseUserId')
    .select(['v.id', 'v.version', 'v.fullName', 'v.formVersion', 'v.visibleType', 'v.releaseTime'])
    .select(['u.realName', 'u.account'])
    .where('v.flowEngineId', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return {
    list: rows.map(({ realName, account, ...row }) => ({
      ...row,
      releaseTime: Number(row.releaseTime),
      releaseUser: authorName({ realName, account }),
    })),
  };
}

/** One released version as a request reads it (the runtime pins requests to these rows). */
export function engineVersion(ctx: RequestContext, flowEngineId: string, version: number) {
  return ctx.services.db
    .selectFrom('flowEngineVersion')
    .selectAll()
    .where('flowEngineId', '=', flowEngineId)
    .where('version', '=', version)
    .executeTakeFirst();
}
