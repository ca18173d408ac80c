import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { runTaskNow, type TaskRow } from './schedule-task.api';
import { scheduleTaskResource } from './schedule-task.resource';
import { TaskLogDrawer } from './TaskLogDrawer';

/** 定时任务: built-in jobs on a cron; enable/stop, run now, and the log of every run. */
export default function ScheduleTaskPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [logOf, setLogOf] = useState<TaskRow | null>(null);

  const run = useMutation({
    mutationFn: (row: TaskRow) => runTaskNow(row.id),
    onSuccess: (record) => {
      if (record.result === 'success')
        toastSuccess(t('scheduleTask.runSuccess', { message: record.message, ms: record.duration }), 3);
      else toastError(t('scheduleTask.runFailure', { message: record.message }));
      void queryClient.invalidateQueries({ queryKey: ['system', 'scheduleTask'] });
    },
  });
  const running = run.isPending ? run.variables?.id : undefined;
  const { mutate } = run;
  const resource = useMemo(
    () =>
      scheduleTaskResource({
        runNow: (row) => mutate(row),
        isRunning: (row) => row.id === running,
        openLog: setLogOf,
      }),
    [mutate, running],
  );

  return (
    <ResourceListPage resource={resource}>
      <TaskLogDrawer task={logOf} onClose={() => setLogOf(null)} />
    </ResourceListPage>
  );
}
