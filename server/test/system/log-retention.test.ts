import { describe, expect, it } from 'vitest';
import { pruneLogs } from '../../src/modules/system/log-retention.js';
import { LogCategory } from '../../src/platform/logs/log-writer.js';
import { setSetting } from '../helpers/test-app.js';
import { get, seedLogs, t, useLogApp } from './log-fixture.js';

/** System logs: retention. */

useLogApp();

describe('retention', () => {
  it('prunes rows older than logRetentionDays in every category, keeps the rest', async () => {
    for (const category of [1, 3, 4, 5]) await seedLogs(category, 30, 40, { userName: '过期' });
    await seedLogs(LogCategory.request, 2100, 45, { userName: '过期' });
    await seedLogs(LogCategory.request, 5, 29, { userName: '未过期' });
    const stale = () =>
      t.database.db
        .selectFrom('baseSysLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userName', 'in', ['过期', '未过期'])
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    expect(await stale()).toBe(2225);
    expect(await pruneLogs(t.app.services)).toBeGreaterThanOrEqual(2220);
    expect(await stale()).toBe(5);
  });

  it('keeps everything when the setting is 0, and reads the setting each time', async () => {
    await seedLogs(LogCategory.login, 3, 400, { userName: '很旧' });
    await setSetting(t, 'logRetentionDays', 0);
    expect(await pruneLogs(t.app.services)).toBe(0);
    expect(
      (await get(`/api/system/Log/1?keyword=${encodeURIComponent('很旧')}`)).json().data.pagination.total,
    ).toBe(3);
    expect((await get('/api/system/Log/Retention')).json().data).toEqual({ days: 0 });
    await setSetting(t, 'logRetentionDays', 365);
    expect(await pruneLogs(t.app.services)).toBe(3);
    await setSetting(t, 'logRetentionDays', 30);
  });
});
