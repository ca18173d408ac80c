import { describe, expect, it } from 'vitest';
import { newControl } from './catalogue';
import { addControl, emptyFormData, updateControl } from './design-ops';
import type { FormControl, FormData, FormTable } from './types';
import { validateFormDesign } from './validate-design';

/** A form with the given controls on it, numbered from 101. */
function formOf(...controls: FormControl[]): FormData {
  return { ...emptyFormData(), idGlobal: 100 + controls.length, fields: controls };
}

const rules = (form: unknown, context = {}) => validateFormDesign(form, context).map((issue) => issue.rule);

describe('the save rules of a design', () => {
  it('accepts a plain form and the palette defaults of the value controls', () => {
    const form = formOf(newControl('comInput', 101), newControl('select', 102), newControl('numInput', 103));
    expect(validateFormDesign(form)).toEqual([]);
  });

  it('refuses what is not a design, naming the broken item', () => {
    expect(rules(null)).toEqual(['structure']);
    expect(rules({ fields: 'x' })).toEqual(['structure']);
    const issues = validateFormDesign({
      idGlobal: 100,
      fields: [newControl('comInput', 101), { __config__: {} }],
    });
    expect(issues[0].message.zh).toContain('第 2 项不是控件');
    expect(issues[0].message.en).toContain('item 2 is not a control');
  });

  it('names an unknown control type', () => {
    const odd = newControl('comInput', 101);
    odd.__config__.jnpfKey = 'evalBox';
    expect(validateFormDesign(formOf(odd))[0]).toMatchObject({ rule: 'unknownControl', formId: 101 });
  });

  it('needs the numbering rule of a bill number, and the targets of related forms and popups', () => {
    const form = formOf(
      newControl('billRule', 101),
      newControl('relationForm', 102),
      newControl('popupSelect', 103),
    );
    const issues = validateFormDesign(form);
    expect(issues.map((issue) => [issue.rule, issue.formId])).toEqual([
      ['billRule', 101],
      ['relationForm', 102],
      ['popupSelect', 103],
    ]);
    expect(issues[0].message.zh).toBe('请选择单据组件的单据模板');
    // the popup's defaults (stored field id, shown field fullName) leave only the interface to choose
    const popup = form.fields[2];
    popup.interfaceId = 'di1';
    expect(rules(form)).not.toContain('popupSelect');
    popup.propsValue = '';
    expect(rules(form)).toContain('popupSelect');
  });

  it('needs a related-form field to mirror a related form on the form', () => {
    const attr = newControl('relationFormAttr', 102);
    attr.relationField = 'relationFormField101';
    attr.showField = 'fullName';
    const related = newControl('relationForm', 101);
    related.modelId = 'm1';
    related.relationField = 'fullName';
    expect(validateFormDesign(formOf(related, attr))).toEqual([]);
    attr.relationField = 'gone';
    expect(rules(formOf(related, attr))).toEqual(['relationAttr']);
  });

  it('refuses empty containers, each tab pane included', () => {
    let form = addControl(emptyFormData(), 'tab', { parent: null, index: 0 });
    expect(rules(form)).toEqual(['emptyContainer']);
    form = addControl(form, 'comInput', { parent: 101, pane: 0, index: 0 });
    expect(rules(form)).toEqual(['emptyContainer']);
    form = addControl(form, 'comInput', { parent: 101, pane: 1, index: 0 });
    expect(rules(form)).toEqual([]);
  });

  it('refuses a control a sub-table may not hold, and two controls on one field', () => {
    const table = newControl('table', 101);
    table.__config__.children = [newControl('numInput', 102), newControl('textarea', 103)];
    const twin = newControl('comInput', 104);
    twin.__vModel__ = 'tableField101';
    const issues = validateFormDesign(formOf(table, twin));
    expect(issues.map((issue) => [issue.rule, issue.formId])).toEqual([
      ['notInSubTable', 103],
      ['duplicateField', 104],
    ]);
    expect(issues[0].message.zh).toBe('子表中不能使用多行输入');
  });

  it('checks option sources, regular expressions and widths', () => {
    const dictionary = newControl('select', 101);
    dictionary.__config__.dataType = 'dictionary';
    const api = newControl('radio', 102);
    api.__config__.dataType = 'dynamic';
    const twice = newControl('checkbox', 103);
    twice.__slot__!.options = [
      { id: '1', fullName: 'a' },
      { id: '1', fullName: 'b' },
    ];
    const regex = newControl('comInput', 104);
    regex.__config__.regList = [
      { pattern: '/^[0-9]+$/', message: '只能是数字' },
      { pattern: '/([/', message: 'x' },
    ];
    const wide = newControl('comInput', 105);
    wide.__config__.span = 30;
    const issues = validateFormDesign(formOf(dictionary, api, twice, regex, wide));
    expect(issues.map((issue) => [issue.rule, issue.formId])).toEqual([
      ['dictionary', 101],
      ['dataInterface', 102],
      ['options', 103],
      ['regex', 104],
      ['span', 105],
    ]);
  });

  it('checks calculate expressions against the numeric fields, and refuses a self-reference', () => {
    const price = newControl('numInput', 101);
    const total = newControl('calculate', 102);
    total.expression = [{ __vModel__: 'numInputField101', label: '数字输入' }, '×', '2'];
    expect(validateFormDesign(formOf(price, total))).toEqual([]);
    total.expression = [{ __vModel__: 'gone', label: '已删除' }, '+', '1'];
    expect(validateFormDesign(formOf(price, total))[0].message.zh).toBe('计算公式：无效的值');
    total.expression = [{ __vModel__: 'calculateField102', label: '计算公式' }, '+', '1'];
    expect(validateFormDesign(formOf(price, total))[0].message.en).toBe(
      '"计算公式": it cannot refer to itself',
    );
    total.expression = [];
    expect(rules(formOf(price, total))).toEqual(['expression']);
  });

  describe('bound to tables', () => {
    const tables: FormTable[] = [
      {
        table: 'po',
        typeId: '1',
        relationTable: '',
        relationField: '',
        tableField: '',
        fields: [{ field: 'title' }, { field: 'id' }],
      },
      {
        table: 'po_item',
        typeId: '0',
        relationTable: 'po',
        relationField: 'id',
        tableField: 'po_id',
        fields: [{ field: 'qty' }],
      },
    ];

    it('needs a column for every value control, from the right table', () => {
      const title = newControl('comInput', 101);
      title.__vModel__ = 'title';
      const lost = newControl('comInput', 102);
      lost.__vModel__ = 'subject';
      const onChild = newControl('numInput', 103);
      onChild.__vModel__ = 'jnpf_po_item_jnpf_qty';
      const unbound = newControl('comInput', 104);
      unbound.__vModel__ = '';
      const issues = validateFormDesign(formOf(title, lost, onChild, unbound), { tables });
      expect(issues.map((issue) => [issue.rule, issue.formId])).toEqual([
        ['unknownColumn', 102],
        ['needField', 104],
      ]);
      expect(issues[0].message.zh).toBe('单行输入绑定的字段【subject】不在数据表【po】中');
    });

    it('gives each child table to one sub-table only, and checks the columns of its rows', () => {
      const first = newControl('table', 101);
      first.__config__.tableName = 'po_item';
      const qty = newControl('numInput', 102);
      qty.__vModel__ = 'qty';
      first.__config__.children = [qty];
      const second = updateControl(formOf(first), 101, () => {}).fields[0];
      second.__config__.formId = 103;
      second.__vModel__ = 'tableField103';
      (second.__config__.children as FormControl[])[0].__config__.formId = 104;
      (second.__config__.children as FormControl[])[0].__vModel__ = 'price';
      const issues = validateFormDesign(formOf(first, second), { tables });
      expect(issues.map((issue) => [issue.rule, issue.formId])).toEqual([
        ['subTableInUse', 103],
        ['unknownColumn', 104],
      ]);
      expect(issues[0].message.zh).toBe('子表【po_item】已存在,请重新选择!');
    });

    it('names the controls whose table is no longer bound (tables changed after they were bound)', () => {
      const lines = newControl('table', 101);
      lines.__config__.tableName = 'po_gone';
      const qty = newControl('numInput', 102);
      qty.__vModel__ = 'qty';
      lines.__config__.children = [qty];
      const onChild = newControl('comInput', 103);
      onChild.__vModel__ = 'jnpf_po_note_jnpf_text';
      const issues = validateFormDesign(formOf(lines, onChild), { tables });
      expect(issues.map((issue) => [issue.rule, issue.formId])).toEqual([
        ['unboundTable', 101],
        ['unboundTable', 103],
      ]);
      expect(issues[0].message.zh).toBe('设计子表绑定的数据表【po_gone】不在已选的数据表中，请重新选择');
    });

    it('needs one main table, children linked to it, and tables for flow and generated forms', () => {
      const broken: FormTable[] = [{ ...tables[1], relationField: '' }];
      expect(rules(formOf(), { tables: broken })).toEqual(['tables', 'tables']);
      expect(rules(formOf(), { type: 4 })).toEqual(['needTable']);
      expect(rules(formOf(), { type: 1 })).toEqual([]);
    });
  });
});
