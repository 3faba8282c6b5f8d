import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  appMeta,
  companies,
  dailyPrices,
  macroValues,
  statementItems,
  statementValues,
} from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { seedDemo, SEED_VERSION } from '../seed';

// The whole demo universe goes through the real orchestration once; the generators' own tests
// check its content in detail.
const now = new Date('2026-11-21T03:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 600_000);

afterAll(async () => {
  await handle.close();
});

describe('seedDemo', () => {
  it('seeds the whole demo universe in one go and marks the database as demo', async () => {
    const summary = await seedDemo(handle.db, { now });
    expect(summary).toMatchObject({ seedVersion: SEED_VERSION, skipped: false });
    const [companyCount] = await handle.db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBeGreaterThanOrEqual(60);
    const [templateCount] = await handle.db.select({ n: count() }).from(statementItems);
    expect(templateCount?.n).toBeGreaterThan(500);
    const [priceCount] = await handle.db.select({ n: count() }).from(dailyPrices);
    expect(priceCount?.n).toBeGreaterThan(60 * 4000);
    const [macroCount] = await handle.db.select({ n: count() }).from(macroValues);
    expect(macroCount?.n).toBeGreaterThan(10_000);
    const [latest] = await handle.db
      .select({ year: sql<number>`max(${statementValues.year})` })
      .from(statementValues)
      .where(eq(statementValues.periodType, 'quarter'));
    expect(Number(latest?.year)).toBe(2026);
    const meta = await handle.db.select().from(appMeta);
    expect(Object.fromEntries(meta.map((row) => [row.key, row.value]))).toMatchObject({
      demo_data: 'true',
      seed_version: SEED_VERSION,
    });
  }, 600_000);

  it('regenerates over an older seed version without duplicates', async () => {
    const [before] = await handle.db.select({ n: count() }).from(dailyPrices);
    await handle.db.update(appMeta).set({ value: 'old' }).where(eq(appMeta.key, 'seed_version'));
    const summary = await seedDemo(handle.db, { now });
    expect(summary.skipped).toBe(false);
    const [after] = await handle.db.select({ n: count() }).from(dailyPrices);
    expect(after?.n).toBe(before?.n);
  }, 600_000);

  it('does nothing when the same version is already seeded', async () => {
    const [before] = await handle.db.select({ n: count() }).from(statementValues);
    const summary = await seedDemo(handle.db, { now });
    expect(summary.skipped).toBe(true);
    const [after] = await handle.db.select({ n: count() }).from(statementValues);
    expect(after?.n).toBe(before?.n);
  });
});
