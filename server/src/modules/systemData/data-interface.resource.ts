import { defineResource, STAMPED_BASE } from '../../platform/resource/define-resource.js';
import { categories } from './data-interface.service.js';
import { DATA_INTERFACE_MODULE, roleIdsOf } from './data-interface-access.js';

/**
 * 数据接口 on the resource runtime: the list (without the statement and the parameters, which only the
 * record carries), the delete and the state switch (enabling checks first that the interface works:
 * data-interface-write.service.ts). The record, saving and calling stay hand-written: they read and write
 * the JSON of the parameters and call rule, and check the statement on its data source.
 */

export const dataInterfaceResource = defineResource({
  path: '/api/system/DataInterface',
  tags: ['systemData'],
  menu: DATA_INTERFACE_MODULE,
  table: 'base_data_interface',
  alias: 'i',
  // Deleted interfaces are removed (their call log stays in the system log), so no delete mark.
  base: STAMPED_BASE,
  notFound: 'dataInterface.notFound',
  columns: {
    categoryId: { column: 'category_id', type: 'string', maxLength: 50 },
    fullName: { column: 'full_name', type: 'string', maxLength: 100, searchable: true },
    enCode: { column: 'en_code', type: 'string', maxLength: 50, searchable: true },
    dbLinkId: { column: 'db_link_id', type: 'string', maxLength: 50 },
    dataType: { column: 'data_type', type: 'integer', options: [1, 2, 3], filter: 'eq' },
    requestMethod: { column: 'request_method', type: 'string', options: ['GET', 'POST'] },
    responseType: { column: 'response_type', type: 'string', options: ['json'] },
    isWrite: { column: 'is_write', type: 'integer', options: [0, 1] },
    callScope: { column: 'call_scope', type: 'string', options: ['designers', 'roles', 'everyone'] },
    storedCallRoleIds: { column: 'call_role_ids', type: 'text', nullable: true, write: false, excel: false },
    sortCode: { column: 'sort_code', type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { column: 'enabled_mark', type: 'integer', options: [0, 1], default: 0 },
    description: { column: 'description', type: 'text', nullable: true, maxLength: 500 },
  },
  computed: {
    categoryName: { needs: ['categoryId'] },
    callRoleIds: { needs: ['storedCallRoleIds'], excel: false },
  },
  row: [
    'id',
    'categoryId',
    'categoryName',
    'fullName',
    'enCode',
    'dbLinkId',
    'dataType',
    'requestMethod',
    'responseType',
    'isWrite',
    'callScope',
    'callRoleIds',
    'sortCode',
    'enabledMark',
    'description',
    'creatorTime',
    'lastModifyTime',
  ],
  state: 'enabledMark',
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'desc'],
  ],
  filters: {
    // A custom filter, so an empty categoryId lists every category (an eq filter would match none).
    categoryId: {
      schema: { type: 'string', maxLength: 50 },
      async conditions(_ctx, value) {
        return [{ field: 'categoryId', op: 'eq', value }];
      },
    },
  },
  hooks: {
    async shape(ctx, rows, fields) {
      const names = fields.has('categoryName')
        ? new Map((await categories(ctx.services.db)).map((c) => [c.id, c.fullName]))
        : null;
      for (const row of rows) {
        if (names) row.categoryName = names.get(row.categoryId as string) ?? null;
        if (fields.has('callRoleIds'))
          row.callRoleIds = roleIdsOf({ callRoleIds: (row.storedCallRoleIds as string | null) ?? null });
      }
    },
  },
});
