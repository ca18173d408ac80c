import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { ENGINE, type TaskRow } from '../flowDetail/centre.api';
import { launchRowRules } from '../flowDetail/centre-logic';
import type { DetailTarget } from '../flowDetail/FlowDetail';
import { LaunchDialog, type LaunchTarget } from '../flowDetail/LaunchDialog';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { TaskList, targetOf } from '../flowDetail/TaskList';
import { STATUS_OPTIONS, taskColumns, useTaskFilters } from '../flowDetail/task-columns';

/**
 * 我发起的 (workFlow/flowLaunch): my requests with their state and progress; a draft, rejected or withdrawn
 * one opens its form again, a draft or withdrawn one can be deleted, the others open their detail (where a
 * running one is urged or withdrawn).
 */
export default function FlowLaunchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<DetailTarget | null>(null);
  const [editing, setEditing] = useState<LaunchTarget | null>(null);
  const filters = useTaskFilters();
  const resource = useMemo(
    (): ResourceDescription<TaskRow> => ({
      queryKey: [...CENTRE_KEY, 'launch'],
      api: { list: `${ENGINE}/FlowLaunch`, remove: `${ENGINE}/FlowLaunch/{id}` },
      keyword: { placeholder: 'flowCentre.keyword' },
      filters: [
        ...filters,
        {
          name: 'status',
          kind: 'select',
          placeholder: 'flowCentre.columns.status',
          options: STATUS_OPTIONS,
          width: 110,
        },
      ],
      texts: { empty: 'flowCentre.empty.launch' },
      table: { scrollX: 1110 },
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
      rowActions: {
        width: 160,
        compact: true,
        items: [
          {
            kind: 'custom',
            label: 'flowCentre.actions.edit',
            permission: null,
            disabled: (row) => !launchRowRules.canEdit(row.status),
            onClick: (row) => setEditing({ requestId: row.id }),
          },
          { kind: 'remove', permission: null, disabled: (row) => !launchRowRules.canDelete(row.status) },
          {
            kind: 'custom',
            label: 'flowCentre.actions.detail',
            permission: null,
            disabled: (row) => !launchRowRules.canOpen(row.status),
            onClick: (row) => setOpened(targetOf(row, 0)),
          },
        ],
      },
    }),
    [filters, navigate, t],
  );
  return (
    <TaskList resource={resource} opType={0} opened={opened} onOpen={setOpened}>
      {editing ? <LaunchDialog target={editing} onClose={() => setEditing(null)} /> : null}
    </TaskList>
  );
}
