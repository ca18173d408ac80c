import { describe, expect, it } from 'vitest';
import { TOP_MENU_ITEM_WIDTH, visibleTopItems } from './top-menu-overflow';

describe('functional layout top menu (SPEC §2.5, §9: items 116 px, overflow into more)', () => {
  it('items are 116 px wide', () => {
    expect(TOP_MENU_ITEM_WIDTH).toBe(116);
  });

  it('shows every item when they all fit', () => {
    expect(visibleTopItems(5, 5 * 116)).toBe(5);
  });

  it('keeps one slot for the more item when they do not', () => {
    expect(visibleTopItems(6, 5 * 116)).toBe(4);
    expect(visibleTopItems(10, 3 * 116 + 50)).toBe(2);
  });

  it('never goes below zero on a very narrow bar', () => {
    expect(visibleTopItems(4, 60)).toBe(0);
  });
});
