import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  ResourceColumn,
  ResourceFilter,
  ResourceOption,
} from '../../../components/resource/resource.types';
import { WORKFLOW_CATEGORY_TYPE } from '../flowEngine/flow-engine.api';
import { flowGroups, type TaskRow, type TaskStatus } from './centre.api';
import { progressOf, STATUS_COLOURS, STATUS_WORDS } from './centre-logic';
import styles from './flow-detail.module.css';
import { CENTRE_KEY } from './launch-form';

/** The columns and filters the approval centre's lists share (client-facts §8.3). */

export const STATUS_OPTIONS: ResourceOption[] = ([0, 1, 2, 3, 4, 5] as TaskStatus[]).map((value) => ({
  value,
  label: `flowCentre.status.${STATUS_WORDS[value]}`,
  color: STATUS_COLOURS[value],
}));
const URGENCY_OPTIONS: ResourceOption[] = [
  { value: 1, label: 'flowCentre.urgent.normal', color: 'default' },
  { value: 2, label: 'flowCentre.urgent.important', color: 'orange' },
  { value: 3, label: 'flowCentre.urgent.urgent', color: 'red' },
];
export const CATEGORY = { typeId: WORKFLOW_CATEGORY_TYPE, valueKey: 'enCode' as const };

function ProgressCell({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  const progress = progressOf(row.status, row.completion);
  if (progress === 'none') return <span>----</span>;
  if (progress === 'done') return <span>{t('flowCentre.progressDone')}</span>;
  return <Progress percent={progress} size="small" />;
}

function TitleCell({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  return (
    <span title={row.fullName}>
      {row.fullName}
      {row.delegatorName ? (
        <span className={styles.muted}> {t('flowCentre.delegated', { name: row.delegatorName })}</span>
      ) : null}
    </span>
  );
}

export const taskColumns = {
  title: (): ResourceColumn<TaskRow> => ({
    dataIndex: 'fullName',
    label: 'flowCentre.columns.fullName',
    width: 200,
    ellipsis: { showTitle: false },
    render: (_, row) => <TitleCell row={row} />,
  }),
  flowName: (): ResourceColumn<TaskRow> => ({
    dataIndex: 'flowName',
    label: 'flowCentre.columns.flowName',
    width: 120,
    ellipsis: true,
  }),
  category: (): ResourceColumn<TaskRow> => ({
    dataIndex: 'flowCategory',
    label: 'flowCentre.columns.category',
    width: 90,
    kind: 'dictionary',
    dictionary: CATEGORY,
    empty: '—',
  }),
  initiator: (): ResourceColumn<TaskRow> => ({
    dataIndex: 'userName',
    label: 'flowCentre.columns.userName',
    width: 90,
    ellipsis: true,
  }),
  time: (dataIndex: 'startTime' | 'creatorTime', label: string): ResourceColumn<TaskRow> => ({
    dataIndex,
    label,
    width: 140,
    kind: 'time',
    empty: '—',
  }),
  step: (dataIndex: 'thisStep' | 'nodeName' = 'thisStep'): ResourceColumn<TaskRow> => ({
    dataIndex,
    label: dataIndex === 'thisStep' ? 'flowCentre.columns.thisStep' : 'flowCentre.columns.nodeName',
    width: 110,
    ellipsis: true,
    empty: '—',
  }),
  urgency: (): ResourceColumn<TaskRow> => ({
    dataIndex: 'flowUrgent',
    label: 'flowCentre.columns.flowUrgent',
    width: 80,
    kind: 'tag',
    options: URGENCY_OPTIONS,
  }),
  status: (): ResourceColumn<TaskRow> => ({
    dataIndex: 'status',
    label: 'flowCentre.columns.status',
    width: 90,
    kind: 'tag',
    options: STATUS_OPTIONS,
  }),
  /** what the lists of other people's requests open with: title, flow, initiator, start, the step */
  lead: (step: 'thisStep' | 'nodeName'): ResourceColumn<TaskRow>[] => [
    taskColumns.title(),
    taskColumns.flowName(),
    taskColumns.initiator(),
    taskColumns.time('startTime', 'flowCentre.columns.startTime'),
    taskColumns.step(step),
  ],
  progress: (): ResourceColumn<TaskRow> => ({
    key: 'completion',
    label: 'flowCentre.columns.completion',
    width: 120,
    render: (_, row) => <ProgressCell row={row} />,
  }),
};

/**
 * The filters bar of §8.3: a date range, the category and the flow (the flows the caller may launch,
 * named with their category as the Selector groups them); the monitor adds the initiator itself.
 */
export function useTaskFilters(): ResourceFilter[] {
  const groups = useQuery({
    queryKey: [...CENTRE_KEY, 'flowGroups'],
    queryFn: ({ signal }) => flowGroups(signal),
    staleTime: 60_000,
  });
  const flows: ResourceOption[] = (groups.data ?? []).flatMap((group) =>
    group.children.map((flow) => ({ value: flow.id, label: flow.fullName })),
  );
  return [
    {
      name: 'startTime',
      end: 'endTime',
      kind: 'dateRange',
      placeholder: ['flowCentre.startDate', 'flowCentre.endDate'],
    },
    {
      name: 'flowCategory',
      kind: 'select',
      placeholder: 'flowCentre.columns.category',
      dictionary: CATEGORY,
      width: 110,
    },
    {
      name: 'flowId',
      kind: 'select',
      placeholder: 'flowCentre.columns.flowName',
      options: flows,
      width: 130,
    },
  ];
}
