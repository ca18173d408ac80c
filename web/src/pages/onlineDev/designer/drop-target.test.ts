import { addControl, emptyFormData, type FormData } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import {
  applyDrop,
  controlId,
  dropAllowed,
  dropTargetFor,
  listId,
  locate,
  ownZones,
  paletteId,
  parseDragId,
} from './drop-target';

const root = (index: number) => ({ parent: null, index });

/** A form with three inputs (101-103), a tab (104, two panes) and a sub-table (105). */
function sample(): FormData {
  let form = emptyFormData();
  for (const key of ['comInput', 'comInput', 'comInput', 'tab', 'table'])
    form = addControl(form, key, root(99));
  return form;
}
const topIds = (form: FormData) => form.fields.map((c) => c.__config__.formId);

describe('drag ids', () => {
  it('round-trip through parseDragId', () => {
    expect(parseDragId(paletteId('select'))).toEqual({ kind: 'palette', jnpfKey: 'select' });
    expect(parseDragId(controlId(104))).toEqual({ kind: 'control', formId: 104 });
    expect(parseDragId(listId(null))).toEqual({ kind: 'list', parent: null, pane: 0 });
    expect(parseDragId(listId(104, 1))).toEqual({ kind: 'list', parent: 104, pane: 1 });
  });

  it('ignores ids the designer did not make', () => {
    for (const id of ['', 'control:x', 'list:abc:0', 'list:root', 'other:1'])
      expect(parseDragId(id)).toBeNull();
  });
});

describe('dropTargetFor', () => {
  it('puts a drop over a list at its end, and over a control before or after it', () => {
    const form = sample();
    expect(dropTargetFor(form, { kind: 'list', parent: null, pane: 0 })).toEqual({
      parent: null,
      pane: 0,
      index: 5,
    });
    expect(dropTargetFor(form, { kind: 'list', parent: 104, pane: 1 })).toEqual({
      parent: 104,
      pane: 1,
      index: 0,
    });
    expect(dropTargetFor(form, { kind: 'control', formId: 102 })).toEqual({ parent: null, index: 1 });
    expect(dropTargetFor(form, { kind: 'control', formId: 102 }, true)).toEqual({ parent: null, index: 2 });
  });

  it('finds controls inside panes and answers null for what is gone', () => {
    const form = applyDrop(
      sample(),
      { kind: 'palette', jnpfKey: 'numInput' },
      { parent: 104, pane: 1, index: 0 },
      'en',
    );
    expect(locate(form, 106)).toEqual({ parent: 104, pane: 1, index: 0 });
    expect(dropTargetFor(form, { kind: 'control', formId: 999 })).toBeNull();
    expect(dropTargetFor(form, { kind: 'list', parent: 999, pane: 0 })).toBeNull();
    expect(dropTargetFor(form, { kind: 'list', parent: 104, pane: 5 })).toBeNull();
  });
});

describe('applyDrop', () => {
  it('adds a palette entry in the designer language where it was dropped', () => {
    const form = applyDrop(sample(), { kind: 'palette', jnpfKey: 'date' }, root(1), 'en');
    expect(topIds(form)).toEqual([101, 106, 102, 103, 104, 105]);
    expect(form.fields[1].__config__.label).toBe('Date');
  });

  it('leaves a new field unnamed on a form bound to tables, for its column to be picked', () => {
    const bound = applyDrop(sample(), { kind: 'palette', jnpfKey: 'numInput' }, root(0), 'zh', true);
    expect(bound.fields[0].__vModel__).toBe('');
    const table = applyDrop(sample(), { kind: 'palette', jnpfKey: 'table' }, root(0), 'zh', true);
    expect(table.fields[0].__vModel__).toBe('tableField106');
    const free = applyDrop(sample(), { kind: 'palette', jnpfKey: 'numInput' }, root(0), 'zh');
    expect(free.fields[0].__vModel__).toBe('numInputField106');
  });

  it('reorders within a list whichever way the control moves', () => {
    const form = sample();
    expect(topIds(applyDrop(form, { kind: 'control', formId: 101 }, root(3), 'zh'))).toEqual([
      102, 103, 101, 104, 105,
    ]);
    expect(topIds(applyDrop(form, { kind: 'control', formId: 103 }, root(0), 'zh'))).toEqual([
      103, 101, 102, 104, 105,
    ]);
  });

  it('returns the same form for a drop on the spot the control already has', () => {
    const form = sample();
    expect(applyDrop(form, { kind: 'control', formId: 102 }, root(1), 'zh')).toBe(form);
    expect(applyDrop(form, { kind: 'control', formId: 102 }, root(2), 'zh')).toBe(form);
    expect(dropAllowed(form, { kind: 'control', formId: 102 }, root(2))).toBe(true);
  });

  it('moves into and out of containers', () => {
    const inside = applyDrop(
      sample(),
      { kind: 'control', formId: 102 },
      { parent: 104, pane: 1, index: 0 },
      'zh',
    );
    expect(topIds(inside)).toEqual([101, 103, 104, 105]);
    expect(locate(inside, 102)).toEqual({ parent: 104, pane: 1, index: 0 });
    const out = applyDrop(inside, { kind: 'control', formId: 102 }, root(0), 'zh');
    expect(topIds(out)).toEqual([102, 101, 103, 104, 105]);
  });

  it('lets into a sub-table only what may be a column (common canDrop)', () => {
    const form = sample();
    const table = { parent: 105, index: 0 };
    expect(dropAllowed(form, { kind: 'palette', jnpfKey: 'numInput' }, table)).toBe(true);
    expect(dropAllowed(form, { kind: 'palette', jnpfKey: 'textarea' }, table)).toBe(false);
    expect(dropAllowed(form, { kind: 'palette', jnpfKey: 'row' }, table)).toBe(false);
    expect(applyDrop(form, { kind: 'palette', jnpfKey: 'textarea' }, table, 'zh')).toBe(form);
    expect(dropAllowed(form, { kind: 'control', formId: 104 }, table)).toBe(false);
    expect(dropAllowed(form, { kind: 'control', formId: 101 }, table)).toBe(true);
  });

  it('never drops a container into itself', () => {
    const form = sample();
    expect(dropAllowed(form, { kind: 'control', formId: 104 }, { parent: 104, pane: 0, index: 0 })).toBe(
      false,
    );
  });
});

describe('ownZones', () => {
  it('names a control, the controls inside it and their lists', () => {
    const form = applyDrop(
      sample(),
      { kind: 'palette', jnpfKey: 'numInput' },
      { parent: 104, pane: 0, index: 0 },
      'zh',
    );
    expect([...ownZones(form, 104)].sort()).toEqual([
      'control:104',
      'control:106',
      'list:104:0',
      'list:104:1',
    ]);
    expect([...ownZones(form, 101)]).toEqual(['control:101']);
    expect(ownZones(form, 999).size).toBe(0);
  });
});
