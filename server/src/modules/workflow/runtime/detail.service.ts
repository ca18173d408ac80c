import { chartStates, type FlowNode } from '@app/common/flow';
import type { RequestContext } from '../../../platform/context.js';
import { activeDelegators } from './delegate.service.js';
import { type Loaded, loadTask } from './flow-command.js';
import { flowForm, treeNames, valuesToShow } from './flow-forms.js';
import { startOperates } from './launch.service.js';
import { FLOW_MONITOR_MENU } from './runtime.menus.js';

/**
 * A request's detail (GET FlowBefore/{taskId}, client-facts §8.3): the form with its values and the field
 * permissions of the caller's step, the version's chart coloured by progress, the nodes with their people,
 * the open tasks and the records. Shown to the initiator, to whoever has a task, record or copy on it (or
 * acts for such a person under an entrust), and to monitors.
 */

type Names = Map<string, string>;

async function namesOf(ctx: RequestContext, ids: Iterable<string | null | undefined>): Promise<Names> {
  const wanted = [...new Set([...ids].flatMap((id) => (id ? id.split(',') : [])))];
  if (!wanted.length) return new Map();
  const rows = await ctx.services.db
    .selectFrom('baseUser')
    .select(['id', 'realName'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.realName]));
}

const nameList = (names: Names, ids: string | null) =>
  ids
    ? ids
        .split(',')
        .map((id) => names.get(id) ?? id)
        .join(',')
    : null;

async function mayRead(ctx: RequestContext, loaded: Loaded, people: string[]): Promise<void> {
  const me = ctx.user.id;
  if (ctx.user.isAdministrator || loaded.row.creatorUserId === me) return;
  const { db } = ctx.services;
  const ids = [loaded.row.id];
  const [operator, record, copy] = await Promise.all([
    db
      .selectFrom('flowTaskOperator')
      .select('id')
      .where('taskId', 'in', ids)
      .where('handleId', 'in', people)
      .executeTakeFirst(),
    db
      .selectFrom('flowTaskRecord')
      .select('id')
      .where('taskId', 'in', ids)
      .where('handleId', '=', me)
      .executeTakeFirst(),
    db
      .selectFrom('flowTaskCirculate')
      .select('id')
      .where('taskId', 'in', ids)
      .where('objectId', '=', me)
      .executeTakeFirst(),
  ]);
  if (operator || record || copy) return;
  await ctx.requireAccess({ module: FLOW_MONITOR_MENU });
}

/** The tree with each node's progress state for the read-only chart. */
function colouredTree(tree: FlowNode, states: Record<string, string>): FlowNode {
  const walk = (node: FlowNode): FlowNode => {
    const copy = { ...node } as FlowNode & { state?: string };
    if (states[node.nodeId]) copy.state = states[node.nodeId];
    if (node.childNode) copy.childNode = walk(node.childNode);
    if (node.conditionNodes) copy.conditionNodes = node.conditionNodes.map(walk);
    return copy;
  };
  return walk(tree);
}

export async function requestDetail(ctx: RequestContext, taskId: string, taskOperatorId?: string) {
  const { db } = ctx.services;
  const loaded = await loadTask(db, taskId, false);
  const me = ctx.user.id;
  const people = [me, ...(await activeDelegators(db, me, loaded.row.flowEngineId, ctx.clock.now()))];
  await mayRead(ctx, loaded, people);
  const { row, state, version } = loaded;
  const [operators, records] = await Promise.all([
    db
      .selectFrom('flowTaskOperator')
      .selectAll()
      .where('taskId', '=', taskId)
      .orderBy('creatorTime')
      .execute(),
    db
      .selectFrom('flowTaskRecord')
      .selectAll()
      .where('taskId', '=', taskId)
      .orderBy('handleTime')
      .orderBy('id')
      .execute(),
  ]);
  const names = await namesOf(ctx, [
    row.creatorUserId,
    ...operators.map((op) => op.handleId),
    ...records.flatMap((r) => [r.handleId, r.onBehalfOf, r.operatorId]),
  ]);
  const open = operators.filter((op) => op.status === 'pending');
  const mine =
    open.find((op) => op.id === taskOperatorId && people.includes(op.handleId)) ??
    open.find((op) => op.handleId === me) ??
    open.find((op) => people.includes(op.handleId));
  const nodeProps = (nodeId: string) =>
    (version.graph.nodes[nodeId]?.design?.properties ?? null) as Record<string, unknown> | null;
  const colours = chartStates(version.graph, state);
  const nodes = version.graph.order
    .map((id) => version.graph.nodes[id])
    .filter((node) => node?.design && colours[node.id])
    .map((node) => ({
      nodeCode: node.id,
      nodeName: node.name,
      nodeType: node.design?.type,
      type: colours[node.id] === 'state-curr' ? 1 : 0,
      userName: [
        ...new Set(
          operators
            .filter((op) => op.nodeCode === node.id && op.status !== 'cancelled')
            .map((op) => names.get(op.handleId) ?? op.handleId),
        ),
      ].join(','),
    }));
  const lastApproval = [...records]
    .reverse()
    .find((r) => r.handleId === me && r.handleStatus === 1 && r.taskOperatorId);
  const recallable =
    row.status === 1 &&
    lastApproval &&
    operators.some((op) => op.id === lastApproval.taskOperatorId && op.status === 'approved');
  return {
    flowTaskInfo: {
      id: row.id,
      fullName: row.fullName,
      flowId: row.flowEngineId,
      flowName: row.flowName,
      flowCode: row.flowCode,
      flowCategory: row.flowCategory,
      flowVersion: version.version,
      formType: row.formType,
      flowUrgent: row.flowUrgent,
      status: row.status,
      completion: row.completion,
      thisStep: row.thisStep,
      thisStepId: row.thisStepId,
      startTime: row.startTime === null ? null : Number(row.startTime),
      endTime: row.endTime === null ? null : Number(row.endTime),
      creatorTime: Number(row.creatorTime),
      creatorUserId: row.creatorUserId,
      userName: names.get(row.creatorUserId ?? '') ?? null,
      parentId: row.parentId,
    },
    flowFormInfo: flowForm(version),
    formData: await valuesToShow(ctx, flowForm(version), loaded.formData),
    flowTemplateJson: colouredTree(version.tree, colours),
    /** id → name of the people, positions and roles the chart's nodes name */
    names: await treeNames(ctx, version.tree),
    flowTaskNodeList: nodes,
    flowTaskOperatorList: open.map((op) => ({
      id: op.id,
      nodeCode: op.nodeCode,
      nodeName: op.nodeName,
      handleId: op.handleId,
      userName: names.get(op.handleId) ?? op.handleId,
      creatorTime: Number(op.creatorTime),
    })),
    flowTaskOperatorRecordList: records.map((r) => ({
      id: r.id,
      nodeCode: r.nodeCode,
      nodeName: r.nodeName,
      handleStatus: r.handleStatus,
      handleId: r.handleId,
      userName: r.handleId ? (names.get(r.handleId) ?? r.handleId) : null,
      handleTime: Number(r.handleTime),
      handleOpinion: r.handleOpinion,
      operatorId: r.operatorId,
      operatorName: nameList(names, r.operatorId),
      onBehalfOfName: r.onBehalfOf ? (names.get(r.onBehalfOf) ?? r.onBehalfOf) : null,
      signImg: r.signImg,
    })),
    approversProperties: mine ? nodeProps(mine.nodeCode) : null,
    formOperates: mine
      ? (nodeProps(mine.nodeCode)?.formOperates ?? [])
      : row.creatorUserId === me && [0, 3, 4].includes(row.status)
        ? (startOperates(version.tree) ?? [])
        : [],
    startNodeProperties: version.tree.properties ?? null,
    taskOperatorId: mine?.id ?? null,
    canRecall: recallable ? lastApproval.id : null,
    canWithdraw: row.creatorUserId === me && row.status === 1,
    canPress: row.creatorUserId === me && row.status === 1 && open.length > 0,
  };
}
