import { TaskList, type TaskListSpec } from '../flowDetail/TaskList';
import { taskColumns } from '../flowDetail/task-columns';

const DONE: TaskListSpec = {
  name: 'done',
  list: 'FlowBefore/List/2',
  scrollX: 1050,
  columns: [
    ...taskColumns.lead('nodeName'),
    {
      dataIndex: 'handleStatus',
      label: 'flowCentre.columns.handleStatus',
      width: 90,
      kind: 'tag',
      options: [
        { value: 1, label: 'flowCentre.doneStatus.approved', color: 'success' },
        { value: 0, label: 'flowCentre.doneStatus.rejected', color: 'error' },
      ],
    },
    taskColumns.time('creatorTime', 'flowCentre.columns.handledTime'),
    taskColumns.urgency(),
  ],
};

/** 已办事宜 (workFlow/flowDone): the steps I approved or rejected; the detail recalls while it still can. */
export default function FlowDonePage() {
  return <TaskList opType={2} spec={DONE} />;
}
