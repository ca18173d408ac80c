import { describe, expect, it } from 'vitest';
import { BASE, call, counts, create, info, issue, next, useBillRuleApp } from './bill-rule-fixture.js';

/** Numbering rules: deleting them. */

useBillRuleApp();

describe('deleting rules', () => {
  it('deletes a rule that never issued a number', async () => {
    const id = await create({ enCode: 'Unused', fullName: '未使用' });
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await next('Unused')).statusCode).toBe(404);
    // Its code is free again.
    await create({ enCode: 'Unused', fullName: '未使用' });
  });

  it('refuses to delete a rule once it issued a number', async () => {
    const id = await create({ enCode: 'Used', fullName: '已使用' });
    await issue('Used');
    const before = await counts();
    const res = await call('DELETE', `${BASE}/${id}`);
    expect([res.statusCode, res.json().msg]).toEqual([
      400,
      '单据规则已引用，无法删除（已生成单据编号CG202603050001）',
    ]);
    expect(await counts()).toEqual(before);
    expect(await info(id)).toMatchObject({ outputNumber: 'CG202603050001' });
  });
});
