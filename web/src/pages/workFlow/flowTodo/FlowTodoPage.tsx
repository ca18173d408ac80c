import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { type BatchAnswer, batchDecide, ENGINE, type TaskRow } from '../flowDetail/centre.api';
import type { DetailTarget } from '../flowDetail/FlowDetail';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { TaskList, targetOf } from '../flowDetail/TaskList';
import { taskColumns, useTaskFilters } from '../flowDetail/task-columns';

/**
 * 待办事宜 (workFlow/flowTodo): my open steps and those of people who entrusted me (marked "(X的委托)").
 * 办理 opens the detail to decide; with btn_batch the ticked ones are approved or rejected at once, and
 * the ones the server would not decide (a signature needed, already handled) are named with its reason.
 */
export default function FlowTodoPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [opened, setOpened] = useState<DetailTarget | null>(null);
  const filters = useTaskFilters();
  const resource = useMemo((): ResourceDescription<TaskRow> => {
    const report = (answer: BatchAnswer) => {
      if (answer.failed.length === 0) return;
      modal.warning({
        title: t('flowCentre.batchFailed', { count: answer.failed.length }),
        content: (
          <ul>
            {answer.failed.map((failure) => (
              <li key={failure.id}>{failure.msg}</li>
            ))}
          </ul>
        ),
        okText: t('common.ok'),
      });
    };
    const decide = (batchType: 0 | 1) => (ids: string[]) =>
      batchDecide(
        ids,
        batchType,
        t(batchType === 0 ? 'flowCentre.batchOpinion.approve' : 'flowCentre.batchOpinion.reject'),
      ).then(report);
    return {
      queryKey: [...CENTRE_KEY, 'todo'],
      api: { list: `${ENGINE}/FlowBefore/List/1` },
      keyword: { placeholder: 'flowCentre.keyword' },
      filters,
      texts: { empty: 'flowCentre.empty.todo' },
      table: { scrollX: 1000 },
      toolbar: [
        {
          kind: 'batch',
          label: 'flowCentre.actions.batchAudit',
          permission: 'btn_batch',
          icon: <CheckOutlined />,
          confirm: 'flowCentre.batchConfirm.approve',
          done: 'flowCentre.batchDone',
          run: decide(0),
        },
        {
          kind: 'batch',
          label: 'flowCentre.actions.batchReject',
          permission: 'btn_batch',
          icon: <CloseOutlined />,
          danger: true,
          confirm: 'flowCentre.batchConfirm.reject',
          done: 'flowCentre.batchDone',
          run: decide(1),
        },
      ],
      columns: [
        taskColumns.title(),
        taskColumns.flowName(),
        taskColumns.initiator(),
        taskColumns.time('startTime', 'flowCentre.columns.startTime'),
        taskColumns.step('nodeName'),
        taskColumns.time('creatorTime', 'flowCentre.columns.receivedTime'),
        taskColumns.urgency(),
      ],
      rowActions: {
        width: 80,
        items: [
          {
            kind: 'custom',
            label: 'flowCentre.actions.handle',
            permission: null,
            onClick: (row) => setOpened(targetOf(row, 1)),
          },
        ],
      },
    };
  }, [filters, modal, t]);
  return <TaskList resource={resource} opType={1} opened={opened} onOpen={setOpened} />;
}
