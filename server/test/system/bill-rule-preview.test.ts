import { describe, expect, it } from 'vitest';
import { admin, BASE, call, create, issue, reader, useBillRuleApp } from './bill-rule-fixture.js';

/** Numbering rules: 生成单号, the next number shown without issuing it, and issuing one from the list. */

useBillRuleApp();

const preview = async (id: string, token = admin) => {
  const res = await call('GET', `${BASE}/${id}/Actions/Preview`, token);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data as { next: string | null; last: string | null };
};

describe('GET BillRule/{id}/Actions/Preview and POST …/Actions/Issue', () => {
  it('shows the next number without issuing it, and issuing one gives exactly that number', async () => {
    const id = await create({ enCode: 'Peek', fullName: '预览', prefix: 'PK', startNumber: '5', digit: 3 });
    expect(await preview(id)).toEqual({ next: 'PK20260305005', last: null });
    expect(await preview(id)).toEqual({ next: 'PK20260305005', last: null });
    const issued = await call('POST', `${BASE}/${id}/Actions/Issue`);
    expect(issued.json()).toMatchObject({ code: 200, data: 'PK20260305005' });
    expect(await preview(id)).toEqual({ next: 'PK20260305006', last: 'PK20260305005' });
    // A form issuing through the rule's code takes the number the preview showed.
    expect(await issue('Peek')).toBe('PK20260305006');
  });

  it('says when the serial is exhausted, and the rule issues nothing more', async () => {
    const id = await create({
      enCode: 'Tiny',
      fullName: '一位',
      prefix: 'T',
      dateFormat: 'no',
      startNumber: '9',
      digit: 1,
    });
    expect(await issue('Tiny')).toBe('T9');
    expect(await preview(id)).toEqual({ next: null, last: 'T9' });
    expect((await call('POST', `${BASE}/${id}/Actions/Issue`)).json().code).toBe(400);
  });

  it('lets the menu read the preview; issuing needs 生成单号 (btn_issue); an unknown rule is 404', async () => {
    const id = await create({ enCode: 'Guard', fullName: '权限' });
    expect((await preview(id, reader)).next).toBe('CG202603050001');
    const refused = await call('POST', `${BASE}/${id}/Actions/Issue`, reader);
    expect(refused.statusCode).toBe(403);
    expect((await preview(id)).last).toBeNull();
    expect((await call('GET', `${BASE}/nope/Actions/Preview`)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/nope/Actions/Issue`)).statusCode).toBe(404);
  });
});
