import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../db/client';
import { appMeta, companies } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { seedDemo, SEED_VERSION } from '../../../seed';
import { clearDemoMarket } from '../../clearDemo';
import { DEMO_UNIVERSE } from '../../universe';

// The seed writes issue 31's tables in its one transaction, and a re-seed over an older version
// clears them first (clearDemo), so nothing collides.
const now = new Date('2026-11-27T03:00:00Z');
const universe = DEMO_UNIVERSE.filter((spec) => ['VCB', 'FPT', 'LAS', 'ACV'].includes(spec.ticker));
const TABLES = [
  'stock_sessions',
  'index_sessions',
  'market_indices',
  'index_components',
  'intraday_bars',
  'price_adjustments',
  'corporate_events',
  'ownership_structure',
  'major_shareholders',
  'insider_transactions',
] as const;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ bulk: true });
}, 600_000);

afterAll(async () => {
  await handle.close();
});

async function demoCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result: unknown = await handle.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where source = 'demo'`,
    );
    counts[table] = Number((result as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
  }
  return counts;
}

describe('the seed of issue 31 demo data', () => {
  it('writes every table, and a re-seed over version 7 replaces the rows instead of colliding', async () => {
    expect(SEED_VERSION).toBe('9');
    await seedDemo(handle.db, { now, universe });
    const first = await demoCounts();
    expect(first).toMatchObject({
      stock_sessions: universe.length * 500,
      index_sessions: 4 * 500,
      market_indices: 4,
      index_components: 2 * 2 + 1 + 1,
      intraday_bars: 4 * 226,
    });
    for (const table of TABLES) expect(first[table]).toBeGreaterThan(0);
    const limits = await handle.db
      .select({ ticker: companies.ticker, limit: companies.foreignLimitPct })
      .from(companies);
    expect(Object.fromEntries(limits.map((row) => [row.ticker, row.limit]))).toEqual({
      VCB: 30,
      FPT: 49,
      LAS: 49,
      ACV: 49,
    });

    // A database of version 7: the seed runs again over the existing rows (companies without limits).
    await handle.db.update(appMeta).set({ value: '7' }).where(eq(appMeta.key, 'seed_version'));
    await handle.db.update(companies).set({ foreignLimitPct: null });
    const again = await seedDemo(handle.db, { now, universe });
    expect(again.skipped).toBe(false);
    expect(await demoCounts()).toEqual(first);
    const [vcb] = await handle.db
      .select({ limit: companies.foreignLimitPct })
      .from(companies)
      .where(eq(companies.ticker, 'VCB'));
    expect(vcb?.limit).toBe(30);
  }, 600_000);

  it('clears every demo row of these tables', async () => {
    await handle.db.transaction(async (tx) => clearDemoMarket(tx as unknown as typeof handle.db));
    const counts = await demoCounts();
    for (const table of TABLES) expect({ table, n: counts[table] }).toEqual({ table, n: 0 });
  }, 600_000);
});
