import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { http } from '../../app/request';
import { AddressPicker } from '../AddressPicker';
import { useOrganizeTree } from '../organize/organize-tree';
import type { ElementProps } from './control-props';
import { asNumber } from './control-props';
import { placeholderOf } from './control-values';
import { pickerKey } from './picker-keys';
import { type PickerNode, pickedIds, pickedValue, pickerOptions } from './picker-tree';

/** The organisation pickers (company, department, position, user) and the address. */

/** Where each picker's tree comes from (client-facts §5.1); the organisation picker shares the platform's. */
const TREE_URLS: Record<string, string> = {
  depSelect: '/api/permission/Organize/Department/Selector/0',
  posSelect: '/api/permission/Position/Selector',
  userSelect: '/api/permission/Users/Selector',
};

function useTree(jnpfKey: string, enabled: boolean): PickerNode[] | undefined {
  const companies = useOrganizeTree(enabled && jnpfKey === 'comSelect');
  const other = useQuery({
    queryKey: pickerKey(jnpfKey),
    queryFn: () => http.get<{ list: PickerNode[] }>(TREE_URLS[jnpfKey], undefined, { silent: true }),
    enabled: enabled && jnpfKey in TREE_URLS,
    staleTime: 60_000,
  });
  return jnpfKey === 'comSelect' ? companies.data?.list : other.data?.list;
}

/** Which node types each picker may choose; the organisation picker takes any company or department. */
const KINDS: Record<string, readonly string[] | undefined> = {
  depSelect: ['department'],
  posSelect: ['position'],
  userSelect: ['user'],
};

export function OrganizationPicker({ control, value, onChange, disabled, texts, design, id }: ElementProps) {
  const jnpfKey = control.__config__.jnpfKey;
  const tree = useTree(jnpfKey, !design);
  const options = useMemo(() => pickerOptions(tree, KINDS[jnpfKey]), [tree, jnpfKey]);
  const multiple = control.multiple === true;
  // The user picker keeps several users as comma-joined ids, as the original stores them.
  const joined = jnpfKey === 'userSelect';
  const ids = pickedIds(value);
  return (
    <TreeSelect
      id={id}
      value={multiple ? ids : ids[0]}
      onChange={(next: string | string[] | undefined) =>
        onChange(pickedValue(next === undefined ? [] : Array.isArray(next) ? next : [next], multiple, joined))
      }
      treeData={options}
      multiple={multiple}
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeDefaultExpandAll={jnpfKey !== 'userSelect'}
      showSearch
      treeNodeFilterProp="title"
      placeholder={placeholderOf(control, texts, true)}
      disabled={disabled}
      allowClear={control.clearable !== false}
      style={{ width: '100%' }}
    />
  );
}

const LEVELS = [0, 1, 2, 3] as const;

export function AddressControl({ control, value, onChange, disabled, texts, id }: ElementProps) {
  const level = LEVELS.find((l) => l === asNumber(control.level)) ?? 2;
  return (
    <AddressPicker
      id={id}
      value={Array.isArray(value) ? value.map(String) : []}
      onChange={onChange}
      level={level}
      placeholder={placeholderOf(control, texts, true)}
      disabled={disabled}
      allowClear={control.clearable !== false}
      style={{ width: '100%' }}
    />
  );
}
