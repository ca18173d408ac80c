import { DeleteOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import type { ResourceDescription, ResourceOption } from '../../../components/resource/resource.types';
import { ENGINE, type TaskRow } from '../flowDetail/centre.api';
import type { DetailTarget } from '../flowDetail/FlowDetail';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { TaskList, targetOf } from '../flowDetail/TaskList';
import { STATUS_OPTIONS, taskColumns, useTaskFilters } from '../flowDetail/task-columns';
import { useUserOptions } from '../flowDetail/UserPicker';

/**
 * 流程监控 (workFlow/flowMonitor): every request past its draft, filtered also by initiator and state; the
 * detail assigns a running step to someone (btn_assign) and terminates an unfinished request (btn_cancel);
 * the ticked requests are deleted with btn_remove.
 */
export default function FlowMonitorPage() {
  const [opened, setOpened] = useState<DetailTarget | null>(null);
  const filters = useTaskFilters();
  const users = useUserOptions();
  const resource = useMemo((): ResourceDescription<TaskRow> => {
    const initiators: ResourceOption[] = users.map((user) => ({ value: user.value, label: user.title }));
    return {
      queryKey: [...CENTRE_KEY, 'monitor'],
      api: { list: `${ENGINE}/FlowMonitor` },
      keyword: { placeholder: 'flowCentre.keyword' },
      filters: [
        ...filters,
        {
          name: 'creatorUserId',
          kind: 'select',
          placeholder: 'flowCentre.columns.userName',
          options: initiators,
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
      texts: { empty: 'flowCentre.empty.monitor' },
      table: { scrollX: 1060 },
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
        taskColumns.title(),
        taskColumns.flowName(),
        taskColumns.initiator(),
        taskColumns.time('startTime', 'flowCentre.columns.startTime'),
        taskColumns.step(),
        taskColumns.urgency(),
        taskColumns.status(),
        taskColumns.progress(),
      ],
      rowActions: {
        width: 80,
        items: [
          {
            kind: 'custom',
            label: 'flowCentre.actions.detail',
            permission: null,
            onClick: (row) => setOpened(targetOf(row, 4)),
          },
        ],
      },
    };
  }, [filters, users]);
  return <TaskList resource={resource} opType={4} opened={opened} onOpen={setOpened} />;
}
