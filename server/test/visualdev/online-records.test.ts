import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  data,
  list,
  ONLINE,
  orders,
  record,
  t,
  useOnlineApp,
  visits,
} from './online-fixture.js';

/**
 * The records of a released design through /api/visualdev/OnlineDev, in both storage modes: JSON in
 * base_visualdev_modeldata (访客登记) and real tables with a sub-table (采购订单 → ol_order, ol_order_line).
 */

useOnlineApp();

describe('a design kept as JSON', () => {
  it('creates, lists, searches, reads, changes and deletes records, filling what the server fills', async () => {
    const first = await record(visits, {
      comInputField101: '张三',
      comInputField102: '13800138000',
      numInputField103: 3,
      selectField104: '1',
      tableField106: [{ comInputField107: '雨伞', numInputField108: 1 }],
      createUserField105: 'forged',
    });
    await record(visits, { comInputField101: '李四', numInputField103: 12, selectField104: '2' });
    await record(visits, { comInputField101: '张小花', numInputField103: 7, selectField104: '2' });

    const all = (await list(visits)).json().data;
    expect(all.pagination.total).toBe(3);
    const fuzzy = (await list(visits, { json: JSON.stringify({ comInputField101: '张' }) })).json().data.list;
    expect(fuzzy.map((r: { comInputField101: string }) => r.comInputField101).sort()).toEqual([
      '张三',
      '张小花',
    ]);
    const range = (await list(visits, { json: { numInputField103: [5, 20] } })).json().data.list;
    expect(range.map((r: { comInputField101: string }) => r.comInputField101).sort()).toEqual([
      '张小花',
      '李四',
    ]);
    const equal = (await list(visits, { json: { selectField104: '1' } })).json().data.list;
    // list rows are display text: the option's name, the creator's name
    expect(equal).toEqual([expect.objectContaining({ comInputField101: '张三', selectField104: '工具' })]);
    expect(equal[0].createUserField105).toBe('管理员/admin');
    const sortedAsc = (await list(visits, { sidx: 'numInputField103', sort: 'asc' })).json().data.list;
    expect(sortedAsc.map((r: { numInputField103: number }) => r.numInputField103)).toEqual([3, 7, 12]);

    const info = await call('GET', `${ONLINE}/${visits.id}/${first}`, admin);
    const raw = data(info);
    expect(raw).toMatchObject({ comInputField101: '张三', selectField104: '1', billRuleField109: 'FK0001' });
    expect(raw.createUserField105).not.toBe('forged');
    const shown = data(await call('GET', `${ONLINE}/${visits.id}/${first}/DataChange`, admin));
    expect(shown).toMatchObject({ selectField104: '工具', createUserField105: '管理员/admin' });

    const changed = await call('PUT', `${ONLINE}/${visits.id}/${first}`, admin, {
      data: { ...raw, comInputField101: '张三丰', billRuleField109: 'X' },
    });
    expect(changed.json(), changed.body).toMatchObject({ code: 200 });
    // the number and the creator stay what the server gave on create
    expect(data(await call('GET', `${ONLINE}/${visits.id}/${first}`, admin))).toMatchObject({
      comInputField101: '张三丰',
      billRuleField109: 'FK0001',
      createUserField105: raw.createUserField105,
    });

    expect((await call('DELETE', `${ONLINE}/${visits.id}/${first}`, admin)).json().code).toBe(200);
    expect((await call('GET', `${ONLINE}/${visits.id}/${first}`, admin)).statusCode).toBe(404);
    const rest = (await list(visits)).json().data.list.map((r: { id: string }) => r.id);
    const batch = await call('POST', `${ONLINE}/batchDelete/${visits.id}`, admin, { ids: rest });
    expect(batch.json(), batch.body).toMatchObject({ code: 200 });
    expect((await list(visits)).json().data.pagination.total).toBe(0);
  });
});

describe('a design bound to tables', () => {
  it('writes the main row and its sub-table rows, lists through the runtime, and replaces rows on update', async () => {
    const id = await record(orders, {
      jnpf_ol_order_extra_jnpf_remark: '加急',
      customer: '华夏公司',
      amount: 120.5,
      kind: '1',
      tableField204: [
        { product: '螺丝', qty: 10 },
        { product: '螺母', qty: 20 },
      ],
    });
    await record(orders, { customer: '东方集团', amount: 80, kind: '2' });
    const lines = await sql<{
      product: string;
    }>`select product from ol_order_line where order_id = ${id} order by product`.execute(t.database.db);
    expect(lines.rows.map((r) => r.product).sort()).toEqual(['螺母', '螺丝'].sort());

    const found = (await list(orders, { json: { customer: '华夏', amount: [100, 200], kind: '1' } })).json()
      .data;
    expect(found.pagination.total).toBe(1);
    expect(found.list[0]).toMatchObject({ id, customer: '华夏公司', amount: 120.5, kind: '工具' });
    const byAmount = (await list(orders, { sidx: 'amount', sort: 'asc' })).json().data.list;
    expect(byAmount.map((r: { customer: string }) => r.customer)).toEqual(['东方集团', '华夏公司']);

    const raw = data(await call('GET', `${ONLINE}/${orders.id}/${id}`, admin));
    expect(raw.tableField204.map((r: { product: string }) => r.product).sort()).toEqual(
      ['螺母', '螺丝'].sort(),
    );
    expect(raw.creator).toBeTruthy();
    // the field bound to a child table's column is kept in one row of that table
    expect(raw.jnpf_ol_order_extra_jnpf_remark).toBe('加急');
    const extra = await sql<{
      remark: string;
    }>`select remark from ol_order_extra where order_id = ${id}`.execute(t.database.db);
    expect(extra.rows).toEqual([{ remark: '加急' }]);

    const changed = await call('PUT', `${ONLINE}/${orders.id}/${id}`, admin, {
      data: JSON.stringify({ ...raw, customer: '华夏股份', tableField204: [{ product: '垫片', qty: 5 }] }),
    });
    expect(changed.json(), changed.body).toMatchObject({ code: 200 });
    const after = data(await call('GET', `${ONLINE}/${orders.id}/${id}`, admin));
    expect(after).toMatchObject({ customer: '华夏股份', tableField204: [{ product: '垫片', qty: 5 }] });
    expect(after.jnpf_ol_order_extra_jnpf_remark).toBe('加急');

    expect((await call('DELETE', `${ONLINE}/${orders.id}/${id}`, admin)).json().code).toBe(200);
    const left = await sql<{
      n: number;
    }>`select count(*) as n from ol_order_line where order_id = ${id}`.execute(t.database.db);
    expect(Number(left.rows[0].n)).toBe(0);
    const extraLeft = await sql<{
      n: number;
    }>`select count(*) as n from ol_order_extra where order_id = ${id}`.execute(t.database.db);
    expect(Number(extraLeft.rows[0].n)).toBe(0);
  });
});

describe('bad input', () => {
  it('refuses a record that breaks its form, naming the field, and writes nothing', async () => {
    for (const model of [visits, orders]) {
      const before = (await list(model)).json().data.pagination.total;
      const missing = await call('POST', `${ONLINE}/${model.id}`, admin, {
        data: '{}',
        menuId: model.menuId,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toMatch(/不能为空/);
      expect(
        (await call('POST', `${ONLINE}/${model.id}`, admin, { data: '{bad', menuId: model.menuId })).json(),
      ).toMatchObject({
        code: 400,
        msg: '提交的数据不是有效的JSON对象',
      });
      const badList = await list(model, { json: '[1' });
      expect(badList.json()).toMatchObject({ code: 400, msg: '查询条件不是有效的JSON对象' });
      expect((await list(model)).json().data.pagination.total).toBe(before);
    }
    const phone = await call('POST', `${ONLINE}/${visits.id}`, admin, {
      data: { comInputField101: '王五', comInputField102: '123' },
    });
    expect(phone.json()).toMatchObject({
      code: 400,
      msg: '请输入正确的电话',
      data: { field: 'comInputField102' },
    });
    const cell = await call('POST', `${ONLINE}/${visits.id}`, admin, {
      data: { comInputField101: '王五', tableField106: [{ numInputField108: 2 }] },
    });
    expect(cell.json().msg).toBe('随行物品第1行：物品不能为空');
    const range = await call('POST', `${ONLINE}/${visits.id}`, admin, {
      data: { comInputField101: '王五', numInputField103: 101 },
    });
    expect(range.json().msg).toBe('人数不能大于100');
  });

  it('answers a table whose column was dropped with the control that lost it, never a 500', async () => {
    await record(orders, { customer: '临时', amount: 1 });
    await sql`alter table ol_order drop column amount`.execute(t.database.db);
    const res = await list(orders);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('控件【金额】绑定的字段amount在数据表ol_order中已不存在');
    const create = await call('POST', `${ONLINE}/${orders.id}`, admin, {
      data: { customer: 'x', amount: 2 },
    });
    expect(create.statusCode).toBe(400);
    await sql`alter table ol_order add column amount numeric(12, 2)`.execute(t.database.db);
  });

  it('refuses a design that was never released', async () => {
    const res = await call('POST', '/api/visualdev/Base', admin, {
      type: 1,
      fullName: '草稿',
      enCode: 'olDraft',
    });
    const draft = res.json().data.id;
    const config = await call('GET', `${ONLINE}/${draft}/Config`, admin);
    expect(config.json()).toMatchObject({ code: 400, msg: '该功能尚未发布，请先发布后再使用' });
    expect((await call('GET', `${ONLINE}/nothing/Config`, admin)).statusCode).toBe(404);
  });

  it('refuses a design whose stored table name is no SQL identifier, never running it', async () => {
    const form = JSON.parse(
      (await call('GET', `/api/visualdev/Base/${orders.id}`, admin)).json().data.formData,
    );
    const tables = [
      { table: 'ol order; drop', typeId: '1', relationTable: '', relationField: '', tableField: '' },
    ];
    const res = await call('POST', '/api/visualdev/Base', admin, {
      type: 1,
      fullName: '坏表',
      enCode: 'olBadTable',
      tables: JSON.stringify(tables),
      formData: JSON.stringify({
        ...form,
        fields: form.fields.filter((f: { __vModel__?: string }) => f.__vModel__ === 'customer'),
      }),
    });
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const id = res.json().data.id;
    expect((await call('POST', `/api/visualdev/Base/${id}/Actions/Release`, admin)).json().code).toBe(200);
    const answer = await call('POST', `${ONLINE}/${id}/List`, admin, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toContain('ol order; drop');
  });
});
