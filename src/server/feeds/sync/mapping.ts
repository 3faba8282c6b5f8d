import type { dailyPrices, indexPrices, indexSessions, stockSessions } from '../../db/schema';
import type { SsiIndexDay, SsiOhlcBar, SsiStockDay } from '../ssi/types';

/** The source name stored with every row the SSI feed writes, and how pages name it. */
export const SSI_SOURCE = 'ssi';
export const SSI_SOURCE_LABEL = 'SSI FastConnect Data';

/** SSI's index codes (IndexList) that differ from ours; others are ours upper-cased. */
const OUR_INDEX_CODE: Record<string, string> = {
  HNXINDEX: 'HNXINDEX',
  HNXUPCOMINDEX: 'UPCOMINDEX',
};
const SSI_INDEX_CODE: Record<string, string> = {
  HNXINDEX: 'HNXIndex',
  UPCOMINDEX: 'HNXUpcomIndex',
};

export function ourIndexCode(ssiCode: string): string {
  const upper = ssiCode.toUpperCase();
  return OUR_INDEX_CODE[upper] ?? upper;
}

export function ssiIndexCode(ourCode: string): string {
  return SSI_INDEX_CODE[ourCode] ?? ourCode;
}

/**
 * Indices whose daily OHLC, breadth and members the sync keeps (our codes), among those the feed's
 * IndexList names; the market screens use them.
 */
export const TRACKED_INDICES = ['VNINDEX', 'VN30', 'VN100', 'HNXINDEX', 'HNX30', 'UPCOMINDEX'] as const;

export type StockSessionRow = typeof stockSessions.$inferInsert;
export type DailyPriceRow = typeof dailyPrices.$inferInsert;
export type IndexSessionRow = typeof indexSessions.$inferInsert;
export type IndexPriceRow = typeof indexPrices.$inferInsert;

export interface Refusal {
  key: string;
  reason: string;
}

const positive = (value: number | null): value is number => value !== null && value > 0;

/**
 * A stock's session as stored, or the reason it is refused. A day without trades (no volume) may
 * come without open/high/low: the bar is then flat at the close, as boards show it.
 */
export function stockSessionFrom(
  day: SsiStockDay,
): { session: StockSessionRow; price: DailyPriceRow } | { refusal: Refusal } {
  const key = `${day.symbol} ${day.date}`;
  const close = day.closePrice;
  if (!positive(close)) return { refusal: { key, reason: 'thiếu giá đóng cửa' } };
  const traded = (day.totalMatchVolume ?? 0) > 0;
  const open = positive(day.openPrice) ? day.openPrice : traded ? null : close;
  const high = positive(day.highestPrice) ? day.highestPrice : traded ? null : close;
  const low = positive(day.lowestPrice) ? day.lowestPrice : traded ? null : close;
  if (open === null || high === null || low === null) {
    return { refusal: { key, reason: 'có khớp lệnh nhưng thiếu giá mở cửa, cao nhất hoặc thấp nhất' } };
  }
  if (high < low || close > high || close < low || open > high || open < low) {
    return { refusal: { key, reason: `giá không hợp lệ (O ${open}, H ${high}, L ${low}, C ${close})` } };
  }
  const session: StockSessionRow = {
    ticker: day.symbol,
    date: day.date,
    refPrice: day.refPrice,
    ceilingPrice: day.ceilingPrice,
    floorPrice: day.floorPrice,
    open,
    high,
    low,
    close,
    averagePrice: day.averagePrice,
    closeAdjusted: day.closePriceAdjusted,
    priceChange: day.priceChange,
    pctChange: day.perPriceChange,
    matchVolume: day.totalMatchVolume,
    matchValue: day.totalMatchValue,
    dealVolume: day.totalDealVolume,
    dealValue: day.totalDealValue,
    totalVolume: day.totalTradedVolume,
    totalValue: day.totalTradedValue,
    foreignBuyVolume: day.foreignBuyVolume,
    foreignSellVolume: day.foreignSellVolume,
    foreignBuyValue: day.foreignBuyValue,
    foreignSellValue: day.foreignSellValue,
    foreignCurrentRoom: day.foreignCurrentRoom,
    source: SSI_SOURCE,
  };
  const price: DailyPriceRow = {
    ticker: day.symbol,
    date: day.date,
    open,
    high,
    low,
    close,
    // Normal matched volume, as the demo and the OHLCV imports store it (put-through is apart).
    volume: Math.round(day.totalMatchVolume ?? 0),
    adjRatio: 1,
    priceBasis: 'raw',
    adjustedTo: null,
    source: SSI_SOURCE,
  };
  return { session, price };
}

/** An index's session: the level and breadth of DailyIndex, the OHLC of DailyOhlc when present. */
export function indexSessionFrom(
  day: SsiIndexDay,
  bar: SsiOhlcBar | undefined,
): { session: IndexSessionRow; price: IndexPriceRow } | { refusal: Refusal } {
  const code = ourIndexCode(day.indexCode);
  const key = `${code} ${day.date}`;
  const level = day.value ?? bar?.close ?? null;
  if (!positive(level)) return { refusal: { key, reason: 'thiếu giá trị chỉ số' } };
  const open = positive(bar?.open ?? null) ? (bar?.open as number) : level;
  const high = Math.max(positive(bar?.high ?? null) ? (bar?.high as number) : level, level, open);
  const low = Math.min(positive(bar?.low ?? null) ? (bar?.low as number) : level, level, open);
  return {
    session: {
      indexCode: code,
      date: day.date,
      value: level,
      change: day.change,
      pctChange: day.ratioChange,
      advances: day.advances,
      declines: day.declines,
      noChanges: day.noChanges,
      ceilings: day.ceilings,
      floors: day.floors,
      totalTrades: day.totalTrade,
      matchVolume: day.totalMatchVolume,
      matchValue: day.totalMatchValue,
      dealVolume: day.totalDealVolume,
      dealValue: day.totalDealValue,
      totalVolume: day.totalVolume,
      totalValue: day.totalValue,
      source: SSI_SOURCE,
    },
    price: {
      indexCode: code,
      date: day.date,
      open,
      high,
      low,
      close: level,
      volume: Math.round(bar?.volume ?? day.totalMatchVolume ?? 0),
      value: bar?.value ?? day.totalMatchValue,
      source: SSI_SOURCE,
    },
  };
}
