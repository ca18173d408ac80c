import { describe, expect, it } from 'vitest';
import { newControl } from './catalogue';
import { checkRecord, describeProblem } from './record-rules';
import { parseRegRule } from './reg-rule';
import type { FormControl, FormData } from './types';

/** A purchase form: title (required text, max 10), phone (regex), amount (0-100), files (max 2), items table. */
function purchaseForm(): Pick<FormData, 'fields' | 'linkage'> {
  const title = newControl('comInput', 101);
  title.__vModel__ = 'title';
  title.__config__.label = '标题';
  title.__config__.required = true;
  title.maxlength = 10;
  const phone = newControl('comInput', 102);
  phone.__vModel__ = 'phone';
  phone.__config__.label = '电话';
  phone.__config__.regList = [{ pattern: '/^1\\d{10}$/', message: '请输入正确的手机号' }];
  const amount = newControl('numInput', 103);
  amount.__vModel__ = 'amount';
  amount.__config__.label = '金额';
  amount.min = 0;
  amount.max = 100;
  const files = newControl('uploadFz', 104);
  files.__vModel__ = 'files';
  files.__config__.label = '附件';
  files.__config__.required = true;
  files.limit = 2;
  const items = newControl('table', 105);
  items.__vModel__ = 'items';
  items.__config__.label = '明细';
  const qty = newControl('numInput', 106);
  qty.__vModel__ = 'qty';
  qty.__config__.label = '数量';
  qty.__config__.required = true;
  items.__config__.children = [qty];
  const creator = newControl('createUser', 107);
  creator.__config__.required = true;
  return { fields: [title, phone, amount, files, items, creator] as FormControl[], linkage: [] };
}

const good = {
  title: '办公用品',
  phone: '13800000000',
  amount: 50,
  files: [{ name: 'a' }],
  items: [{ qty: 1 }],
};
const paths = (values: Record<string, unknown>, form = purchaseForm()) =>
  checkRecord(form, values).map((problem) => [problem.path, problem.row, problem.message.zh]);

describe('the rules a record must meet', () => {
  it('accepts a record that meets every rule, and leaves system fields to the server', () => {
    expect(checkRecord(purchaseForm(), good)).toEqual([]);
  });

  it('names each broken rule with the field label in the three languages', () => {
    const problems = checkRecord(purchaseForm(), {
      ...good,
      title: '  ',
      phone: '123',
      amount: 101,
      files: [],
    });
    expect(problems.map((p) => p.message.zh)).toEqual([
      '标题不能为空',
      '请输入正确的手机号',
      '金额不能大于100',
      '请至少选择一个附件',
    ]);
    expect(problems[0].message.en).toBe('标题 is required');
    expect(problems[2].message.zhtw).toBe('金额不能大於100');
  });

  it('checks numbers, text length and upload counts', () => {
    expect(paths({ ...good, amount: 'abc', title: '一二三四五六七八九十一', files: [{}, {}, {}] })).toEqual([
      ['title', undefined, '标题最多10个字符'],
      ['amount', undefined, '金额必须是数字'],
      ['files', undefined, '附件最多上传2个文件'],
    ]);
    expect(paths({ ...good, amount: '-1' })).toEqual([['amount', undefined, '金额不能小于0']]);
  });

  it('checks every sub-table row: null, undefined, empty text and an empty list are empty (SPEC §5)', () => {
    expect(paths({ ...good, items: [{ qty: 2 }, { qty: null }, {}, { qty: '' }, { qty: [] }] })).toEqual([
      ['items.qty', 1, '数量不能为空'],
      ['items.qty', 2, '数量不能为空'],
      ['items.qty', 3, '数量不能为空'],
      ['items.qty', 4, '数量不能为空'],
    ]);
    expect(paths({ ...good, items: 'rows' })).toEqual([['items', undefined, '明细必须是行的列表']]);
    const [problem] = checkRecord(purchaseForm(), { ...good, items: [{}] });
    expect(describeProblem(problem, 'zh', '明细')).toBe('明细第1行：数量不能为空');
    expect(describeProblem(problem, 'en', '明细')).toBe('明细 row 1: 数量 is required');
  });

  it('skips a field that linkage hides, and requires one that linkage requires', () => {
    const form = purchaseForm();
    form.linkage = [
      {
        id: 'a',
        match: 'all',
        conditions: [{ field: 'amount', op: 'gt', value: 80 }],
        actions: [{ effect: 'require', targets: ['phone'] }],
      },
      {
        id: 'b',
        match: 'all',
        conditions: [{ field: 'amount', op: 'lt', value: 10 }],
        actions: [{ effect: 'hide', targets: ['title', 'files'] }],
      },
    ];
    expect(paths({ ...good, amount: 90, phone: '' }, form)).toEqual([['phone', undefined, '电话不能为空']]);
    expect(paths({ amount: 5, items: [] }, form)).toEqual([]);
  });
});

describe('regular-expression rules', () => {
  it('parses stored /body/flags text without running it', () => {
    expect(parseRegRule('/^a+$/i')?.test('AAA')).toBe(true);
    expect(parseRegRule('^\\d+$')?.test('12')).toBe(true);
    expect(parseRegRule('/x/g')?.flags).toBe('');
    expect(parseRegRule('/([/')).toBeNull();
    expect(parseRegRule('')).toBeNull();
    expect(parseRegRule(42)).toBeNull();
  });
});
