import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { launchRowRules } from '../flowDetail/centre-logic';
import { LaunchDialog, type LaunchTarget } from '../flowDetail/LaunchDialog';
import { TaskList, type TaskListSpec } from '../flowDetail/TaskList';
import { STATUS_OPTIONS, taskColumns } from '../flowDetail/task-columns';

/**
 * 我发起的 (workFlow/flowLaunch): my requests with their state and progress; a draft, rejected or withdrawn
 * one opens its form again, a draft or withdrawn one can be deleted, the others open their detail (where a
 * running one is urged or withdrawn).
 */
export default function FlowLaunchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<LaunchTarget | null>(null);
  const spec = useMemo(
    (): TaskListSpec => ({
      name: 'launch',
      list: 'FlowLaunch',
      remove: 'FlowLaunch/{id}',
      scrollX: 1110,
      filters: [
        {
          name: 'status',
          kind: 'select',
          placeholder: 'flowCentre.columns.status',
          options: STATUS_OPTIONS,
          width: 110,
        },
      ],
      toolbar: [
        {
          kind: 'custom',
          permission: null,
          node: (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/workFlow/addFlow')}>
              {t('flowCentre.launch')}
            </Button>
          ),
        },
      ],
      columns: [
        taskColumns.title(),
        taskColumns.flowName(),
        taskColumns.category(),
        taskColumns.time('startTime', 'flowCentre.columns.startTime'),
        taskColumns.step(),
        taskColumns.urgency(),
        taskColumns.status(),
        taskColumns.progress(),
      ],
      actionsWidth: 160,
      actions: [
        {
          kind: 'custom',
          label: 'flowCentre.actions.edit',
          permission: null,
          disabled: (row) => !launchRowRules.canEdit(row.status),
          onClick: (row) => setEditing({ requestId: row.id }),
        },
        { kind: 'remove', permission: null, disabled: (row) => !launchRowRules.canDelete(row.status) },
      ],
      openDisabled: (row) => !launchRowRules.canOpen(row.status),
    }),
    [navigate, t],
  );
  return (
    <TaskList opType={0} spec={spec}>
      {editing ? <LaunchDialog target={editing} onClose={() => setEditing(null)} /> : null}
    </TaskList>
  );
}
