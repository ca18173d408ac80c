import type { DictionaryTypeNode } from '@app/common';

export function findType(
  nodes: DictionaryTypeNode[],
  id: string | undefined,
): DictionaryTypeNode | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const inside = findType(n.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

/** The first type that holds items (a leaf), so the page opens on something to show. */
export function firstLeaf(nodes: DictionaryTypeNode[]): DictionaryTypeNode | undefined {
  for (const n of nodes) {
    if (!n.children?.length) return n;
    const leaf = firstLeaf(n.children);
    if (leaf) return leaf;
  }
  return undefined;
}
