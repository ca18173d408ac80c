import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import {
  type OrganizeOption,
  type OrganizeOptionNode,
  organizeOptions,
  useOrganizeTree,
} from './organize-tree';

/**
 * An organisation field (所属组织, 上级, …) for a Form.Item, which hands it value, onChange and id: the enabled
 * organisations by default, or the `nodes` a screen already holds (the administration tree, disabled
 * nodes included); `top` is a choice above them (顶级), `without` and `companiesOnly` as organizeOptions.
 */
export function OrganizeTreeSelect({
  nodes,
  top,
  without,
  companiesOnly,
  placeholder,
  ...item
}: {
  nodes?: readonly OrganizeOptionNode[];
  top?: OrganizeOption;
  without?: string;
  companiesOnly?: boolean;
  placeholder?: string;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const enabled = useOrganizeTree(nodes === undefined);
  const source = nodes ?? enabled.data?.list;
  const options = useMemo(() => {
    const nested = organizeOptions(source ?? [], { without, companiesOnly });
    return top ? [top, ...nested] : nested;
  }, [source, top, without, companiesOnly]);
  return (
    <TreeSelect
      {...item}
      treeData={options}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder={placeholder}
    />
  );
}
