import type { DataInterfaceRow } from '@app/common';
import { describe, expect, it } from 'vitest';
import { toFields, toValues } from './interface-fields';

const values = {
  fullName: ' 订单 ',
  enCode: ' orders ',
  categoryId: 'c1',
  dataType: 1 as const,
  dbLinkId: '',
  requestMethod: 'GET' as const,
  query: 'select 1',
  isWrite: true,
  requestParameters: [
    {
      field: ' minAmount ',
      dataType: 'decimal' as const,
      required: true,
      defaultValue: '  ',
      description: ' 金额 ',
    },
    { field: 'name' },
  ],
  callScope: 'roles' as const,
  callRoleIds: ['r2'],
  sortCode: 3,
  enabled: true,
  description: '  ',
};

describe('the data interface form', () => {
  it('sends trimmed texts, blanks as null, the platform database by default', () => {
    const fields = toFields(values);
    expect(fields).toMatchObject({
      fullName: '订单',
      enCode: 'orders',
      dbLinkId: '0',
      description: null,
      enabledMark: 1,
    });
    expect(fields.requestParameters).toEqual([
      { field: 'minAmount', dataType: 'decimal', required: 1, defaultValue: null, description: '金额' },
      { field: 'name', dataType: 'varchar', required: 0, defaultValue: null, description: null },
    ]);
  });

  it('keeps the write flag for SQL only', () => {
    expect(toFields(values).isWrite).toBe(1);
    expect(toFields({ ...values, dataType: 3 }).isWrite).toBe(0);
    expect(toFields({ ...values, isWrite: false }).isWrite).toBe(0);
  });

  it('sends who may call it: roles only with the chosen roles, designers when nothing was chosen', () => {
    expect(toFields({ ...values, callScope: undefined })).toMatchObject({
      callScope: 'designers',
      callRoleIds: [],
    });
    expect(toFields({ ...values, callScope: 'roles', callRoleIds: ['r1'] })).toMatchObject({
      callScope: 'roles',
      callRoleIds: ['r1'],
    });
    expect(toFields({ ...values, callScope: 'everyone', callRoleIds: ['r1'] }).callRoleIds).toEqual([]);
  });

  it('reads a stored interface back into the same fields', () => {
    const row: DataInterfaceRow = {
      ...toFields(values),
      id: 'i1',
      categoryName: '业务接口',
      creatorTime: 1,
      lastModifyTime: null,
    };
    expect(toFields(toValues(row))).toEqual(toFields(values));
  });
});
