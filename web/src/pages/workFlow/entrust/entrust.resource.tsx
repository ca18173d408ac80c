import { Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { descriptionField } from '../../../components/resource/common-fields';
import type {
  ResourceColumn,
  ResourceDescription,
  ResourceOption,
} from '../../../components/resource/resource.types';
import { ENGINE, type EntrustRow } from '../flowDetail/centre.api';
import { ENTRUST_WORDS, entrustStatus } from '../flowDetail/centre-logic';
import { CENTRE_KEY } from '../flowDetail/launch-form';
import { CATEGORY } from '../flowDetail/task-columns';
import { EntrustRangeField, EntrustUserField } from './EntrustFields';

const STATUS_COLOURS = { 0: 'success', 1: 'processing', 2: 'default' } as const;
const DELEGATE = `${ENGINE}/FlowDelegate`;

/** The state from the clock at the time the list draws, not the stored one (it changes by itself). */
function EntrustState({ row }: { row: EntrustRow }) {
  const { t } = useTranslation();
  const status = entrustStatus(row.startTime, row.endTime, Date.now());
  return <Tag color={STATUS_COLOURS[status]}>{t(`entrust.status.${ENTRUST_WORDS[status]}`)}</Tag>;
}

/** The columns after the person: the flow (or all flows), its category, the period, the state, the note. */
const entrustColumns = (): ResourceColumn<EntrustRow>[] => [
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
];

/** My entrusts: made, edited and deleted here. `flows` are the flows I may name ('' for all of them). */
export const myEntrusts = (flows: ResourceOption[]): ResourceDescription<EntrustRow> => ({
  queryKey: [...CENTRE_KEY, 'entrust', 'mine'],
  api: { base: DELEGATE },
  keyword: { placeholder: 'entrust.keyword' },
  texts: { empty: 'entrust.empty', add: 'entrust.add' },
  table: { scrollX: 1080 },
  toolbar: [{ kind: 'add', label: 'entrust.add', permission: null }],
  columns: [
    { dataIndex: 'toUserName', label: 'entrust.toUser', width: 120, ellipsis: true },
    ...entrustColumns(),
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
        options: [{ value: '', label: 'entrust.allFlows' }, ...flows],
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
});

/** The entrusts others gave me: read here, acted on in 待办事宜. */
export const entrustsToMe: ResourceDescription<EntrustRow> = {
  queryKey: [...CENTRE_KEY, 'entrust', 'toMe'],
  api: { list: `${DELEGATE}/ToMe` },
  keyword: { placeholder: 'entrust.keywordToMe' },
  texts: { empty: 'entrust.emptyToMe' },
  table: { scrollX: 960 },
  columns: [
    { dataIndex: 'userName', label: 'entrust.fromUser', width: 120, ellipsis: true },
    ...entrustColumns(),
  ],
};
