import { inArray } from 'drizzle-orm';
import { bumpDataVersion } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { companies, feedDays, indexPrices, indexSessions, stockSessions } from '../../db/schema';
import { upsertChanged } from '../../db/upsert';
import { upsertDailyPrices } from '../../db/dailyPriceWrites';
import type { SsiIndexDay, SsiOhlcBar, SsiStockDay } from '../ssi/types';
import { applyAdjustments, laterFactors } from './adjustments';
import {
  indexSessionFrom,
  stockSessionFrom,
  type DailyPriceRow,
  type IndexPriceRow,
  type IndexSessionRow,
  type Refusal,
  type StockSessionRow,
} from './mapping';

/** Everything the feed said about one trading day, fetched in full before anything is written. */
export interface FeedDay {
  date: string;
  /** The trading day before (the calendar's), for ex-date detection; null when unknown. */
  previousDay: string | null;
  stocks: SsiStockDay[];
  indices: SsiIndexDay[];
  /** Daily OHLC of the indices, by SSI index code upper-cased. */
  indexBars: Map<string, SsiOhlcBar>;
}

export interface DayWriteResult {
  date: string;
  rowsWritten: number;
  stocks: number;
  indices: number;
  /** Symbols of the feed that are not companies here (covered warrants, ETFs, bonds): skipped. */
  skipped: number;
  refusals: Refusal[];
}

const SESSION_COLUMNS = [
  stockSessions.refPrice,
  stockSessions.ceilingPrice,
  stockSessions.floorPrice,
  stockSessions.open,
  stockSessions.high,
  stockSessions.low,
  stockSessions.close,
  stockSessions.averagePrice,
  stockSessions.closeAdjusted,
  stockSessions.priceChange,
  stockSessions.pctChange,
  stockSessions.matchVolume,
  stockSessions.matchValue,
  stockSessions.dealVolume,
  stockSessions.dealValue,
  stockSessions.totalVolume,
  stockSessions.totalValue,
  stockSessions.foreignBuyVolume,
  stockSessions.foreignSellVolume,
  stockSessions.foreignBuyValue,
  stockSessions.foreignSellValue,
  stockSessions.foreignCurrentRoom,
  stockSessions.source,
];

const INDEX_SESSION_COLUMNS = [
  indexSessions.value,
  indexSessions.change,
  indexSessions.pctChange,
  indexSessions.advances,
  indexSessions.declines,
  indexSessions.noChanges,
  indexSessions.ceilings,
  indexSessions.floors,
  indexSessions.totalTrades,
  indexSessions.matchVolume,
  indexSessions.matchValue,
  indexSessions.dealVolume,
  indexSessions.dealValue,
  indexSessions.totalVolume,
  indexSessions.totalValue,
  indexSessions.source,
];

/** Maps the day's rows, refusing the malformed ones (with their reasons) and skipping non-companies. */
async function mapDay(db: Database, day: FeedDay) {
  const refusals: Refusal[] = [];
  const symbols = [
    ...new Set(day.stocks.filter((stock) => stock.date === day.date).map((stock) => stock.symbol)),
  ];
  const known = new Set(
    symbols.length === 0
      ? []
      : (
          await db
            .select({ ticker: companies.ticker })
            .from(companies)
            .where(inArray(companies.ticker, symbols))
        ).map((row) => row.ticker),
  );
  const sessions: StockSessionRow[] = [];
  const prices: DailyPriceRow[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const stock of day.stocks) {
    if (stock.date !== day.date || seen.has(stock.symbol)) continue;
    seen.add(stock.symbol);
    if (!known.has(stock.symbol)) {
      skipped += 1;
      continue;
    }
    const mapped = stockSessionFrom(stock);
    if ('refusal' in mapped) refusals.push(mapped.refusal);
    else {
      sessions.push(mapped.session);
      prices.push(mapped.price);
    }
  }
  const indexRows: IndexSessionRow[] = [];
  const indexPriceRows: IndexPriceRow[] = [];
  for (const index of day.indices) {
    if (index.date !== day.date) continue;
    const mapped = indexSessionFrom(index, day.indexBars.get(index.indexCode.toUpperCase()));
    if ('refusal' in mapped) refusals.push(mapped.refusal);
    else if (!indexRows.some((row) => row.indexCode === mapped.session.indexCode)) {
      indexRows.push(mapped.session);
      indexPriceRows.push(mapped.price);
    }
  }
  return { sessions, prices, indexRows, indexPriceRows, refusals, skipped };
}

/**
 * Writes one trading day in one transaction: stock sessions, as-traded prices (with adj_ratio from
 * the ex-dates known), ex-dates found today, index sessions and levels, and the day's completion
 * mark. Rows that did not change are not written, so a re-run of a day writes 0.
 */
export async function writeFeedDay(db: Database, day: FeedDay, source: string): Promise<DayWriteResult> {
  const mapped = await mapDay(db, day);
  let rowsWritten = 0;
  await db.transaction(async (tx) => {
    const ratios = await laterFactors(
      tx,
      mapped.prices.map((price) => price.ticker),
      day.date,
    );
    const prices = mapped.prices.map((price) => ({ ...price, adjRatio: ratios.get(price.ticker) ?? 1 }));
    rowsWritten += await upsertChanged(tx, stockSessions, mapped.sessions, {
      target: [stockSessions.ticker, stockSessions.date],
      update: SESSION_COLUMNS,
      touch: [stockSessions.fetchedAt],
    });
    rowsWritten += await upsertDailyPrices(tx, prices);
    rowsWritten += await applyAdjustments(tx, mapped.sessions, day.date, day.previousDay);
    rowsWritten += await upsertChanged(tx, indexSessions, mapped.indexRows, {
      target: [indexSessions.indexCode, indexSessions.date],
      update: INDEX_SESSION_COLUMNS,
      touch: [indexSessions.fetchedAt],
    });
    rowsWritten += await upsertChanged(tx, indexPrices, mapped.indexPriceRows, {
      target: [indexPrices.indexCode, indexPrices.date],
      update: [
        indexPrices.open,
        indexPrices.high,
        indexPrices.low,
        indexPrices.close,
        indexPrices.volume,
        indexPrices.value,
        indexPrices.source,
      ],
      touch: [indexPrices.fetchedAt],
    });
    await upsertChanged(
      tx,
      feedDays,
      [{ source, date: day.date, stocks: mapped.sessions.length, indices: mapped.indexRows.length }],
      { target: [feedDays.source, feedDays.date], update: [feedDays.stocks, feedDays.indices] },
    );
    // Every instance's caches learn of the day with its commit (src/server/data/dataVersion.ts).
    if (rowsWritten > 0) await bumpDataVersion(tx);
  });
  return {
    date: day.date,
    rowsWritten,
    stocks: mapped.sessions.length,
    indices: mapped.indexRows.length,
    skipped: mapped.skipped,
    refusals: mapped.refusals,
  };
}
