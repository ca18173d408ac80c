import { addControl, emptyFormData, type FormData, moveControl, updateControl } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './structural-sharing';

const build = (...keys: string[]) =>
  keys.reduce<FormData>((form, key) => addControl(form, key, { parent: null, index: 99 }), emptyFormData());

describe('shareUnchanged', () => {
  it('keeps every control an edit did not touch, and makes the touched one new', () => {
    const form = build('comInput', 'numInput', 'select');
    const next = shareUnchanged(
      form,
      updateControl(form, 102, (c) => {
        c.__config__.label = '金额';
      }),
    );
    expect(next).not.toBe(form);
    expect(next.fields[0]).toBe(form.fields[0]);
    expect(next.fields[2]).toBe(form.fields[2]);
    expect(next.fields[1]).not.toBe(form.fields[1]);
    expect(next.fields[1].__config__.label).toBe('金额');
    expect(next.fields[1].__slot__).toBe(form.fields[1].__slot__);
  });

  it('returns the old form itself when nothing changed', () => {
    const form = build('comInput', 'tab');
    expect(shareUnchanged(form, structuredClone(form))).toBe(form);
  });

  it('matches controls by formId, so an insertion or a move keeps the others', () => {
    const form = build('comInput', 'numInput');
    const inserted = shareUnchanged(form, addControl(form, 'date', { parent: null, index: 0 }));
    expect(inserted.fields[1]).toBe(form.fields[0]);
    expect(inserted.fields[2]).toBe(form.fields[1]);
    const moved = shareUnchanged(form, moveControl(form, 102, { parent: null, index: 0 }));
    expect(moved.fields[0]).toBe(form.fields[1]);
    expect(moved.fields[1]).toBe(form.fields[0]);
  });

  it('renews a container whose child changed, keeping the untouched children', () => {
    let form = build('card', 'comInput');
    form = addControl(form, 'numInput', { parent: 101, index: 0 });
    form = addControl(form, 'date', { parent: 101, index: 1 });
    const next = shareUnchanged(
      form,
      updateControl(form, 104, (c) => {
        c.__config__.required = true;
      }),
    );
    const children = (c: FormData['fields'][number]) => c.__config__.children as FormData['fields'];
    expect(next.fields[0]).not.toBe(form.fields[0]);
    expect(children(next.fields[0])[0]).toBe(children(form.fields[0])[0]);
    expect(children(next.fields[0])[1]).not.toBe(children(form.fields[0])[1]);
    expect(next.fields[1]).toBe(form.fields[1]);
  });

  it('notices a removed key and values of other types', () => {
    expect(shareUnchanged({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(shareUnchanged([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareUnchanged({ a: [1] }, { a: 'x' })).toEqual({ a: 'x' });
  });
});
