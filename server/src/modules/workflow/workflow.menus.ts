import { CRUD, type SeedMenu } from '../../platform/menus.js';

/**
 * 工作流程 as SPEC §1 lists it; this step brings 流程引擎 (the flow engines), at the original client's view
 * path. The approval centre's menus come with the runtime.
 */
export const FLOW_ENGINE_MENU = 'workFlow.flowEngine';

export const workflowMenus: SeedMenu[] = [
  { code: 'workFlow', parent: null, type: 1, name: '工作流程', icon: 'PartitionOutlined', sort: 70 },
  {
    code: FLOW_ENGINE_MENU,
    parent: 'workFlow',
    type: 2,
    name: '流程引擎',
    icon: 'ApartmentOutlined',
    url: 'workFlow/flowEngine',
    sort: 10,
    buttons: [
      ...CRUD,
      { code: 'btn_copy', name: '复制' },
      { code: 'btn_release', name: '启用' },
      { code: 'btn_stop', name: '停止' },
      { code: 'btn_export', name: '导出' },
      { code: 'btn_import', name: '导入' },
    ],
  },
];
