import type { PermissionEntry } from '@app/common';
import { describe, expect, it } from 'vitest';
import { hasButton, hasPermission } from './permission';

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
