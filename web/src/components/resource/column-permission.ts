/**
 * Column permission on a list (SPEC §6): the server leaves hidden fields out of the rows, the list leaves
 * out their columns (usePermission().visibleColumns) and the room they took: the declared scroll width is
 * for every column, the table's is that less the hidden ones' widths, so no gap stands where they were.
 */
export function scrollWidth(
  declared: number,
  all: readonly { width?: number | string }[],
  shown: readonly object[],
): number {
  const kept = new Set(shown);
  const hidden = all.filter((column) => !kept.has(column));
  return declared - hidden.reduce((sum, column) => sum + (Number(column.width) || 0), 0);
}
