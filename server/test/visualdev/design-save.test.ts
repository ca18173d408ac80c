import { describe, expect, it } from 'vitest';
import { BASE, call, createDesign, designBody, info, leaveForm, useDesignApp } from './design-fixture.js';

/** 在线开发 designs: the record, its JSON kept as the designer's rules allow, the list without the JSON. */

useDesignApp();

describe('/api/visualdev/Base', () => {
  it('creates a design, lists it without its JSON and answers it whole, scripts dropped', async () => {
    const id = await createDesign();
    const list = await call('GET', `${BASE}?type=1&keyword=leave`);
    expect(list.json().data.pagination.total).toBe(1);
    const [row] = list.json().data.list;
    expect(row).toMatchObject({
      id,
      fullName: '请假申请',
      enCode: 'leaveApply',
      type: 1,
      webType: 2,
      state: 0,
      version: 1,
    });
    expect(row.formData).toBeUndefined();
    expect(row.creatorUser).toContain('/admin');

    const design = await info(id);
    const form = JSON.parse(design.formData as string);
    expect(form.fields.map((f: { __vModel__: string }) => f.__vModel__)).toEqual([
      'comInputField101',
      'numInputField102',
    ]);
    // decision 068: stored text is never run, so the original's script fields are not kept
    expect(form.funcs).toBeUndefined();
    expect(form.fields[0].on).toBeUndefined();
    expect(JSON.parse(design.columnData as string).columnList).toHaveLength(1);
  });

  it('saves a change, counting the version, and deletes', async () => {
    const id = await createDesign({ enCode: 'trip', fullName: '出差申请' });
    const saved = await call('PUT', `${BASE}/${id}`, undefined, {
      fullName: '出差申请单',
      enCode: 'trip',
      version: 1,
    });
    expect(saved.json(), saved.body).toMatchObject({ code: 200 });
    expect(await info(id)).toMatchObject({ fullName: '出差申请单', version: 2 });
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('copies a design with a new name and code', async () => {
    const id = await createDesign({ enCode: 'copied', fullName: '被复制' });
    const res = await call('POST', `${BASE}/${id}/Actions/Copy`);
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const copy = await info(res.json().data.id);
    expect(copy.fullName).toMatch(/^被复制副本/);
    expect(copy.enCode).toMatch(/^copied\.copy/);
    expect(copy.formData).toBe((await info(id)).formData);
  });

  it('refuses JSON that is not JSON, and a design that breaks a save rule, naming the control', async () => {
    const broken = await call(
      'POST',
      BASE,
      undefined,
      designBody({ enCode: 'bad1', fullName: '坏1', formData: '{oops' }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().data.errors[0].field).toBe('formData');

    const form = leaveForm();
    form.fields.push({
      __config__: { jnpfKey: 'billRule', label: '单号', layout: 'colFormItem', formId: 103, rule: '' },
      __vModel__: 'no',
    } as never);
    const res = await call(
      'POST',
      BASE,
      undefined,
      designBody({ enCode: 'bad2', fullName: '坏2', formData: JSON.stringify(form) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请选择单号的单据模板');
    expect(res.json().data.errors).toEqual([
      { field: 'formData', message: '请选择单号的单据模板', rule: 'billRule', formId: 103 },
    ]);

    const english = await call(
      'POST',
      BASE,
      undefined,
      designBody({
        enCode: 'bad3',
        fullName: '坏3',
        columnData: JSON.stringify({ columnList: [], pageSize: 20 }),
      }),
      'en',
    );
    expect(english.json()).toMatchObject({ code: 400, msg: 'The list needs at least one column' });
    const count = await call('GET', `${BASE}?type=1&keyword=bad`);
    expect(count.json().data.pagination.total).toBe(0);
  });

  it('needs tables for generated and flow forms (types 3-5), and refuses an unknown type', async () => {
    const res = await call('POST', BASE, undefined, designBody({ type: 4, enCode: 'gen', fullName: '生成' }));
    expect(res.json()).toMatchObject({ code: 400, msg: '请至少选择一个数据表' });
    expect((await call('POST', BASE, undefined, designBody({ type: 9 }))).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?type=0`)).statusCode).toBe(400);
  });
});
