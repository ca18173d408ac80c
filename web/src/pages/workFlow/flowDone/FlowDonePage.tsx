import { useMemo, useState } from 'react';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { ENGINE, type TaskRow } from '../flowDetail/centre.api';
import type { DetailTarget } from '../flowDetail/FlowDetail';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { TaskList, targetOf } from '../flowDetail/TaskList';
import { taskColumns, useTaskFilters } from '../flowDetail/task-columns';

/** 已办事宜 (workFlow/flowDone): the steps I approved or rejected; the detail recalls while it still can. */
export default function FlowDonePage() {
  const [opened, setOpened] = useState<DetailTarget | null>(null);
  const filters = useTaskFilters();
  const resource = useMemo(
    (): ResourceDescription<TaskRow> => ({
      queryKey: [...CENTRE_KEY, 'done'],
      api: { list: `${ENGINE}/FlowBefore/List/2` },
      keyword: { placeholder: 'flowCentre.keyword' },
      filters,
      texts: { empty: 'flowCentre.empty.done' },
      table: { scrollX: 1050 },
      columns: [
        taskColumns.title(),
        taskColumns.flowName(),
        taskColumns.initiator(),
        taskColumns.time('startTime', 'flowCentre.columns.startTime'),
        taskColumns.step('nodeName'),
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
      rowActions: {
        width: 80,
        items: [
          {
            kind: 'custom',
            label: 'flowCentre.actions.detail',
            permission: null,
            onClick: (row) => setOpened(targetOf(row, 2)),
          },
        ],
      },
    }),
    [filters],
  );
  return <TaskList resource={resource} opType={2} opened={opened} onOpen={setOpened} />;
}
