import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../../../platform/context.js';
import { ok, pageQuerySchema } from '../../../platform/envelope.js';
import { idParamsSchema } from '../../../platform/resource/resource-schemas.js';
import { epochMsSchema } from '../../../platform/time-schema.js';
import { batchDecide } from './batch.service.js';
import {
  createDelegate,
  type DelegateBody,
  delegateInfo,
  delegateList,
  deleteDelegate,
  updateDelegate,
} from './delegate.service.js';
import { requestDetail } from './detail.service.js';
import { type LaunchBody, launchForm, launchRequest, ownRequest, updateRequest } from './launch.service.js';
import {
  circulateList,
  doneList,
  type FlowListQuery,
  flowCounts,
  launchList,
  monitorList,
  todoList,
} from './lists.service.js';
import { deleteOwnRequest, deleteRequests } from './request-delete.service.js';
import { FLOW_MONITOR_MENU } from './runtime.menus.js';
import {
  type DecisionBody,
  decide,
  initiatorAction,
  monitorAction,
  recall,
  transfer,
} from './task-actions.service.js';

/**
 * The workflow runtime's routes (client-facts §5.7, server-facts §6): launch, the approval centre's lists,
 * the detail, every action, entrusts. Actions take an optional Idempotency-Key header: the same key from
 * the same person is one action, whatever the number of clicks or retries.
 */

const ENGINE = '/api/workflow/Engine';
const tags = ['workflow'];
const user = { access: 'user' as const };
const monitor = (button?: string) => ({
  access: { module: FLOW_MONITOR_MENU, ...(button ? { button } : {}) },
});
type IdParams = { Params: { id: string } };

const keyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key && key.length <= 100 ? key : undefined;
};

const listQuery = {
  type: 'object',
  properties: {
    currentPage: pageQuerySchema.currentPage,
    pageSize: pageQuerySchema.pageSize,
    keyword: pageQuerySchema.keyword,
    sort: pageQuerySchema.sort,
    startTime: epochMsSchema('epoch ms: from the start of that day'),
    endTime: epochMsSchema('epoch ms: to the end of that day'),
    flowId: { type: 'string', maxLength: 50 },
    flowCategory: { type: 'string', maxLength: 50 },
    creatorUserId: { type: 'string', maxLength: 50 },
    status: { type: 'integer', minimum: 0, maximum: 5 },
  },
} as const;

const object = { type: 'object' } as const;
const launchBody = {
  type: 'object',
  properties: {
    flowId: { type: 'string', maxLength: 50 },
    formData: { type: ['object', 'string'], description: "the form's values (JSON text accepted)" },
    status: { type: 'integer', enum: [0, 1], description: '0 submit, 1 save a draft; left out: save' },
    flowUrgent: { type: 'integer', enum: [1, 2, 3] },
    fullName: { type: 'string', maxLength: 200 },
    copyIds: { type: ['array', 'string'], maxItems: 200, items: { type: 'string', maxLength: 50 } },
  },
} as const;
const delegateBody = {
  type: 'object',
  properties: {
    toUserId: { type: 'string', maxLength: 50 },
    flowId: { type: 'string', maxLength: 50, description: "'' every flow" },
    startTime: epochMsSchema('from'),
    endTime: epochMsSchema('until'),
    description: { type: 'string', maxLength: 500 },
  },
} as const;

export async function runtimeRoutes(app: FastifyInstance) {
  const list = (path: string, summary: string, run: typeof launchList, config: object = user) =>
    app.get<{ Querystring: FlowListQuery }>(
      path,
      { config, schema: { tags, summary, querystring: listQuery } },
      async (request) => ok(request, await run(contextOf(request), request.query)),
    );
  list(`${ENGINE}/FlowLaunch`, 'My requests (我发起的), newest first', launchList);
  list(`${ENGINE}/FlowBefore/List/1`, 'My open tasks (待办), with those entrusted to me', todoList);
  list(`${ENGINE}/FlowBefore/List/2`, 'My decisions (已办); the id is the record recall takes', doneList);
  list(`${ENGINE}/FlowBefore/List/3`, 'Requests copied to me (抄送)', circulateList);
  list(`${ENGINE}/FlowMonitor`, 'Every submitted request (流程监控)', monitorList, monitor());

  app.get(
    `${ENGINE}/FlowBefore/Count`,
    { config: user, schema: { tags, summary: 'To-do, entrust, done and copy counts' } },
    async (request) => ok(request, await flowCounts(contextOf(request))),
  );

  app.get<IdParams & { Querystring: { taskOperatorId?: string } }>(
    `${ENGINE}/FlowBefore/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: "A request's form, chart, nodes, open tasks and records, with the caller's step",
        params: idParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            taskOperatorId: { type: 'string', maxLength: 50 },
            opType: { type: 'integer', minimum: -1, maximum: 4 },
          },
        },
      },
    },
    async (request) =>
      ok(request, await requestDetail(contextOf(request), request.params.id, request.query.taskOperatorId)),
  );

  app.post<{ Body: LaunchBody }>(
    `${ENGINE}/FlowTask`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Launch a request: submit (status 0) or save a draft (status 1)',
        body: { ...launchBody, required: ['flowId'] },
      },
    },
    async (request) =>
      ok(request, await launchRequest(contextOf(request), request.body ?? {}, keyOf(request))),
  );
  app.put<IdParams & { Body: LaunchBody }>(
    `${ENGINE}/FlowTask/:id`,
    {
      config: user,
      schema: {
        tags,
        summary:
          'Save (fields left out keep their values) or submit again a draft, rejected or withdrawn request of mine',
        params: idParamsSchema,
        body: { ...launchBody, required: ['formData'] },
      },
    },
    async (request) =>
      ok(
        request,
        await updateRequest(contextOf(request), request.params.id, request.body ?? {}, keyOf(request)),
      ),
  );
  app.get<IdParams>(
    `${ENGINE}/FlowTask/:id`,
    {
      config: user,
      schema: { tags, summary: 'A request of mine with its form, to edit', params: idParamsSchema },
    },
    async (request) => ok(request, await ownRequest(contextOf(request), request.params.id)),
  );
  app.get<IdParams>(
    `${ENGINE}/FlowEngine/:id/LaunchForm`,
    {
      config: user,
      schema: {
        tags,
        summary: "The released version's form and start node, for a new request",
        params: idParamsSchema,
      },
    },
    async (request) => ok(request, await launchForm(contextOf(request), request.params.id)),
  );

  const onTask = (
    path: string,
    summary: string,
    run: (request: FastifyRequest<IdParams & { Body: DecisionBody }>) => Promise<unknown>,
    config: object = user,
  ) =>
    app.post<IdParams & { Body: DecisionBody }>(
      path,
      { config, schema: { tags, summary, params: idParamsSchema, body: object } },
      async (request) => ok(request, await run(request)),
    );
  onTask(`${ENGINE}/FlowBefore/Audit/:id`, 'Approve a task (通过); 加签 with freeApproverUserId', (r) =>
    decide(contextOf(r), r.params.id, 'approve', r.body ?? {}, keyOf(r)),
  );
  onTask(`${ENGINE}/FlowBefore/Reject/:id`, 'Reject a task (拒绝): back to the node the design names', (r) =>
    decide(contextOf(r), r.params.id, 'reject', r.body ?? {}, keyOf(r)),
  );
  onTask(
    `${ENGINE}/FlowBefore/Recall/:id`,
    'Take back my approval (撤回), by the record id of the done list',
    (r) => recall(contextOf(r), r.params.id, r.body ?? {}, keyOf(r)),
  );
  onTask(`${ENGINE}/FlowBefore/Transfer/:id`, 'Hand a task to another person (转办)', (r) =>
    transfer(contextOf(r), r.params.id, r.body ?? {}, keyOf(r)),
  );
  onTask(
    `${ENGINE}/FlowBefore/Assign/:id`,
    'Give a current node to one person (指派, monitor)',
    (r) => {
      const body = (r.body ?? {}) as { nodeCode?: unknown; freeApproverUserId?: unknown };
      return monitorAction(
        contextOf(r),
        r.params.id,
        { type: 'assign', nodeCode: body.nodeCode, userId: body.freeApproverUserId },
        keyOf(r),
      );
    },
    monitor('btn_assign'),
  );
  onTask(
    `${ENGINE}/FlowBefore/Cancel/:id`,
    'Terminate a request (终止, monitor)',
    (r) => monitorAction(contextOf(r), r.params.id, { type: 'terminate' }, keyOf(r)),
    monitor('btn_cancel'),
  );
  // the original's client posts 催办 without a body
  app.post<IdParams>(
    `${ENGINE}/FlowLaunch/Press/:id`,
    {
      config: user,
      schema: { tags, summary: 'Urge the open tasks of my request (催办)', params: idParamsSchema },
    },
    async (request) =>
      ok(request, await initiatorAction(contextOf(request), request.params.id, 'press', keyOf(request))),
  );
  app.put<IdParams>(
    `${ENGINE}/FlowLaunch/:id/Actions/Withdraw`,
    { config: user, schema: { tags, summary: 'Withdraw my running request (撤回)', params: idParamsSchema } },
    async (request) =>
      ok(request, await initiatorAction(contextOf(request), request.params.id, 'withdraw', keyOf(request))),
  );
  app.delete<IdParams>(
    `${ENGINE}/FlowLaunch/:id`,
    {
      config: user,
      schema: { tags, summary: 'Delete my draft or withdrawn request', params: idParamsSchema },
    },
    async (request) => ok(request, await deleteOwnRequest(contextOf(request), request.params.id)),
  );
  app.delete<{ Body: { ids?: unknown } }>(
    `${ENGINE}/FlowMonitor`,
    {
      config: monitor('btn_remove'),
      schema: { tags, summary: 'Delete requests (monitor); running ones are terminated first', body: object },
    },
    async (request) => ok(request, await deleteRequests(contextOf(request), request.body?.ids)),
  );
  app.post<{ Body: { ids?: unknown; batchType?: unknown; handleOpinion?: unknown } }>(
    `${ENGINE}/FlowBefore/Batch`,
    {
      config: { access: { module: 'workFlow.flowTodo', button: 'btn_batch' } },
      schema: {
        tags,
        summary: 'Approve (batchType 0) or reject (1) several tasks; each answers on its own',
        body: object,
      },
    },
    async (request) => ok(request, await batchDecide(contextOf(request), request.body ?? {})),
  );

  const DELEGATE = `${ENGINE}/FlowDelegate`;
  app.get<{ Querystring: FlowListQuery }>(
    DELEGATE,
    { config: user, schema: { tags, summary: 'My entrusts (流程委托)', querystring: listQuery } },
    async (request) => ok(request, await delegateList(contextOf(request), request.query, 'mine')),
  );
  app.get<{ Querystring: FlowListQuery }>(
    `${DELEGATE}/ToMe`,
    { config: user, schema: { tags, summary: 'Entrusts given to me', querystring: listQuery } },
    async (request) => ok(request, await delegateList(contextOf(request), request.query, 'toMe')),
  );
  app.get<IdParams>(
    `${DELEGATE}/:id`,
    { config: user, schema: { tags, summary: 'One entrust of mine', params: idParamsSchema } },
    async (request) => ok(request, await delegateInfo(contextOf(request), request.params.id)),
  );
  app.post<{ Body: DelegateBody }>(
    DELEGATE,
    {
      config: user,
      schema: {
        tags,
        summary: 'Entrust my tasks of a flow (or all) to someone for a time',
        body: { ...delegateBody, required: ['toUserId', 'startTime', 'endTime'] },
      },
    },
    async (request) => ok(request, await createDelegate(contextOf(request), request.body ?? {})),
  );
  app.put<IdParams & { Body: DelegateBody }>(
    `${DELEGATE}/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Change an entrust of mine (fields left out keep theirs)',
        params: idParamsSchema,
        body: delegateBody,
      },
    },
    async (request) =>
      ok(request, await updateDelegate(contextOf(request), request.params.id, request.body ?? {})),
  );
  app.delete<IdParams>(
    `${DELEGATE}/:id`,
    { config: user, schema: { tags, summary: 'Delete an entrust of mine', params: idParamsSchema } },
    async (request) => ok(request, await deleteDelegate(contextOf(request), request.params.id)),
  );
}
