import type { AreaOption } from '@app/common';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../app/request';
import { addressOptions, type LoadedAreas, parentsToLoad } from './address-options';

export interface AddressPickerProps {
  /** area ids from the province down (the stored address value) */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** how deep the address goes: 0 province, 1 city, 2 district (default), 3 street */
  level?: 0 | 1 | 2 | 3;
  /** any level may be chosen, not only the deepest */
  changeOnSelect?: boolean;
  /** an area left out of every list (the one being edited, so it cannot sit under itself) */
  excludeId?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

/** The query key of one level of the address control; the 行政区划 page refreshes everything under ['system', 'area']. */
export const areaSelectorKey = (parentId: string, excludeId = '0') => [
  'system',
  'area',
  'selector',
  parentId,
  excludeId,
];

const fetchLevel = (parentId: string, excludeId = '0') =>
  http.get<{ list: AreaOption[] }>(
    `/api/system/Area/${encodeURIComponent(parentId)}/Selector/${encodeURIComponent(excludeId)}`,
  );

/**
 * The address control (省 / 市 / 区县): a Cascader that loads one level at a time from
 * `Area/{parentId}/Selector/{currId}` and whose value is the array of area ids. A stored value loads the
 * levels that name it, so it shows as names.
 */
export function AddressPicker({
  value,
  onChange,
  level = 2,
  changeOnSelect,
  excludeId,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: AddressPickerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [loaded, setLoaded] = useState<LoadedAreas>({});

  const load = useCallback(
    async (parentId: string) => {
      const data = await client.fetchQuery({
        queryKey: areaSelectorKey(parentId, excludeId),
        queryFn: () => fetchLevel(parentId, excludeId),
        staleTime: 5 * 60_000,
      });
      setLoaded((current) => ({ ...current, [parentId]: data.list }));
    },
    [client, excludeId],
  );

  useEffect(() => {
    for (const parentId of parentsToLoad(loaded, value, level)) load(parentId).catch(() => undefined);
  }, [loaded, value, level, load]);

  const options = useMemo(() => addressOptions(loaded, level) ?? [], [loaded, level]);

  return (
    <Cascader
      id={id}
      options={options}
      value={value}
      onChange={(next) => onChange?.((next ?? []).map(String))}
      loadData={(selected) => {
        const last = selected[selected.length - 1];
        if (last) void load(String(last.value)).catch(() => undefined);
      }}
      changeOnSelect={changeOnSelect}
      placeholder={placeholder ?? t('area.pickerPlaceholder')}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: '100%', ...style }}
      notFoundContent={t('common.noData')}
    />
  );
}
