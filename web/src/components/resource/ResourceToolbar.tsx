import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { Fragment } from 'react';
import type { FilterValues, ResourceFilter, ResourceHelpers, ResourceToolbarAction } from './resource.types';
import { toolbarActionsFor } from './resource-actions';
import { useResourceText } from './resource-text';
import { useResourceOptions } from './useResourceOptions';

/** The toolbar's own buttons in their declared order: 新建 (primary), 导入, 导出, and the screen's own. */
export function ToolbarActions({
  actions,
  can,
  addLabel,
  onAdd,
  onImport,
  onExport,
  helpers,
}: {
  actions: readonly ResourceToolbarAction[];
  can: (code: string) => boolean;
  addLabel: string;
  onAdd: () => void;
  onImport: () => void;
  onExport: () => void;
  helpers: ResourceHelpers;
}) {
  const text = useResourceText();
  return (
    <>
      {toolbarActionsFor(actions, can).map((action, index) => {
        const key = `${action.kind}-${index}`;
        if (action.kind === 'custom') return <Fragment key={key}>{action.node}</Fragment>;
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

/** One declared filter after the keyword box: a select with its options or a dictionary's items. */
function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ResourceFilter;
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
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          filter={filter}
          value={values[filter.name]}
          onChange={(value) => onChange({ ...values, [filter.name]: value as FilterValues[string] })}
        />
      ))}
    </>
  );
}
