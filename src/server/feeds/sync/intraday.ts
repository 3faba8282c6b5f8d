import { inArray, lt } from 'drizzle-orm';
import {
  addDays,
  inSession,
  vietnamDate,
  vietnamInstant,
  vietnamMinutes,
} from '@/common/market/tradingCalendar';
import { bumpDataVersion } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { companies, intradayBars, priceBoard } from '../../db/schema';
import { upsertChanged } from '../../db/upsert';
import { SSI_STOCK_MARKETS, type SsiFeed } from '../ssi/types';
import { isTradingDay } from './calendar';
import { ssiIndexCode, SSI_SOURCE } from './mapping';
import { trackedIndices } from './sync';

/** Intraday bars older than this many calendar days are dropped (the daily rows keep the history). */
const INTRADAY_KEEP_DAYS = 10;
/** Minutes after the session's end a refresh still runs (the last bars and the ATC arrive late). */
const AFTER_SESSION_GRACE = 10;

export type IntradayResult =
  | { refreshed: false; reason: string }
  | { refreshed: true; bars: number; board: number; rowsWritten: number; requests: number };

/**
 * During a session: the tracked indices' 1-minute bars and the price board (each stock's session so
 * far), every few minutes. Outside trading hours, on weekends and on holidays it does nothing.
 */
export async function refreshIntraday(
  db: Database,
  feed: SsiFeed,
  now = new Date(),
): Promise<IntradayResult> {
  const today = vietnamDate(now);
  if (!(await isTradingDay(db, today))) return { refreshed: false, reason: 'không phải ngày giao dịch' };
  const minutes = vietnamMinutes(now);
  if (!inSession(minutes) && !inSession(minutes - AFTER_SESSION_GRACE)) {
    return { refreshed: false, reason: 'ngoài giờ giao dịch' };
  }
  const before = feed.requestCount;
  const bars: (typeof intradayBars.$inferInsert)[] = [];
  for (const code of await trackedIndices(db)) {
    for (const bar of await feed.intradayOhlc(ssiIndexCode(code), today, today)) {
      if (bar.date !== today || !bar.time || bar.close === null) continue;
      const close = bar.close;
      bars.push({
        symbol: code,
        at: vietnamInstant(bar.date, bar.time),
        open: bar.open ?? close,
        high: Math.max(bar.high ?? close, close),
        low: Math.min(bar.low ?? close, close),
        close,
        volume: Math.round(bar.volume ?? 0),
        value: bar.value,
        source: SSI_SOURCE,
      });
    }
  }
  const stocks = (
    await Promise.all(
      SSI_STOCK_MARKETS.map((market) => feed.dailyStockPrice({ market, from: today, to: today })),
    )
  ).flat();
  const symbols = [...new Set(stocks.map((stock) => stock.symbol))];
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
  const seen = new Set<string>();
  const board = stocks.flatMap((stock) => {
    if (!known.has(stock.symbol) || seen.has(stock.symbol) || stock.date !== today) return [];
    seen.add(stock.symbol);
    return [
      {
        ticker: stock.symbol,
        date: today,
        refPrice: stock.refPrice,
        ceilingPrice: stock.ceilingPrice,
        floorPrice: stock.floorPrice,
        open: stock.openPrice,
        high: stock.highestPrice,
        low: stock.lowestPrice,
        close: stock.closePrice,
        pctChange: stock.perPriceChange,
        totalVolume: stock.totalTradedVolume,
        totalValue: stock.totalTradedValue,
        foreignBuyVolume: stock.foreignBuyVolume,
        foreignSellVolume: stock.foreignSellVolume,
        source: SSI_SOURCE,
      },
    ];
  });
  let rowsWritten = 0;
  await db.transaction(async (tx) => {
    rowsWritten += await upsertChanged(tx, intradayBars, bars, {
      target: [intradayBars.symbol, intradayBars.at],
      update: [
        intradayBars.open,
        intradayBars.high,
        intradayBars.low,
        intradayBars.close,
        intradayBars.volume,
        intradayBars.value,
      ],
    });
    rowsWritten += await upsertChanged(tx, priceBoard, board, {
      target: [priceBoard.ticker],
      update: [
        priceBoard.date,
        priceBoard.refPrice,
        priceBoard.ceilingPrice,
        priceBoard.floorPrice,
        priceBoard.open,
        priceBoard.high,
        priceBoard.low,
        priceBoard.close,
        priceBoard.pctChange,
        priceBoard.totalVolume,
        priceBoard.totalValue,
        priceBoard.foreignBuyVolume,
        priceBoard.foreignSellVolume,
        priceBoard.source,
      ],
      touch: [priceBoard.fetchedAt],
    });
    await tx
      .delete(intradayBars)
      .where(lt(intradayBars.at, vietnamInstant(addDays(today, -INTRADAY_KEEP_DAYS), '00:00')));
    // Every instance's caches learn of the new figures with the commit (src/server/data/dataVersion.ts).
    if (rowsWritten > 0) await bumpDataVersion(tx, 'live');
  });
  return {
    refreshed: true,
    bars: bars.length,
    board: board.length,
    rowsWritten,
    requests: feed.requestCount - before,
  };
}
