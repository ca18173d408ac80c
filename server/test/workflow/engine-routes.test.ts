import { describe, expect, it } from 'vitest';
import { BASE, call, createEngine, engineBody, info, LEAVE_FORM, useEngineApp } from './engine-fixture.js';

/** 流程引擎's records (client-facts §8.1): list with its filters, create on both form types, save, copy, delete. */

useEngineApp();

describe('flow engine records', () => {
  it('lists the examples with the §8.1 columns, filtered by keyword, category, type and form type', async () => {
    const all = (await call('GET', BASE)).json().data;
    expect(all.list.map((row: { enCode: string }) => row.enCode)).toEqual([
      'leaveFlow',
      'travelFlow',
      'purchaseFlow',
      'generalFlow',
    ]);
    expect(all.list[0]).toMatchObject({
      fullName: '请假流程',
      category: 'hr',
      type: 0,
      formType: 2,
      formId: LEAVE_FORM,
      formName: '请假申请',
      visibleType: 0,
      enabledMark: 1,
      releasedVersion: 1,
    });
    expect(all.list[1]).toMatchObject({ formType: 1, formId: 'travelApply', formName: '出差申请' });
    const pick = async (query: string) =>
      (await call('GET', `${BASE}?${query}`)).json().data.list.map((row: { enCode: string }) => row.enCode);
    expect(await pick('keyword=请假')).toEqual(['leaveFlow']);
    expect(await pick('category=purchase')).toEqual(['purchaseFlow']);
    expect(await pick('formType=1')).toEqual(['travelFlow', 'purchaseFlow', 'generalFlow']);
    expect(await pick('type=1')).toEqual([]);
    expect(await pick('category=&type=')).toHaveLength(4);
  });

  it('creates a draft on a system form and on a designed flow form, and saves it', async () => {
    const id = await createEngine();
    expect(await info(id)).toMatchObject({
      enCode: 'expenseFlow',
      formName: '费用报销',
      enabledMark: 0,
      releasedVersion: null,
      iconBackground: '#ff6600',
      version: 1,
    });
    const designed = await createEngine({
      fullName: '请假流程二',
      enCode: 'leave2',
      formType: 2,
      formId: LEAVE_FORM,
      flowTemplateJson: undefined,
    });
    const record = await info(designed);
    // without a tree the draft starts as the designer's default: start → approver
    const tree = JSON.parse(record.flowTemplateJson as string);
    expect(tree.type).toBe('start');
    expect(tree.childNode.type).toBe('approver');
    const saved = await call('PUT', `${BASE}/${designed}`, undefined, {
      fullName: '请假流程二',
      enCode: 'leave2',
      formId: LEAVE_FORM,
      description: '改过',
    });
    expect(saved.json(), saved.body).toMatchObject({ code: 200 });
    expect(await info(designed)).toMatchObject({ description: '改过', formId: LEAVE_FORM, version: 2 });
    // a designer that loaded version 1 and saves after someone else's save is refused, and changes nothing
    const body = { fullName: '请假流程二', enCode: 'leave2', formId: LEAVE_FORM };
    const stale = await call('PUT', `${BASE}/${designed}`, undefined, {
      ...body,
      description: '旧的',
      version: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await info(designed)).toMatchObject({ description: '改过', version: 2 });
    const current = await call('PUT', `${BASE}/${designed}`, undefined, {
      ...body,
      description: '新的',
      version: 2,
    });
    expect(current.json(), current.body).toMatchObject({ code: 200 });
    expect(await info(designed)).toMatchObject({ description: '新的', version: 3 });
  });

  it('computes the visibility from the start node: initiators make it 部分可见', async () => {
    const flow = JSON.parse(engineBody().flowTemplateJson);
    flow.properties.initiator = ['someone'];
    const id = await createEngine({
      fullName: '部分可见',
      enCode: 'partial',
      flowTemplateJson: JSON.stringify(flow),
    });
    expect((await info(id)).visibleType).toBe(1);
  });

  it('copies an engine as a new draft with a free name and code', async () => {
    const id = await createEngine({ fullName: '复制源', enCode: 'copySource' });
    const res = await call('POST', `${BASE}/${id}/Actions/Copy`);
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const copy = await info(res.json().data.id);
    expect(copy).toMatchObject({ fullName: '复制源副本', enCode: 'copySource.copy', enabledMark: 0 });
    expect(copy.flowTemplateJson).toBe((await info(id)).flowTemplateJson);
    const again = await call('POST', `${BASE}/${id}/Actions/Copy`);
    expect(await info(again.json().data.id)).toMatchObject({
      fullName: '复制源副本2',
      enCode: 'copySource.copy2',
    });
  });

  it('deletes an engine; its released versions stay', async () => {
    const id = await createEngine({ fullName: '将删除', enCode: 'toDelete' });
    expect((await call('POST', `${BASE}/Release/${id}`)).json().code).toBe(200);
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${id}/Versions`)).statusCode).toBe(404);
    const { t } = await import('./engine-fixture.js');
    const kept = await t.database.db
      .selectFrom('flowEngineVersion')
      .select('version')
      .where('flowEngineId', '=', id)
      .execute();
    expect(kept).toEqual([{ version: 1 }]);
  });

  it('lists every engine for pickers (ListAll)', async () => {
    const list = (await call('GET', `${BASE}/ListAll`)).json().data.list;
    expect(list.map((row: { enCode: string }) => row.enCode)).toContain('leaveFlow');
    expect(list[0]).toHaveProperty('enabledMark');
  });
});
