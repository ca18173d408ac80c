import { describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { BASE, call, createEngine, info, LEAVE_FORM, t, useEngineApp } from './engine-fixture.js';

/** 导出 and 导入 of a flow engine as a JSON file: a round trip, a code in use, a form missing, a wrong file. */

useEngineApp();

const upload = (content: Buffer, query = '', lang?: string) => {
  const { payload, headers } = multipartFile('flow.json', content, 'application/json');
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/Actions/ImportData${query}`,
    headers: { ...headers, authorization: tokens.admin, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
};
const tokens = { admin: '' };

async function exported(id: string) {
  const res = await call('GET', `${BASE}/${id}/Actions/ExportData`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment/);
  return JSON.parse(res.body);
}

describe('flow engine files', () => {
  it('exports an engine and imports it back as a draft, renaming a code in use when asked', async () => {
    const { admin } = await import('./engine-fixture.js');
    tokens.admin = admin;
    const id = await createEngine({ fullName: '往返', enCode: 'roundTrip', formType: 2, formId: LEAVE_FORM });
    const file = await exported(id);
    expect(file).toMatchObject({ format: 'workflow-engine', version: 1, formEnCode: 'leaveRequest' });

    const refused = await upload(Buffer.from(JSON.stringify(file)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('编码 roundTrip 已被其他流程使用');

    const renamed = await upload(Buffer.from(JSON.stringify(file)), '?duplicates=rename');
    expect(renamed.json(), renamed.body).toMatchObject({
      code: 200,
      data: { count: 1, renamed: [{ from: 'roundTrip', to: 'roundTrip.copy' }] },
    });
    const copy = await info(renamed.json().data.id);
    const original = await info(id);
    expect(copy).toMatchObject({
      fullName: '往返副本',
      enCode: 'roundTrip.copy',
      enabledMark: 0,
      formId: LEAVE_FORM,
    });
    expect(copy.flowTemplateJson).toBe(original.flowTemplateJson);
    expect(copy.category).toBe(original.category);
  });

  it('finds the form by its code when its id differs, and refuses a form that is not here', async () => {
    const id = await createEngine({
      fullName: '换表单',
      enCode: 'formByCode',
      formType: 2,
      formId: LEAVE_FORM,
    });
    const file = await exported(id);
    file.engine.enCode = 'formByCode2';
    file.engine.fullName = '换表单2';
    file.engine.formId = 'elsewhere-id';
    const found = await upload(Buffer.from(JSON.stringify(file)));
    expect(found.json(), found.body).toMatchObject({ code: 200 });
    expect((await info(found.json().data.id)).formId).toBe(LEAVE_FORM);
    // a category chosen in the dialog wins over the file's
    file.engine.enCode = 'formByCode4';
    file.engine.fullName = '换表单4';
    const moved = await upload(Buffer.from(JSON.stringify(file)), '?category=project');
    expect((await info(moved.json().data.id)).category).toBe('project');

    file.engine.enCode = 'formByCode3';
    file.engine.fullName = '换表单3';
    file.formEnCode = 'notHere';
    const missing = await upload(Buffer.from(JSON.stringify(file)), '', 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('The form "notHere" of this flow does not exist here: import it first');
  });

  it('refuses garbage, another kind of file and a malformed tree, changing nothing', async () => {
    const before = await t.database.db.selectFrom('flowEngine').select('id').execute();
    const garbage = await upload(Buffer.from('{not json'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toBe('导入文件不是有效的JSON');
    const other = await upload(
      Buffer.from(JSON.stringify({ format: 'visualdev-design', version: 1, design: {} })),
      '',
      'zh-TW',
    );
    expect(other.json().msg).toBe('匯入檔案不是流程引擎的匯出檔案');
    const broken = await upload(
      Buffer.from(
        JSON.stringify({
          format: 'workflow-engine',
          version: 1,
          exportedAt: 1,
          formEnCode: null,
          engine: {
            fullName: '坏树',
            enCode: 'badTree',
            formType: 1,
            formId: 'leaveApply',
            flowTemplateJson: '{"type":"approver"}',
          },
        }),
      ),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toMatch(/^流程设计的格式不正确/);
    const noName = await upload(
      Buffer.from(
        JSON.stringify({ format: 'workflow-engine', version: 1, exportedAt: 1, engine: { enCode: 'x' } }),
      ),
    );
    expect(noName.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('flowEngine').select('id').execute()).toEqual(before);
  });
});
