import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { http } from '../../../app/request';
import { pickerKey } from '../../../components/designed-form/picker-keys';
import { type PickerNode, pickerOptions } from '../../../components/designed-form/picker-tree';
import { USERS_SELECTOR } from './centre.api';

type Props = {
  placeholder?: string;
  id?: string;
  /** users who may not be chosen (the one acting, the one already holding the task) */
  exclude?: readonly string[];
} & (
  | { multiple: true; value?: string[]; onChange?: (ids: string[]) => void }
  | { multiple?: false; value?: string; onChange?: (id: string | undefined) => void }
);

/** Drops the excluded users from the organisation tree (their folders stay). */
function without(nodes: readonly PickerNode[], exclude: readonly string[]): PickerNode[] {
  return nodes
    .filter((node) => node.type !== 'user' || !exclude.includes(node.id))
    .map((node) => (node.children?.length ? { ...node, children: without(node.children, exclude) } : node));
}

const useUserTree = () =>
  useQuery({
    queryKey: pickerKey('userSelect'),
    queryFn: () => http.get<{ list: PickerNode[] }>(USERS_SELECTOR, undefined, { silent: true }),
    staleTime: 60_000,
  });

function usersIn(nodes: readonly PickerNode[]): { value: string; title: string }[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'user' ? [{ value: node.id, title: node.fullName }] : []),
    ...usersIn(node.children ?? []),
  ]);
}

/** Every user of the organisation tree, flat (a filter of users). */
export function useUserOptions() {
  const tree = useUserTree();
  return useMemo(() => usersIn(tree.data?.list ?? []), [tree.data]);
}

/**
 * A user (or several) from the organisation tree (Users/Selector, the tree the form's user picker reads and
 * shares its cache with): companies and departments are folders, only users can be chosen.
 */
export function UserPicker(props: Props) {
  const tree = useUserTree();
  const exclude = props.exclude;
  const options = useMemo(
    () =>
      pickerOptions(exclude?.length ? without(tree.data?.list ?? [], exclude) : tree.data?.list, ['user']),
    [tree.data, exclude],
  );
  const common = {
    id: props.id,
    treeData: options,
    showSearch: true,
    treeNodeFilterProp: 'title',
    placeholder: props.placeholder,
    allowClear: true,
    loading: tree.isPending,
    style: { width: '100%' },
    popupMatchSelectWidth: false,
  } as const;
  if (props.multiple)
    return (
      <TreeSelect
        {...common}
        multiple
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_CHILD}
        value={props.value}
        onChange={(ids: string[]) => props.onChange?.(ids.filter((id) => id))}
      />
    );
  return <TreeSelect {...common} value={props.value} onChange={(id?: string) => props.onChange?.(id)} />;
}
