import { type FlowNode, SYSTEM_FORM_SCHEMAS } from '@app/common/flow';
import { checkRecord, describeProblem, type FormData, valueFields } from '@app/common/form';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import type { RunVersion } from './flow-graphs.js';

/**
 * The form a request fills (FlowFormInfo): a designed form's snapshot taken at release, or a system form's
 * schema (common/src/flow/system-forms, versioned with the code). Values are checked with the rules the
 * renderer shows (common's checkRecord) when a request is submitted; a draft may be incomplete.
 */

export interface FlowFormInfo {
  formType: number;
  formId: string;
  formData: FormData | null;
  formTables: unknown;
}

const parse = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function flowForm(version: RunVersion): FlowFormInfo {
  const formData =
    version.formType === 1
      ? (SYSTEM_FORM_SCHEMAS[version.formId] ?? null)
      : (parse(version.formData) as FormData | null);
  return {
    formType: version.formType,
    formId: version.formId,
    formData,
    formTables: parse(version.formTables),
  };
}

/** Refuses (400, the first problem as the message, every problem in data.errors) values the form rejects. */
export function checkFlowValues(
  ctx: RequestContext,
  form: FlowFormInfo,
  values: Record<string, unknown>,
): void {
  if (!form.formData) return;
  const problems = checkRecord(form.formData, values);
  if (!problems.length) return;
  const errors = problems.map((problem) => ({
    field: problem.path,
    ...(problem.row === undefined ? {} : { row: problem.row }),
    message: describeProblem(problem, ctx.lang),
  }));
  throw badRequest('workflowRun.refused', { detail: errors[0].message }, { errors });
}

/** A form's values as sent: a plain object (JSON text accepted, as the original's clients send it). */
export function sentValues(value: unknown): Record<string, unknown> | null {
  const parsed = typeof value === 'string' ? parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** The system controls whose stored id a reader sees as a name, and where the name is. */
const NAMED = {
  createUser: 'user',
  modifyUser: 'user',
  currOrganize: 'organize',
  currPosition: 'position',
} as const;

/**
 * The request's values as a reader sees them: the applicant, department and position fields (stored as ids,
 * filled by the server) carry names. The server never takes these fields from what is sent back: a system
 * form keeps the first save's, and they are not the initiator's or an approver's to write.
 */
export async function valuesToShow(
  ctx: RequestContext,
  form: FlowFormInfo,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!form.formData) return values;
  const named = valueFields(form.formData.fields).filter(
    (field) =>
      !field.subTable &&
      field.control.__config__.jnpfKey in NAMED &&
      typeof values[field.vModel] === 'string',
  );
  if (!named.length) return values;
  const ids = (kind: string) =>
    named
      .filter((field) => NAMED[field.control.__config__.jnpfKey as keyof typeof NAMED] === kind)
      .map((field) => values[field.vModel] as string);
  const { db } = ctx.services;
  const lookup = async (kind: 'user' | 'organize' | 'position') => {
    const wanted = ids(kind);
    if (!wanted.length) return [];
    if (kind === 'user')
      return db.selectFrom('baseUser').select(['id', 'realName as name']).where('id', 'in', wanted).execute();
    if (kind === 'organize')
      return db
        .selectFrom('baseOrganize')
        .select(['id', 'fullName as name'])
        .where('id', 'in', wanted)
        .execute();
    return db
      .selectFrom('basePosition')
      .select(['id', 'fullName as name'])
      .where('id', 'in', wanted)
      .execute();
  };
  const names = new Map(
    (await Promise.all([lookup('user'), lookup('organize'), lookup('position')]))
      .flat()
      .map((row) => [row.id, row.name]),
  );
  const shown = { ...values };
  for (const field of named)
    shown[field.vModel] = names.get(values[field.vModel] as string) ?? values[field.vModel];
  return shown;
}

/** The properties of a flow's nodes that name users, positions and roles (client-facts §8.2). */
const PEOPLE = {
  user: ['initiator', 'approvers', 'circulateUser', 'menbers'],
  position: ['initiatePos', 'approverPos', 'circulatePosition'],
  role: ['initiateRole', 'approverRole', 'circulateRole'],
} as const;

/** id → name of every user, position and role the tree names, so the read-only chart shows names. */
export async function treeNames(ctx: RequestContext, tree: FlowNode): Promise<Record<string, string>> {
  const wanted = { user: new Set<string>(), position: new Set<string>(), role: new Set<string>() };
  const visit = (node: FlowNode | null | undefined) => {
    if (!node) return;
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    for (const kind of ['user', 'position', 'role'] as const)
      for (const key of PEOPLE[kind]) {
        const ids = properties[key];
        if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') wanted[kind].add(id);
      }
    visit(node.childNode);
    for (const branch of node.conditionNodes ?? []) visit(branch);
  };
  visit(tree);
  const { db } = ctx.services;
  const rows = await Promise.all([
    wanted.user.size
      ? db
          .selectFrom('baseUser')
          .select(['id', 'realName as name'])
          .where('id', 'in', [...wanted.user])
          .execute()
      : [],
    wanted.position.size
      ? db
          .selectFrom('basePosition')
          .select(['id', 'fullName as name'])
          .where('id', 'in', [...wanted.position])
          .execute()
      : [],
    wanted.role.size
      ? db
          .selectFrom('baseRole')
          .select(['id', 'fullName as name'])
          .where('id', 'in', [...wanted.role])
          .execute()
      : [],
  ]);
  return Object.fromEntries(rows.flat().map((row) => [row.id, row.name]));
}
