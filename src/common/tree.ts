/** A row of a tree table: its key, and its children when it has any. */
export interface TreeRow<Row> {
  key: string;
  children?: readonly Row[];
}

/** The rows on screen, in order, with their depth (0 = top): each open row's children follow it. */
export function visibleTreeRows<Row extends TreeRow<Row>>(
  rows: readonly Row[],
  expandedKeys: Iterable<string>,
): { row: Row; depth: number }[] {
  const open = new Set(expandedKeys);
  const out: { row: Row; depth: number }[] = [];
  const walk = (list: readonly Row[], depth: number) => {
    for (const row of list) {
      out.push({ row, depth });
      if (row.children && open.has(row.key)) walk(row.children, depth + 1);
    }
  };
  walk(rows, 0);
  return out;
}
