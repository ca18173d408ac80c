import { describe, expect, it } from 'vitest';
import { pageAfterRemoving } from '../admin/page-after-removing';
import type { ResourceBatchAction, ResourceRowAction, ResourceToolbarAction } from './resource.types';
import {
  actionsColumnWidth,
  batchActionsFor,
  batchLabel,
  canSwitchState,
  collapsedActionsWidth,
  permissionOf,
  rowActionLabel,
  rowActionsFor,
  showsActionsColumn,
  toolbarActionsFor,
  withCount,
  withRow,
} from './resource-actions';

/** A user holding these buttons on the page. */
const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('the button guard of the list runtime (SPEC §6)', () => {
  it('each built-in action needs its button code unless it names another or none', () => {
    expect(permissionOf({ kind: 'add' })).toBe('btn_add');
    expect(permissionOf({ kind: 'edit' })).toBe('btn_edit');
    expect(permissionOf({ kind: 'remove' })).toBe('btn_remove');
    expect(permissionOf({ kind: 'export' })).toBe('btn_export');
    expect(permissionOf({ kind: 'import' })).toBe('btn_import');
    expect(permissionOf({ kind: 'custom', permission: 'btn_member' })).toBe('btn_member');
    expect(permissionOf({ kind: 'custom' })).toBeNull();
    expect(permissionOf({ kind: 'edit', permission: null })).toBeNull();
  });

  it('shows the toolbar buttons the user holds, in the declared order', () => {
    const toolbar: ResourceToolbarAction[] = [{ kind: 'add' }, { kind: 'import' }, { kind: 'export' }];
    expect(toolbarActionsFor(toolbar, holding('btn_export', 'btn_add')).map((a) => a.kind)).toEqual([
      'add',
      'export',
    ]);
    expect(toolbarActionsFor(toolbar, holding())).toEqual([]);
  });

  it('shows a row the actions the user holds that apply to it; an action open to everyone always', () => {
    type Row = { id: string; type: number };
    const actions: ResourceRowAction<Row>[] = [
      { kind: 'custom', label: '新建下级', permission: 'btn_add', visible: (row) => row.type < 4 },
      { kind: 'edit' },
      { kind: 'custom', label: '日志', permission: null },
      { kind: 'remove' },
    ];
    const labels = (can: (code: string) => boolean, row: Row) =>
      rowActionsFor(actions, can, row).map((a) => a.label ?? a.kind);
    expect(labels(holding('btn_add', 'btn_edit', 'btn_remove'), { id: '1', type: 2 })).toEqual([
      '新建下级',
      'edit',
      '日志',
      'remove',
    ]);
    expect(labels(holding('btn_add', 'btn_edit', 'btn_remove'), { id: '2', type: 4 })).toEqual([
      'edit',
      '日志',
      'remove',
    ]);
    expect(labels(holding(), { id: '1', type: 1 })).toEqual(['日志']);
  });

  it('the state switch needs btn_edit (without it the state is a tag)', () => {
    expect(canSwitchState(holding('btn_edit'))).toBe(true);
    expect(canSwitchState(holding('btn_remove'))).toBe(false);
  });

  it('labels 编辑 and 删除 by their kind unless the action names its own', () => {
    expect(rowActionLabel({ kind: 'edit' })).toBe('resource.edit');
    expect(rowActionLabel({ kind: 'remove' })).toBe('common.delete');
    expect(rowActionLabel({ kind: 'edit', label: 'role.edit' })).toBe('role.edit');
    expect(rowActionLabel({ kind: 'custom', label: '日志' })).toBe('日志');
  });

  it('offers ticking of rows only to a user holding the button of a declared batch action', () => {
    const force: ResourceBatchAction = {
      kind: 'batch',
      label: 'onlineUser.forceSelected',
      permission: 'btn_forced',
      confirm: 'onlineUser.confirmMany',
      done: 'onlineUser.forced',
      run: '/api/system/OnlineUser',
    };
    const toolbar: (ResourceToolbarAction | ResourceBatchAction)[] = [{ kind: 'export' }, force];
    expect(batchActionsFor(toolbar, holding('btn_forced', 'btn_export'))).toEqual([force]);
    expect(batchActionsFor(toolbar, holding('btn_export'))).toEqual([]);
    expect(toolbarActionsFor(toolbar, holding('btn_forced')).map((a) => a.kind)).toEqual(['batch']);
    expect(batchActionsFor([{ ...force, permission: null }], holding())).toHaveLength(1);
  });

  it('a batch button counts the ticked rows, and its question and answer get the count', () => {
    expect(batchLabel('批量下线', 0)).toBe('批量下线');
    expect(batchLabel('批量下线', 2)).toBe('批量下线 (2)');
    expect(withCount('onlineUser.confirmMany', 3)).toEqual({
      key: 'onlineUser.confirmMany',
      values: { count: 3 },
    });
    expect(withCount({ key: 'log.removed', values: { kind: '请求' } }, 2)).toEqual({
      key: 'log.removed',
      values: { kind: '请求', count: 2 },
    });
    expect(withCount({ zh: '已删除', en: 'Deleted' }, 2)).toEqual({ zh: '已删除', en: 'Deleted' });
  });

  it('a sentence about a removed row gets its fields (已删除表 {{table}})', () => {
    expect(withRow('dataModel.removeSuccess', { table: 'orders', sum: 2 })).toEqual({
      key: 'dataModel.removeSuccess',
      values: { table: 'orders', sum: 2 },
    });
  });

  it('an actions column declared only for its holders is left out for everyone else', () => {
    const items: ResourceRowAction[] = [{ kind: 'remove', permission: 'btn_forced' }];
    expect(showsActionsColumn({ items, onlyWhenHeld: true }, holding('btn_forced'))).toBe(true);
    expect(showsActionsColumn({ items, onlyWhenHeld: true }, holding('btn_remove'))).toBe(false);
    expect(showsActionsColumn({ items }, holding())).toBe(true);
  });

  it('a batch that empties a page past the first steps back one page; a partial one stays', () => {
    const page3 = { current: 3, size: 20 };
    expect(pageAfterRemoving(5, 5)(page3)).toEqual({ current: 2, size: 20 });
    expect(pageAfterRemoving(5, 4)(page3)).toEqual(page3);
    expect(pageAfterRemoving(1)(page3)).toEqual({ current: 2, size: 20 });
    expect(pageAfterRemoving(2)(page3)).toEqual(page3);
    expect(pageAfterRemoving(3, 3)({ current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
  });
});

describe('actionsColumnWidth', () => {
  const links = (labels: string[]) => labels.map((label) => ({ label, icon: false }));
  it('keeps the declared width when the labels fit, and widens it for longer labels', () => {
    expect(actionsColumnWidth(240, links(['测试', '编辑', '日志', '导出', '删除']))).toBe(240);
    // 23 Latin characters, five links' padding, the cell's padding
    expect(actionsColumnWidth(232, links(['Test', 'Edit', 'Log', 'Export', 'Delete']))).toBe(
      Math.ceil(23 * 7.5 + 5 * 14 + 24),
    );
  });
  it('counts icons and leaves an undeclared width to the table', () => {
    expect(actionsColumnWidth(60, [{ label: '查看', icon: true }])).toBe(28 + 14 + 22 + 24);
    expect(actionsColumnWidth(undefined, links(['Edit']))).toBeUndefined();
  });
});

describe('collapsedActionsWidth (a phone: the ⋯ menu)', () => {
  it('is narrow whatever the number of links: the ⋯ button in a small cell', () => {
    const plain = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `链接${i}`, own: false }));
    expect(collapsedActionsWidth(plain(1))).toBe(56);
    expect(collapsedActionsWidth(plain(5))).toBe(56);
  });
  it('keeps its title on one line (Actions)', () => {
    expect(collapsedActionsWidth([{ label: 'Edit', own: false }], '操作')).toBe(56);
    expect(collapsedActionsWidth([{ label: 'Edit', own: false }], 'Actions')).toBe(Math.ceil(7 * 7.5 + 24));
  });
  it("makes room for a screen's own control (新建下级 ▾) beside the ⋯", () => {
    const width = collapsedActionsWidth([
      { label: '新建下级', own: true },
      { label: '编辑', own: false },
      { label: '删除', own: false },
    ]);
    expect(width).toBe(Math.ceil(4 * 14 + 14 + 22 + 24 + 4 + 16));
    const links = ['新建下级', '编辑', '删除'].map((label) => ({ label, icon: false }));
    expect(width).toBeLessThan(actionsColumnWidth(190, links) ?? 0);
  });
});
