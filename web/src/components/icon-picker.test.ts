import { describe, expect, it } from 'vitest';
import { filterIcons, tabOf, wordsOf } from './icon-picker';

const NAMES = [
  'ArrowUpOutlined',
  'ArrowDownOutlined',
  'UserOutlined',
  'UserAddOutlined',
  'UserFilled',
  'SettingOutlined',
  'SettingFilled',
  'SettingTwoTone',
  'HomeOutlined',
  'custom:factory-line',
];

describe('icon picker search', () => {
  it('finds icons by their words in any case, with or without spaces or dashes', () => {
    expect(filterIcons(NAMES, 'arrow up')).toEqual(['ArrowUpOutlined']);
    expect(filterIcons(NAMES, 'ArrowUp')).toEqual(['ArrowUpOutlined']);
    expect(filterIcons(NAMES, 'arrow-down')).toEqual(['ArrowDownOutlined']);
    expect(filterIcons(NAMES, 'USER')).toEqual(['UserOutlined', 'UserAddOutlined', 'UserFilled']);
  });

  it('does not match the theme suffix, so "outlined" finds nothing and "fill" no Filled icon', () => {
    expect(filterIcons(NAMES, 'outlined')).toEqual([]);
    expect(filterIcons(NAMES, 'fill')).toEqual([]);
  });

  it('finds uploaded icons by their name', () => {
    expect(filterIcons(NAMES, 'factory')).toEqual(['custom:factory-line']);
    expect(filterIcons(NAMES, 'factory line')).toEqual(['custom:factory-line']);
  });

  it('understands common Chinese words', () => {
    expect(filterIcons(NAMES, '设置')).toEqual(['SettingOutlined', 'SettingFilled', 'SettingTwoTone']);
    expect(filterIcons(NAMES, '首页')).toEqual(['HomeOutlined']);
  });

  it('shows everything for an empty search', () => {
    expect(filterIcons(NAMES, '  ')).toEqual(NAMES);
  });

  it('sorts values into the tabs and reads names as words', () => {
    expect(NAMES.map(tabOf)).toEqual([
      'outlined',
      'outlined',
      'outlined',
      'outlined',
      'filled',
      'outlined',
      'filled',
      'twotone',
      'outlined',
      'custom',
    ]);
    expect(wordsOf('UserAddOutlined')).toBe('user add');
    expect(wordsOf('custom:factory-line')).toBe('factory line');
  });
});
