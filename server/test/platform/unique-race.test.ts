import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/platform/errors.hook.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A service checks a value before it writes and answers 409 naming the field. When two requests pass that
 * check at the same moment, the unique index stops the second write: that must answer 409 in the caller's
 * language too, never 500 (issue 14, bad input).
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('a unique index refusing a write', () => {
  it("answers 409 with a sentence in the caller's language (a real SQLite unique error)", () => {
    const db = new SQLite(':memory:');
    db.exec('create table t (code text unique)');
    db.prepare('insert into t values (?)').run('A');
    let error: unknown;
    try {
      db.prepare('insert into t values (?)').run('A');
    } catch (caught) {
      error = caught;
    }
    db.close();
    expect(describeFailure(error, 'zh')).toEqual({
      status: 409,
      code: 409,
      msg: '该数据已存在（可能刚被他人保存），请刷新后重试',
      data: null,
    });
    expect(describeFailure(error, 'en').msg).toBe(
      'The record already exists (someone may have just saved it); refresh and try again',
    );
  });

  it('the same for PostgreSQL unique_violation (SQLSTATE 23505)', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    expect(describeFailure(error, 'zhtw').status).toBe(409);
  });

  it('numbering rules created at the same moment with one code: one is created, the others 409, none 500', async () => {
    const create = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/system/BillRule',
        headers: { authorization: admin },
        payload: {
          fullName: `并发单据${n}`,
          enCode: 'RaceOrder',
          prefix: 'RC',
          dateFormat: 'yyyyMMdd',
          digit: 4,
          startNumber: '1',
        },
      });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(create));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().code).toBe(409);
  });
});
