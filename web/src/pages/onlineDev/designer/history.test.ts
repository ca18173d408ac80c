import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  pushHistory,
  redoHistory,
  replacePresent,
  startHistory,
  undoHistory,
} from './history';

describe('designer history', () => {
  it('undoes and redoes in order', () => {
    let h = startHistory('a');
    h = pushHistory(h, 'b');
    h = pushHistory(h, 'c');
    expect(canUndo(h)).toBe(true);
    h = undoHistory(h);
    expect(h.present).toBe('b');
    h = undoHistory(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undoHistory(h)).toBe(h);
    h = redoHistory(h);
    h = redoHistory(h);
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
    expect(redoHistory(h)).toBe(h);
  });

  it('drops the redo branch when a new change follows an undo', () => {
    let h = pushHistory(pushHistory(startHistory(1), 2), 3);
    h = pushHistory(undoHistory(h), 4);
    expect(h.present).toBe(4);
    expect(h.future).toEqual([]);
    expect(h.past).toEqual([1, 2]);
  });

  it('records nothing for a refused operation (the same value back)', () => {
    const form = { fields: [] };
    const h = startHistory(form);
    expect(pushHistory(h, form)).toBe(h);
  });

  it('keeps at most the limit of past steps, dropping the oldest', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i++) h = pushHistory(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
    expect(h.present).toBe(10);
  });

  it('replaces the present without a step (merged typing), dropping redo', () => {
    let h = pushHistory(pushHistory(startHistory('a'), 'b'), 'c');
    h = undoHistory(h);
    h = replacePresent(h, 'b2');
    expect(h).toEqual({ past: ['a'], present: 'b2', future: [] });
    expect(undoHistory(h).present).toBe('a');
    expect(replacePresent(h, h.present)).toBe(h);
  });
});
