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

/** Dictionaries: types. */

useDictionaryApp();

describe('dictionary types', () => {
  it('creates, nests, edits and reads a type; the parent picker leaves out the type and what lies below', async () => {
    const parent = await newType({ fullName: '客户资料', enCode: 'customerData' });
    const child = await newType({
      parentId: parent,
      fullName: '客户等级',
      enCode: 'customerLevel',
      isTree: 1,
    });
    const grandChild = await newType({ parentId: child, fullName: '等级细分', enCode: 'levelDetail' });
    const tree = (await ok('GET', TYPES)).list as Any[];
    const node = tree.find((n) => n.id === parent) as Any;
    expect(node).toMatchObject({ parentId: '-1', hasChildren: true });
    expect(node.children[0]).toMatchObject({ id: child, fullName: '客户等级', isTree: 1 });
    const picks = flatten((await ok('GET', `${TYPES}/Selector/${child}`)).list).map((n) => n.id);
    expect(picks).toContain(parent);
    expect(picks).not.toContain(child);
    expect(picks).not.toContain(grandChild);
    expect(flatten((await ok('GET', `${TYPES}/Selector/0`)).list).map((n) => n.id)).toContain(grandChild);

    await ok('PUT', `${TYPES}/${grandChild}`, {
      parentId: '-1',
      fullName: '等级明细',
      enCode: 'levelDetail',
      isTree: 0,
      sortCode: 5,
      description: '说明',
    });
    expect(await ok('GET', `${TYPES}/${parent}`)).toMatchObject({ parentId: '-1', hasChildren: true });
    // '' and '0' mean the top as '-1' does, and are stored as '-1'.
    for (const top of ['', '0'])
      expect(await ok('GET', `${TYPES}/${await newType({ parentId: top })}`)).toMatchObject({
        parentId: '-1',
        hasChildren: false,
      });
    expect(await ok('GET', `${TYPES}/${grandChild}`)).toMatchObject({
      parentId: '-1',
      fullName: '等级明细',
      sortCode: 5,
      description: '说明',
    });
  });

  it('refuses bad input with a sentence naming the field, changing nothing', async () => {
    const a = await newType({ enCode: 'dupA' });
    const b = await newType({ enCode: 'dupB', parentId: a });
    const before = await counts();
    const refusals: [Method, string, Any, number, RegExp][] = [
      ['POST', TYPES, { fullName: '', enCode: 'x1' }, 400, /名称不能为空/],
      ['POST', TYPES, { fullName: '名称', enCode: '' }, 400, /编码不能为空/],
      ['POST', TYPES, { fullName: '名称', enCode: 'a b' }, 400, /.+/],
      ['POST', TYPES, { fullName: '名称', enCode: 'sex' }, 409, /编码/],
      ['POST', TYPES, { fullName: '名称', enCode: 'x2', parentId: 'nope' }, 400, /上级不存在/],
      ['POST', TYPES, { fullName: '名称', enCode: 'x3', isTree: 2 }, 400, /.+/],
      ['PUT', `${TYPES}/${a}`, { fullName: '名称', enCode: 'dupB' }, 409, /编码/],
      ['PUT', `${TYPES}/${a}`, { fullName: '名称', enCode: 'dupA', parentId: b }, 400, /上级不能是自己/],
      ['PUT', `${TYPES}/${a}`, { fullName: '名称', enCode: 'dupA', parentId: a }, 400, /上级不能是自己/],
      ['PUT', `${TYPES}/missing`, { fullName: '名称', enCode: 'dupA' }, 404, /字典分类不存在/],
    ];
    for (const [method, url, body, status, message] of refusals) {
      const res = await call(method, url, admin, body);
      expect([url, body, res.statusCode]).toEqual([url, body, status]);
      expect(res.json().msg).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses to delete a type with sub-types or items, and deletes an empty one', async () => {
    const parent = await newType({ enCode: 'delParent' });
    const child = await newType({ enCode: 'delChild', parentId: parent });
    const item = await newItem(child, 'delItem');
    const before = await counts();
    let res = await call('DELETE', `${TYPES}/${parent}`);
    expect([res.statusCode, res.json().msg]).toEqual([400, '该分类下还有子分类,请先删除子分类']);
    res = await call('DELETE', `${TYPES}/${child}`);
    expect([res.statusCode, res.json().msg]).toEqual([400, '该分类下还有1条字典数据,请先删除字典数据']);
    res = await call('DELETE', `${TYPES}/${child}`, admin, undefined, 'en');
    expect(res.json().msg).toBe('This type still has 1 dictionary items; delete them first');
    expect(await counts()).toEqual(before);
    await ok('DELETE', `${DATA}/${item}`);
    await ok('DELETE', `${TYPES}/${child}`);
    await ok('DELETE', `${TYPES}/${parent}`);
    expect(flatten((await ok('GET', TYPES)).list).map((n) => n.id)).not.toContain(parent);
    expect((await call('GET', `${TYPES}/${parent}`)).statusCode).toBe(404);
    // The code is free again once the type is gone.
    await newType({ enCode: 'delParent' });
  });
});
