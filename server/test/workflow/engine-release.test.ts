import { describe, expect, it } from 'vitest';
import {
  BASE,
  call,
  createEngine,
  incompleteFlow,
  info,
  LEAVE_FORM,
  selectable,
  t,
  useEngineApp,
  validFlow,
} from './engine-fixture.js';

/**
 * 启用 and 停止 (issue 17 item 2): a flow failing a save rule cannot be released and the refusal names the
 * node; a released version is a snapshot the draft's later saves do not touch; stopping blocks launches only.
 */

useEngineApp();

const versionRows = (id: string) =>
  t.database.db
    .selectFrom('flowEngineVersion')
    .selectAll()
    .where('flowEngineId', '=', id)
    .orderBy('version')
    .execute();

describe('releasing and stopping flow engines', () => {
  it('saves an incomplete flow as a draft but refuses to release it, naming the node, in the caller language', async () => {
    const id = await createEngine({
      fullName: '未完成',
      enCode: 'incomplete',
      flowTemplateJson: JSON.stringify(incompleteFlow()),
    });
    const zh = await call('POST', `${BASE}/Release/${id}`);
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('【财务审批】请设置审批人');
    expect(zh.json().data.errors[0]).toMatchObject({ field: 'flowTemplateJson', rule: 'approvers' });
    expect(zh.json().data.errors[0].nodeId).toBeTruthy();
    const en = await call('POST', `${BASE}/Release/${id}`, undefined, undefined, 'en');
    expect(en.json().msg).toBe('"财务审批": choose the approvers');
    expect(await info(id)).toMatchObject({ enabledMark: 0, releasedVersion: null });
    expect(await versionRows(id)).toEqual([]);
  });

  it('releases a version that later saves do not change, and lists the history', async () => {
    const id = await createEngine({ fullName: '版本', enCode: 'versioned' });
    const first = await call('POST', `${BASE}/Release/${id}`);
    expect(first.json(), first.body).toMatchObject({ code: 200, data: { version: 1 } });
    const [v1] = await versionRows(id);
    expect(v1).toMatchObject({
      version: 1,
      formType: 1,
      formId: 'expenseClaim',
      formVersion: null,
      draftVersion: 1,
    });
    expect(JSON.parse(v1.flowGraph).nodes).toBeTypeOf('object');

    // the draft moves on; version 1 stays as it was
    const changed = validFlow('u9');
    const saved = await call('PUT', `${BASE}/${id}`, undefined, {
      fullName: '版本',
      enCode: 'versioned',
      formId: 'expenseClaim',
      flowTemplateJson: JSON.stringify(changed),
    });
    expect(saved.json().code).toBe(200);
    expect(await versionRows(id)).toEqual([v1]);
    expect(await info(id)).toMatchObject({ enabledMark: 1, releasedVersion: 1, version: 2 });

    // releasing the same draft twice adds one version
    expect((await call('POST', `${BASE}/Release/${id}`)).json().data.version).toBe(2);
    expect((await call('POST', `${BASE}/Release/${id}`)).json().data.version).toBe(2);
    const rows = await versionRows(id);
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
    expect(rows[0]).toEqual(v1);
    expect(JSON.parse(rows[1].flowTemplateJson).childNode.properties.approvers).toEqual(['u9']);

    const history = (await call('GET', `${BASE}/${id}/Versions`)).json().data.list;
    expect(history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({ releaseUser: '管理员/admin', formVersion: null });
  });

  it('adds one version for two releases of the same draft at once', async () => {
    const id = await createEngine({ fullName: '同时启用', enCode: 'twinRelease' });
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `${BASE}/Release/${id}`)));
    expect(answers.map((answer) => answer.json().data?.version)).toEqual([1, 1, 1]);
    expect((await versionRows(id)).map((row) => row.version)).toEqual([1]);
  });

  it('snapshots the released form of a designed flow form, and refuses a form never released', async () => {
    const id = await createEngine({
      fullName: '表单快照',
      enCode: 'snapshot',
      formType: 2,
      formId: LEAVE_FORM,
    });
    expect((await call('POST', `${BASE}/Release/${id}`)).json().code).toBe(200);
    const [v1] = await versionRows(id);
    expect(v1.formVersion).toBe(1);
    expect(JSON.parse(v1.formData as string).fields.length).toBeGreaterThan(3);

    // a flow form saved but never released, as the designer leaves it
    const formId = 'unreleased-form';
    await t.database.db
      .insertInto('baseVisualdev')
      .values({
        id: formId,
        creatorTime: 1,
        creatorUserId: null,
        fullName: '未发布表单',
        enCode: 'unreleasedForm',
        type: 3,
        webType: 3,
        enabledMark: 0,
      })
      .execute();
    const engine = await createEngine({
      fullName: '表单未发布',
      enCode: 'formDraft',
      formType: 2,
      formId,
    });
    const refused = await call('POST', `${BASE}/Release/${engine}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('流程表单【未发布表单】尚未发布，请先发布表单再启用流程');
  });

  it('stops new launches only: the Selector drops the flow, its versions and record stay', async () => {
    const id = await createEngine({ fullName: '可停止', enCode: 'stoppable' });
    await call('POST', `${BASE}/Release/${id}`);
    expect(await selectable()).toContain(id);
    const stopped = await call('POST', `${BASE}/Stop/${id}`);
    expect(stopped.json(), stopped.body).toMatchObject({ code: 200 });
    expect(await selectable()).not.toContain(id);
    expect(await info(id)).toMatchObject({ enabledMark: 0, releasedVersion: 1 });
    expect((await versionRows(id)).length).toBe(1);
    // releasing the unchanged draft again lets launches in without a new version
    expect((await call('POST', `${BASE}/Release/${id}`)).json().data.version).toBe(1);
    expect(await selectable()).toContain(id);
  });

  it('offers launchable flows grouped by category, visible by the released version start node', async () => {
    const { userIdOf } = await import('../helpers/test-app.js');
    const zhangwei = await userIdOf(t, 'zhangwei');
    const flow = validFlow();
    flow.properties = { ...flow.properties, initiator: [zhangwei] };
    const id = await createEngine({
      fullName: '限定发起',
      enCode: 'restricted',
      flowTemplateJson: JSON.stringify(flow),
    });
    await call('POST', `${BASE}/Release/${id}`);
    const zhangweiToken = await t.login('zhangwei', '123456');
    const wangfangToken = await t.login('wangfang', '123456');
    expect(await selectable(zhangweiToken)).toContain(id);
    expect(await selectable(wangfangToken)).not.toContain(id);
    // the examples are visible to all
    expect(await selectable(wangfangToken)).toContain(
      (await call('GET', `${BASE}?keyword=请假流程`)).json().data.list[0].id,
    );

    const groups = (await call('GET', `${BASE}/Selector`)).json().data.list;
    expect(groups.find((g: { id: string }) => g.id === 'hr')).toMatchObject({ fullName: '人事管理', num: 1 });
    const page = (await call('GET', `${BASE}/PageListAll?category=finance&pageSize=1`, zhangweiToken)).json()
      .data;
    expect(page.pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    const keyword = (await call('GET', `${BASE}/PageListAll?keyword=限定`, wangfangToken)).json().data;
    expect(keyword).toMatchObject({ list: [], pagination: { total: 0 } });
    // a draft never released is not launchable
    const draft = await createEngine({ fullName: '草稿', enCode: 'draftOnly' });
    expect(await selectable()).not.toContain(draft);
  });
});
