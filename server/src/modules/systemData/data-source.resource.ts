import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { defineResource, STANDARD_BASE, STATE_OPTIONS } from '../../platform/resource/define-resource.js';
import { rowAuthors } from '../../platform/resource/row-authors.js';

/**
 * 数据连接 on the resource runtime: the list, one record and the delete. The sealed password is read only
 * to answer hasPassword; answers carry an empty password, never the stored one. Saving (per-type checks,
 * sealing the password, keeping it when an edit leaves it empty) stays in data-source.service.ts.
 */

export const DATA_SOURCE_MODULE = 'systemData.dataSource';

/** How many live data interfaces read through this source (0 while that table does not exist yet). */
async function interfacesUsing(db: Db, id: string): Promise<number> {
  try {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from base_data_interface
      where db_link_id = ${id} and delete_mark is null`.execute(db);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

export const dataSourceResource = defineResource({
  path: '/api/system/DataSource',
  tags: ['systemData'],
  menu: DATA_SOURCE_MODULE,
  table: 'base_db_link',
  alias: 'l',
  base: STANDARD_BASE,
  notFound: 'dataSource.notFound',
  columns: {
    fullName: { column: 'full_name', type: 'string', maxLength: 100, searchable: true },
    dbType: { column: 'db_type', type: 'string', maxLength: 20, searchable: true },
    host: { column: 'host', type: 'string', nullable: true, maxLength: 255, searchable: true },
    port: { column: 'port', type: 'integer', nullable: true, minimum: 1, maximum: 65535 },
    userName: { column: 'user_name', type: 'string', nullable: true, maxLength: 100 },
    sealedPassword: { column: 'password', type: 'text', nullable: true, write: false, excel: false },
    serviceName: { column: 'service_name', type: 'string', nullable: true, maxLength: 200, searchable: true },
    dbSchema: { column: 'db_schema', type: 'string', nullable: true, maxLength: 100 },
    tableSpace: { column: 'table_space', type: 'string', nullable: true, maxLength: 100 },
    sortCode: { column: 'sort_code', type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { column: 'enabled_mark', type: 'integer', options: STATE_OPTIONS, default: 1 },
    description: { column: 'description', type: 'text', nullable: true, maxLength: 500 },
  },
  computed: {
    password: { needs: ['sealedPassword'], excel: false },
    hasPassword: { needs: ['sealedPassword'], excel: false },
    // 创建人 of the original's list, "name/account"
    creatorUser: { needs: ['creatorUserId'] },
  },
  row: [
    'id',
    'fullName',
    'dbType',
    'host',
    'port',
    'userName',
    'password',
    'hasPassword',
    'serviceName',
    'dbSchema',
    'tableSpace',
    'sortCode',
    'enabledMark',
    'description',
    'creatorTime',
    'creatorUser',
    'lastModifyTime',
  ],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  hooks: {
    async shape(ctx, rows, fields) {
      const authors = fields.has('creatorUser') ? await rowAuthors(ctx, rows) : null;
      for (const row of rows) {
        row.password = '';
        row.hasPassword = !!row.sealedPassword;
        const author = authors?.get(row.creatorUserId as string);
        if (authors) row.creatorUser = author?.realName ? `${author.realName}/${author.account}` : null;
      }
    },
    async beforeDelete(ctx, current) {
      const count = await interfacesUsing(ctx.services.db, current.id as string);
      if (count > 0)
        throw new AppError(409, 409, 'dataSource.inUse', { name: String(current.fullName), count });
    },
    async afterWrite(ctx, change) {
      // Its pooled connections go with it.
      if (change.kind === 'delete') await ctx.services.dataSources.forget(change.before.id as string);
    },
  },
});
