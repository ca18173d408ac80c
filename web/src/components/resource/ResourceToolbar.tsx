import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import type {
  FilterValues,
  ResourceBatchAction,
  ResourceDateRangeFilter,
  ResourceFilter,
  ResourceHelpers,
  ResourceSelectFilter,
  ResourceToolbarAction,
} from './resource.types';
import { batchLabel, toolbarActionsFor } from './resource-actions';
import { dayParam } from './resource-query';
import { useResourceText } from './resource-text';
import { useResourceOptions } from './useResourceOptions';

/**
 * The toolbar's own buttons in their declared order: 新建 (primary), 导入, 导出, the batch actions on the
 * ticked rows, and the screen's own.
 */
export function ToolbarActions({
  actions,
  can,
  addLabel,
  onAdd,
  onImport,
  onExport,
  ticked,
  onBatch,
  helpers,
}: {
  actions: readonly (ResourceToolbarAction | ResourceBatchAction)[];
  can: (code: string) => boolean;
  addLabel: string;
  onAdd: () => void;
  onImport: () => void;
  onExport: () => void;
  /** how many rows are ticked */
  ticked: number;
  onBatch: (action: ResourceBatchAction) => void;
  helpers: ResourceHelpers;
}) {
  const text = useResourceText();
  return (
    <>
      {toolbarActionsFor(actions, can).map((action, index) => {
        const key = `${action.kind}-${index}`;
        if (action.kind === 'custom') return <Fragment key={key}>{action.node}</Fragment>;
        if (action.kind === 'batch')
          return (
            <Button
              key={key}
              danger={action.danger}
              icon={action.icon}
              disabled={ticked === 0}
              onClick={() => onBatch(action)}
            >
              {batchLabel(text(action.label), ticked)}
            </Button>
          );
        if (action.kind === 'add')
          return (
            <Button
              key={key}
              type="primary"
              icon={<PlusOutlined />}
              onClick={action.onClick ? () => action.onClick?.(helpers) : onAdd}
            >
              {action.label === undefined ? addLabel : text(action.label)}
            </Button>
          );
        const importing = action.kind === 'import';
        return (
          <Button
            key={key}
            icon={importing ? <ImportOutlined /> : <DownloadOutlined />}
            onClick={importing ? onImport : onExport}
          >
            {text(action.label ?? (importing ? 'resource.import' : 'resource.export'))}
          </Button>
        );
      })}
    </>
  );
}

/** A select filter after the keyword box: its options or a dictionary's items. */
function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ResourceSelectFilter;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const text = useResourceText();
  const options = useResourceOptions(filter.options, filter.dictionary);
  const placeholder = text(filter.placeholder);
  return (
    <Select
      allowClear
      value={value ?? undefined}
      onChange={onChange}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width: filter.width ?? 160 }}
      options={options.map((option) => ({ value: option.value, label: text(option.label) }))}
    />
  );
}

/** Whole days from one to another: both or neither (a half range is never sent). */
function FilterDateRange({
  filter,
  values,
  onChange,
}: {
  filter: ResourceDateRangeFilter;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  const text = useResourceText();
  const [from, to] = [values[filter.name], values[filter.end]];
  return (
    <DatePicker.RangePicker
      value={typeof from === 'number' && typeof to === 'number' ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onChange({
          ...values,
          [filter.name]: start && end ? dayParam(start.valueOf()) : undefined,
          [filter.end]: start && end ? dayParam(end.valueOf()) : undefined,
        });
      }}
      placeholder={[text(filter.placeholder[0]), text(filter.placeholder[1])]}
      disabledDate={filter.pastOnly ? (day) => day.isAfter(dayjs(), 'day') : undefined}
      allowEmpty={[false, false]}
    />
  );
}

/** The declared filters; what is chosen counts on 查询, like the keyword. */
export function ToolbarFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly ResourceFilter[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  return (
    <>
      {filters.map((filter) =>
        filter.kind === 'dateRange' ? (
          <FilterDateRange key={filter.name} filter={filter} values={values} onChange={onChange} />
        ) : (
          <FilterSelect
            key={filter.name}
            filter={filter}
            value={values[filter.name]}
            onChange={(value) => onChange({ ...values, [filter.name]: value as FilterValues[string] })}
          />
        ),
      )}
    </>
  );
}
