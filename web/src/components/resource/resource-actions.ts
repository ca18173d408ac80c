import type {
  ResourceBatchAction,
  ResourceRowAction,
  ResourceText,
  ResourceToolbarAction,
} from './resource.types';

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

/** The user holds the button the action needs (or it needs none). */
export const allowed = (action: { kind: string; permission?: string | null }, can: Can) => {
  const code = permissionOf(action);
  return code === null || can(code);
};

/** The toolbar actions the user may use, in the declared order. */
export function toolbarActionsFor<Action extends ResourceToolbarAction | ResourceBatchAction>(
  actions: readonly Action[],
  can: Can,
): Action[] {
  return actions.filter((action) => allowed(action, can));
}

/** The batch actions the user may use: while there is one, the list's rows can be ticked. */
export const batchActionsFor = (
  actions: readonly (ResourceToolbarAction | ResourceBatchAction)[],
  can: Can,
): ResourceBatchAction[] =>
  toolbarActionsFor(actions, can).filter((action): action is ResourceBatchAction => action.kind === 'batch');

/** A batch button's label: with the number of ticked rows once there are some (批量下线 (2)). */
export const batchLabel = (label: string, ticked: number): string =>
  ticked ? `${label} (${ticked})` : label;

/** A text key with these values added to its own (plain and per-language texts stay as they are). */
function withValues(text: ResourceText, values: Record<string, string | number>): ResourceText {
  if (typeof text === 'string') return { key: text, values };
  if ('key' in text && typeof text.key === 'string')
    return { key: text.key, values: { ...text.values, ...values } };
  return text;
}

/** A batch action's question or answer with the number of rows it acts on as `{{count}}`. */
export const withCount = (text: ResourceText, count: number): ResourceText => withValues(text, { count });

/** A sentence about one row with its fields as `{{field}}` (数据表 {{table}} 已删除). */
export const withRow = (text: ResourceText, row: object): ResourceText =>
  withValues(text, row as Record<string, string | number>);

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

/** The actions column shows at all: always, unless it is declared only for those holding one of its actions. */
export const showsActionsColumn = <Row>(
  rowActions: { items: readonly ResourceRowAction<Row>[]; onlyWhenHeld?: boolean },
  can: Can,
): boolean => !rowActions.onlyWhenHeld || rowActions.items.some((action) => allowed(action, can));

/** The state switch is an edit: without btn_edit the state shows as a tag. */
export const canSwitchState = (can: Can) => can(DEFAULT_PERMISSION.edit);

/** Pixels a 14 px label takes: a Han character about its font size, other characters about half. */
const labelWidth = (label: string) =>
  [...label].reduce(
    (width, c) => width + (/\p{Script=Han}|[\u3000-\u30ff\uff00-\uffef]/u.test(c) ? 14 : 7.5),
    0,
  );

/**
 * The width the actions column needs for its links in the screen's language: a width declared for the
 * Chinese labels cuts the longer English ones ('Delet'). Each link is its label, its icon (14 px and an
 * 8 px gap) and antd's 7 px padding a side; links touch (Space size 0) in a cell padded 12 px a side.
 * Never narrower than `declared`.
 */
export function actionsColumnWidth(
  declared: number | undefined,
  links: readonly { label: string; icon: boolean }[],
): number | undefined {
  if (declared === undefined || links.length === 0) return declared;
  const needed = links.reduce(
    (width, link) => width + labelWidth(link.label) + 14 + (link.icon ? 22 : 0),
    24,
  );
  return Math.max(declared, Math.ceil(needed));
}

/**
 * The actions column on a phone: the ⋯ button (24 px) and the screen's own controls (their label and an
 * arrow), in a cell padded 8 px a side (antd's small cells at this width); never narrower than its title
 * on one line (Actions), with the header's 12 px a side.
 */
export function collapsedActionsWidth(links: readonly { label: string; own: boolean }[], title = ''): number {
  const own = links.filter((link) => link.own);
  const plain = links.length - own.length;
  const width = own.reduce((sum, link) => sum + labelWidth(link.label) + 14 + 22, plain ? 24 : 0);
  return Math.max(
    56,
    Math.ceil(labelWidth(title) + 24),
    Math.ceil(width + 2 * (own.length + (plain ? 1 : 0)) + 16),
  );
}
