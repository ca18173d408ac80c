import { describe, expect, it } from 'vitest';
import {
  admin,
  BASE,
  call,
  counts,
  create,
  fields,
  info,
  type Method,
  useBillRuleApp,
} from './bill-rule-fixture.js';

/** Numbering rules: creating, listing and changing them. */

useBillRuleApp();

describe('creating, listing and changing rules', () => {
  it('shows the example (流水范例): prefix, the date in the chosen format and the padded start number', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }, 'CG202603050001'],
      [{ dateFormat: 'yyyyMM', digit: 6, startNumber: '25' }, 'CG202603000025'],
      [{ dateFormat: 'yyyy', digit: 3, startNumber: '0' }, 'CG2026000'],
      [{ dateFormat: 'no', digit: 5, startNumber: '100', prefix: '' }, '00100'],
    ];
    for (const [i, [more, example]] of cases.entries()) {
      const id = await create({ ...more, enCode: `Example${i}`, fullName: `范例${i}` });
      const row = await info(id);
      expect(row).toMatchObject({ example, outputNumber: null, enabledMark: 1 });
      expect(row.startNumber).toBe(String(Number(more.startNumber)));
    }
  });

  it('pages the list and finds rules by name or code, case-insensitively', async () => {
    await create({ enCode: 'SalesOrder', fullName: '销售订单' });
    const byName = (await call('GET', `${BASE}?keyword=${encodeURIComponent('销售')}`)).json().data;
    expect(byName.list.map((r: { enCode: string }) => r.enCode)).toEqual(['SalesOrder']);
    const byCode = (await call('GET', `${BASE}?keyword=salesorder`)).json().data;
    expect(byCode.list).toHaveLength(1);
    expect(byCode.list[0]).toMatchObject({
      fullName: '销售订单',
      prefix: 'CG',
      dateFormat: 'yyyyMMdd',
      digit: 4,
      startNumber: '1',
      example: 'CG202603050001',
      outputNumber: null,
    });
    const all = (await call('GET', BASE)).json().data;
    const page = (await call('GET', `${BASE}?currentPage=2&pageSize=2`)).json().data;
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 2, total: all.pagination.total });
    expect(page.list.map((r: { id: string }) => r.id)).toEqual(
      all.list.slice(2, 4).map((r: { id: string }) => r.id),
    );
    const none = (await call('GET', `${BASE}?keyword=${encodeURIComponent('100%_')}`)).json().data;
    expect(none.list).toEqual([]);
  });

  it('refuses a code or a name already in use (409 naming the field) and changes nothing', async () => {
    const id = await create({ enCode: 'Dup', fullName: '重复测试' });
    await create({ enCode: 'Dup2', fullName: '重复测试二' });
    const before = await counts();
    const byCode = await call('POST', BASE, admin, fields({ enCode: 'Dup', fullName: '别的名字' }));
    expect(byCode.statusCode).toBe(409);
    expect(byCode.json().data.errors[0].field).toBe('enCode');
    expect(byCode.json().msg).toBe('编码已存在');
    const byName = await call('POST', BASE, admin, fields({ enCode: 'Other9', fullName: '重复测试' }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json().data.errors[0].field).toBe('fullName');
    const edit = await call('PUT', `${BASE}/${id}`, admin, fields({ enCode: 'Dup2', fullName: '重复测试' }));
    expect(edit.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await info(id)).enCode).toBe('Dup');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const id = await create({ enCode: 'Bad', fullName: '错误输入' });
    const row = await info(id);
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ digit: 0 }, '流水位数不能小于1'],
      [{ digit: 16 }, '流水位数不能大于15'],
      [{ digit: 'x' }, '流水位数'],
      [{ startNumber: '12a' }, '流水起始只能输入数字'],
      [{ startNumber: '' }, '流水起始不能为空'],
      [{ startNumber: '-1' }, '流水起始只能输入数字'],
      [{ digit: 3, startNumber: '1000' }, '流水起始超出了流水位数（3位）'],
      [{ prefix: 'C G' }, '流水前缀只能包含字母、数字和 - _ / . #，最多20个字符'],
      [{ prefix: '采购' }, '流水前缀只能包含字母、数字和 - _ / . #，最多20个字符'],
      [{ dateFormat: 'dd' }, '流水日期格式'],
      [{ enCode: '.Bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ enCode: '' }, '编码不能为空'],
      [{ fullName: '采购#订单' }, '名称'],
      [{ fullName: '  ' }, '名称不能为空'],
    ];
    for (const [more, message] of cases) {
      for (const res of [
        await call('POST', BASE, admin, fields({ enCode: 'Bad2', fullName: '错误输入二', ...more })),
        await call('PUT', `${BASE}/${id}`, admin, fields({ enCode: 'Bad', fullName: '错误输入', ...more })),
      ]) {
        expect([more, res.statusCode]).toEqual([more, 400]);
        expect(res.json().msg).toContain(message);
      }
    }
    expect(await counts()).toEqual(before);
    expect(await info(id)).toEqual(row);
  });

  it('answers 404 for a rule that does not exist', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/nope`],
      ['PUT', `${BASE}/nope`],
      ['PUT', `${BASE}/nope/Actions/State`],
      ['DELETE', `${BASE}/nope`],
      ['GET', `${BASE}/nope/Action/Export`],
    ] as [Method, string][]) {
      const res = await call(
        method,
        url,
        admin,
        method === 'PUT' && !url.endsWith('State') ? fields() : undefined,
      );
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 404, '该单据规则不存在或已删除']);
    }
  });
});
