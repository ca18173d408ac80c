import type { DesignType, FormData } from '@app/common/form';
import { valueFields } from '@app/common/form';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { readResource } from '../../platform/resource/resource-read.js';
import { createResource, updateResource } from '../../platform/resource/resource-write.js';
import { authorName } from '../../platform/resource/row-authors.js';
import { DESIGN_RESOURCES } from './design.resource.js';
import { checkedDesign } from './design-checks.js';
import { DESIGN_MENUS, isDesignType } from './design-types.js';

/**
 * What designs do besides their records: the type that decides who may open one, copying, releasing a
 * version (the snapshot live pages run), the version history and restoring an earlier version.
 */

/** The type of a live design, which decides its menu; 404 for a design that does not exist. */
export async function designType(ctx: RequestContext, id: string): Promise<DesignType> {
  const row = await ctx.services.db
    .selectFrom('baseVisualdev')
    .select('type')
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row || !isDesignType(row.type)) throw notFound('visualdev.notFound');
  return row.type;
}

/** The resource of a design after checking the caller holds its menu (and button). */
export async function openDesign(ctx: RequestContext, id: string, button?: string) {
  const type = await designType(ctx, id);
  await ctx.requireAccess({ module: DESIGN_MENUS[type], ...(button ? { button } : {}) });
  return { type, resource: DESIGN_RESOURCES[type] };
}

/** A copy named after the original with a stamp that keeps name and code unique (复制). */
export async function copyDesign(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const { resource } = await openDesign(ctx, id, 'btn_add');
  const source = await readResource(ctx, resource, id);
  const stamp = ctx.clock.now().toString(36).slice(-5);
  const copy: Row = {};
  for (const field of resource.writable) copy[field.name] = source[field.name];
  copy.fullName = `${String(source.fullName).slice(0, 90)}副本${stamp}`;
  copy.enCode = `${String(source.enCode).slice(0, 40)}.copy${stamp}`;
  return createResource(ctx, resource, copy);
}

/**
 * 发布: the current draft becomes a version live pages run, as it is now. Releasing the same version again
 * changes nothing; editing the draft afterwards changes nothing live until the next release.
 */
export async function releaseDesign(ctx: RequestContext, id: string): Promise<{ version: number }> {
  const { type, resource } = await openDesign(ctx, id, 'btn_release');
  const design = await readResource(ctx, resource, id);
  if (!design.formData) throw badRequest('visualdev.noForm');
  checkedDesign(design, type, ctx.lang);
  const version = Number(design.version);
  const now = ctx.clock.now();
  await ctx.services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('baseVisualdevRelease')
      .values({
        id: newId(),
        visualdevId: id,
        version,
        fullName: design.fullName as string,
        enCode: design.enCode as string,
        type,
        webType: Number(design.webType),
        dbLinkId: (design.dbLinkId as string | null) ?? null,
        tables: (design.tables as string | null) ?? null,
        formData: design.formData as string,
        columnData: (design.columnData as string | null) ?? null,
        flowTemplateJson: (design.flowTemplateJson as string | null) ?? null,
        releaseTime: now,
        releaseUserId: ctx.userId,
      })
      .onConflict((oc) => oc.columns(['visualdevId', 'version']).doNothing())
      .execute();
    await trx
      .updateTable('baseVisualdev')
      .set({ enabledMark: 1, releasedVersion: version, releaseTime: now, releaseUserId: ctx.userId })
      .where('id', '=', id)
      .execute();
  });
  return { version };
}

/** The released versions of a design, newest first, with who released them. */
export async function designVersions(ctx: RequestContext, id: string) {
  await openDesign(ctx, id);
  const rows = await ctx.services.db
    .selectFrom('baseVisualdevRelease as r')
    .leftJoin('baseUser as u', 'u.id', 'r.releaseUserId')
    .select(['r.version', 'r.fullName', 'r.releaseTime', 'u.realName', 'u.account'])
    .where('r.visualdevId', '=', id)
    .orderBy('r.version', 'desc')
    .execute();
  return {
    list: rows.map((row) => ({
      version: row.version,
      fullName: row.fullName,
      releaseTime: Number(row.releaseTime),
      releaseUser: authorName(row),
    })),
  };
}

/** Puts a released version's form, list and tables back into the draft (a save like any other). */
export async function restoreDesign(ctx: RequestContext, id: string, version: number): Promise<void> {
  const { resource } = await openDesign(ctx, id, 'btn_edit');
  const release = await ctx.services.db
    .selectFrom('baseVisualdevRelease')
    .select(['webType', 'tables', 'formData', 'columnData', 'flowTemplateJson'])
    .where('visualdevId', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!release) throw notFound('visualdev.versionNotFound', { version });
  const { fullName, enCode } = await readResource(ctx, resource, id);
  await updateResource(ctx, resource, id, { fullName, enCode, ...release });
}

/** The main-form fields of a design as pickers show them (关联表单's display field): the live version's. */
export async function designFields(ctx: RequestContext, id: string) {
  const { resource } = await openDesign(ctx, id);
  const design = await readResource(ctx, resource, id);
  const released = await ctx.services.db
    .selectFrom('baseVisualdevRelease')
    .select('formData')
    .where('visualdevId', '=', id)
    .where('version', '=', Number(design.releasedVersion ?? -1))
    .executeTakeFirst();
  const text = (released?.formData ?? design.formData) as string | null;
  const form = text ? (JSON.parse(text) as FormData) : { fields: [] };
  return {
    list: valueFields(form.fields)
      .filter((field) => !field.subTable)
      .map((field) => ({
        vModel: field.vModel,
        label: field.control.__config__.label,
        jnpfKey: field.control.__config__.jnpfKey,
      })),
  };
}

/** Released designs of a type by category, for pickers (关联表单 chooses one). */
export async function designSelector(ctx: RequestContext, type: DesignType) {
  const rows = await ctx.services.db
    .selectFrom('baseVisualdev')
    .select(['id', 'fullName', 'enCode', 'category'])
    .where('type', '=', type)
    .where('enabledMark', '=', 1)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('fullName')
    .execute();
  return { list: rows };
}
