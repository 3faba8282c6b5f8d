/**
 * The rows of a raw `db.execute` answer: both drivers (PGlite, node-postgres) answer `{ rows }`.
 * Callers convert numbers with Number(): node-postgres gives bigint and numeric columns as strings.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
