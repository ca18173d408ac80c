import type { ResourceRowAction, ResourceText, ResourceToolbarAction } from './resource.types';

/** The button codes the product's menus grant for each built-in action (SPEC §6, the button guard). */
const DEFAULT_PERMISSION: Record<string, string> = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  export: 'btn_export',
  import: 'btn_import',
};

/** The code an action needs: its own, else its kind's; null when everyone may use it. */
export function permissionOf(action: { kind: string; permission?: string | null }): string | null {
  if (action.permission !== undefined) return action.permission;
  return DEFAULT_PERMISSION[action.kind] ?? null;
}

type Can = (code: string) => boolean;

const allowed = (action: { kind: string; permission?: string | null }, can: Can) => {
  const code = permissionOf(action);
  return code === null || can(code);
};

/** The toolbar actions the user may use, in the declared order. */
export function toolbarActionsFor(
  actions: readonly ResourceToolbarAction[],
  can: Can,
): ResourceToolbarAction[] {
  return actions.filter((action) => allowed(action, can));
}

/** A row's actions: those the user may use and that apply to this row, in the declared order. */
export function rowActionsFor<Row>(
  actions: readonly ResourceRowAction<Row>[],
  can: Can,
  row: Row,
): ResourceRowAction<Row>[] {
  return actions.filter((action) => allowed(action, can) && (action.visible?.(row) ?? true));
}

/** A row action's label: its own, else its kind's (删除, 编辑); the actions column is 操作 unless named. */
export function rowActionLabel(action: { kind: string; label?: ResourceText }): ResourceText {
  if (action.label !== undefined) return action.label;
  if (action.kind === 'remove') return 'common.delete';
  return action.kind === 'edit' ? 'resource.edit' : '';
}

/** The state switch is an edit: without btn_edit the state shows as a tag. */
export const canSwitchState = (can: Can) => can(DEFAULT_PERMISSION.edit);
