import type { Lang } from '@app/common';
import { type FlowIssue, type FlowTemplate, flowStructureIssue, newFlow, timeIds } from '@app/common/flow';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { isSystemForm } from './system-forms.js';

/**
 * What a flow engine's save is checked against beyond its columns: the flow tree's shape (a malformed
 * tree is refused; an incomplete one is a draft and may be saved), the form it names, its category and
 * colour. The save rules themselves (validateFlow) are the release's check (flow-engine.service.ts).
 */

export const WORKFLOW_CATEGORY = 'WorkFlowCategory';

/** The issues of a tree as a refusal: the first one's message, each one listed in data.errors. */
export function flowRefusal(issues: readonly FlowIssue[], lang: Lang): AppError {
  const errors = issues.map((issue) => ({
    field: 'flowTemplateJson',
    message: issue.message[lang],
    rule: issue.rule,
    ...(issue.nodeId === undefined ? {} : { nodeId: issue.nodeId }),
  }));
  return new AppError(400, 400, 'workflow.invalidFlow', { detail: errors[0].message }, { errors });
}

/** The stored tree of a save: parsed and held to the structural guard; undefined when the body has none. */
export function parsedFlow(text: unknown, lang: Lang): FlowTemplate | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  let tree: unknown;
  try {
    tree = JSON.parse(text);
  } catch {
    throw fieldError('flowTemplateJson', 'workflow.badJson', lang);
  }
  const broken = flowStructureIssue(tree);
  if (broken) throw flowRefusal([broken], lang);
  return tree as FlowTemplate;
}

/** The people, positions and roles the start node lets launch; none means everyone. */
export function initiatorsOf(tree: FlowTemplate) {
  const p = (tree.properties ?? {}) as {
    initiator?: string[];
    initiatePos?: string[];
    initiateRole?: string[];
  };
  return [
    ...(p.initiator ?? []).map((id) => ({ operatorType: 'user' as const, operatorId: id })),
    ...(p.initiatePos ?? []).map((id) => ({ operatorType: 'Position' as const, operatorId: id })),
    ...(p.initiateRole ?? []).map((id) => ({ operatorType: 'Role' as const, operatorId: id })),
  ];
}

/** A new engine without a tree gets the designer's default flow (start → approver), to be designed. */
export function derivedFlow(ctx: RequestContext, values: Row, kind: 'create' | 'update'): Row {
  let tree = parsedFlow(values.flowTemplateJson, ctx.lang);
  if (!tree && kind === 'update') return { visibleType: 0 };
  tree ??= newFlow(timeIds(() => ctx.clock.now()));
  const visibleType = initiatorsOf(tree).length ? 1 : 0;
  return { flowTemplateJson: JSON.stringify(tree), visibleType };
}

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The designed form an engine may use: a live 流程表单 design or a design whose pages are a flow form. */
export async function flowFormDesign(ctx: RequestContext, id: string, db: Db = ctx.services.db) {
  return db
    .selectFrom('baseVisualdev')
    .select(['id', 'fullName', 'enCode', 'releasedVersion'])
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .where((eb) => eb.or([eb('type', '=', 3), eb('webType', '=', 3)]))
    .executeTakeFirst();
}

export async function checkEngine(ctx: RequestContext, values: Row): Promise<void> {
  const formId = typeof values.formId === 'string' ? values.formId : '';
  if (!formId) throw fieldError('formId', 'workflow.formRequired', ctx.lang);
  if (Number(values.formType) === 1) {
    if (!isSystemForm(formId))
      throw badRequest('workflow.unknownSystemForm', { form: String(formId).slice(0, 50) });
  } else if (!(await flowFormDesign(ctx, formId))) throw badRequest('workflow.unknownForm');
  const colour = values.iconBackground;
  if (typeof colour === 'string' && !COLOUR.test(colour))
    throw fieldError('iconBackground', 'workflow.badColour', ctx.lang);
  const category = values.category;
  if (typeof category === 'string' && !(await categoryName(ctx, category)))
    throw badRequest('workflow.unknownCategory', { category });
}

/** The name of a WorkFlowCategory item by its code; undefined when there is none. */
export async function categoryName(ctx: RequestContext, code: string): Promise<string | undefined> {
  const row = await ctx.services.db
    .selectFrom('baseDictionaryData as d')
    .innerJoin('baseDictionaryType as t', 't.id', 'd.dictionaryTypeId')
    .select('d.fullName')
    .where('t.enCode', '=', WORKFLOW_CATEGORY)
    .where('d.enCode', '=', code)
    .where('d.deleteMark', 'is', null)
    .executeTakeFirst();
  return row?.fullName;
}
