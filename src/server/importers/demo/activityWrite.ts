import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  corporateEvents,
  indexComponents,
  indexSessions,
  insiderTransactions,
  intradayBars,
  majorShareholders,
  marketIndices,
  ownershipStructure,
  priceAdjustments,
  stockSessions,
} from '../../db/schema';
import { insertMany } from '../../db/upsert';
import type { MarketActivity } from './activity';
import type { CompanyRow } from './companies';

/** Writes the activity rows (inside the seed's transaction). */
export async function insertActivity(tx: Database, activity: MarketActivity): Promise<void> {
  await insertMany(tx, stockSessions, activity.stockSessions);
  // The index list and members have no source in their keys: a feed's rows win over the demo's.
  await insertMany(tx, marketIndices, activity.marketIndices, { ignoreConflicts: true });
  await insertMany(tx, indexComponents, activity.indexComponents, { ignoreConflicts: true });
  await insertMany(tx, indexSessions, activity.indexSessions);
  await insertMany(tx, intradayBars, activity.intradayBars);
  await insertMany(tx, priceAdjustments, activity.priceAdjustments);
  await insertMany(tx, corporateEvents, activity.corporateEvents);
  await insertMany(tx, ownershipStructure, activity.ownershipStructure);
  await insertMany(tx, majorShareholders, activity.majorShareholders);
  await insertMany(tx, insiderTransactions, activity.insiderTransactions);
}

export function activityCounts(activity: MarketActivity): Record<keyof MarketActivity, number> {
  return {
    stockSessions: activity.stockSessions.length,
    indexSessions: activity.indexSessions.length,
    marketIndices: activity.marketIndices.length,
    indexComponents: activity.indexComponents.length,
    intradayBars: activity.intradayBars.length,
    priceAdjustments: activity.priceAdjustments.length,
    corporateEvents: activity.corporateEvents.length,
    ownershipStructure: activity.ownershipStructure.length,
    majorShareholders: activity.majorShareholders.length,
    insiderTransactions: activity.insiderTransactions.length,
  };
}

/**
 * The demo companies' foreign limits. Company rows are inserted only when missing (a re-seed keeps
 * them), so the limit is written apart: a database seeded before the column existed gets it too.
 */
export async function setForeignLimits(tx: Database, rows: readonly CompanyRow[]): Promise<void> {
  const byLimit = new Map<number, string[]>();
  for (const row of rows)
    if (row.foreignLimitPct !== null && row.foreignLimitPct !== undefined)
      byLimit.set(row.foreignLimitPct, [...(byLimit.get(row.foreignLimitPct) ?? []), row.ticker]);
  for (const [limit, tickers] of byLimit)
    await tx
      .update(companies)
      .set({ foreignLimitPct: limit })
      .where(and(eq(companies.isDemo, true), inArray(companies.ticker, tickers)));
}
