import { AREA_ROOT, type AreaOption } from '@app/common';

/** Loaded levels of the address control: parent id ('-1' for the provinces) → its enabled children. */
export type LoadedAreas = Record<string, AreaOption[]>;

export interface AddressCascaderOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AddressCascaderOption[];
}

/**
 * The Cascader options from the levels loaded so far. `level` limits the depth (0 province, 1 city,
 * 2 district, 3 street): an option at that depth is a leaf whatever the server says.
 */
export function addressOptions(loaded: LoadedAreas, level: number, parentId = AREA_ROOT, depth = 0) {
  const items = loaded[parentId];
  if (!items) return undefined;
  return items.map((item): AddressCascaderOption => {
    const isLeaf = item.isLeaf || depth >= level;
    return {
      value: item.id,
      label: item.fullName,
      isLeaf,
      children: isLeaf ? undefined : addressOptions(loaded, level, item.id, depth + 1),
    };
  });
}

/** The parents whose children must be loaded to show `value` (ids from the province down) with its names. */
export function parentsToLoad(loaded: LoadedAreas, value: readonly string[] | undefined, level: number) {
  const chain = [AREA_ROOT, ...(value ?? []).slice(0, -1)].slice(0, level + 1);
  return chain.filter((id) => !loaded[id]);
}
