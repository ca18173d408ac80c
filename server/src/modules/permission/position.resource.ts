import { POSITION_TYPES, subtreeIds } from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { organizationPathNames } from '../../platform/auth/organization-paths.js';
import { liveOrganizes } from '../../platform/auth/organizations.js';
import { badRequest } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import { contains } from '../../platform/query.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
  STATE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';

/** 岗位管理 (SPEC §7.5): each position belongs to one company or department; users hold it through UserRelation. */

export const POSITION_MENU = 'permission.position';
export const POSITION_TYPE_CODES = POSITION_TYPES.map((t) => t.code);

/** Users holding each position, counted once each (live users only). */
async function holderCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('baseUserRelation as r')
    .innerJoin('baseUser as u', 'u.id', 'r.userId')
    .select(['r.objectId as id', (eb) => eb.fn.count<number>('r.userId').distinct().as('n')])
    .where('r.objectType', '=', 'Position')
    .where('r.objectId', 'in', ids)
    .where('u.deleteMark', 'is', null)
    .groupBy('r.objectId')
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Users holding the position, through a UserRelation row or the copy in users.positionId. */
async function holders(db: Db, id: string): Promise<number> {
  const rows = await db
    .selectFrom('baseUser as u')
    .select('u.id')
    .where('u.deleteMark', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('baseUserRelation as r')
            .select('r.id')
            .whereRef('r.userId', '=', 'u.id')
            .where('r.objectType', '=', 'Position')
            .where('r.objectId', '=', id),
        ),
        contains(sql`(',' || ${eb.ref('u.positionId')} || ',')`, `,${id},`),
      ]),
    )
    .execute();
  return rows.length;
}

export const positionResource = defineResource({
  path: '/api/permission/Position',
  tags: ['permission'],
  menu: POSITION_MENU,
  table: 'base_position',
  alias: 'p',
  base: STANDARD_BASE,
  notFound: 'position.notFound',
  columns: {
    fullName: nameColumn(100),
    enCode: codeColumn(50),
    type: {
      column: 'type',
      type: 'string',
      nullable: true,
      options: [...POSITION_TYPES.map((t) => ({ value: t.code, label: t.name })), ''],
      emptyAsNull: true,
      description: `one of ${POSITION_TYPE_CODES.join(', ')}`,
    },
    organizeId: {
      column: 'organize_id',
      type: 'string',
      required: true,
      maxLength: 50,
      notBlank: true,
      description: 'the company or department',
    },
    description: DESCRIPTION_COLUMN,
    sortCode: SORT_CODE_COLUMN,
    enabledMark: STATE_COLUMN,
  },
  computed: {
    organizeName: { needs: ['organizeId'] },
    // 所属组织 as the original's positions list reads it (the same path as organizeName)
    department: { needs: ['organizeId'], excel: false },
    userCount: { needs: ['id'] },
  },
  row: [
    'id',
    'fullName',
    'enCode',
    'type',
    'organizeId',
    'organizeName',
    'department',
    'description',
    'sortCode',
    'enabledMark',
    'creatorTime',
    'userCount',
  ],
  state: 'enabledMark',
  unique: [{ fields: ['enCode'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  delegation: 'organizeId',
  filters: {
    organizeId: {
      schema: { type: 'string', maxLength: 50 },
      // The positions of that organisation and of everything below it.
      async conditions(ctx, value) {
        const orgs = await liveOrganizes(ctx.services.db);
        return [{ field: 'organizeId', op: 'in', value: [...subtreeIds(orgs, String(value))] }];
      },
    },
  },
  summaries: {
    list: 'Positions (paged); organizeId keeps those of that organisation and below',
    get: 'One position',
    create: 'Create a position',
    update: 'Change a position',
    delete: 'Delete a position; refused while users hold it',
    state: 'Enable or disable a position',
  },
  hooks: {
    async check(ctx, values) {
      const org = await ctx.services.db
        .selectFrom('baseOrganize')
        .select('id')
        .where('id', '=', values.organizeId as string)
        .where('deleteMark', 'is', null)
        .executeTakeFirst();
      if (!org) throw fieldError('organizeId', 'position.organizeNotFound', ctx.lang);
    },
    async shape(ctx, rows, fields) {
      const db = ctx.services.db;
      const paths =
        fields.has('organizeName') || fields.has('department')
          ? await organizationPathNames(ctx.services)
          : null;
      const counts = fields.has('userCount')
        ? await holderCounts(
            db,
            rows.map((r) => r.id as string),
          )
        : null;
      for (const row of rows) {
        if (paths) row.organizeName = row.department = paths.get(row.organizeId as string) ?? '';
        if (counts) row.userCount = counts.get(row.id as string) ?? 0;
      }
    },
    async beforeDelete(ctx, current) {
      const users = await holders(ctx.services.db, current.id as string);
      if (users > 0) throw badRequest('position.hasUsers', { count: users });
    },
    async afterWrite(ctx, change) {
      // A disabled position passes no grants on: its holders' menus change on their next request.
      const switched =
        change.kind === 'state' ||
        (change.kind === 'update' && change.before.enabledMark !== change.after.enabledMark);
      if (switched) await ctx.services.grants.invalidateAll();
    },
  },
});
