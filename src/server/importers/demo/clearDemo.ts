import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analysisReports,
  corporateActions,
  corporateEvents,
  dailyPrices,
  documents,
  indexComponents,
  indexPrices,
  indexSessions,
  insiderTransactions,
  intradayBars,
  majorShareholders,
  marketIndices,
  news,
  ownershipStructure,
  priceAdjustments,
  statementChoices,
  statementValues,
  stockSessions,
  valueChainRelations,
} from '../../db/schema';
import { refreshStatementChoices } from '../../db/statementSource';
import { DEMO_SOURCE } from './demoSource';

/**
 * Removes what an earlier seed version generated (rows with the demo source or flag), so a new
 * seed version can be written over an existing database. Imported real rows are left alone;
 * demo companies themselves stay (their rows are refreshed by the generators).
 */
export async function clearDemoMarket(tx: Database): Promise<void> {
  const shown = await tx
    .selectDistinct({ ticker: statementChoices.ticker })
    .from(statementChoices)
    .where(eq(statementChoices.source, DEMO_SOURCE));
  await tx.delete(statementValues).where(eq(statementValues.source, DEMO_SOURCE));
  // Periods that showed the demo show the best real source left, if any (cheap: the demo rows are gone).
  if (shown.length > 0) await refreshStatementChoices(tx, { tickers: shown.map((row) => row.ticker) });
  await tx.delete(dailyPrices).where(eq(dailyPrices.source, DEMO_SOURCE));
  await tx.delete(indexPrices).where(eq(indexPrices.source, DEMO_SOURCE));
  await tx.delete(corporateActions).where(eq(corporateActions.source, DEMO_SOURCE));
  // Issue 31's tables (seed version 8).
  for (const table of [
    stockSessions,
    indexSessions,
    marketIndices,
    indexComponents,
    intradayBars,
    priceAdjustments,
    corporateEvents,
    ownershipStructure,
    majorShareholders,
    insiderTransactions,
  ])
    await tx.delete(table).where(eq(table.source, DEMO_SOURCE));
  await tx.delete(valueChainRelations).where(eq(valueChainRelations.isDemo, true));
  await tx.delete(news).where(eq(news.isDemo, true));
  await tx.delete(documents).where(eq(documents.isDemo, true));
  await tx.delete(analysisReports).where(eq(analysisReports.isDemo, true));
}
