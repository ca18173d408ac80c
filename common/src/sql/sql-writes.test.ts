import { describe, expect, it } from 'vitest';
import { sqlWrites, sqlWritingWord, unmarkedSqlWrite } from './sql-writes';

describe('sqlWritingWord: whether a SQL interface statement changes data', () => {
  it('reads: select, with … select, values, explain, a row lock', () => {
    for (const text of [
      'select id, full_name from base_user where id = {id}',
      '  SELECT count(*) FROM t',
      'with recent as (select * from t) select * from recent',
      'select * from t for update',
      'with x as (select * from t) select * from x for no key update',
      'values (1), (2)',
      'explain select 1',
      "select replace(full_name, 'a', 'b') from t",
      '',
    ])
      expect(sqlWritingWord(text), text).toBeNull();
  });

  it('writes: data and schema changes, whatever the case and the leading blanks', () => {
    expect(sqlWritingWord('insert into t (a) values ({a})')).toBe('INSERT');
    expect(sqlWritingWord('\n  Update t set a = 1')).toBe('UPDATE');
    expect(sqlWritingWord('DELETE FROM t')).toBe('DELETE');
    expect(sqlWritingWord('replace into t values (1)')).toBe('REPLACE');
    expect(sqlWritingWord('drop table t')).toBe('DROP');
    expect(sqlWritingWord('truncate t')).toBe('TRUNCATE');
    expect(sqlWritingWord('create table x as select * from t')).toBe('CREATE');
  });

  it('judges every statement of the text, not only the first', () => {
    expect(sqlWritingWord('select 1; delete from t;')).toBe('DELETE');
    expect(sqlWritingWord('select 1;')).toBeNull();
  });

  it('finds a data-changing part of a WITH statement', () => {
    expect(sqlWritingWord('with gone as (delete from t returning id) select * from gone')).toBe('DELETE');
    expect(sqlWritingWord('with v as (select 1) insert into t select * from v')).toBe('INSERT');
  });

  it('SELECT … INTO creates a table', () => {
    expect(sqlWritingWord('select * into backup_t from t')).toBe('INTO');
  });

  it('does not read words inside strings, quoted names or comments', () => {
    expect(sqlWrites("select 'delete from t; drop table t' as note from t")).toBe(false);
    expect(sqlWrites('select "update" from t')).toBe(false);
    expect(sqlWrites('-- delete later\nselect 1')).toBe(false);
    expect(sqlWrites('/* insert */ select 1')).toBe(false);
    expect(sqlWrites("select 'it''s; delete' from t")).toBe(false);
  });
});

describe('unmarkedSqlWrite: the warning of a data interface', () => {
  it('names the write of a SQL interface not marked as one', () => {
    expect(unmarkedSqlWrite({ dataType: 1, isWrite: 0, query: 'delete from t' })).toBe('DELETE');
    expect(unmarkedSqlWrite({ dataType: 1, isWrite: false, query: 'delete from t' })).toBe('DELETE');
  });

  it('says nothing when it is marked, reads, or is not SQL', () => {
    expect(unmarkedSqlWrite({ dataType: 1, isWrite: 1, query: 'delete from t' })).toBeNull();
    expect(unmarkedSqlWrite({ dataType: 1, isWrite: true, query: 'delete from t' })).toBeNull();
    expect(unmarkedSqlWrite({ dataType: 1, isWrite: 0, query: 'select 1' })).toBeNull();
    expect(unmarkedSqlWrite({ dataType: 2, isWrite: 0, query: '[{"delete":1}]' })).toBeNull();
    expect(unmarkedSqlWrite({ dataType: 3, query: 'https://x/delete' })).toBeNull();
  });
});
