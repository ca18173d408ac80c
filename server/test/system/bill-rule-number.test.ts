import { describe, expect, it } from 'vitest';
import {
  admin,
  BASE,
  call,
  clock,
  create,
  fields,
  HOUR,
  info,
  issue,
  next,
  t,
  useBillRuleApp,
} from './bill-rule-fixture.js';

/** Numbering rules: issuing numbers. */

useBillRuleApp();

describe('GET /api/system/BillRule/BillNumber/{enCode}', () => {
  it('issues the start number first, then counts up, and shows the last one as 当前流水号', async () => {
    const id = await create({ enCode: 'Seq', fullName: '顺序', prefix: 'SQ', startNumber: '7', digit: 3 });
    expect(await issue('Seq')).toBe('SQ20260305007');
    expect(await issue('Seq')).toBe('SQ20260305008');
    expect(await issue('Seq')).toBe('SQ20260305009');
    expect(await info(id)).toMatchObject({ outputNumber: 'SQ20260305009', example: 'SQ20260305007' });
    // Editing the rule keeps the counter: the next number continues.
    await call(
      'PUT',
      `${BASE}/${id}`,
      admin,
      fields({ enCode: 'Seq', fullName: '顺序', prefix: 'SX', digit: 4 }),
    );
    expect(await issue('Seq')).toBe('SX202603050010');
  });

  it('restarts the serial when the date part changes: daily, monthly, yearly; never for "no"', async () => {
    await create({ enCode: 'Day', fullName: '按日', dateFormat: 'yyyyMMdd', prefix: 'D' });
    await create({ enCode: 'Month', fullName: '按月', dateFormat: 'yyyyMM', prefix: 'M' });
    await create({ enCode: 'Year', fullName: '按年', dateFormat: 'yyyy', prefix: 'Y' });
    await create({ enCode: 'Never', fullName: '不重置', dateFormat: 'no', prefix: 'N' });
    // Sessions expire while the clock jumps ahead: each jump signs in again.
    let token = admin;
    const all = async () => [
      await issue('Day', token),
      await issue('Month', token),
      await issue('Year', token),
      await issue('Never', token),
    ];
    const jump = async (time: number) => {
      clock.time = time;
      token = await t.login();
    };
    const start = clock.now();
    try {
      expect(await all()).toEqual(['D202603050001', 'M2026030001', 'Y20260001', 'N0001']);
      expect(await all()).toEqual(['D202603050002', 'M2026030002', 'Y20260002', 'N0002']);
      // 14:00 the next day: a new day.
      await jump(start + 28 * HOUR);
      expect(await all()).toEqual(['D202603060001', 'M2026030003', 'Y20260003', 'N0003']);
      // 1 April: a new month (and a new day).
      await jump(new Date(2026, 3, 1, 0, 0, 1).getTime());
      expect(await all()).toEqual(['D202604010001', 'M2026040001', 'Y20260004', 'N0004']);
      // New year.
      await jump(new Date(2027, 0, 1, 8, 0, 0).getTime());
      expect(await all()).toEqual(['D202701010001', 'M2027010001', 'Y20270001', 'N0005']);
      expect(await all()).toEqual(['D202701010002', 'M2027010002', 'Y20270002', 'N0006']);
    } finally {
      clock.time = start;
    }
  });

  it('refuses clearly once the serial would need more digits, issuing nothing', async () => {
    const id = await create({
      enCode: 'Small',
      fullName: '两位流水',
      prefix: 'S',
      dateFormat: 'no',
      digit: 2,
      startNumber: '98',
    });
    expect(await issue('Small')).toBe('S98');
    expect(await issue('Small')).toBe('S99');
    for (let i = 0; i < 2; i++) {
      const res = await next('Small');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('单据规则「两位流水」的流水号已用完（2位流水最大为99），请增加流水位数');
    }
    expect((await info(id)).outputNumber).toBe('S99');
    // English callers read it in English.
    const en = await t.app.inject({
      method: 'GET',
      url: `${BASE}/BillNumber/Small`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(en.json().msg).toContain('has used up its serials');
    // More digits: the sequence goes on.
    await call(
      'PUT',
      `${BASE}/${id}`,
      admin,
      fields({
        enCode: 'Small',
        fullName: '两位流水',
        prefix: 'S',
        dateFormat: 'no',
        digit: 3,
        startNumber: '98',
      }),
    );
    expect(await issue('Small')).toBe('S100');
  });

  it('refuses a disabled rule and answers 404 for an unknown code', async () => {
    const id = await create({ enCode: 'Off', fullName: '停用规则' });
    await call('PUT', `${BASE}/${id}/Actions/State`);
    const res = await next('Off');
    expect([res.statusCode, res.json().msg]).toEqual([400, '单据规则「停用规则」已停用，无法生成单据编号']);
    expect((await info(id)).outputNumber).toBeNull();
    const selector = (await call('GET', `${BASE}/Selector`)).json().data.list;
    expect(selector.map((r: { enCode: string }) => r.enCode)).not.toContain('Off');
    await call('PUT', `${BASE}/${id}/Actions/State`);
    expect(await issue('Off')).toBe('CG202603050001');
    const unknown = await next('NoSuchRule');
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '单据规则「NoSuchRule」不存在']);
  });

  it('1,000 concurrent calls receive 1,000 distinct, consecutive numbers', async () => {
    const id = await create({
      enCode: 'Busy',
      fullName: '并发',
      prefix: 'BZ',
      dateFormat: 'yyyyMM',
      digit: 6,
      startNumber: '1',
    });
    const answers = await Promise.all(Array.from({ length: 1000 }, () => next('Busy')));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const numbers = answers.map((r) => r.json().data as string);
    expect(new Set(numbers).size).toBe(1000);
    const serials = numbers.map((n) => Number(n.slice('BZ202603'.length))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(numbers.every((n) => /^BZ202603\d{6}$/.test(n))).toBe(true);
    expect((await info(id)).outputNumber).toBe('BZ202603001000');
  });
});
