import { describe, expect, it } from 'vitest';
import {
  call,
  counts,
  exported,
  exportUrl,
  granted,
  outsider,
  reader,
  root,
  t,
  target,
  upload,
  useMenuTransferApp,
} from './menu-transfer-fixture.js';

/** Menu export and import: who may use them. */

useMenuTransferApp();

describe('who may export and import menus', () => {
  it('asks anonymous callers to log in (600)', async () => {
    const get = await call('GET', exportUrl(root), null);
    expect([get.statusCode, get.json().code]).toEqual([401, 600]);
    const post = await upload('{}', '', null);
    expect([post.statusCode, post.json().code]).toEqual([401, 600]);
  });

  it('refuses users without the menu screen or without the 导出/导入 buttons (403), changing nothing', async () => {
    const { doc } = await exported();
    const before = await counts();
    for (const token of [outsider, reader]) {
      expect((await call('GET', exportUrl(root), token)).statusCode).toBe(403);
      expect((await upload(JSON.stringify(doc), '?duplicates=rename', token)).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets the 系统管理员 role export and import', async () => {
    const { doc } = await exported(root, granted);
    expect(doc.menu.enCode).toBe('purchase');
    const res = await upload(JSON.stringify(doc), `?parentId=${target}&duplicates=rename`, granted);
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { count: 4 } });
    // Leave the tree as it was for the other tests.
    await t.database.db
      .updateTable('baseModule')
      .set({ deleteMark: 1 })
      .where('enCode', 'like', '%.copy%')
      .execute();
    await t.database.db
      .updateTable('baseModule')
      .set({ deleteMark: 1 })
      .where('id', '=', res.json().data.id)
      .execute();
  });
});
