import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { columnList, fitsUnnest, UNNEST_ROWS_PER_STATEMENT, unnestColumns, unnestSelect } from './unnest';

/**
 * Bulk writes shared by the importers, the demo seed and the catalogs' seeding (templates, macro
 * menu): plain inserts and inserts that update only the rows that really changed, both through one
 * `insert ... select from unnest` per chunk where the rows allow it (src/server/db/unnest.ts).
 */

/** Splits rows so one statement stays under PostgreSQL's 65,535 bind parameters. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** The rows of a raw statement's result on either driver. */
function resultRows(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? [];
}

/**
 * Inserts rows, updating existing ones only where a value really changed, and returns how many rows
 * were inserted or changed. That count makes re-imports report 0 written.
 *
 * Uniform scalar rows (every importer's bulk rows) go through one `insert ... select from unnest`
 * per 50,000 rows; anything else (JSON values, rows with different keys) through drizzle's VALUES.
 */
export async function upsertChanged<T extends PgTable>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: {
    target: PgColumn[];
    update: PgColumn[];
    /** Timestamp columns set to now() when (and only when) a row is inserted or really changed. */
    touch?: PgColumn[];
  },
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table));
  // drizzle's `set` for the VALUES path; building it also checks every update column belongs here.
  const set: Record<string, SQL> = {};
  for (const column of options.update) {
    const key = columns.find(([, candidate]) => candidate === column)?.[0];
    if (!key) throw new Error(`column ${column.name} is not in the table`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  for (const column of options.touch ?? []) {
    const key = columns.find(([, candidate]) => candidate === column)?.[0];
    if (!key) throw new Error(`column ${column.name} is not in the table`);
    set[key] = sql`now()`;
  }
  const changed = sql.join(
    options.update.map((column) => sql`${column} is distinct from ${sql.raw(`excluded."${column.name}"`)}`),
    sql` or `,
  );
  let written = 0;
  if (fitsUnnest(table, rows)) {
    const used = unnestColumns(table, rows[0] as T['$inferInsert']);
    const target = sql.join(
      options.target.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const assignments = sql.join(
      [
        ...options.update.map(
          (column) => sql`${sql.identifier(column.name)} = ${sql.raw(`excluded."${column.name}"`)}`,
        ),
        ...(options.touch ?? []).map((column) => sql`${sql.identifier(column.name)} = now()`),
      ],
      sql`, `,
    );
    for (const part of chunk(rows, UNNEST_ROWS_PER_STATEMENT)) {
      const result = await tx.execute(
        sql`insert into ${table} ${columnList(used)} ${unnestSelect(used, part)}
            on conflict (${target}) do update set ${assignments} where ${changed} returning 1`,
      );
      written += resultRows(result).length;
    }
    return written;
  }
  const perChunk = Math.max(1, Math.floor(60_000 / columns.length));
  for (const part of chunk(rows, perChunk)) {
    const result = await tx
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({ target: options.target, set: set as never, setWhere: changed })
      .returning({ one: sql<number>`1` });
    written += result.length;
  }
  return written;
}

/**
 * Inserts many rows with one `insert ... select * from unnest(...)` per chunk (src/server/db/unnest.ts),
 * which matters for the demo's hundreds of thousands of price and statement rows.
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
  const columns = unnestColumns(table, first);
  const conflict = options.ignoreConflicts ? sql` on conflict do nothing` : sql``;
  for (const part of chunk(rows, UNNEST_ROWS_PER_STATEMENT)) {
    await tx.execute(
      sql`insert into ${table} ${columnList(columns)} ${unnestSelect(columns, part)}${conflict}`,
    );
  }
}
