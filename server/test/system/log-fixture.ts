import { afterAll, beforeAll } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { createTestApp, loginRequest, md5, type TestApp } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;

export const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token } });

export const DAY = 86_400_000;

/** Log rows straight into the table, `ageDays` days old. */
export async function seedLogs(
  category: number,
  count: number,
  ageDays = 0,
  fields: Record<string, unknown> = {},
) {
  const at = t.clock.now() - ageDays * DAY;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    category,
    userName: '测试用户',
    ipAddress: '10.0.0.1',
    requestUrl: `/api/seeded/${i}`,
    requestMethod: 'POST',
    requestDuration: 5,
    moduleName: '种子模块',
    abstracts: '新建',
    creatorTime: at - i,
    ...fields,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.database.db
      .insertInto('baseSysLog')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

export const countOf = async (category: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('baseSysLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category', '=', category)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A fresh app for the test file, made ready as every test here expects. */
export function useLogApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    await t.app.inject(loginRequest({ account: 'wangfang', password: md5('wrong') }));
    await t.app.services.logs.flush();
  });
  afterAll(() => t.close());
}
