import { createHash } from 'node:crypto';
import type { SeedMenu } from '../../platform/menus.js';
import { DEFAULT_SETTINGS } from '../../platform/settings.js';
import type { Database } from '../schema.js';
import { dictionaryRows } from './dictionaries.data.js';
import { ADMIN_MOBILE, ORGANIZATIONS, POSITIONS, ROLES, SUB_ACCOUNTS, USERS } from './organization.data.js';
import { seedId } from './seed-id.js';

export const ADMIN_ID = seedId('user:admin');

/** The seeded role that holds every seeded menu unless a menu names its roles (系统管理员). */
const DEFAULT_ROLE = 'sysadmin';

/** The tables the seed writes, in the order it writes them. */
export type SeedTable =
  | 'baseSysConfig'
  | 'baseOrganize'
  | 'basePosition'
  | 'baseRole'
  | 'baseUser'
  | 'baseUserRelation'
  | 'baseModule'
  | 'baseModuleButton'
  | 'baseAuthorize'
  | 'baseDictionaryType'
  | 'baseDictionaryData';

/** One seeded row (or example row, examples.ts); its key `table:id` is what base_seed_applied remembers. */
export interface SeedRow {
  table: keyof Database;
  row: { id: string } & Record<string, unknown>;
}

export const seedKey = (r: SeedRow) => `${r.table}:${r.row.id}`;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Every row the seed brings, with stable ids. Password hashes are given by the caller, so that
 * building the list costs nothing when no user row is due.
 */
export function seedRows(
  now: number,
  passwords: { admin: string; demo: string },
  menus: readonly SeedMenu[],
): SeedRow[] {
  const base = { creatorTime: now, creatorUserId: ADMIN_ID };
  const rows: SeedRow[] = [];
  const add = (table: SeedTable, list: SeedRow['row'][]) => {
    for (const row of list) rows.push({ table, row });
  };

  add('baseSysConfig', [
    ...Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({
      id: seedId(`config:${key}`),
      category: 'SysConfig',
      key,
      value: String(value),
    })),
    // The marker GrantsService changes when menus, roles or grants change (any process).
    { id: seedId('internal:grantsVersion'), category: 'Internal', key: 'grantsVersion', value: '0' },
  ]);

  const orgId = (code: string) => seedId(`org:${code}`);
  const treeOf = (code: string): string => {
    const org = ORGANIZATIONS.find((o) => o.code === code);
    return org?.parent ? `${treeOf(org.parent)},${orgId(code)}` : orgId(code);
  };
  add(
    'baseOrganize',
    ORGANIZATIONS.map((o, i) => ({
      ...base,
      id: orgId(o.code),
      parentId: o.parent ? orgId(o.parent) : '-1',
      category: o.category,
      enCode: o.code,
      fullName: o.name,
      organizeIdTree: treeOf(o.code),
      sortCode: i,
    })),
  );
  add(
    'basePosition',
    POSITIONS.map((p, i) => ({
      ...base,
      id: seedId(`position:${p.code}`),
      fullName: p.name,
      enCode: p.code,
      type: p.type,
      organizeId: orgId(p.org),
      sortCode: i,
    })),
  );
  add(
    'baseRole',
    ROLES.map((r, i) => ({
      ...base,
      id: seedId(`role:${r.code}`),
      fullName: r.name,
      enCode: r.code,
      type: r.type,
      description: r.description,
      sortCode: i,
    })),
  );

  add('baseUser', [
    {
      ...base,
      id: ADMIN_ID,
      account: 'admin',
      realName: '管理员',
      mobilePhone: ADMIN_MOBILE,
      isAdministrator: 1,
      organizeId: orgId('HXSZ'),
      password: passwords.admin,
      sortCode: 0,
    },
    ...USERS.map(([account, name, gender, org, position, roles, mobile], i) => ({
      ...base,
      id: seedId(`user:${account}`),
      account,
      realName: name,
      gender,
      mobilePhone: mobile,
      email: `${account}@huaxia-demo.cn`,
      organizeId: orgId(org),
      positionId: seedId(`position:${position}`),
      roleId: roles.map((r) => seedId(`role:${r}`)).join(','),
      password: passwords.demo,
      sortCode: i + 1,
    })),
    ...SUB_ACCOUNTS.map((s, i) => {
      const main = USERS.find((u) => u[0] === s.main);
      return {
        ...base,
        id: seedId(`user:${s.mobile}@${s.main}`),
        account: `${s.mobile}@${s.main}`,
        realName: s.name,
        mobilePhone: s.mobile,
        organizeId: main ? orgId(main[3]) : null,
        managerId: seedId(`user:${s.main}`),
        roleId: seedId('role:staff'),
        password: passwords.demo,
        sortCode: USERS.length + i + 1,
      };
    }),
  ]);
  const relation = (user: string, objectType: 'Role' | 'Position', objectId: string) => ({
    id: seedId(`relation:${user}:${objectType}:${objectId}`),
    userId: seedId(`user:${user}`),
    objectType,
    objectId,
    creatorTime: now,
    creatorUserId: ADMIN_ID,
  });
  add('baseUserRelation', [
    ...USERS.flatMap(([account, , , , position, roles]) => [
      relation(account, 'Position', seedId(`position:${position}`)),
      ...roles.map((r) => relation(account, 'Role', seedId(`role:${r}`))),
    ]),
    ...SUB_ACCOUNTS.map((s) => relation(`${s.mobile}@${s.main}`, 'Role', seedId('role:staff'))),
  ]);

  const menuId = (code: string) => seedId(`menu:${code}`);
  const buttonId = (menu: string, code: string) => seedId(`button:${menu}:${code}`);
  add(
    'baseModule',
    menus.map((m) => ({
      ...base,
      id: menuId(m.code),
      parentId: m.parent ? menuId(m.parent) : '-1',
      type: m.type,
      fullName: m.name,
      enCode: m.code,
      urlAddress: m.url ?? null,
      linkTarget: '_self',
      icon: m.icon,
      category: 'Web',
      propertyJson: JSON.stringify({ moduleId: '', iconBackgroundColor: '', isTree: 0 }),
      // Pages carry all four switches, as the menu form saves them (client-facts §3); a switch limits
      // nothing until buttons, columns or schemes are described under the menu (decision 028).
      ...Object.fromEntries(
        ['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'].map((flag) => [
          flag,
          m.type === 1 ? 0 : 1,
        ]),
      ),
      sortCode: m.sort,
    })),
  );
  add(
    'baseModuleButton',
    menus.flatMap((m) =>
      (m.buttons ?? []).map((b, i) => ({
        ...base,
        id: buttonId(m.code, b.code),
        moduleId: menuId(m.code),
        parentId: '-1',
        fullName: b.name,
        enCode: b.code,
        sortCode: i,
      })),
    ),
  );
  // A seeded role holds each menu granted to it with every button of that menu.
  const grants = menus.flatMap((m) => (m.roles ?? [DEFAULT_ROLE]).map((role) => ({ role, menu: m })));
  const grantRow = (role: string, itemType: 'module' | 'button', itemId: string) => ({
    id: seedId(`authorize:${role}:${itemType}:${itemId}`),
    itemType,
    itemId,
    objectType: 'Role',
    objectId: seedId(`role:${role}`),
    creatorTime: now,
    creatorUserId: ADMIN_ID,
  });
  add('baseAuthorize', [
    ...grants.map(({ role, menu }) => grantRow(role, 'module', menuId(menu.code))),
    ...grants.flatMap(({ role, menu }) =>
      (menu.buttons ?? []).map((b) => grantRow(role, 'button', buttonId(menu.code, b.code))),
    ),
  ]);
  const dictionaries = dictionaryRows(base);
  add('baseDictionaryType', dictionaries.types);
  add('baseDictionaryData', dictionaries.items);
  return rows;
}
