import { describe, expect, it } from 'vitest';
import {
  call,
  comparable,
  counts,
  exported,
  original,
  reports,
  root,
  t,
  target,
  upload,
  useMenuTransferApp,
} from './menu-transfer-fixture.js';

/** Menu import: round trip, code clashes and where the copy goes. */

useMenuTransferApp();

describe('POST /api/system/Menu/Action/Import', () => {
  it('round trip: the copy under another directory exports identically (apart from ids)', async () => {
    const { doc } = await exported();
    // The originals leave (as in another system), so the codes are free again.
    const ids = (
      await t.database.db
        .selectFrom('baseModule')
        .select('id')
        .where('enCode', 'like', 'purchase%')
        .where('deleteMark', 'is', null)
        .execute()
    ).map((r) => r.id);
    await t.database.db.updateTable('baseModule').set({ deleteMark: 1 }).where('id', 'in', ids).execute();
    try {
      const res = await upload(JSON.stringify(doc), `?parentId=${target}`);
      expect(res.json(), res.body).toMatchObject({ code: 200, data: { count: 4, renamed: [] } });
      const copy = res.json().data.id as string;
      expect(ids).not.toContain(copy);
      const again = (await exported(copy)).doc;
      expect(again.menu).toMatchObject({ parentId: target, parentEnCode: 'archive' });
      expect(comparable(again)).toEqual(comparable(doc));
      const tree = (await call('GET', '/api/system/Menu?keyword=采购')).json().data.list;
      const archive = tree.find((m: { id: string }) => m.id === target);
      expect(archive.children.map((m: { fullName: string }) => m.fullName)).toEqual(['采购管理']);
      // Clean up the copy and bring the originals back.
      await t.database.db
        .updateTable('baseModule')
        .set({ deleteMark: 1 })
        .where('enCode', 'like', 'purchase%')
        .where('id', 'not in', ids)
        .execute();
    } finally {
      await t.database.db
        .updateTable('baseModule')
        .set({ deleteMark: null })
        .where('id', 'in', ids)
        .execute();
    }
  });

  it('renames codes already in use when asked (code.copy, code.copy2), under the original parent by default', async () => {
    const { doc } = await exported(reports);
    const first = await upload(JSON.stringify(doc), '?duplicates=rename');
    expect(first.json(), first.body).toMatchObject({
      code: 200,
      data: {
        count: 2,
        renamed: [
          { from: 'purchase.report', to: 'purchase.report.copy' },
          { from: 'purchase.stat', to: 'purchase.stat.copy' },
        ],
      },
    });
    const second = await upload(JSON.stringify(doc), '?duplicates=rename');
    expect(second.json().data.renamed[0]).toEqual({ from: 'purchase.report', to: 'purchase.report.copy2' });
    const copy = (await exported(first.json().data.id)).doc;
    expect(copy.menu).toMatchObject({ parentId: root, enCode: 'purchase.report.copy', fullName: '报表' });
    // The address of a function page follows its code.
    expect(copy.children[0].menu).toMatchObject({
      enCode: 'purchase.stat.copy',
      urlAddress: 'model/purchasestat.copy',
    });
  });

  it('refuses codes already in use (409 naming them) unless renaming is asked for; nothing is written', async () => {
    const doc = await original();
    const before = await counts();
    const res = await upload(JSON.stringify(doc), `?parentId=${target}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      '有4个菜单编码已被使用: purchase, purchase.order, purchase.report, purchase.stat',
    );
    expect(await counts()).toEqual(before);
  });

  it('goes to the top when the original parent is not in this system', async () => {
    const { doc } = await exported(reports);
    doc.menu.parentId = 'elsewhere';
    doc.menu.parentEnCode = 'not.here';
    doc.menu.enCode = 'moved.report';
    doc.children[0].menu.enCode = 'moved.stat';
    const res = await upload(JSON.stringify(doc));
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    expect((await exported(res.json().data.id)).doc.menu.parentId).toBe('-1');
  });

  it('finds the original parent by its code when the id differs', async () => {
    const { doc } = await exported(reports);
    doc.menu.parentId = 'other-system-id';
    doc.menu.enCode = 'bycode.report';
    doc.children[0].menu.enCode = 'bycode.stat';
    const res = await upload(JSON.stringify(doc));
    expect((await exported(res.json().data.id)).doc.menu.parentId).toBe(root);
  });
});
