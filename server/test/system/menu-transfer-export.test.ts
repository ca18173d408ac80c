import { describe, expect, it } from 'vitest';
import {
  call,
  exported,
  exportUrl,
  orders,
  reports,
  root,
  t,
  useMenuTransferApp,
} from './menu-transfer-fixture.js';

/** Menu export: the file and what it holds. */

useMenuTransferApp();

describe('GET /api/system/Menu/{id}/Action/Export', () => {
  it('downloads a JSON file named after the menu and the date', async () => {
    const { res } = await exported();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="purchase_\d{8}\.json"; filename\*=UTF-8''/);
    const encoded = disposition.split("UTF-8''")[1] as string;
    expect(decodeURIComponent(encoded)).toMatch(/^采购管理_\d{8}\.json$/);
  });

  it('holds the menu, its sub-menus in order and the items of each, without ids, grants or deleted rows', async () => {
    const { doc } = await exported();
    expect(doc).toMatchObject({ format: 'jnpf-menu', version: 1, exportedAt: t.clock.now() });
    expect(doc.menu).toMatchObject({
      fullName: '采购管理',
      enCode: 'purchase',
      type: 1,
      icon: 'ShoppingOutlined',
      category: 'Web',
      parentId: '-1',
      parentEnCode: null,
    });
    expect(doc.children.map((c: { menu: { enCode: string } }) => c.menu.enCode)).toEqual([
      'purchase.order',
      'purchase.report',
    ]);
    const [page, directory] = doc.children;
    expect(page.menu).toMatchObject({
      urlAddress: 'purchase/order',
      description: '订单列表',
      isButtonAuthorize: 1,
    });
    expect(JSON.parse(page.menu.propertyJson)).toMatchObject({ iconBackgroundColor: '#1890ff', isTree: 1 });
    expect(page.buttons.map((b: { enCode: string }) => b.enCode)).toEqual(['btn_add', 'btn_edit']);
    expect(page.columns).toEqual([
      expect.objectContaining({ enCode: 'order_no', bindTable: 'purchase_order', bindTableName: '采购订单' }),
    ]);
    expect(page.forms).toEqual([expect.objectContaining({ enCode: 'supplier', description: '必填' })]);
    expect(page.dataAuthorize).toEqual([
      {
        fullName: '创建人',
        enCode: 'creator_user_id',
        type: 'string',
        conditionSymbol: 'Equal,NotEqual',
        conditionText: '@userId',
        bindTable: 'purchase_order',
        sortCode: 1,
        enabledMark: 1,
        description: '下单人',
      },
      expect.objectContaining({ enCode: 'amount', type: 'double', enabledMark: 0 }),
    ]);
    expect(page.schemes).toEqual([
      expect.objectContaining({
        enCode: 'own',
        matchLogic: 'or',
        allData: 0,
        conditionText: '【创建人 等于 当前用户】',
      }),
      expect.objectContaining({ enCode: 'jnpf_alldata', allData: 1, conditionJson: null }),
    ]);
    expect(directory.children[0].menu).toMatchObject({
      enCode: 'purchase.stat',
      type: 3,
      urlAddress: 'model/purchasestat',
      enabledMark: 0,
    });
    const text = JSON.stringify(doc);
    for (const word of [
      '"id"',
      'moduleId"',
      '"creatorTime"',
      '"creatorUserId"',
      'deleteMark',
      'btn_gone',
      'gone"',
      orders,
    ])
      expect(text).not.toContain(word);
  });

  it('names the parent of a sub-menu, and answers 404 for a missing or deleted menu', async () => {
    const { doc } = await exported(reports);
    expect(doc.menu).toMatchObject({ parentId: root, parentEnCode: 'purchase' });
    expect(doc.children).toHaveLength(1);
    expect((await call('GET', exportUrl('nope'))).statusCode).toBe(404);
  });
});
