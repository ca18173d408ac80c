import type { PermissionEntry } from '@app/common';
import { describe, expect, it } from 'vitest';
import { hasButton, hasPermission, hiddenColumns, visibleColumns } from './permission';

const entry = (modelId: string, button: string[], column: string[]): PermissionEntry => ({
  modelId,
  moduleName: modelId,
  button: button.map((enCode) => ({ enCode, fullName: enCode })),
  column: column.map((enCode) => ({ enCode, fullName: enCode })),
  form: [],
  resource: [],
});

const list: PermissionEntry[] = [entry('log', ['btn_remove'], ['userName']), entry('menu', [], [])];

describe('permission checks', () => {
  it('grants a button listed for the page', () => {
    expect(hasButton(list, 'log', 'btn_remove')).toBe(true);
  });

  it('refuses a button not listed, or on another page', () => {
    expect(hasButton(list, 'log', 'btn_add')).toBe(false);
    expect(hasButton(list, 'other', 'btn_remove')).toBe(false);
  });

  it('refuses without a modelId, without a code or without a button list', () => {
    expect(hasButton(list, undefined, 'btn_remove')).toBe(false);
    expect(hasButton(list, 'log', '')).toBe(false);
    expect(hasButton(list, 'menu', 'btn_remove')).toBe(false);
  });

  it('checks columns against the column list', () => {
    expect(hasPermission(list, 'log', 'column', 'userName')).toBe(true);
    expect(hasPermission(list, 'log', 'button', 'userName')).toBe(false);
  });
});

describe('column permission in tables', () => {
  const scoped: PermissionEntry[] = [
    { ...entry('users', [], ['account']), hiddenColumns: ['mobilePhone', 'roleName'] },
    entry('log', [], []),
  ];
  const columns = [
    { title: '账号', dataIndex: 'account' },
    { title: '手机', dataIndex: 'mobilePhone' },
    { title: '角色', key: 'roleName', render: () => null },
    { title: '组织', dataIndex: ['organize', 'name'] },
    { title: '操作', key: 'actions' },
  ];

  it('drops the columns whose dataIndex or key the page hides, keeping the order of the rest', () => {
    expect(visibleColumns(scoped, 'users', columns).map((c) => c.title)).toEqual(['账号', '组织', '操作']);
  });

  it('keeps every column where nothing is hidden, on another page, or without a modelId', () => {
    expect(visibleColumns(scoped, 'log', columns)).toEqual(columns);
    expect(visibleColumns(scoped, 'other', columns)).toEqual(columns);
    expect(visibleColumns(scoped, undefined, columns)).toEqual(columns);
  });

  it('matches a nested dataIndex by its dotted path', () => {
    const nested: PermissionEntry[] = [{ ...entry('users', [], []), hiddenColumns: ['organize.name'] }];
    expect(visibleColumns(nested, 'users', columns).map((c) => c.title)).not.toContain('组织');
  });

  it('reads the hidden codes of the page only', () => {
    expect([...hiddenColumns(scoped, 'users')]).toEqual(['mobilePhone', 'roleName']);
    expect(hiddenColumns(scoped, 'log').size).toBe(0);
  });
});
