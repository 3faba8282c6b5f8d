import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chunk } from '../framework';

/** Rows per statement: large enough to amortise the round trip, small enough to bound memory. */
const ROWS_PER_STATEMENT = 50_000;

/** One element of a PostgreSQL array literal: quoted, with backslashes and quotes escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot insert ${String(value)}`);
    text = String(value);
  } else if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else throw new Error(`unsupported value of type ${typeof value}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Inserts many rows with one `insert ... select * from unnest(...)` per chunk: one array parameter
 * per column instead of one parameter per value. Both drivers take that in a fraction of the time
 * of a multi-row VALUES insert, which matters for the demo's hundreds of thousands of price rows.
 * Every row must carry the same keys as the first one (missing ones become NULL).
 */
export async function insertMany<T extends PgTable>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const used = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  for (const part of chunk(rows, ROWS_PER_STATEMENT)) {
    const arrays: SQL[] = used.map(({ key, type }) => {
      const literal = `{${part.map((row) => arrayElement((row as Record<string, unknown>)[key])).join(',')}}`;
      return sql`${literal}::${sql.raw(type)}[]`;
    });
    const names = sql.join(
      used.map(({ name }) => sql.identifier(name)),
      sql`, `,
    );
    const conflict = options.ignoreConflicts ? sql` on conflict do nothing` : sql``;
    await tx.execute(
      sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${conflict}`,
    );
  }
}
