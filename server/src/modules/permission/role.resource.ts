import { ROLE_TYPE_CODES, ROLE_TYPES } from '@app/common';
import type { Db } from '../../db/database.js';
import { organizationPathNames } from '../../platform/auth/organization-paths.js';
import { badRequest } from '../../platform/errors.js';
import { SORT_CODE_COLUMN, STATE_COLUMN } from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';

/** 角色管理 (SPEC §7.8): roles users hold through UserRelation; grants are given to roles (Authorize). */

export const ROLE_MENU = 'permission.role';

interface Members {
  count: number;
  /** the organisations its holders belong to */
  organizeIds: Set<string>;
}

/** How many live users hold each role, and in which organisations, in one query. */
async function membersOf(db: Db, ids: string[]): Promise<Map<string, Members>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('baseUserRelation as ur')
    .innerJoin('baseUser as u', 'u.id', 'ur.userId')
    .select(['ur.objectId as id', 'u.organizeId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ur.objectType', '=', 'Role')
    .where('ur.objectId', 'in', ids)
    .where('u.deleteMark', 'is', null)
    .groupBy(['ur.objectId', 'u.organizeId'])
    .execute();
  const members = new Map<string, Members>();
  for (const row of rows) {
    const entry = members.get(row.id) ?? { count: 0, organizeIds: new Set<string>() };
    entry.count += Number(row.n);
    if (row.organizeId) entry.organizeIds.add(row.organizeId);
    members.set(row.id, entry);
  }
  return members;
}

export const roleResource = defineResource({
  path: '/api/permission/Role',
  tags: ['permission'],
  menu: ROLE_MENU,
  table: 'base_role',
  alias: 'r',
  base: STANDARD_BASE,
  notFound: 'role.notFound',
  columns: {
    // The name and code rules are checked after the schema, so the answer names the rule in the user's words.
    fullName: {
      column: 'full_name',
      type: 'string',
      label: { zh: '角色名称', en: 'Role name', zhtw: '角色名稱' },
      required: true,
      minLength: 1,
      maxLength: 50,
      pattern: 'fullName',
      searchable: true,
    },
    enCode: {
      column: 'en_code',
      type: 'string',
      label: { zh: '角色编码', en: 'Role code', zhtw: '角色編碼' },
      required: true,
      minLength: 1,
      maxLength: 50,
      pattern: 'enCode',
      searchable: true,
    },
    type: {
      column: 'type',
      type: 'string',
      nullable: true,
      options: ROLE_TYPE_CODES.map((code) => ({ value: code, label: ROLE_TYPES[code] })),
      default: null,
    },
    description: {
      column: 'description',
      type: 'text',
      nullable: true,
      maxLength: 500,
      default: null,
      emptyAsNull: true,
    },
    sortCode: SORT_CODE_COLUMN,
    enabledMark: STATE_COLUMN,
  },
  computed: {
    userCount: { needs: ['id'] },
    // 所属组织 of the original's roles list. Our roles are not bound to organisations (every role is
    // global), so it names where the role is held: its holders' organisations (decision 064).
    organizeInfo: { needs: ['id'], excel: false },
  },
  row: [
    'id',
    'fullName',
    'enCode',
    'type',
    'description',
    'sortCode',
    'enabledMark',
    'creatorTime',
    'lastModifyTime',
    'userCount',
    'organizeInfo',
  ],
  state: 'enabledMark',
  unique: [{ fields: ['enCode'] }, { fields: ['fullName'] }],
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'desc'],
  ],
  summaries: {
    list: 'Roles (paged; keyword on name or code)',
    get: 'One role',
    create: 'Create a role',
    update: 'Change a role',
    delete: 'Delete a role (refused while it has members or grants)',
    state: 'Enable or disable a role',
  },
  hooks: {
    async shape(ctx, rows, fields) {
      const [members, paths] = await Promise.all([
        membersOf(
          ctx.services.db,
          rows.map((r) => r.id as string),
        ),
        fields.has('organizeInfo') ? organizationPathNames(ctx.services) : null,
      ]);
      for (const row of rows) {
        const held = members.get(row.id as string);
        row.userCount = held?.count ?? 0;
        if (paths) {
          const names = [...(held?.organizeIds ?? [])].flatMap((id) => paths.get(id) ?? []);
          row.organizeInfo = names.sort((a, b) => a.localeCompare(b, 'zh')).join(',');
        }
      }
    },
    async beforeDelete(ctx, current) {
      const id = current.id as string;
      const members = (await membersOf(ctx.services.db, [id])).get(id)?.count ?? 0;
      if (members > 0) throw badRequest('role.hasMembers', { count: members });
      const [{ n }] = await ctx.services.db
        .selectFrom('baseAuthorize')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('objectType', '=', 'Role')
        .where('objectId', '=', id)
        .execute();
      if (Number(n) > 0) throw badRequest('role.hasGrants', { count: Number(n) });
    },
    // Relations to deleted users may still name the role; they go with it.
    async deleteWith(_ctx, current, trx) {
      await trx
        .deleteFrom('base_user_relation')
        .where('object_type', '=', 'Role')
        .where('object_id', '=', current.id as string)
        .execute();
    },
    async afterWrite(ctx, change) {
      // Enabling, disabling or deleting a role changes what its holders may do on their next request.
      const changed =
        change.kind === 'state' ||
        change.kind === 'delete' ||
        (change.kind === 'update' && change.before.enabledMark !== change.after.enabledMark);
      if (changed) await ctx.services.grants.invalidateAll();
    },
  },
});
