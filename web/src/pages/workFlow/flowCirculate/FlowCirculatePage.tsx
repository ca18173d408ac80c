import { useMemo, useState } from 'react';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { ENGINE, type TaskRow } from '../flowDetail/centre.api';
import type { DetailTarget } from '../flowDetail/FlowDetail';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { TaskList, targetOf } from '../flowDetail/TaskList';
import { taskColumns, useTaskFilters } from '../flowDetail/task-columns';

/** 抄送事宜 (workFlow/flowCirculate): the requests copied to me, read-only. */
export default function FlowCirculatePage() {
  const [opened, setOpened] = useState<DetailTarget | null>(null);
  const filters = useTaskFilters();
  const resource = useMemo(
    (): ResourceDescription<TaskRow> => ({
      queryKey: [...CENTRE_KEY, 'circulate'],
      api: { list: `${ENGINE}/FlowBefore/List/3` },
      keyword: { placeholder: 'flowCentre.keyword' },
      filters,
      texts: { empty: 'flowCentre.empty.circulate' },
      table: { scrollX: 970 },
      columns: [
        taskColumns.title(),
        taskColumns.flowName(),
        taskColumns.initiator(),
        taskColumns.time('startTime', 'flowCentre.columns.startTime'),
        taskColumns.step('nodeName'),
        taskColumns.time('creatorTime', 'flowCentre.columns.copiedTime'),
        taskColumns.status(),
      ],
      rowActions: {
        width: 80,
        items: [
          {
            kind: 'custom',
            label: 'flowCentre.actions.detail',
            permission: null,
            onClick: (row) => setOpened(targetOf(row, 3)),
          },
        ],
      },
    }),
    [filters],
  );
  return <TaskList resource={resource} opType={3} opened={opened} onOpen={setOpened} />;
}
