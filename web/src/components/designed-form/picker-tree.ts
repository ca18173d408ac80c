/**
 * The organisation pickers' trees (Organize/Tree, Department/Selector, Position/Selector, Users/Selector)
 * as TreeSelect nodes. A picker of one kind (a position, a user) offers the organisations above as
 * folders only: SPEC §9, a tree picker accepts only nodes of the matching type.
 */

export interface PickerNode {
  id: string;
  fullName: string;
  type?: string;
  children?: PickerNode[] | null;
}

export interface PickerOption {
  value: string;
  title: string;
  selectable: boolean;
  disableCheckbox: boolean;
  children?: PickerOption[];
}

/** `kinds` are the node types that may be chosen; none given: every node. */
export function pickerOptions(
  nodes: readonly PickerNode[] | undefined,
  kinds?: readonly string[],
): PickerOption[] {
  return (nodes ?? []).map((node) => {
    const choosable = !kinds || kinds.includes(node.type ?? '');
    return {
      value: node.id,
      title: node.fullName,
      selectable: choosable,
      disableCheckbox: !choosable,
      ...(node.children?.length ? { children: pickerOptions(node.children, kinds) } : {}),
    };
  });
}

/** A multiple picker's value: a list, or the user picker's comma-joined ids (client-facts §7.4). */
export function pickedIds(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((id) => id !== null && id !== undefined && id !== '').map(String);
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  return [];
}

/** What a picker stores: one id, or for several the list (the user picker: comma-joined ids). */
export function pickedValue(ids: readonly string[], multiple: boolean, joined: boolean): unknown {
  if (!multiple) return ids[0] ?? null;
  return joined ? ids.join(',') : [...ids];
}
