import { describe, expect, it } from 'vitest';
import { scrollWidth } from './column-permission';

describe('column permission on a list (SPEC §6)', () => {
  const account = { key: 'account', width: 170 };
  const mobile = { key: 'mobilePhone', width: 130 };
  const actions = { key: 'actions', width: 390 };

  it('a hidden column gives back its width: the table is as wide as the columns shown', () => {
    expect(scrollWidth(690, [account, mobile, actions], [account, actions])).toBe(560);
  });

  it('nothing hidden: the declared width', () => {
    expect(scrollWidth(690, [account, mobile, actions], [account, mobile, actions])).toBe(690);
  });
});
