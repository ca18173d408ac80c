import { DeleteOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { ENGINE } from '../flowDetail/centre.api';
import { TaskList, type TaskListSpec } from '../flowDetail/TaskList';
import { STATUS_OPTIONS, taskColumns } from '../flowDetail/task-columns';
import { useUserOptions } from '../flowDetail/UserPicker';

/**
 * 流程监控 (workFlow/flowMonitor): every request past its draft, filtered also by initiator and state; the
 * detail assigns a running step to someone (btn_assign) and terminates an unfinished request (btn_cancel);
 * the ticked requests are deleted with btn_remove.
 */
export default function FlowMonitorPage() {
  const users = useUserOptions();
  const spec = useMemo(
    (): TaskListSpec => ({
      name: 'monitor',
      list: 'FlowMonitor',
      scrollX: 1060,
      filters: [
        {
          name: 'creatorUserId',
          kind: 'select',
          placeholder: 'flowCentre.columns.userName',
          options: users.map((user) => ({ value: user.value, label: user.title })),
          width: 100,
        },
        {
          name: 'status',
          kind: 'select',
          placeholder: 'flowCentre.columns.status',
          options: STATUS_OPTIONS.slice(1),
          width: 110,
        },
      ],
      toolbar: [
        {
          kind: 'batch',
          label: 'flowCentre.actions.batchDelete',
          permission: 'btn_remove',
          icon: <DeleteOutlined />,
          danger: true,
          confirm: 'flowCentre.batchDeleteConfirm',
          done: 'flowCentre.batchDeleted',
          run: `${ENGINE}/FlowMonitor`,
          removes: true,
        },
      ],
      columns: [
        ...taskColumns.lead('thisStep'),
        taskColumns.urgency(),
        taskColumns.status(),
        taskColumns.progress(),
      ],
    }),
    [users],
  );
  return <TaskList opType={4} spec={spec} />;
}
