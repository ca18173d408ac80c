import { describe, expect, it } from 'vitest';
import {
  type Any,
  admin,
  call,
  counts,
  DATA,
  flatten,
  type Method,
  newItem,
  newType,
  ok,
  TYPES,
  useDictionaryApp,
} from './dictionary-fixture.js';

/** Dictionaries: items. */

useDictionaryApp();

describe('dictionary items', () => {
  it('lists a list dictionary flat with keyword, and a tree dictionary as a tree keeping the ancestors of matches', async () => {
    const list = await newType({ enCode: 'colour' });
    await newItem(list, 'red', { fullName: '红色', sortCode: 2 });
    await newItem(list, 'green', { fullName: '绿色', sortCode: 1 });
    expect((await ok('GET', `${DATA}/${list}`)).list.map((i: Any) => i.fullName)).toEqual(['绿色', '红色']);
    expect((await ok('GET', `${DATA}/${list}?keyword=RED`)).list.map((i: Any) => i.enCode)).toEqual(['red']);
    expect((await ok('GET', `${DATA}/${list}?keyword=${encodeURIComponent('绿')}`)).list).toHaveLength(1);

    const tree = await newType({ enCode: 'region', isTree: 1 });
    const east = await newItem(tree, 'east', { fullName: '华东' });
    const zj = await newItem(tree, 'zj', { fullName: '浙江', parentId: east });
    await newItem(tree, 'hz', { fullName: '杭州', parentId: zj });
    await newItem(tree, 'north', { fullName: '华北' });
    const all = (await ok('GET', `${DATA}/${tree}`)).list as Any[];
    expect(all.map((i) => i.fullName)).toEqual(['华东', '华北']);
    expect(all[0]).toMatchObject({ hasChildren: true });
    expect(all[0].children[0].children[0]).toMatchObject({ fullName: '杭州', parentId: zj });
    const found = (await ok('GET', `${DATA}/${tree}?keyword=${encodeURIComponent('杭州')}`)).list as Any[];
    expect(found.map((i) => i.fullName)).toEqual(['华东']);
    expect(flatten(found).map((i) => i.fullName)).toEqual(['华东', '浙江', '杭州']);
    // isTree=0 asks for the flat list of the same items.
    expect((await ok('GET', `${DATA}/${tree}?isTree=0`)).list).toHaveLength(4);

    // Parent picker: the top level ('0'), and below it the items without the edited one and its subtree.
    const [top] = (await ok('GET', `${DATA}/${tree}/Selector/${zj}`)).list as Any[];
    expect(top).toMatchObject({ id: '0', parentId: '-1' });
    expect(flatten(top.children).map((i) => i.fullName)).toEqual(['华东', '华北']);
    expect((await call('GET', `${DATA}/missing`)).statusCode).toBe(404);
  });

  it('edits, reads, switches and deletes an item; disabled items leave the control lookups', async () => {
    const type = await newType({ enCode: 'payTerm', isTree: 1 });
    const parent = await newItem(type, 'monthly', { fullName: '月结' });
    const child = await newItem(type, 'm30', { fullName: '30天', parentId: parent });
    await ok('PUT', `${DATA}/${child}`, {
      dictionaryTypeId: type,
      parentId: parent,
      fullName: '月结30天',
      enCode: 'm30',
      enabledMark: 1,
      sortCode: 3,
      description: '常用',
    });
    expect(await ok('GET', `${DATA}/${child}/Info`)).toMatchObject({
      fullName: '月结30天',
      parentId: parent,
      sortCode: 3,
      description: '常用',
      enabledMark: 1,
      hasChildren: false,
    });
    expect(await ok('GET', `${DATA}/${parent}/Info`)).toMatchObject({ parentId: '0', hasChildren: true });
    // '' and '-1' mean the top as '0' does, and are stored as '0'.
    for (const [code, top] of [
      ['topEmpty', ''],
      ['topMinus', '-1'],
    ]) {
      const id = await newItem(type, code, { parentId: top });
      expect(await ok('GET', `${DATA}/${id}/Info`)).toMatchObject({ parentId: '0', hasChildren: false });
      await ok('DELETE', `${DATA}/${id}`);
    }
    const selector = async () => (await ok('GET', `${DATA}/${type}/Data/Selector`)).list as Any[];
    expect(flatten(await selector()).map((i) => i.fullName)).toEqual(['月结', '月结30天']);
    expect(await ok('PUT', `${DATA}/${parent}/Actions/State`)).toEqual({ enabledMark: 0 });
    // A disabled item hides what lies below it from controls; the admin list still shows both.
    expect(await selector()).toEqual([]);
    const all = (await ok('GET', `${DATA}/All`)).list.find((d: Any) => d.id === type);
    expect(all.dictionaryList).toEqual([]);
    expect(flatten((await ok('GET', `${DATA}/${type}`)).list)).toHaveLength(2);
    expect(await ok('PUT', `${DATA}/${parent}/Actions/State`)).toEqual({ enabledMark: 1 });
    expect(flatten(await selector())).toHaveLength(2);

    const before = await counts();
    const res = await call('DELETE', `${DATA}/${parent}`);
    expect([res.statusCode, res.json().msg]).toEqual([400, '该数据下还有子数据,请先删除子数据']);
    expect(await counts()).toEqual(before);
    await ok('DELETE', `${DATA}/${child}`);
    await ok('DELETE', `${DATA}/${parent}`);
    expect((await call('GET', `${DATA}/${parent}/Info`)).statusCode).toBe(404);
    expect((await call('DELETE', `${DATA}/${parent}`)).statusCode).toBe(404);
  });

  it('refuses bad items with a sentence naming the field, changing nothing', async () => {
    const list = await newType({ enCode: 'badList' });
    const tree = await newType({ enCode: 'badTree', isTree: 1 });
    const other = await newType({ enCode: 'badOther', isTree: 1 });
    const a = await newItem(list, 'a');
    const t1 = await newItem(tree, 't1');
    const t2 = await newItem(tree, 't2', { parentId: t1 });
    const foreign = await newItem(other, 'f');
    // The same code in another type is fine.
    await newItem(other, 'a');
    const before = await counts();
    const body = (more: Any) => ({ dictionaryTypeId: list, fullName: '名称', enCode: 'b', ...more });
    const refusals: [Method, string, Any, number, RegExp][] = [
      ['POST', DATA, body({ fullName: ' ' }), 400, /名称不能为空/],
      ['POST', DATA, body({ enCode: '' }), 400, /编码不能为空/],
      ['POST', DATA, body({ enCode: '编码' }), 400, /.+/],
      ['POST', DATA, body({ enCode: 'a' }), 409, /编码/],
      ['POST', DATA, body({ dictionaryTypeId: 'missing' }), 400, /字典分类不存在/],
      // The type is checked before the name, as the hand-written service did.
      ['POST', DATA, body({ dictionaryTypeId: 'missing', fullName: ' ' }), 400, /字典分类不存在/],
      ['POST', DATA, body({ parentId: a }), 400, /不是树形结构/],
      ['POST', DATA, body({ dictionaryTypeId: tree, parentId: foreign }), 400, /上级不存在/],
      ['POST', DATA, body({ enabledMark: 3 }), 400, /.+/],
      [
        'PUT',
        `${DATA}/${t1}`,
        { dictionaryTypeId: tree, fullName: '名', enCode: 't1', parentId: t2 },
        400,
        /上级不能是自己/,
      ],
      ['PUT', `${DATA}/${t1}`, { dictionaryTypeId: tree, fullName: '名', enCode: 't2' }, 409, /编码/],
      [
        'PUT',
        `${DATA}/${t1}`,
        { dictionaryTypeId: other, fullName: '名', enCode: 't1' },
        400,
        /不能移到其他分类/,
      ],
      ['PUT', `${TYPES}/${tree}`, { fullName: '名', enCode: 'badTree', isTree: 0 }, 400, /不能改为非树形/],
      // A taken code is said before the nested items, as the hand-written service did.
      ['PUT', `${TYPES}/${tree}`, { fullName: '名', enCode: 'badList', isTree: 0 }, 409, /编码/],
    ];
    for (const [method, url, payload, status, message] of refusals) {
      const res = await call(method, url, admin, payload);
      expect([url, payload, res.statusCode, res.json().msg]).toEqual([
        url,
        payload,
        status,
        expect.stringMatching(message),
      ]);
    }
    expect(await counts()).toEqual(before);
    // The refused change to a list dictionary was rolled back with the rest of its write.
    expect(await ok('GET', `${TYPES}/${tree}`)).toMatchObject({ isTree: 1, enCode: 'badTree' });
  });
});
