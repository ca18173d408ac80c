import { describe, expect, it } from 'vitest';
import {
  allowedInSubTable,
  CATALOGUE,
  childColumnVModel,
  defaultSearchType,
  isColumnable,
  isSearchable,
  newControl,
  parseChildColumnVModel,
} from './catalogue';

describe('the control catalogue of the v3.2 palette', () => {
  it('has every control of each palette group of form-controls-v3.2.txt', () => {
    const keys = (group: string) =>
      CATALOGUE.filter((entry) => entry.group === group).map((entry) => entry.jnpfKey);
    expect(keys('basic')).toEqual([
      'comInput',
      'textarea',
      'numInput',
      'switch',
      'radio',
      'checkbox',
      'select',
      'cascader',
      'date',
      'time',
      'uploadFz',
      'uploadImg',
      'colorPicker',
      'rate',
      'slider',
      'divider',
      'JNPFText',
      'editor',
    ]);
    expect(keys('advanced')).toEqual([
      'comSelect',
      'depSelect',
      'posSelect',
      'userSelect',
      'treeSelect',
      'billRule',
      'table',
      'address',
      'relationForm',
      'popupSelect',
    ]);
    expect(keys('system')).toEqual([
      'createUser',
      'createTime',
      'modifyUser',
      'modifyTime',
      'currOrganize',
      'currPosition',
    ]);
    expect(keys('layout')).toEqual(['groupTitle', 'card', 'row', 'tab', 'collapse']);
    expect(keys('webOnly')).toEqual(['relationFormAttr', 'calculate']);
  });

  it('labels every control in the three languages, with no Han character in English', () => {
    for (const entry of CATALOGUE) {
      expect(entry.label.zh).toMatch(/\p{Script=Han}/u);
      expect(entry.label.zhtw).toMatch(/\p{Script=Han}/u);
      expect(entry.label.en).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('numbers a new control from the counter and gives it its automatic field', () => {
    const input = newControl('comInput', 101);
    expect(input.__config__).toMatchObject({
      jnpfKey: 'comInput',
      label: '单行输入',
      formId: 101,
      layout: 'colFormItem',
    });
    expect(input.__vModel__).toBe('comInputField101');
    expect(input.placeholder).toBe('请输入');
    expect(newControl('table', 102).__vModel__).toBe('tableField102');
    expect(newControl('divider', 103).__vModel__).toBeUndefined();
    expect(newControl('row', 104).__config__.componentName).toBe('row104');
    expect(newControl('select', 105, 'en').__config__.label).toBe('Select');
  });

  it('gives each new control its own copy of the defaults', () => {
    const first = newControl('radio', 101);
    first.__slot__!.options!.push({ id: '3', fullName: '选项三' });
    expect(newControl('radio', 102).__slot__!.options).toHaveLength(2);
  });

  it('refuses an unknown control', () => {
    expect(() => newControl('nope', 101)).toThrow(/unknown control/);
  });

  it('knows what a sub-table, a list column and a search may hold (client-facts §7.4, §7.7)', () => {
    expect(allowedInSubTable('numInput')).toBe(true);
    expect(allowedInSubTable('slider')).toBe(true);
    expect(allowedInSubTable('textarea')).toBe(false);
    expect(allowedInSubTable('createUser')).toBe(false);
    expect(allowedInSubTable('card')).toBe(false);
    expect(isColumnable('editor')).toBe(false);
    expect(isColumnable('switch')).toBe(true);
    expect(isSearchable('switch')).toBe(false);
    expect(isSearchable('popupSelect')).toBe(false);
    expect(defaultSearchType('date')).toBe(3);
    expect(defaultSearchType('billRule')).toBe(2);
    expect(defaultSearchType('select')).toBe(1);
  });

  it('names main-form fields bound to a child table jnpf_<table>_jnpf_<field>', () => {
    expect(childColumnVModel('order_item', 'qty')).toBe('jnpf_order_item_jnpf_qty');
    expect(parseChildColumnVModel('jnpf_order_item_jnpf_qty')).toEqual({ table: 'order_item', field: 'qty' });
    expect(parseChildColumnVModel('qty')).toBeNull();
  });
});
