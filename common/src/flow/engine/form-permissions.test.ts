import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldPermissions, mergeWritable, missingRequired } from './form-permissions';

const operates = [
  { id: 'days', name: '天数', read: true, write: false },
  { id: 'opinion', name: '意见', read: true, write: true, required: true },
  { id: 'items.amount', read: true, write: true, required: true },
  { id: 'items.kind', read: true, write: false },
];
const stored = { days: 3, opinion: '', tags: ['a'], items: [{ kind: 'x', amount: 1 }] };

describe("a node's field permissions", () => {
  it('read the stored list, skipping malformed entries, and write implies read', () => {
    const permissions = fieldPermissions([
      ...operates,
      null,
      { id: '' },
      { id: 'w', read: false, write: true },
    ]);
    expect([...permissions.keys()]).toEqual(['days', 'opinion', 'items.amount', 'items.kind', 'w']);
    expect(permissions.get('w')).toEqual({ read: true, write: true, required: false });
    expect(fieldPermissions('nonsense').size).toBe(0);
  });

  it('take only writable fields and columns from what was sent', () => {
    const sent = {
      days: 30,
      opinion: 'ok',
      tags: ['b'],
      secret: 1,
      items: [
        { kind: 'y', amount: 2 },
        { kind: 'z', amount: 3 },
      ],
    };
    expect(mergeWritable(operates, stored, sent)).toEqual({
      days: 3,
      opinion: 'ok',
      tags: ['a'],
      items: [{ kind: 'x', amount: 2 }],
    });
  });

  it('let a writable sub-table add and remove rows', () => {
    const withTable = [...operates, { id: 'items', read: true, write: true }];
    const sent = {
      items: [
        { kind: 'y', amount: 2 },
        { kind: 'z', amount: 3 },
      ],
    };
    expect(mergeWritable(withTable, stored, sent).items).toEqual([{ kind: 'x', amount: 2 }, { amount: 3 }]);
  });

  it('let the start node write everything when it lists nothing, an approver nothing', () => {
    expect(mergeWritable([], stored, { days: 5, items: [] }, 'write')).toMatchObject({ days: 5, items: [] });
    expect(mergeWritable([], stored, { days: 5, items: [] })).toEqual(stored);
  });

  it('name the required fields left empty, sub-table columns in any row', () => {
    expect(missingRequired(operates, { opinion: ' ', items: [{ amount: 1 }, { amount: '' }] })).toEqual([
      'opinion',
      'items.amount',
    ]);
    expect(missingRequired(operates, { opinion: 'ok', items: [{ amount: 0 }] })).toEqual([]);
  });

  it('never change a field the node may not write, whatever is sent', () => {
    const values = fc.dictionary(fc.constantFrom('days', 'opinion', 'tags', 'items', 'x'), fc.anything());
    fc.assert(
      fc.property(values, values, (before, sent) => {
        const merged = mergeWritable(operates, before, sent);
        for (const key of ['days', 'tags', 'x']) expect(merged[key]).toEqual(before[key]);
        expect(
          Object.keys(merged).every((key) => key in before || key === 'opinion' || key === 'items'),
        ).toBe(true);
      }),
    );
  });
});
