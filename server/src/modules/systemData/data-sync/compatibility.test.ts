import { describe, expect, it } from 'vitest';
import { findIncompatibility } from './compatibility.js';
import { createTableSql } from './create-target.js';
import { quote } from './identifiers.js';
import { type ColumnShape, kindOf } from './table-shape.js';

const column = (name: string, type: string, more: Partial<ColumnShape> = {}): ColumnShape => {
  const kind = kindOf(type);
  const length = /\((\d+)\)/.exec(type);
  return {
    name,
    kind,
    length: kind === 'text' && length ? Number(length[1]) : null,
    precision: null,
    scale: null,
    nullable: true,
    primaryKey: 0,
    hasDefault: false,
    type,
    ...more,
  };
};

describe('column kinds across dialects', () => {
  it.each([
    ['integer', 'integer'],
    ['bigint', 'integer'],
    ['int(11)', 'integer'],
    ['tinyint(1)', 'boolean'],
    ['boolean', 'boolean'],
    ['numeric(10,2)', 'decimal'],
    ['double precision', 'float'],
    ['real', 'float'],
    ['character varying', 'text'],
    ['varchar(20)', 'text'],
    ['interval', 'text'],
    ['point', 'text'],
    ['timestamp without time zone', 'datetime'],
    ['datetime', 'datetime'],
    ['date', 'date'],
    ['jsonb', 'json'],
    ['bytea', 'blob'],
    ['longblob', 'blob'],
  ])('%s is %s', (type, kind) => {
    expect(kindOf(type)).toBe(kind);
  });
});

describe('a target that cannot take the source is named by its first column at fault', () => {
  const source = [column('id', 'integer'), column('code', 'varchar(20)'), column('note', 'text')];
  it('accepts the same or wider columns, and extra target columns that are optional', () => {
    const target = [
      column('ID', 'bigint'),
      column('code', 'varchar(50)'),
      column('note', 'text'),
      column('extra', 'varchar(5)', { nullable: false, hasDefault: true }),
    ];
    expect(findIncompatibility(source, target)).toBeNull();
  });
  it('a missing column', () => {
    expect(findIncompatibility(source, [column('id', 'integer'), column('code', 'varchar(20)')])).toEqual({
      reason: 'missing',
      column: 'note',
    });
  });
  it('a shorter text limit, and unlimited text into a limited one', () => {
    const shorter = [column('id', 'integer'), column('code', 'varchar(10)'), column('note', 'text')];
    expect(findIncompatibility(source, shorter)).toMatchObject({
      reason: 'length',
      column: 'code',
      targetLength: 10,
    });
    const limited = [column('id', 'integer'), column('code', 'varchar(20)'), column('note', 'varchar(200)')];
    expect(findIncompatibility(source, limited)).toMatchObject({ reason: 'length', column: 'note' });
  });
  it('an incompatible type', () => {
    const target = [column('id', 'blob'), column('code', 'varchar(20)'), column('note', 'text')];
    expect(findIncompatibility(source, target)).toEqual({
      reason: 'type',
      column: 'id',
      sourceType: 'integer',
      targetType: 'blob',
    });
  });
  it('a required target column the source does not fill', () => {
    const target = [...source, column('owner', 'varchar(10)', { nullable: false })];
    expect(findIncompatibility(source, target)).toEqual({ reason: 'required', column: 'owner' });
  });
});

describe('the created target table', () => {
  const columns = [
    column('id', 'integer', { primaryKey: 1, nullable: false }),
    column('code', 'varchar(20)', { nullable: false }),
    column('amount', 'numeric(10,2)', { precision: 10, scale: 2 }),
    column('paid', 'boolean'),
  ];
  it('keeps limits, precision, NOT NULL and the key, in each dialect', () => {
    expect(createTableSql('postgres', 'orders', columns)).toBe(
      'create table "orders" (\n  "id" bigint not null,\n  "code" varchar(20) not null,\n  "amount" decimal(10, 2),\n  "paid" boolean,\n  primary key ("id")\n)',
    );
    expect(createTableSql('mysql', 'orders', columns)).toContain('`paid` tinyint(1)');
    expect(createTableSql('sqlite', 'orders', columns)).toContain('"id" integer not null');
  });
  it('never quotes a name that is not an identifier', () => {
    expect(() => quote('postgres', 'a"; drop table x; --')).toThrow();
    expect(quote('mysql', 'orders')).toBe('`orders`');
  });
});
