import { describe, expect, it } from 'vitest';
import { BASE, call, clock, createDesign, info, useDesignApp } from './design-fixture.js';

/**
 * Releases and versions: a released version is a snapshot the live pages run; a save over someone else's
 * newer save is refused with who saved and when (appsmith#2172); an earlier version can be restored.
 */

useDesignApp();

const save = (id: string, body: object) => call('PUT', `${BASE}/${id}`, undefined, { ...named[id], ...body });
const named: Record<string, { fullName: string; enCode: string }> = {};
async function designed(enCode: string, fullName: string) {
  const id = await createDesign({ enCode, fullName });
  named[id] = { enCode, fullName };
  return id;
}

describe('design versions', () => {
  it('refuses a save based on an older version, naming who saved and when', async () => {
    const id = await designed('race', '并发');
    expect((await save(id, { description: '甲', version: 1 })).json().code).toBe(200);
    clock.advance(60_000);
    const late = await save(id, { description: '乙', version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/^管理员\/admin已于\d{4}-\d\d-\d\d \d\d:\d\d:\d\d保存了更新的版本/);
    expect(late.json().data.savedBy).toBe('管理员/admin');
    expect((await info(id)).description).toBe('甲');
    // without a version (the original's client) the save is not checked
    expect((await save(id, { description: '丙' })).json().code).toBe(200);
    expect(await info(id)).toMatchObject({ description: '丙', version: 3 });
  });

  it('keeps one of two saves made at once from the same version, and refuses the other', async () => {
    const id = await designed('twin', '同时');
    const answers = await Promise.all([
      save(id, { description: 'A', version: 1 }),
      save(id, { description: 'B', version: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await info(id)).version).toBe(2);
  });

  it('releases the draft as a version, lists versions, and restores an earlier one', async () => {
    const id = await designed('rel', '发布');
    const released = await call('POST', `${BASE}/${id}/Actions/Release`);
    expect(released.json(), released.body).toMatchObject({ code: 200, data: { version: 1 } });
    expect(await info(id)).toMatchObject({ state: 1, releasedVersion: 1 });

    const first = (await info(id)).formData as string;
    const changed = JSON.parse(first);
    changed.fields[0].__config__.label = '申请人';
    expect((await save(id, { formData: JSON.stringify(changed), version: 1 })).json().code).toBe(200);
    // the draft moved on; the live version did not
    expect(await info(id)).toMatchObject({ version: 2, releasedVersion: 1 });
    expect((await call('POST', `${BASE}/${id}/Actions/Release`)).json().data.version).toBe(2);
    const versions = (await call('GET', `${BASE}/${id}/Versions`)).json().data.list;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    expect((await call('PUT', `${BASE}/${id}/Versions/1/Actions/Restore`)).json().code).toBe(200);
    const restored = await info(id);
    expect(JSON.parse(restored.formData as string).fields[0].__config__.label).toBe('请假人');
    expect(restored.version).toBe(3);
    expect((await call('PUT', `${BASE}/${id}/Versions/9/Actions/Restore`)).statusCode).toBe(404);
  });

  it('lists the live fields of a design and the released designs for pickers', async () => {
    const id = await designed('pick', '可选');
    await call('POST', `${BASE}/${id}/Actions/Release`);
    const fields = (await call('GET', `${BASE}/${id}/FormDataFields`)).json().data.list;
    expect(fields).toEqual([
      { vModel: 'comInputField101', label: '请假人', jnpfKey: 'comInput' },
      { vModel: 'numInputField102', label: '天数', jnpfKey: 'numInput' },
    ]);
    const selector = (await call('GET', `${BASE}/Selector?type=1`)).json().data.list;
    expect(selector.map((d: { enCode: string }) => d.enCode)).toContain('pick');
  });

  it('refuses to release a design without a form', async () => {
    const res = await call('POST', BASE, undefined, { type: 1, fullName: '空的', enCode: 'empty' });
    const released = await call('POST', `${BASE}/${res.json().data.id}/Actions/Release`);
    expect(released.json()).toMatchObject({ code: 400, msg: '请先设计表单再发布' });
  });
});
