import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  counts,
  type Doc,
  IMPORT,
  orders,
  original,
  t,
  target,
  upload,
  useMenuTransferApp,
} from './menu-transfer-fixture.js';

/** Menu import: a bad file is refused with a clear message and nothing is written. */

useMenuTransferApp();

describe('POST /api/system/Menu/Action/Import', () => {
  describe('refuses a bad file with a clear message and writes nothing', () => {
    let good: Doc;
    beforeAll(async () => {
      good = await original();
      good.menu.enCode = 'fresh';
      good.children[0].menu.enCode = 'fresh.order';
      good.children[1].menu.enCode = 'fresh.report';
      good.children[1].children[0].menu.enCode = 'fresh.stat';
    });
    const changed = (change: (doc: Doc) => void) => {
      const doc = structuredClone(good);
      change(doc);
      return JSON.stringify(doc);
    };

    async function refused(content: string | Buffer, status: number, message?: string | RegExp, lang = 'zh') {
      const before = await counts();
      const res = await upload(content, `?parentId=${target}`, admin, lang);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof message === 'string') expect(res.json().msg).toBe(message);
      else if (message) expect(res.json().msg).toMatch(message);
      expect(await counts()).toEqual(before);
      return res.json();
    }

    it('(the unchanged file imports)', async () => {
      const before = await counts();
      const res = await upload(
        changed(() => {}),
        `?parentId=${target}`,
      );
      expect(res.json(), res.body).toMatchObject({ code: 200, data: { count: 4 } });
      const after = await counts();
      expect(after.baseModuleButton - before.baseModuleButton).toBe(2);
      expect(after.baseModuleDataAuthorize - before.baseModuleDataAuthorize).toBe(2);
      expect(after.baseModuleScheme - before.baseModuleScheme).toBe(2);
      expect(after.baseAuthorize).toBe(before.baseAuthorize);
      await t.database.db
        .updateTable('baseModule')
        .set({ deleteMark: 1 })
        .where('enCode', 'like', 'fresh%')
        .execute();
    });

    it('malformed or truncated JSON', async () => {
      const text = changed(() => {});
      await refused(text.slice(0, text.length / 2), 400, '导入文件不是有效的JSON,可能已损坏或不完整');
      await refused(Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 400, '导入文件不是有效的JSON,可能已损坏或不完整');
      await refused('', 400, '不能上传空文件');
    });

    it('a JSON file that is not a menu export', async () => {
      await refused('[1,2,3]', 400, '导入文件不是菜单导出文件');
      await refused('{"name":"x"}', 400, '导入文件不是菜单导出文件');
      await refused(
        changed((d) => (d.format = 'jnpf-dictionary')),
        400,
        '导入文件不是菜单导出文件',
      );
    });

    it('a version this system does not read', async () => {
      await refused(
        changed((d) => (d.version = 2)),
        400,
        '不支持的菜单文件版本2,当前支持版本1',
      );
      await refused(
        changed((d) => delete d.version),
        400,
        /不支持的菜单文件版本/,
      );
    });

    it('field values the menu form refuses, naming the menu', async () => {
      await refused(
        changed((d) => (d.children[1].children[0].menu.enCode = 'bad code')),
        400,
        /^导入文件中菜单「采购管理 \/ 报表 \/ 采购统计」有误: .*编码/,
      );
      await refused(
        changed((d) => (d.children[0].menu.type = 9)),
        400,
        /菜单「采购管理 \/ 采购订单」有误: 类型的取值不在允许范围内/,
      );
      await refused(
        changed((d) => (d.children[0].menu.urlAddress = '')),
        400,
        /采购订单」有误: 地址不能为空/,
      );
      await refused(
        changed((d) => (d.children[0].menu.fullName = '   ')),
        400,
        /名称不能为空/,
      );
      await refused(
        changed((d) => (d.menu.sortCode = -1)),
        400,
        /菜单「采购管理」有误: 排序不能小于0/,
      );
      await refused(
        changed((d) => (d.menu.propertyJson = '{oops')),
        400,
        /扩展属性格式不正确/,
      );
      await refused(
        changed((d) => (d.children[0].menu.description = 'x'.repeat(501))),
        400,
        /说明不能超过500个字符/,
      );
      await refused(
        changed((d) => delete d.children[0].menu.type),
        400,
        /类型不能为空/,
      );
      await refused(
        changed((d) => (d.children = 'none')),
        400,
        /格式不正确/,
      );
    });

    it('a page holding sub-menus, a sub-menu of the other category, a code twice in the file', async () => {
      await refused(
        changed((d) => (d.children[0].children = [structuredClone(d.children[1].children[0])])),
        400,
        '导入文件中菜单「采购管理 / 采购订单」有误: 只有目录可以包含子菜单',
      );
      await refused(
        changed((d) => (d.children[1].menu.category = 'App')),
        400,
        /报表」有误: 子菜单的分类/,
      );
      await refused(
        changed((d) => (d.children[1].menu.enCode = 'fresh.order')),
        400,
        /菜单编码fresh.order在文件中出现了多次/,
      );
    });

    it('items the menu screen refuses, naming the item', async () => {
      await refused(
        changed((d) => (d.children[0].buttons[1].enCode = '9lives')),
        400,
        /^导入文件中菜单「采购管理 \/ 采购订单」的按钮「编辑」有误: 编码只能输入英文/,
      );
      await refused(
        changed((d) => (d.children[0].buttons[1].enCode = 'btn_add')),
        400,
        /批量添加的编码重复: btn_add/,
      );
      await refused(
        changed((d) => (d.children[0].columns[0].fullName = '')),
        400,
        /列表字段「#1」有误: 名称不能为空/,
      );
      await refused(
        changed((d) => (d.children[0].forms[0].bindTable = 7)),
        400,
        /表单字段「供应商」有误: 绑定表格式不正确/,
      );
      await refused(
        changed((d) => (d.children[0].dataAuthorize[0].enCode = 'drop table;')),
        400,
        /数据权限字段「创建人」有误: 字段名只能包含字母、数字和下划线/,
      );
      await refused(
        changed((d) => (d.children[0].dataAuthorize[1].type = 'money')),
        400,
        /数据权限字段「金额」有误: 类型的取值/,
      );
      await refused(
        changed((d) => (d.children[0].dataAuthorize[1].conditionSymbol = 'Equal;1=1')),
        400,
        /数据权限字段「金额」有误: 未知的条件符号:Equal;1=1/,
      );
      await refused(
        changed((d) => (d.children[0].schemes[0].conditionJson = '{"a":1}')),
        400,
        /数据权限方案「本人订单」有误: 过滤条件格式不正确/,
      );
      // A condition may only use an enabled field of the same menu, as on the scheme screen.
      await refused(
        changed((d) => (d.children[0].dataAuthorize[0].enabledMark = 0)),
        400,
        /数据权限方案「本人订单」有误: 第1组第1个条件的字段“creator_user_id”不是该菜单已启用的数据权限字段/,
      );
      await refused(
        changed((d) => (d.children[0].schemes[0].conditionJson = null)),
        400,
        /请添加过滤条件,或选择全部数据/,
      );
      await refused(
        changed((d) => (d.children[0].schemes[1].matchLogic = 'xor')),
        400,
        /条件关系的取值/,
      );
    });

    it('answers in the language of the user', async () => {
      await refused(
        changed((d) => (d.version = 3)),
        400,
        'Menu file version 3 is not supported; this system reads version 1',
        'en',
      );
      await refused(
        changed((d) => (d.children[0].buttons[0].fullName = '')),
        400,
        'In the file, menu "采购管理 / 采购订单", button "#1" is invalid: Name is required',
        'en',
      );
    });

    it('a parent that is not a directory of this category', async () => {
      const before = await counts();
      const res = await upload(
        changed(() => {}),
        `?parentId=${orders}`,
      );
      expect([res.statusCode, res.json().msg]).toEqual([400, '上级菜单不存在、已删除或不是目录']);
      expect(
        (
          await upload(
            changed(() => {}),
            '?parentId=missing',
          )
        ).statusCode,
      ).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('too many menus, nesting too deep, a file over 1 MB', async () => {
      await refused(
        changed((d) => {
          d.children = Array.from({ length: 2000 }, (_, i) => ({
            menu: { fullName: `m${i}`, enCode: `m${i}`, type: 1 },
          }));
        }),
        400,
        '导入文件中的菜单超过2000个',
      );
      await refused(
        changed((d) => {
          let node = d;
          for (let i = 0; i < 30; i++) {
            const child = { menu: { fullName: `d${i}`, enCode: `d${i}`, type: 1 }, children: [] };
            node.children = [child];
            node = child;
          }
        }),
        400,
        '导入文件中的菜单层级超过20级',
      );
      // A hostile nesting of arrays must not exhaust the stack either.
      const deep = changed((d) => (d.children = 'DEEP')).replace(
        '"DEEP"',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      );
      await refused(deep, 400);
      const big = changed((d) => (d.menu.description = 'x'.repeat(1024 * 1024)));
      await refused(big, 413, '导入文件不能超过1 MB');
    });

    it('a request without a file', async () => {
      const before = await counts();
      const res = await call('POST', IMPORT, admin, { format: 'jnpf-menu' });
      expect([res.statusCode, res.json().msg]).toEqual([400, '请选择要上传的文件']);
      expect(await counts()).toEqual(before);
    });
  });
});
