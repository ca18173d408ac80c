import { TaskList, type TaskListSpec } from '../flowDetail/TaskList';
import { taskColumns } from '../flowDetail/task-columns';

const CIRCULATE: TaskListSpec = {
  name: 'circulate',
  list: 'FlowBefore/List/3',
  scrollX: 970,
  columns: [
    ...taskColumns.lead('nodeName'),
    taskColumns.time('creatorTime', 'flowCentre.columns.copiedTime'),
    taskColumns.status(),
  ],
};

/** 抄送事宜 (workFlow/flowCirculate): the requests copied to me, read-only. */
export default function FlowCirculatePage() {
  return <TaskList opType={3} spec={CIRCULATE} />;
}
