import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** Every table's row count and a checksum of its rows, by `schema.table`. */
export type DbSnapshot = Record<string, { rows: number; md5: string }>;

interface TableRow extends Record<string, unknown> {
  table_schema: string;
  table_name: string;
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes the driver's result.
  return (result as { rows: T[] }).rows;
}

/** The tables of the application (the migrations' bookkeeping schema included: it must not change either). */
async function tables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by table_schema, table_name`,
  );
  return rowsOf<TableRow>(result).map((row) => `"${row.table_schema}"."${row.table_name}"`);
}

/** Counts and md5 of the rows in text form, ordered: small test tables, so this takes milliseconds. */
export async function snapshotDatabase(db: Database): Promise<DbSnapshot> {
  const snapshot: DbSnapshot = {};
  for (const table of await tables(db)) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${table} t`,
      ),
    );
    const row = rowsOf<{ rows: number; md5: string }>(result)[0];
    snapshot[table.replaceAll('"', '')] = { rows: row?.rows ?? -1, md5: row?.md5 ?? '' };
  }
  return snapshot;
}

/** The snapshot without the tables allowed to change (each named with its reason by the caller). */
export function withoutTables(snapshot: DbSnapshot, excluded: readonly string[]): DbSnapshot {
  return Object.fromEntries(Object.entries(snapshot).filter(([table]) => !excluded.includes(table)));
}
