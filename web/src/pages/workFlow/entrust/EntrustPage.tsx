import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { descriptionField } from '../../../components/resource/common-fields';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import type { ResourceDescription, ResourceOption } from '../../../components/resource/resource.types';
import { ENGINE, type EntrustRow, flowGroups } from '../flowDetail/centre.api';
import { ENTRUST_WORDS, entrustStatus } from '../flowDetail/centre-logic';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { CATEGORY } from '../flowDetail/task-columns';
import { EntrustRangeField, EntrustUserField } from './EntrustFields';

const STATUS_COLOURS = { 0: 'success', 1: 'processing', 2: 'default' } as const;

/** The state from the clock at the time the list draws, not the stored one (it changes by itself). */
function EntrustState({ row }: { row: EntrustRow }) {
  const { t } = useTranslation();
  const status = entrustStatus(row.startTime, row.endTime, Date.now());
  return <Tag color={STATUS_COLOURS[status]}>{t(`entrust.status.${ENTRUST_WORDS[status]}`)}</Tag>;
}

/**
 * 流程委托 (workFlow/entrust): while an entrust runs, the person named acts on my to-dos of the flow (or of
 * every flow) in my name, and both of us see it. Entrusts are mine: everyone may keep their own.
 */
export default function EntrustPage() {
  const groups = useQuery({
    queryKey: [...CENTRE_KEY, 'flowGroups'],
    queryFn: ({ signal }) => flowGroups(signal),
    staleTime: 60_000,
  });
  const resource = useMemo((): ResourceDescription<EntrustRow> => {
    const flows: ResourceOption[] = [
      { value: '', label: 'entrust.allFlows' },
      ...(groups.data ?? []).flatMap((group) =>
        group.children.map((flow) => ({ value: flow.id, label: flow.fullName })),
      ),
    ];
    return {
      queryKey: [...CENTRE_KEY, 'entrust'],
      api: { base: `${ENGINE}/FlowDelegate` },
      keyword: { placeholder: 'entrust.keyword' },
      texts: { empty: 'entrust.empty', add: 'entrust.add' },
      table: { scrollX: 1080 },
      toolbar: [{ kind: 'add', label: 'entrust.add', permission: null }],
      columns: [
        { dataIndex: 'toUserName', label: 'entrust.toUser', width: 120, ellipsis: true },
        {
          dataIndex: 'flowName',
          label: 'entrust.flow',
          width: 160,
          ellipsis: true,
          empty: 'entrust.allFlows',
          emptyClassName: '',
        },
        {
          dataIndex: 'flowCategory',
          label: 'entrust.category',
          width: 110,
          kind: 'dictionary',
          dictionary: CATEGORY,
          empty: '—',
        },
        { dataIndex: 'startTime', label: 'entrust.startTime', width: 150, kind: 'time' },
        { dataIndex: 'endTime', label: 'entrust.endTime', width: 150, kind: 'time' },
        { key: 'status', label: 'entrust.state', width: 90, render: (_, row) => <EntrustState row={row} /> },
        { dataIndex: 'description', label: 'entrust.description', width: 180, ellipsis: true, empty: '—' },
      ],
      rowActions: {
        width: 120,
        items: [
          { kind: 'edit', permission: null },
          { kind: 'remove', permission: null },
        ],
      },
      form: {
        title: { create: 'entrust.addTitle', edit: 'entrust.editTitle' },
        saved: 'entrust.saved',
        width: 600,
        fields: [
          { kind: 'custom', name: 'toUserId', render: () => <EntrustUserField /> },
          {
            name: 'flowId',
            kind: 'select',
            label: 'entrust.flow',
            options: flows,
            defaultValue: '',
            empty: '',
          },
          { kind: 'custom', name: 'range', render: () => <EntrustRangeField /> },
          descriptionField(),
        ],
        load: (record) => ({
          ...record,
          flowId: record.flowId ?? '',
          range: [dayjs(Number(record.startTime)), dayjs(Number(record.endTime))],
        }),
        save: (values, body) => {
          const [start, end] = values.range as [Dayjs, Dayjs];
          const { range: _range, ...rest } = body;
          return { ...rest, startTime: start.valueOf(), endTime: end.valueOf() };
        },
      },
    };
  }, [groups.data]);
  return <ResourceListPage resource={resource} />;
}
