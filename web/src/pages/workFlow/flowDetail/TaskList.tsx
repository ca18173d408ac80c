import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import type { OpType, TaskRow } from './centre.api';
import { type DetailTarget, FlowDetail } from './FlowDetail';

/** Where a row of a list opens: the request, and the to-do when the row is one. */
export function targetOf(row: TaskRow, opType: OpType): DetailTarget {
  if (opType === 0 || opType === 4) return { taskId: row.id, opType };
  return { taskId: row.taskId, opType, taskOperatorId: opType === 1 ? row.id : null };
}

/**
 * One list of the approval centre with its detail: a row's 详情 opens it, and so does a message
 * (?id=<request> from the notice drawer, SPEC §2.1), once, after which the parameter leaves the address.
 */
export function TaskList({
  resource,
  opType,
  opened,
  onOpen,
  children,
}: {
  resource: ResourceDescription<TaskRow>;
  opType: OpType;
  /** the detail open now (the page's state, so its row actions can open it) */
  opened: DetailTarget | null;
  onOpen(target: DetailTarget | null): void;
  children?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const fromMessage = params.get('id');
  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (!fromMessage || fromMessage === seen) return;
    setSeen(fromMessage);
    onOpen({ taskId: fromMessage, opType, taskOperatorId: params.get('taskOperatorId') });
    const rest = new URLSearchParams(params);
    rest.delete('id');
    rest.delete('taskOperatorId');
    setParams(rest, { replace: true });
  }, [fromMessage, seen, opType, params, setParams, onOpen]);

  return (
    <ResourceListPage resource={resource}>
      {opened ? <FlowDetail target={opened} onClose={() => onOpen(null)} /> : null}
      {children}
    </ResourceListPage>
  );
}
