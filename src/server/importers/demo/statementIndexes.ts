import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The keys of statement_values exactly as the migrations create them (0001, primary key 0010). The demo writes 1.7 million
 * rows at once; maintaining three structures row by row cost two thirds of that time, building them
 * once afterwards a third (npm run bench:seed-statements: 68 s -> 43 s). A test checks that the
 * definitions after a demo seed equal the migrated ones.
 */
// PostgreSQL cuts names at 63 bytes: migration 0010's "..._quarter_source_item_code_pk" is stored as this.
const PRIMARY_KEY = 'statement_values_ticker_statement_period_type_year_quarter_sour';
const FOREIGN_KEY = 'statement_values_ticker_companies_ticker_fk';
const ITEM_PERIOD_INDEX = 'statement_values_item_period_idx';

/**
 * Runs a bulk write into statement_values with its primary key, foreign key and secondary index
 * dropped, then builds them again, inside the caller's transaction: a failure (including a duplicate
 * key) rolls everything back. The table is locked for the whole transaction, so use it for the
 * demo seed, not while the site serves readers.
 */
export async function withStatementKeysRebuilt<T>(tx: Database, write: () => Promise<T>): Promise<T> {
  await tx.execute(
    sql.raw(`alter table statement_values drop constraint ${PRIMARY_KEY}, drop constraint ${FOREIGN_KEY}`),
  );
  await tx.execute(sql.raw(`drop index ${ITEM_PERIOD_INDEX}`));
  const result = await write();
  // Index builds sort every row; more memory than the default keeps the sort in memory.
  await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
  await tx.execute(
    sql.raw(
      `alter table statement_values
         add constraint ${PRIMARY_KEY} primary key (ticker, statement, period_type, year, quarter, source, item_code),
         add constraint ${FOREIGN_KEY} foreign key (ticker) references public.companies (ticker)
           on delete cascade on update no action`,
    ),
  );
  await tx.execute(
    sql.raw(
      `create index ${ITEM_PERIOD_INDEX} on statement_values using btree (statement, item_code, period_type, year, quarter)`,
    ),
  );
  return result;
}
