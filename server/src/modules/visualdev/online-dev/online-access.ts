import type { DataPermission } from '../../../platform/auth/data-permission.js';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest, forbidden } from '../../../platform/errors.js';
import { DESIGN_MENUS } from '../design-types.js';
import type { LiveModel } from './online-model.js';

/**
 * Who may use a released design, and how far (SPEC §2.2, §6; server-facts §5). A design is opened through
 * a menu of type 3 whose propertyJson.moduleId is the design: the caller must hold that menu (menuId names
 * it; without one, the first such menu the caller holds). Holders of the design's own design menu (Web设计,
 * 功能表单, …) may open it without a released menu, to preview it. The menu decides the rest: its buttons
 * (when the list turns button permission on), its data schemes (rows) and its columns (column permission),
 * through the platform's own scopes, so a generated page is permissioned like any hand-written screen.
 */

export type OnlineButton =
  | 'btn_add'
  | 'btn_edit'
  | 'btn_remove'
  | 'btn_detail'
  | 'btn_download'
  | 'btn_upload'
  | 'btn_batchRemove';

/** A preview through the design menu uses that menu's buttons (it has no detail or batch buttons). */
const DESIGN_MENU_BUTTONS: Record<OnlineButton, string | null> = {
  btn_add: 'btn_add',
  btn_edit: 'btn_edit',
  btn_remove: 'btn_remove',
  btn_batchRemove: 'btn_remove',
  btn_detail: null,
  btn_download: 'btn_export',
  btn_upload: 'btn_import',
};

export interface OnlineAccess {
  /** the code of the menu that opened the design: data permission and answer caches are keyed by it */
  menu: string;
  /** the rows and columns the caller may see through that menu */
  scope: DataPermission;
  /** the form's fields the caller may not see or write (form permission of the menu) */
  formHidden: ReadonlySet<string>;
  /** refuses (403) unless the caller may use the button */
  require(button: OnlineButton): Promise<void>;
}

type Grants = Awaited<ReturnType<RequestContext['services']['grants']['of']>>;

/** A caller's type-3 menus by the design each opens: grants are kept per user, so is this (per grants). */
const releasedByGrants = new WeakMap<Grants, Map<string, Grants['menus']>>();

function releasedMenus(grants: Grants, modelId: string): Grants['menus'] {
  let byModel = releasedByGrants.get(grants);
  if (!byModel) {
    byModel = new Map();
    for (const menu of grants.menus) {
      if (menu.type !== 3 || !menu.propertyJson) continue;
      let moduleId: unknown;
      try {
        moduleId = (JSON.parse(menu.propertyJson) as { moduleId?: unknown }).moduleId;
      } catch {
        continue;
      }
      if (typeof moduleId === 'string') byModel.set(moduleId, [...(byModel.get(moduleId) ?? []), menu]);
    }
    releasedByGrants.set(grants, byModel);
  }
  return byModel.get(modelId) ?? [];
}

/**
 * 表单权限: when the list turns form permission on, the menu's enabled form items (enCode = a field's vModel)
 * the caller was not granted are hidden from them; administrators see every field.
 */
async function hiddenFormFields(
  ctx: RequestContext,
  grants: Grants,
  menuId: string,
  model: LiveModel,
): Promise<ReadonlySet<string>> {
  if (!model.columns.useFormPermission || ctx.user.isAdministrator) return new Set();
  const controlled = await ctx.services.db
    .selectFrom('baseModuleForm')
    .select('enCode')
    .where('moduleId', '=', menuId)
    .where('deleteMark', 'is', null)
    .where('enabledMark', '=', 1)
    .execute();
  const granted = new Set((grants.byModule.get(menuId)?.form ?? []).map((f) => f.enCode));
  return new Set(controlled.map((r) => r.enCode).filter((code) => !granted.has(code)));
}

/** The caller's access to a live design through `menuId` (or any menu of it they hold, or a preview). */
export async function onlineAccess(
  ctx: RequestContext,
  model: LiveModel,
  menuId?: string | null,
): Promise<OnlineAccess> {
  const grants = await ctx.services.grants.of(ctx.user);
  const released = releasedMenus(grants, model.id);
  const wanted = menuId?.trim() || null;
  const menu = wanted ? released.find((m) => m.id === wanted) : released[0];
  if (wanted && !menu) {
    const held = grants.menus.find((m) => m.id === wanted);
    if (held) throw badRequest('onlineDev.menuNotBound');
  }
  if (menu) {
    const code = menu.enCode;
    const checkButtons = model.columns.useBtnPermission === true;
    return {
      menu: code,
      scope: await ctx.dataPermission(code),
      formHidden: await hiddenFormFields(ctx, grants, menu.id, model),
      async require(button) {
        if (checkButtons) await ctx.requireAccess({ module: code, button });
      },
    };
  }
  // No released menu of the design is held: its design menu previews it, or nothing does.
  const design = DESIGN_MENUS[model.type];
  await ctx.requireAccess({ module: design }).catch(() => {
    throw forbidden();
  });
  return {
    menu: design,
    scope: await ctx.dataPermission(design),
    formHidden: new Set(),
    async require(button) {
      const code = DESIGN_MENU_BUTTONS[button];
      if (code) await ctx.requireAccess({ module: design, button: code });
    },
  };
}
