import { type Case, created, ok, read, USER } from '../platform/partial-update-fixture.js';

/** The update route of flow engines: a save that leaves out the form, tree and looks keeps them. */
export const WORKFLOW_CASES: Case[] = [
  {
    route: '/api/workflow/Engine/FlowEngine/:id',
    async prepare() {
      const tree = {
        type: 'start',
        nodeId: 'pu1',
        properties: { title: '发起', initiator: ['someone'] },
        childNode: {
          type: 'approver',
          nodeId: 'pu2',
          prevId: 'pu1',
          properties: { title: '审批', approvers: ['u1'] },
        },
      };
      const id = await created('/api/workflow/Engine/FlowEngine', {
        fullName: '部分更新流程',
        enCode: 'puFlow',
        category: 'finance',
        type: 1,
        formType: 1,
        formId: 'sealRequest',
        icon: 'icon-ym icon-ym-seal',
        iconBackground: '#123456',
        flowTemplateJson: JSON.stringify(tree),
        sortCode: 24,
        description: '流程说明',
      });
      const url = `/api/workflow/Engine/FlowEngine/${id}`;
      return { url, info: read(url) };
    },
    holds: {
      category: 'finance',
      type: 1,
      formType: 1,
      formId: 'sealRequest',
      visibleType: 1,
      icon: 'icon-ym icon-ym-seal',
      iconBackground: '#123456',
      sortCode: 24,
      description: '流程说明',
    },
  },
  {
    route: '/api/workflow/Engine/FlowTask/:id',
    async prepare() {
      const tree = {
        type: 'start',
        nodeId: 'pt1',
        properties: { title: '发起' },
        childNode: {
          type: 'approver',
          nodeId: 'pt2',
          prevId: 'pt1',
          properties: { title: '审批', approvers: [USER('lina')] },
        },
      };
      const engine = await created('/api/workflow/Engine/FlowEngine', {
        fullName: '部分更新请求流程',
        enCode: 'puTaskFlow',
        category: 'office',
        formType: 1,
        formId: 'generalRequest',
        flowTemplateJson: JSON.stringify(tree),
      });
      await ok('POST', `/api/workflow/Engine/FlowEngine/Release/${engine}`);
      // a draft (status 1), titled and urgent: a save that carries the values alone keeps both
      const { id } = await ok('POST', '/api/workflow/Engine/FlowTask', {
        flowId: engine,
        status: 1,
        fullName: '部分更新请求',
        flowUrgent: 3,
        formData: { requestTitle: '草稿' },
      });
      const url = `/api/workflow/Engine/FlowTask/${id}`;
      return { url, info: read(url) };
    },
    holds: { fullName: '部分更新请求', flowUrgent: 3, status: 0 },
  },
  {
    route: '/api/workflow/Engine/FlowDelegate/:id',
    async prepare() {
      const now = Date.now();
      const id = await created('/api/workflow/Engine/FlowDelegate', {
        toUserId: USER('lina'),
        flowId: '',
        startTime: now,
        endTime: now + 86_400_000,
        description: '年假期间',
      });
      const url = `/api/workflow/Engine/FlowDelegate/${id}`;
      return { url, info: read(url) };
    },
    holds: { toUserId: USER('lina'), description: '年假期间' },
  },
];
