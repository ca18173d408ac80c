import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchAnswer, batchDecide } from '../flowDetail/centre.api';
import { TaskList, type TaskListSpec } from '../flowDetail/TaskList';
import { taskColumns } from '../flowDetail/task-columns';

/**
 * 待办事宜 (workFlow/flowTodo): my open steps and those of people who entrusted me (marked "(X的委托)").
 * 办理 opens the detail to decide; with btn_batch the ticked ones are approved or rejected at once, and
 * the ones the server would not decide (a signature needed, already handled) are named with its reason.
 */
export default function FlowTodoPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const spec = useMemo((): TaskListSpec => {
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
      name: 'todo',
      list: 'FlowBefore/List/1',
      scrollX: 1000,
      openLabel: 'flowCentre.actions.handle',
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
        ...taskColumns.lead('nodeName'),
        taskColumns.time('creatorTime', 'flowCentre.columns.receivedTime'),
        taskColumns.urgency(),
      ],
    };
  }, [modal, t]);
  return <TaskList opType={1} spec={spec} />;
}
