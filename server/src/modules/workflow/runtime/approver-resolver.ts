import type { ApproverRequest } from '@app/common/flow';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Answers the engine's approver requests from the database, inside the command's transaction (decision
 * 076): named users and the members of positions and roles, the initiator's manager N levels up, the head
 * of the initiator's department, ids from a form field, and earlier approvers. Only existing, enabled,
 * not deleted people are kept, in a stable order. A service rule (type 9) asks the configured address
 * outside any transaction: the command leaves the node waiting and the worker asks (approver-service.ts).
 */

type Tx = Transaction<Database>;

export async function liveUsers(trx: Tx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await trx
    .selectFrom('baseUser')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('deleteMark', 'is', null)
    .where('enabledMark', '=', 1)
    .execute();
  const live = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => live.has(id));
}

async function membersOf(trx: Tx, request: Extract<ApproverRequest, { kind: 'members' }>) {
  const objects = [...request.positions, ...request.roles];
  const related = objects.length
    ? await trx
        .selectFrom('baseUserRelation')
        .select('userId')
        .where('objectType', 'in', ['Position', 'Role'])
        .where('objectId', 'in', objects)
        .orderBy('userId')
        .execute()
    : [];
  return liveUsers(trx, [...request.users, ...related.map((row) => row.userId)]);
}

async function managerOf(trx: Tx, userId: string, levels: number): Promise<string[]> {
  let current: string | null = userId;
  for (let level = 0; level < levels && current; level++) {
    const row: { managerId: string | null } | undefined = await trx
      .selectFrom('baseUser')
      .select('managerId')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.managerId ?? null;
  }
  return current && current !== userId ? liveUsers(trx, [current]) : [];
}

async function departmentHeadOf(trx: Tx, userId: string): Promise<string[]> {
  const row = await trx
    .selectFrom('baseUser as u')
    .innerJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .select('o.managerId')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.managerId ? liveUsers(trx, [row.managerId]) : [];
}

export async function resolveApprovers(trx: Tx, request: ApproverRequest): Promise<string[]> {
  switch (request.kind) {
    case 'members':
      return membersOf(trx, request);
    case 'manager':
      return managerOf(trx, request.of, request.levels);
    case 'departmentHead':
      return departmentHeadOf(trx, request.of);
    case 'initiator':
    case 'formField':
    case 'nodeApprovers':
      return liveUsers(trx, request.users);
    case 'service':
      // never asked here (flow-command.ts defers it); nobody, should a caller ask anyway
      return [];
  }
}
