import { type Case, created, read } from '../platform/partial-update-fixture.js';

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
];
