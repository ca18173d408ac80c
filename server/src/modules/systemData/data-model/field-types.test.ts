import { describe, expect, it } from 'vitest';
import { parseFieldType, quote, typeFromDatabase } from './field-types.js';
import { checkComment, checkIdentifier } from './identifiers.js';

describe('designed table names', () => {
  it('take letters, digits and underscores after a letter or underscore, up to 63 characters', () => {
    expect(checkIdentifier(' order_line2 ', 'table')).toBe('order_line2');
    expect(checkIdentifier('_x', 'field')).toBe('_x');
    for (const bad of ['2x', 'a-b', 'a b', 'a"b', "a'b", 'a;b', 'ä', '', `a${'b'.repeat(63)}`, null, 42])
      expect(() => checkIdentifier(bad, 'table'), String(bad)).toThrow();
  });

  it('refuse reserved words whatever their case', () => {
    for (const word of ['select', 'ORDER', 'User', 'table', 'key'])
      expect(() => checkIdentifier(word, 'field')).toThrow();
  });

  it('keep descriptions to 200 characters without control characters', () => {
    expect(checkComment(" 客户'名称 ")).toBe("客户'名称");
    expect(() => checkComment('a\nb')).toThrow();
    expect(() => checkComment('x'.repeat(201))).toThrow();
  });
});

describe('field types', () => {
  it('read varchar and decimal sizes and refuse sizes out of range', () => {
    expect(parseFieldType('f', 'VARCHAR', '50')).toEqual({ dataType: 'varchar', length: 50, scale: null });
    expect(parseFieldType('f', 'decimal', '18, 2')).toEqual({ dataType: 'decimal', length: 18, scale: 2 });
    expect(parseFieldType('f', 'decimal', '10')).toEqual({ dataType: 'decimal', length: 10, scale: 0 });
    for (const [type, size] of [
      ['varchar', ''],
      ['varchar', '4001'],
      ['varchar', '1e3'],
      ['decimal', '2,3'],
      ['decimal', '39,0'],
      ['blob', ''],
      ['int; drop', ''],
    ])
      expect(() => parseFieldType('f', type, size), `${type} ${size}`).toThrow();
  });

  it('map database type names back to designer types', () => {
    expect(typeFromDatabase('character varying', 36, null, null)).toMatchObject({
      dataType: 'varchar',
      length: 36,
    });
    expect(typeFromDatabase('VARCHAR(20)', null, null, null)).toMatchObject({
      dataType: 'varchar',
      length: 20,
    });
    expect(typeFromDatabase('DECIMAL(18, 2)', null, null, null)).toMatchObject({
      dataType: 'decimal',
      length: 18,
      scale: 2,
    });
    expect(typeFromDatabase('tinyint(1)', null, null, null)).toMatchObject({ dataType: 'boolean' });
    expect(typeFromDatabase('timestamp without time zone', null, null, null)).toMatchObject({
      dataType: 'datetime',
    });
    expect(typeFromDatabase('jsonb', null, null, null)).toBeNull();
  });

  it('quote text for each dialect so quotes and backslashes stay text', () => {
    expect(quote("O'Brien", 'postgres')).toBe("'O''Brien'");
    expect(quote('a\\', 'postgres')).toBe("'a\\'");
    expect(quote('a\\', 'mysql')).toBe("'a\\\\'");
    expect(quote("\\'; drop table x; --", 'mysql')).toBe("'\\\\''; drop table x; --'");
  });
});
