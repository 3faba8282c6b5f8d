import { addDays } from '@/common/market/tradingCalendar';
import { SSI_STOCK_MARKETS, type SsiFeed, type SsiIndexDay, type SsiOhlcBar } from '../ssi/types';
import { ssiIndexCode } from './mapping';
import type { FeedDay } from './writeDay';

/** The feed's longest date range per request (its spec: "Max range 30 days"). */
export const FEED_WINDOW_DAYS = 30;

/** Splits ordered trading days into groups that each fit one request's date range. */
export function windowsOf(days: readonly string[]): string[][] {
  const windows: string[][] = [];
  for (const day of days) {
    const current = windows.at(-1);
    const first = current?.[0];
    if (current && first && day <= addDays(first, FEED_WINDOW_DAYS - 1)) current.push(day);
    else windows.push([day]);
  }
  return windows;
}

export interface IndexWindow {
  indices: SsiIndexDay[];
  bars: SsiOhlcBar[];
}

/** The tracked indices' levels, breadth and OHLC over one window (two requests per index). */
export async function fetchIndexWindow(
  feed: SsiFeed,
  codes: readonly string[],
  from: string,
  to: string,
): Promise<IndexWindow> {
  const indices: SsiIndexDay[] = [];
  const bars: SsiOhlcBar[] = [];
  for (const code of codes) {
    indices.push(...(await feed.dailyIndex(ssiIndexCode(code), from, to)));
    bars.push(...(await feed.dailyOhlc(ssiIndexCode(code), from, to)));
  }
  return { indices, bars };
}

/** One day in full: every market's stocks (fetched together) and that day's part of the index window. */
export async function fetchFeedDay(
  feed: SsiFeed,
  date: string,
  previousDay: string | null,
  window: IndexWindow,
): Promise<FeedDay> {
  const markets = await Promise.all(
    SSI_STOCK_MARKETS.map((market) => feed.dailyStockPrice({ market, from: date, to: date })),
  );
  const indexBars = new Map<string, SsiOhlcBar>();
  for (const bar of window.bars) if (bar.date === date) indexBars.set(bar.symbol.toUpperCase(), bar);
  return {
    date,
    previousDay,
    stocks: markets.flat(),
    indices: window.indices.filter((index) => index.date === date),
    indexBars,
  };
}
