import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { columnList, UNNEST_ROWS_PER_STATEMENT, unnestColumns, unnestSelect } from '../../db/unnest';
import { chunk } from '../framework';

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
