import { describe, expect, it } from 'vitest';
import {
  type Any,
  admin,
  call,
  counts,
  DATA,
  newItem,
  newType,
  ok,
  TYPES,
  upload,
  useDictionaryApp,
} from './dictionary-fixture.js';

/** Dictionaries: export and import. */

useDictionaryApp();

describe('export and import', () => {
  it('round trip: the export holds the type and its item tree; the import makes an identical copy', async () => {
    const type = await newType({
      fullName: '产品线',
      enCode: 'productLine',
      isTree: 1,
      description: '产品分类',
    });
    const hw = await newItem(type, 'hw', { fullName: '硬件', sortCode: 1 });
    await newItem(type, 'pc', { fullName: '电脑', parentId: hw, enabledMark: 0 });
    await newItem(type, 'sw', { fullName: '软件', sortCode: 2, description: '含服务' });
    const res = await call('GET', `${DATA}/${type}/Action/Export`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/产品线_\d{8}\.json/);
    const file = res.json();
    expect(file).toMatchObject({
      format: 'jnpf-dictionary',
      version: 1,
      type: {
        fullName: '产品线',
        enCode: 'productLine',
        isTree: 1,
        description: '产品分类',
        parentEnCode: null,
      },
      items: [
        { fullName: '硬件', enCode: 'hw', children: [{ fullName: '电脑', enCode: 'pc', enabledMark: 0 }] },
        { fullName: '软件', enCode: 'sw', description: '含服务' },
      ],
    });
    expect(res.body).not.toContain(hw);

    // Into the same system: the code is taken.
    const before = await counts();
    const refused = await upload(res.body);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, '字典分类编码「productLine」已被使用']);
    expect(await counts()).toEqual(before);

    const parent = await newType({ enCode: 'importTarget' });
    const imported = (await upload(res.body, `?duplicates=rename&parentId=${parent}`)).json();
    expect(imported).toMatchObject({
      code: 200,
      data: { count: 3, renamed: [{ from: 'productLine', to: 'productLine.copy' }] },
    });
    const copy = await ok('GET', `${TYPES}/${imported.data.id}`);
    expect(copy).toMatchObject({ parentId: parent, enCode: 'productLine.copy', isTree: 1 });
    const again = (await call('GET', `${DATA}/${imported.data.id}/Action/Export`)).json();
    expect(again.items).toEqual(file.items);
    expect({ ...again.type, enCode: 'productLine', parentEnCode: null }).toEqual(file.type);
    // A second rename takes the next free code.
    const second = (await upload(res.body, '?duplicates=rename')).json();
    expect(second.data.renamed[0].to).toBe('productLine.copy2');
    expect((await ok('GET', `${TYPES}/${second.data.id}`)).parentId).toBe('-1');
  });

  it('refuses a malformed or wrong file with a clear message and writes nothing', async () => {
    const good = {
      format: 'jnpf-dictionary',
      version: 1,
      exportedAt: 0,
      type: { fullName: '新字典', enCode: 'freshImport', isTree: 0 },
      items: [{ fullName: '甲', enCode: 'a' }],
    };
    const before = await counts();
    const cases: [string | Buffer, number, RegExp][] = [
      ['{"format": "jnpf-dictionary", "vers', 400, /不是有效的JSON/],
      [Buffer.alloc(0), 400, /空文件/],
      ['[1,2]', 400, /不是数据字典导出文件/],
      [JSON.stringify({ ...good, format: 'jnpf-menu' }), 400, /不是数据字典导出文件/],
      [JSON.stringify({ ...good, version: 9 }), 400, /版本9/],
      [JSON.stringify({ ...good, items: 'x' }), 400, /导入文件内容有误/],
      [JSON.stringify({ ...good, type: { ...good.type, enCode: 'a b' } }), 400, /字典分类有误/],
      [
        JSON.stringify({
          ...good,
          items: [
            { fullName: '甲', enCode: 'a' },
            { fullName: '乙', enCode: 'a' },
          ],
        }),
        400,
        /出现了多次/,
      ],
      [
        JSON.stringify({
          ...good,
          items: [{ fullName: '甲', enCode: 'a', children: [{ fullName: '乙', enCode: 'b' }] }],
        }),
        400,
        /字典数据「甲」有误: 非树形/,
      ],
      [JSON.stringify({ ...good, items: [{ fullName: '', enCode: 'a' }] }), 400, /名称不能为空/],
      [
        JSON.stringify({ ...good, items: [{ fullName: '甲', enCode: 'a', enabledMark: 5 }] }),
        400,
        /字典数据「甲」有误/,
      ],
      [
        JSON.stringify({
          ...good,
          items: Array.from({ length: 5001 }, (_, i) => ({ fullName: `项${i}`, enCode: `c${i}` })),
        }),
        400,
        /超过5000条/,
      ],
    ];
    let deep: Any = { fullName: '底', enCode: 'deep0' };
    for (let i = 1; i <= 25; i++) deep = { fullName: `层${i}`, enCode: `deep${i}`, children: [deep] };
    cases.push([
      JSON.stringify({ ...good, type: { ...good.type, isTree: 1 }, items: [deep] }),
      400,
      /超过20级/,
    ]);
    for (const [content, status, message] of cases) {
      const res = await upload(content);
      expect([String(content).slice(0, 60), res.statusCode, res.json().msg]).toEqual([
        String(content).slice(0, 60),
        status,
        expect.stringMatching(message),
      ]);
    }
    const tooBig = await upload(Buffer.alloc(1024 * 1024 + 10, 32));
    expect(tooBig.statusCode).toBe(413);
    const noFile = await call('POST', `${DATA}/Action/Import`, admin, {});
    expect(noFile.statusCode).toBe(400);
    const english = await upload('not json', '', admin, 'en');
    expect(english.json().msg).toBe('The file is not valid JSON; it may be damaged or incomplete');
    expect(await counts()).toEqual(before);
    expect((await upload(JSON.stringify(good))).json()).toMatchObject({
      code: 200,
      data: { count: 1, renamed: [] },
    });
  });
});
