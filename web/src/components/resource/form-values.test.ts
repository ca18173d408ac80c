import { describe, expect, it } from 'vitest';
import { bodyFromValues, fieldErrorsOf, formLines, initialValues, valuesFromRecord } from './form-values';
import type { ResourceField } from './resource.types';

const fields: ResourceField[] = [
  { name: 'fullName', kind: 'input', required: true, span: 12 },
  { name: 'enCode', kind: 'input', required: true, span: 12 },
  { name: 'type', kind: 'select', span: 12 },
  { name: 'sortCode', kind: 'number', defaultValue: 0, empty: 0, span: 6 },
  { name: 'enabledMark', kind: 'switch', defaultValue: 1, span: 6 },
  { kind: 'custom', render: () => null },
  { name: 'description', kind: 'textarea' },
];

describe('form values of a resource', () => {
  it('a new record starts with the fields’ defaults and what the screen starts it with', () => {
    expect(initialValues(fields, { organizeId: 'org1', sortCode: 5 })).toEqual({
      sortCode: 5,
      enabledMark: 1,
      organizeId: 'org1',
    });
  });

  it('a stored record fills the fields; a null shows as nothing chosen', () => {
    const record = {
      id: '1',
      fullName: '经理',
      enCode: 'JL',
      type: null,
      sortCode: 3,
      enabledMark: 0,
      extra: 'x',
    };
    expect(valuesFromRecord(fields, record)).toEqual({
      fullName: '经理',
      enCode: 'JL',
      type: undefined,
      sortCode: 3,
      enabledMark: 0,
      description: undefined,
    });
  });

  it('sends texts trimmed, and a blank field as its empty value (null unless declared), never absent', () => {
    const body = bodyFromValues(fields, {
      fullName: '  经理 ',
      enCode: 'JL',
      type: undefined,
      sortCode: null,
      enabledMark: 0,
      description: '   ',
    });
    expect(body).toEqual({
      fullName: '经理',
      enCode: 'JL',
      type: null,
      sortCode: 0,
      enabledMark: 0,
      description: null,
    });
  });
});

describe('fieldErrorsOf (a refusal shown on its field)', () => {
  const names = ['fullName', 'enCode'];

  it('a duplicate names its field in data.field and carries the message', () => {
    expect(fieldErrorsOf({ field: 'enCode' }, '角色编码已存在', names)).toEqual([
      { name: 'enCode', errors: ['角色编码已存在'] },
    ]);
  });

  it('schema and pattern refusals list their fields in data.errors, with or without their own message', () => {
    const data = { errors: [{ field: 'fullName', message: '名称不能超过50个字符' }, { field: 'enCode' }] };
    expect(fieldErrorsOf(data, '编码格式不正确', names)).toEqual([
      { name: 'fullName', errors: ['名称不能超过50个字符'] },
      { name: 'enCode', errors: ['编码格式不正确'] },
    ]);
  });

  it('leaves out fields the form does not have, and answers without field data', () => {
    expect(fieldErrorsOf({ errors: [{ field: 'body' }] }, '请求无效', names)).toEqual([]);
    expect(fieldErrorsOf(null, '出错', names)).toEqual([]);
    expect(fieldErrorsOf({ wait: 30 }, '请稍后再试', names)).toEqual([]);
  });
});

describe('formLines (how the fields stand)', () => {
  it('puts fields with spans side by side until 24 columns are full; the others alone', () => {
    const lines = formLines(fields).map((line) =>
      line.kind === 'alone' ? (line.field.name ?? 'custom') : line.fields.map((f) => f.name),
    );
    expect(lines).toEqual([
      ['fullName', 'enCode'],
      ['type', 'sortCode', 'enabledMark'],
      'custom',
      'description',
    ]);
  });

  it('starts a new row when the next span does not fit', () => {
    const wide: ResourceField[] = [
      { name: 'a', kind: 'input', span: 16 },
      { name: 'b', kind: 'input', span: 12 },
    ];
    expect(formLines(wide).map((line) => (line.kind === 'row' ? line.fields.length : 0))).toEqual([1, 1]);
  });
});
