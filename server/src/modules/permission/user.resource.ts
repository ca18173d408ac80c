import {
  DESCRIPTION_COLUMN,
  SORT_CODE_COLUMN,
  STATE_COLUMN,
} from '../../platform/resource/common-columns.js';
import { defineResource, STANDARD_BASE } from '../../platform/resource/define-resource.js';
import type { ResourceColumn } from '../../platform/resource/resource.types.js';
import { USER_LIST_TABLES, USERS_MENU } from './user.service.js';
import { organizations } from './user-organizations.js';
import { tallyOfLiveUsers, userKeywordSearch } from './user-search.js';
import { shapeUsers } from './user-shape.js';

/**
 * The users list (SPEC §7.6, GET /api/permission/Users) on the resource runtime: keyword over account, name
 * and mobile through the suffix index, organisation with its descendants, state, the caller's data
 * permission, the live-user tally for totals, finished pages kept (decision 029). Only the list is the
 * runtime's: a user's record, its writes (relations, passwords, delegation) and the pickers are still
 * user.routes.ts's, so the columns below describe reading only.
 */

const text = (column: string, maxLength: number, nullable = true): ResourceColumn => ({
  column,
  type: 'string',
  nullable,
  maxLength,
});

export const userResource = defineResource({
  path: '/api/permission/Users',
  tags: ['permission'],
  menu: USERS_MENU,
  table: 'base_user',
  alias: 'u',
  base: STANDARD_BASE,
  notFound: 'user.notFound',
  routes: ['list'],
  answers: { tables: USER_LIST_TABLES },
  columns: {
    account: { ...text('account', 50, false), searchable: true },
    realName: { ...text('real_name', 50, false), searchable: true },
    gender: { column: 'gender', type: 'integer', nullable: true, options: [1, 2] },
    mobilePhone: { ...text('mobile_phone', 20), searchable: true },
    email: text('email', 100),
    headIcon: text('head_icon', 200),
    organizeId: text('organize_id', 50),
    // read for data-permission schemes only: a scheme may limit the list to one's own reports
    managerId: text('manager_id', 50),
    isAdministrator: { column: 'is_administrator', type: 'integer', options: [0, 1] },
    enabledMark: { ...STATE_COLUMN, filter: 'eq' },
    sortCode: SORT_CODE_COLUMN,
    description: DESCRIPTION_COLUMN,
  },
  computed: {
    organizeName: { needs: ['organizeId'] },
    // 所属组织 as the original's users list reads it (the same path as organizeName)
    organize: { needs: ['organizeId'], excel: false },
    positionName: { needs: ['id'] },
    roleName: { needs: ['id'] },
  },
  row: [
    'id',
    'account',
    'realName',
    'gender',
    'mobilePhone',
    'email',
    'headIcon',
    'organizeId',
    'isAdministrator',
    'enabledMark',
    'sortCode',
    'creatorTime',
    'description',
    'organizeName',
    'organize',
    'positionName',
    'roleName',
  ],
  // Actions on a row are keyed and guarded by these, whatever columns the caller may see.
  kept: ['isAdministrator'],
  // The order the index idx_user_live_order serves (migration 004).
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'asc'],
  ],
  filters: {
    organizeId: {
      schema: { type: 'string', maxLength: 50 },
      // The users of that organisation and of everything below it.
      async conditions(ctx, value) {
        const orgs = await organizations(ctx.services.db);
        return [{ field: 'organizeId', op: 'in', value: orgs.descendants(String(value)) }];
      },
    },
  },
  summaries: {
    list: 'Users, paged: keyword (account, name, mobile), organisation with its descendants, state',
  },
  hooks: {
    async search(ctx, keyword, fields) {
      return userKeywordSearch(ctx.services.dialect, keyword, fields);
    },
    // Without a keyword or a data scheme, every live user of the organisations and state counts: the tally.
    async total(ctx, { conditions, keyword, scoped }) {
      if (keyword || scoped) return null;
      let organizeIds: string[] | null = null;
      let enabledMark: number | undefined;
      for (const condition of conditions) {
        if (condition.field === 'organizeId' && condition.op === 'in')
          organizeIds = condition.value as string[];
        else if (condition.field === 'enabledMark' && condition.op === 'eq')
          enabledMark = Number(condition.value);
        else return null;
      }
      const { db, dialect } = ctx.services;
      return tallyOfLiveUsers(db, dialect, organizeIds, enabledMark);
    },
    shape: (ctx, rows, fields) => shapeUsers(ctx.services, rows, fields),
  },
});
