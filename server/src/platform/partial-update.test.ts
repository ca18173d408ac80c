import { describe, expect, it } from 'vitest';
import { keepAbsent, updateBody } from './partial-update.js';

describe('keepAbsent', () => {
  const stored = { sortCode: 7, description: 'kept', roleIds: ['r1'], enabledMark: 0 };

  it('takes each named field the update leaves out from the stored record', () => {
    const input: { fullName: string; sortCode?: number; description?: string | null; roleIds?: string[] } = {
      fullName: 'new name',
    };
    expect(keepAbsent(input, stored, ['sortCode', 'description', 'roleIds'])).toEqual({
      fullName: 'new name',
      sortCode: 7,
      description: 'kept',
      roleIds: ['r1'],
    });
  });

  it('keeps what the update sends, null and an empty list included', () => {
    const input = { sortCode: 0, description: null, roleIds: [] as string[] };
    expect(keepAbsent(input, stored, ['sortCode', 'description', 'roleIds'])).toEqual(input);
  });

  it('fills only the named fields and leaves the input object as it was', () => {
    const input: { sortCode?: number; enabledMark?: number } = {};
    expect(keepAbsent(input, stored, ['sortCode'])).toEqual({ sortCode: 7 });
    expect(input).toEqual({});
  });
});

describe('updateBody', () => {
  const body = {
    type: 'object',
    required: ['fullName'],
    properties: {
      fullName: { type: 'string', maxLength: 100 },
      sortCode: { type: 'integer', minimum: 0, default: 0 },
      list: {
        type: 'array',
        default: [],
        items: { type: 'object', properties: { allowNull: { type: 'integer', default: 1 } } },
      },
      info: { type: 'object', properties: { tableName: { type: ['string', 'null'], default: '' } } },
      default: { type: 'string', description: 'a property that happens to be called default' },
    },
  } as const;

  it('drops every default, at any depth, and keeps the rest of the schema', () => {
    expect(updateBody(body)).toEqual({
      type: 'object',
      required: ['fullName'],
      properties: {
        fullName: { type: 'string', maxLength: 100 },
        sortCode: { type: 'integer', minimum: 0 },
        list: { type: 'array', items: { type: 'object', properties: { allowNull: { type: 'integer' } } } },
        info: { type: 'object', properties: { tableName: { type: ['string', 'null'] } } },
        default: { type: 'string', description: 'a property that happens to be called default' },
      },
    });
  });

  it('leaves the create schema it was made from untouched', () => {
    updateBody(body);
    expect(body.properties.sortCode.default).toBe(0);
    expect(body.properties.list.items.properties.allowNull.default).toBe(1);
  });
});
