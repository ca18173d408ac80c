import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { toastError } from '../../app/feedback';
import { http } from '../../app/request';
import { asNumber, asText, type ElementProps } from './control-props';
import { placeholderOf } from './control-values';
import { useFormEnv } from './form-context';
import { useKeyed } from './keyed-store';
import { RowPickDialog } from './RowPickDialog';
import { pickColumns, pickPageSize, rowText } from './row-pick';

/**
 * 关联表单, 关联流程 and 弹窗选择: a read-only box showing the chosen row's display field, opening a
 * dialog of rows. A relation form stores the row's id and keeps the row for its 关联表单属性 fields; a
 * popup select stores the row's propsValue column (client-facts §7.8).
 */

interface Source {
  listUrl: string;
  /** GET one row for a stored value, to show its display field */
  echo: (value: string) => Promise<Record<string, unknown> | null>;
  rowKey: string;
  displayField: string;
  params?: Record<string, string>;
  missing?: string;
}

const encode = encodeURIComponent;

/** The stored row of a relation form comes back as a JSON string (DataChange: data.data). */
const parsedRow = (answer: { data?: unknown } | null): Record<string, unknown> | null => {
  const data = answer?.data;
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
};

function sourceOf(control: ElementProps['control'], texts: ElementProps['texts']): Source {
  const jnpfKey = control.__config__.jnpfKey;
  const displayField = asText(control.relationField) || 'fullName';
  if (jnpfKey === 'popupSelect') {
    const id = asText(control.interfaceId);
    const propsValue = asText(control.propsValue) || 'id';
    return {
      listUrl: `/api/system/DataInterface/${encode(id)}/Action/List`,
      echo: (value) =>
        http.get<Record<string, unknown> | null>(
          `/api/system/DataInterface/${encode(id)}/Action/Info`,
          { id: value, propsValue },
          { silent: true },
        ),
      rowKey: propsValue,
      displayField,
      params: { propsValue, relationField: displayField },
      missing: id ? undefined : texts.noInterface,
    };
  }
  if (jnpfKey === 'relationFlow') {
    const flowId = asText(control.flowId);
    return {
      listUrl: `/api/workflow/Engine/FlowEngine/${encode(flowId)}/FieldDataSelect`,
      echo: async () => null,
      rowKey: 'id',
      displayField,
      params: { relationField: displayField },
      missing: flowId ? undefined : texts.noModel,
    };
  }
  const modelId = asText(control.modelId);
  return {
    listUrl: `/api/visualdev/Base/${encode(modelId)}/FieldDataSelect`,
    echo: (value) =>
      http
        .get<{ data?: unknown }>(
          `/api/visualdev/OnlineDev/${encode(modelId)}/${encode(value)}/DataChange`,
          undefined,
          {
            silent: true,
          },
        )
        .then(parsedRow),
    rowKey: 'id',
    displayField,
    params: { relationField: displayField },
    missing: modelId ? undefined : texts.noModel,
  };
}

export function RelationControl({ control, value, onChange, disabled, texts, design, id }: ElementProps) {
  const { runtime } = useFormEnv();
  const [open, setOpen] = useState(false);
  const source = sourceOf(control, texts);
  const vModel = control.__vModel__ ?? '';
  const stored = asText(value);
  const chosen = useKeyed(runtime.related, vModel);
  const known = chosen && String(chosen[source.rowKey] ?? chosen.id ?? '') === stored ? chosen : null;
  const echo = useQuery({
    queryKey: ['designedForm', 'echo', source.listUrl, stored],
    queryFn: () => source.echo(stored),
    enabled: !design && stored !== '' && !known && !source.missing,
    retry: false,
    staleTime: 60_000,
  });
  const row = known ?? echo.data ?? null;
  useEffect(() => {
    if (row && row !== chosen && vModel) runtime.related.set(vModel, row);
  }, [row, chosen, vModel, runtime]);
  const pick = (picked: Record<string, unknown>) => {
    runtime.related.set(vModel, picked);
    onChange(picked[source.rowKey] ?? picked.id ?? '');
  };
  return (
    <>
      <Input
        id={id}
        readOnly
        value={rowText(row, source.displayField, value)}
        placeholder={placeholderOf(control, texts, true)}
        disabled={disabled}
        allowClear={!disabled && control.clearable !== false}
        onChange={(event) => {
          if (event.target.value === '') {
            runtime.related.set(vModel, undefined);
            onChange('');
          }
        }}
        onClick={() => {
          if (disabled || design) return;
          if (source.missing) toastError(source.missing);
          else setOpen(true);
        }}
        suffix={<SearchOutlined />}
        status={source.missing && !design ? 'warning' : undefined}
        title={source.missing}
        style={{ width: '100%', cursor: disabled ? undefined : 'pointer' }}
      />
      {open && (
        <RowPickDialog
          open
          title={control.__config__.label}
          listUrl={source.listUrl}
          cacheKey={['designedForm', 'pick', source.listUrl]}
          columns={pickColumns(control.columnOptions, source.displayField)}
          pageSize={pickPageSize(control.hasPage, asNumber(control.pageSize))}
          rowKey={source.rowKey}
          params={source.params}
          texts={texts}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** 关联表单属性: a field of the row chosen in the relation form it names (relationField = that vModel). */
export function RelationAttrView({ control, id }: ElementProps) {
  const { runtime } = useFormEnv();
  const row = useKeyed(runtime.related, asText(control.relationField));
  return (
    <Input id={id} value={asText(row?.[asText(control.showField)])} readOnly style={{ width: '100%' }} />
  );
}
