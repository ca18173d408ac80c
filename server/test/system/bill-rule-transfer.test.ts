import { describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import {
  admin,
  BASE,
  call,
  counts,
  create,
  fields,
  info,
  issue,
  t,
  useBillRuleApp,
} from './bill-rule-fixture.js';

/** Numbering rules: export and import. */

useBillRuleApp();

describe('export and import', () => {
  const upload = (content: Buffer | string, token = admin) => {
    const { payload, headers } = multipartFile('rule.json', Buffer.from(content), 'application/json');
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/Action/Import`,
      headers: { ...headers, authorization: token },
      payload,
    });
  };

  it('downloads the settings as a JSON file, without the counter', async () => {
    const id = await create({
      enCode: 'Exported',
      fullName: '导出规则',
      prefix: 'EX',
      digit: 5,
      startNumber: '10',
    });
    await issue('Exported');
    const res = await call('GET', `${BASE}/${id}/Action/Export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Exported_20260305.json');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('导出规则'));
    const file = res.json();
    expect(file).toMatchObject({
      format: 'jnpf-billrule',
      version: 1,
      rule: {
        fullName: '导出规则',
        enCode: 'Exported',
        prefix: 'EX',
        dateFormat: 'yyyyMMdd',
        digit: 5,
        startNumber: '10',
      },
    });
    expect(JSON.stringify(file)).not.toContain('EX2026030500010');
  });

  it('imports a file as a new, disabled rule with a fresh counter; a taken code is refused', async () => {
    const id = await create({ enCode: 'Source', fullName: '来源规则', prefix: 'SR' });
    await issue('Source');
    const file = (await call('GET', `${BASE}/${id}/Action/Export`)).json();
    const before = await counts();
    const taken = await upload(JSON.stringify(file));
    expect(taken.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    file.rule.enCode = 'Copied';
    file.rule.fullName = '复制规则';
    const res = await upload(JSON.stringify(file));
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    expect(await info(res.json().data.id)).toMatchObject({
      enCode: 'Copied',
      prefix: 'SR',
      enabledMark: 0,
      outputNumber: null,
    });
  });

  it('refuses files that are not valid rules before writing anything', async () => {
    const before = await counts();
    const good = {
      format: 'jnpf-billrule',
      version: 1,
      exportedAt: 0,
      rule: fields({ enCode: 'FromFile', fullName: '文件规则' }),
    };
    const cases: [string, string][] = [
      ['not json', '导入的文件不是有效的单据规则文件'],
      [JSON.stringify({ ...good, format: 'jnpf-menu' }), '导入的文件不是有效的单据规则文件'],
      [JSON.stringify({ ...good, rule: { ...good.rule, digit: 40 } }), '流水位数只能是1到15之间的整数'],
      [JSON.stringify({ ...good, rule: { ...good.rule, startNumber: 'x' } }), '流水起始只能输入数字'],
      [JSON.stringify({ ...good, rule: { ...good.rule, enCode: 'a..b' } }), '编码'],
    ];
    for (const [content, message] of cases) {
      const res = await upload(content);
      expect([content, res.statusCode]).toEqual([content, 400]);
      expect(res.json().msg).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });
});
