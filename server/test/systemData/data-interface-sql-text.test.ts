import { describe, expect, it } from 'vitest';
import {
  bindSql,
  paramNames,
  scanSql,
  usesCaller,
  usesKeyword,
} from '../../src/modules/systemData/data-interface-sql-text.js';

const system = {
  user: 'u1',
  organize: 'o1',
  department: 'o1',
  position: 'p1',
  postion: 'p1',
  organizeAndSub: ['o1', 'o2'],
  keyword: 'kw',
};

describe('SQL interface placeholders', () => {
  it('binds {name} and system variables as parameters, never as text', () => {
    const tokens = scanSql('select * from t where a = {a} and owner = @user and name = {a}');
    expect(paramNames(tokens)).toEqual(['a']);
    const sqlite = bindSql(tokens, 'sqlite', { a: "x' or 1=1 --" }, system);
    expect(sqlite).toEqual({
      text: 'select * from t where a = ? and owner = ? and name = ?',
      parameters: ["x' or 1=1 --", 'u1', "x' or 1=1 --"],
    });
    const postgres = bindSql(tokens, 'postgres', { a: 1 }, system);
    expect(postgres.text).toBe('select * from t where a = $1 and owner = $2::text and name = $3');
  });

  it('binds @keyword (what a picker searched for) and tells it from the caller variables', () => {
    const tokens = scanSql('select * from t where name like @keyword || @keywords');
    expect(bindSql(tokens, 'sqlite', {}, system)).toEqual({
      text: 'select * from t where name like ? || @keywords',
      parameters: ['kw'],
    });
    expect(usesKeyword(tokens)).toBe(true);
    expect(usesCaller(tokens)).toBe(false);
    expect(usesCaller(scanSql('select @keyword, @user'))).toBe(true);
  });

  it('leaves placeholders inside strings, quoted names and comments alone', () => {
    const text = `select '{a}', "{a}", \`@user\` -- {a} @user\nfrom t /* {a} */ where x = {a} and y = 'it''s {a}'`;
    const bound = bindSql(scanSql(text), 'sqlite', { a: 5 }, system);
    expect(bound.parameters).toEqual([5]);
    expect(bound.text).toBe(text.replace('x = {a}', 'x = ?'));
  });

  it('expands a list written as in ({name}) and @organizeAndSub; an empty list matches nothing', () => {
    const tokens = scanSql('select * from t where id in ({ids}) and org in (@organizeAndSub) and k = {ids}');
    const bound = bindSql(tokens, 'postgres', { ids: '3, 4,5' }, system);
    expect(bound.text).toBe(
      'select * from t where id in ($1,$2,$3) and org in ($4::text,$5::text) and k = $6',
    );
    expect(bound.parameters).toEqual(['3', '4', '5', 'o1', 'o2', '3, 4,5']);
    expect(bindSql(tokens, 'sqlite', { ids: null }, { ...system, organizeAndSub: [] }).parameters).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('reads @organizeAndSub whole and ignores @username or @@user', () => {
    const tokens = scanSql('select @organizeAndSub, @username, @@user, @postion');
    expect(tokens.filter((t) => t.kind === 'system').map((t) => (t as { name: string }).name)).toEqual([
      'organizeAndSub',
      'postion',
    ]);
  });
});
