import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import type {
  ResourceBatchAction,
  ResourceColumn,
  ResourceDescription,
  ResourceFilter,
  ResourceRowAction,
  ResourceToolbarAction,
} from '../../../components/resource/resource.types';
import { ENGINE, type OpType, type TaskRow } from './centre.api';
import { type DetailTarget, FlowDetail } from './FlowDetail';
import { CENTRE_KEY } from './launch-form';
import { useTaskFilters } from './task-columns';

/** Where a row of a list opens: the request, and the to-do when the row is one. */
export function targetOf(row: TaskRow, opType: OpType): DetailTarget {
  if (opType === 0 || opType === 4) return { taskId: row.id, opType };
  return { taskId: row.taskId, opType, taskOperatorId: opType === 1 ? row.id : null };
}

/** What one list of the approval centre is beside the parts they share. */
export interface TaskListSpec {
  /** the query key's last part and the list's texts (flowCentre.empty.<name>) */
  name: 'launch' | 'todo' | 'done' | 'circulate' | 'monitor';
  /** under /api/workflow/Engine */
  list: string;
  remove?: string;
  columns: ResourceColumn<TaskRow>[];
  scrollX: number;
  /** after the date range, category and flow */
  filters?: ResourceFilter[];
  toolbar?: (ResourceToolbarAction | ResourceBatchAction)[];
  /** before the link that opens the detail */
  actions?: ResourceRowAction<TaskRow>[];
  /** the opening link's text (default 详情) and when it cannot be clicked */
  openLabel?: string;
  openDisabled?: (row: TaskRow) => boolean;
  actionsWidth?: number;
}

function describe(spec: TaskListSpec, filters: ResourceFilter[], open: (row: TaskRow) => void) {
  return {
    queryKey: [...CENTRE_KEY, spec.name],
    api: {
      list: `${ENGINE}/${spec.list}`,
      ...(spec.remove ? { remove: `${ENGINE}/${spec.remove}` } : {}),
    },
    keyword: { placeholder: 'flowCentre.keyword' },
    filters: [...filters, ...(spec.filters ?? [])],
    texts: { empty: `flowCentre.empty.${spec.name}` },
    table: { scrollX: spec.scrollX },
    toolbar: spec.toolbar,
    columns: spec.columns,
    rowActions: {
      width: spec.actionsWidth ?? 80,
      compact: (spec.actions?.length ?? 0) > 0,
      items: [
        ...(spec.actions ?? []),
        {
          kind: 'custom',
          label: spec.openLabel ?? 'flowCentre.actions.detail',
          permission: null,
          disabled: spec.openDisabled,
          onClick: open,
        },
      ],
    },
  } satisfies ResourceDescription<TaskRow>;
}

/**
 * One list of the approval centre with its detail: the filters of §8.3, a row's link opens the detail,
 * and so does a message (?id=<request> from the notice drawer, SPEC §2.1), once, after which the parameter
 * leaves the address. `spec` should keep its identity between renders (a constant or a memo).
 */
export function TaskList({
  opType,
  spec,
  children,
}: {
  opType: OpType;
  spec: TaskListSpec;
  children?: ReactNode;
}) {
  const [opened, setOpened] = useState<DetailTarget | null>(null);
  const filters = useTaskFilters();
  const resource = useMemo(
    () => describe(spec, filters, (row) => setOpened(targetOf(row, opType))),
    [spec, filters, opType],
  );
  const [params, setParams] = useSearchParams();
  const fromMessage = params.get('id');
  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (!fromMessage || fromMessage === seen) return;
    setSeen(fromMessage);
    setOpened({ taskId: fromMessage, opType, taskOperatorId: params.get('taskOperatorId') });
    const rest = new URLSearchParams(params);
    rest.delete('id');
    rest.delete('taskOperatorId');
    setParams(rest, { replace: true });
  }, [fromMessage, seen, opType, params, setParams]);

  return (
    <ResourceListPage resource={resource}>
      {opened ? <FlowDetail target={opened} onClose={() => setOpened(null)} /> : null}
      {children}
    </ResourceListPage>
  );
}
