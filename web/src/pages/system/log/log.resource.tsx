import { DeleteOutlined } from '@ant-design/icons';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { logColumns } from './columns';
import type { LogKind, LogRow } from './log.api';

/** Every log list is newest first: the screen sends it beside the keyword and days. */
export const LOG_ORDER = { sort: 'desc' } as const;

/** What every log list shares, here and in the personal centre: keyword and whole days, the table's look. */
export const logListBase = {
  keyword: { placeholder: 'common.keyword' },
  filters: [
    {
      kind: 'dateRange',
      name: 'startTime',
      end: 'endTime',
      placeholder: ['common.startDate', 'common.endDate'],
      pastOnly: true,
    },
  ],
  texts: { empty: 'common.noData' },
  table: { scrollX: 1100, fixedLayout: true, spinOnRefetch: true, searchIcons: true },
} satisfies Partial<ResourceDescription<LogRow>>;

/**
 * 系统日志's list of one kind: with btn_export its rows (the keyword and days applied) as .xlsx, with
 * btn_remove the ticked rows deleted.
 */
export const logResource = (kind: LogKind): ResourceDescription<LogRow> => ({
  ...logListBase,
  queryKey: ['system', 'log', String(kind)],
  api: {
    list: `/api/system/Log/${kind}`,
    export: { path: `/api/system/Log/${kind}/Actions/Export`, fileName: 'logs.xlsx' },
  },
  columns: logColumns(kind),
  toolbar: [
    { kind: 'export', label: 'log.export' },
    {
      kind: 'batch',
      label: 'common.delete',
      permission: 'btn_remove',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'common.deleteConfirm',
      done: 'common.deleteSuccess',
      run: '/api/system/Log',
      removes: true,
    },
  ],
});
