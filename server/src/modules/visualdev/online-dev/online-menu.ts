import type { RequestContext } from '../../../platform/context.js';
import { createMenu, createMenuItem, createMenuItems, updateMenu } from '../../system/exports.js';
import { openDesign } from '../design.service.js';
import { liveModel } from './online-model.js';

/**
 * POST /api/visualdev/Base/{id}/Actions/Menu: the released design as a page of the menu tree (SPEC §2.2
 * type 3, propertyJson.moduleId = the design), made once and updated after, through the system area's menu
 * service (its save rules, its grants invalidation). The menu gets the buttons a generated page knows
 * (btn_add … btn_batchRemove) and, when the list turns column permission on, one column per list column
 * (enCode = the field's vModel), so roles are granted them on the authorize screen like any page's.
 */

export interface MenuBody {
  parentId: string;
  fullName: string;
  icon?: string;
  sortCode?: number;
}

const BUTTONS: readonly [string, string][] = [
  ['btn_add', '新增'],
  ['btn_edit', '编辑'],
  ['btn_remove', '删除'],
  ['btn_detail', '详情'],
  ['btn_download', '导出'],
  ['btn_upload', '导入'],
  ['btn_batchRemove', '批量删除'],
];

/** The type-3 menu of the design, if it has one. */
async function boundMenu(ctx: RequestContext, designId: string): Promise<string | null> {
  const menus = await ctx.services.db
    .selectFrom('baseModule')
    .select(['id', 'propertyJson'])
    .where('type', '=', 3)
    .where('deleteMark', 'is', null)
    .execute();
  const found = menus.find((m) => {
    try {
      return (JSON.parse(m.propertyJson ?? '{}') as { moduleId?: unknown }).moduleId === designId;
    } catch {
      return false;
    }
  });
  return found?.id ?? null;
}

export async function releaseToMenu(ctx: RequestContext, designId: string, body: MenuBody) {
  await openDesign(ctx, designId, 'btn_release');
  const model = await liveModel(ctx, designId);
  const input = {
    type: 3 as const,
    category: 'Web' as const,
    parentId: body.parentId,
    fullName: body.fullName,
    enCode: `online.${model.enCode}`.slice(0, 50).replace(/\.+$/, ''),
    icon: body.icon ?? 'FormOutlined',
    sortCode: body.sortCode ?? 0,
    propertyJson: { moduleId: designId, isTree: model.columns.type === 2 ? 1 : 0 },
  };
  const existing = await boundMenu(ctx, designId);
  const menuId = existing ?? (await createMenu(ctx, input)).id;
  if (existing) await updateMenu(ctx, existing, input);
  const { db } = ctx.services;
  const held = async (table: 'baseModuleButton' | 'baseModuleColumn' | 'baseModuleForm') =>
    new Set(
      (
        await db
          .selectFrom(table)
          .select('enCode')
          .where('moduleId', '=', menuId)
          .where('deleteMark', 'is', null)
          .execute()
      ).map((r) => r.enCode),
    );
  const buttons = await held('baseModuleButton');
  for (const [enCode, fullName] of BUTTONS)
    if (!buttons.has(enCode)) await createMenuItem(ctx, 'button', { moduleId: menuId, enCode, fullName });
  if (model.columns.useFormPermission) {
    const forms = await held('baseModuleForm');
    const missing = [...model.fields.values()].filter((f) => !forms.has(f.vModel));
    if (missing.length)
      await createMenuItems(ctx, 'form', {
        moduleId: menuId,
        formJson: missing.map((f) => ({
          enCode: f.vModel,
          fullName: f.control.__config__.label || f.vModel,
        })),
      });
  }
  if (model.columns.useColumnPermission) {
    const columns = await held('baseModuleColumn');
    const missing = (model.columns.columnList ?? []).filter((c) => c.prop && !columns.has(c.prop));
    if (missing.length)
      await createMenuItems(ctx, 'column', {
        moduleId: menuId,
        columnJson: missing.map((c) => ({ enCode: c.prop, fullName: c.label || c.prop })),
      });
  }
  return { id: menuId };
}
