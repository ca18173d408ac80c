import type { OrganizeCategory } from '@app/common';
import type { Db } from '../../db/database.js';

/**
 * The organisation tree as the permission model reads it: delegated administration, data permission
 * placeholders and every screen that names a company or department.
 */

export interface OrgRow {
  id: string;
  parentId: string;
  category: OrganizeCategory;
  enCode: string;
  fullName: string;
  managerId: string | null;
  managerName: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
}

/** Every live company and department, in display order (the table holds hundreds, not millions). */
export async function liveOrganizes(db: Db): Promise<OrgRow[]> {
  const rows = await db
    .selectFrom('baseOrganize as o')
    .leftJoin('baseUser as m', (join) =>
      join.onRef('m.id', '=', 'o.managerId').on('m.deleteMark', 'is', null),
    )
    .select([
      'o.id',
      'o.parentId',
      'o.category',
      'o.enCode',
      'o.fullName',
      'o.managerId',
      'm.realName as managerName',
      'o.description',
      'o.sortCode',
      'o.enabledMark',
      'o.creatorTime',
    ])
    .where('o.deleteMark', 'is', null)
    .orderBy('o.sortCode')
    .orderBy('o.creatorTime')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    sortCode: Number(r.sortCode),
    creatorTime: Number(r.creatorTime),
    managerName: r.managerName ?? null,
  }));
}
