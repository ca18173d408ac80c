import type { SeedMenu } from '../../../platform/menus.js';

/**
 * The approval centre (SPEC §1 Workflow, §2.1 /workFlow routes): launch, my requests, to-do, done, copies,
 * entrusts and the monitor, under 工作流程 after 流程引擎. Every signed-in role that holds them sees its
 * own rows; the monitor sees every request.
 */
export const FLOW_MONITOR_MENU = 'workFlow.flowMonitor';
export const FLOW_TODO_MENU = 'workFlow.flowTodo';
/** everyone launches and approves: the system administrators and every employee */
const STAFF = ['sysadmin', 'staff'];

export const runtimeMenus: SeedMenu[] = [
  {
    code: 'workFlow.addFlow',
    parent: 'workFlow',
    type: 2,
    name: '发起流程',
    icon: 'FormOutlined',
    url: 'workFlow/addFlow',
    sort: 20,
    roles: STAFF,
  },
  {
    code: 'workFlow.flowLaunch',
    parent: 'workFlow',
    type: 2,
    name: '我发起的',
    icon: 'SendOutlined',
    url: 'workFlow/flowLaunch',
    sort: 30,
    roles: STAFF,
  },
  {
    code: FLOW_TODO_MENU,
    parent: 'workFlow',
    type: 2,
    name: '待办事宜',
    icon: 'ScheduleOutlined',
    url: 'workFlow/flowTodo',
    sort: 40,
    buttons: [{ code: 'btn_batch', name: '批量审批' }],
    roles: STAFF,
  },
  {
    code: 'workFlow.flowDone',
    parent: 'workFlow',
    type: 2,
    name: '已办事宜',
    icon: 'CheckSquareOutlined',
    url: 'workFlow/flowDone',
    sort: 50,
    roles: STAFF,
  },
  {
    code: 'workFlow.flowCirculate',
    parent: 'workFlow',
    type: 2,
    name: '抄送事宜',
    icon: 'CopyOutlined',
    url: 'workFlow/flowCirculate',
    sort: 60,
    roles: STAFF,
  },
  {
    code: 'workFlow.entrust',
    parent: 'workFlow',
    type: 2,
    name: '流程委托',
    icon: 'UserSwitchOutlined',
    url: 'workFlow/entrust',
    sort: 70,
    roles: STAFF,
  },
  {
    code: FLOW_MONITOR_MENU,
    parent: 'workFlow',
    type: 2,
    name: '流程监控',
    icon: 'MonitorOutlined',
    url: 'workFlow/flowMonitor',
    sort: 80,
    buttons: [
      { code: 'btn_assign', name: '指派' },
      { code: 'btn_cancel', name: '终止' },
      { code: 'btn_remove', name: '删除' },
    ],
  },
];
