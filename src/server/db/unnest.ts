import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as one `select * from unnest($1::type[], $2::type[], ...)`: one array parameter per
 * column instead of one parameter per value. Both drivers take that in a fraction of the time of a
 * multi-row VALUES statement, and drizzle builds it in O(columns) instead of O(rows x columns),
 * which is where most of an import's time went (measured: docs/PERFORMANCE.md "Data").
 */

/** Rows per statement: large enough to amortise the round trip, small enough to bound memory. */
export const UNNEST_ROWS_PER_STATEMENT = 50_000;

export interface UnnestColumn {
  /** The property name in drizzle rows. */
  key: string;
  /** The SQL column name. */
  name: string;
  /** The SQL type, for the array cast. */
  type: string;
}

/** A value that fits an array literal as text, or undefined for anything else. */
function scalarText(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

/** One element of a PostgreSQL array literal: quoted, with backslashes and quotes escaped. */
function arrayElement(value: unknown): string {
  const text = scalarText(value);
  if (text === undefined) throw new Error(`cannot put a ${typeof value} value in an array literal`);
  if (text === null) return 'NULL';
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The columns named by the first row's keys; throws on a key that is not a column. */
export function unnestColumns<T extends PgTable>(table: T, first: T['$inferInsert']): UnnestColumn[] {
  const columns = getTableColumns(table);
  return Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

/**
 * Whether rows can go through unnest with the same meaning as drizzle's `.values(rows)`: every row
 * has the same keys, every value is a scalar (no JSON), and no column left out relies on a default
 * computed by drizzle in JavaScript rather than by the database.
 */
export function fitsUnnest<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): boolean {
  const first = rows[0];
  if (!first) return false;
  const keys = Object.keys(first);
  const columns = getTableColumns(table);
  for (const [key, column] of Object.entries(columns)) {
    if (keys.includes(key)) continue;
    if (column.defaultFn || column.onUpdateFn) return false;
  }
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    if (Object.keys(record).length !== keys.length) return false;
    for (const key of keys) {
      if (!(key in record) || scalarText(record[key]) === undefined) return false;
    }
  }
  return true;
}

/** `select * from unnest(...)` over the given rows, one typed array per column. */
export function unnestSelect(columns: readonly UnnestColumn[], rows: readonly object[]): SQL {
  const arrays = columns.map(({ key, type }) => {
    const literal = `{${rows.map((row) => arrayElement((row as Record<string, unknown>)[key])).join(',')}}`;
    return sql`${literal}::${sql.raw(type)}[]`;
  });
  return sql`select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/** `("a", "b", ...)` for an insert's column list. */
export function columnList(columns: readonly UnnestColumn[]): SQL {
  return sql`(${sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  )})`;
}
