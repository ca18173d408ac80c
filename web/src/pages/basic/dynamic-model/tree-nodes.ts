/** A node of the tree beside a generated list, as antd's Tree takes it. */
export interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

const DEPTH = 20;

/**
 * Nodes from a dictionary's or a data interface's answer (an array, or `{list}`), read by the field names the
 * design gives; rows without a key are left out, and nesting is cut at 20 levels (an answer that points at
 * itself would never end).
 */
export function treeNodes(
  answer: unknown,
  keys: { value: string; label: string; children: string },
  depth = 0,
): TreeNode[] {
  const list = Array.isArray(answer) ? answer : (answer as { list?: unknown } | null)?.list;
  if (!Array.isArray(list) || depth >= DEPTH) return [];
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const row = item as Record<string, unknown>;
    const key = row[keys.value];
    if (key === undefined || key === null || key === '') return [];
    const children = treeNodes(row[keys.children], keys, depth + 1);
    const label = row[keys.label];
    return [
      {
        key: String(key),
        title: label === undefined || label === null ? String(key) : String(label),
        ...(children.length ? { children } : {}),
      },
    ];
  });
}

/** The 全部 root's key (no filter); ids of dictionary items and interface rows are never spelled like it. */
export const ALL_NODE = '__all__';

/** The tree under a 全部 root, which clears the filter and is the one selected while nothing filters. */
export const underAllNode = (nodes: TreeNode[], title: string): TreeNode[] => [
  { key: ALL_NODE, title, children: nodes },
];

/** The filter a click on the tree leaves: none for 全部 or for a node clicked again (antd then selects none). */
export const chosenNode = (keys: readonly (string | number | bigint)[]): string | null =>
  keys.length && String(keys[0]) !== ALL_NODE ? String(keys[0]) : null;

/** The tree's selection for a filter: 全部 when nothing filters. */
export const selectedNodes = (selected: string | null): string[] => [selected ?? ALL_NODE];
