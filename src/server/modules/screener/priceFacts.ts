import {
  averageBeforeLast,
  changeOver,
  newExtreme52w,
  percentAbove,
  ratioToAverage,
  sessionsSinceCross,
  strictSum,
  toBillion,
  type ChangeWindow,
  type DatedClose,
} from '@/common/screener/formulas';
import { netValue } from '@/common/market/foreignFlows';
import { ema, macd, rsi, sma } from '@/common/technical';
import type { MarketStock } from '../market/snapshot';
import type { PriceRow, SessionRow } from './facts.repository';

/**
 * The price, liquidity, technical and foreign facts of one stock, from its daily prices (adjusted
 * closes: close × adj_ratio, src/common/technical/bars.ts), its last sessions and its row of the
 * market snapshot. Facts are set in `values`, and a reason in `reasons` for every null.
 */

export type FactSink = { values: Record<string, number | null>; reasons: Record<string, string> };

function put(sink: FactSink, key: string, value: number | null, reason: string): void {
  const known = value !== null && Number.isFinite(value) ? value : null;
  sink.values[key] = known;
  if (known === null) sink.reasons[key] = reason;
}

const CHANGES: readonly [string, ChangeWindow, string][] = [
  ['CHANGE_1W', '1W', '1 tuần'],
  ['CHANGE_1M', '1M', '1 tháng'],
  ['CHANGE_3M', '3M', '3 tháng'],
  ['CHANGE_YTD', 'YTD', 'từ đầu năm'],
  ['CHANGE_1Y', '1Y', '1 năm'],
];

const NO_PRICE = 'Chưa có giá của phiên gần nhất.';
const NO_SESSION = 'Chưa có phiên giao dịch nào của mã này.';

/** Snapshot facts: price, 1-day change, traded value and volume, market value. */
export function snapshotFacts(sink: FactSink, stock: MarketStock | undefined): void {
  if (!stock) {
    for (const key of ['PRICE', 'CHANGE_1D', 'VALUE', 'VOLUME', 'MARKET_CAP'])
      put(sink, key, null, NO_SESSION);
    return;
  }
  put(sink, 'PRICE', stock.price ?? null, NO_PRICE);
  put(sink, 'CHANGE_1D', stock.pctChange ?? null, 'Chưa có giá khớp hoặc giá tham chiếu của phiên gần nhất.');
  put(
    sink,
    'VALUE',
    toBillion(stock.totalValue ?? null),
    'Nguồn chưa có giá trị giao dịch của phiên gần nhất.',
  );
  put(sink, 'VOLUME', stock.totalVolume ?? null, 'Nguồn chưa có khối lượng của phiên gần nhất.');
  put(
    sink,
    'MARKET_CAP',
    toBillion(stock.marketValue ?? null),
    stock.shares === null ? 'Chưa có số cổ phiếu niêm yết.' : NO_PRICE,
  );
}

/** Adjusted closes, oldest first, of one stock's price rows. */
export function adjustedCloses(rows: readonly PriceRow[]): DatedClose[] {
  const closes: DatedClose[] = [];
  for (const row of rows) {
    const close = row.close * (row.adjRatio > 0 ? row.adjRatio : 1);
    if (Number.isFinite(close) && close > 0) closes.push({ date: row.date, close });
  }
  return closes;
}

const last = <T>(series: readonly T[]): T | undefined => series[series.length - 1];

/** Changes over windows and the indicators of the adjusted closes. */
export function technicalFacts(sink: FactSink, closes: readonly DatedClose[]): void {
  for (const [key, window, label] of CHANGES) {
    put(sink, key, changeOver(closes, window), `Chưa đủ lịch sử giá ${label}.`);
  }
  const values = closes.map((row) => row.close);
  const price = last(values) ?? null;
  const short = (sessions: number) => `Chưa đủ ${String(sessions)} phiên giá.`;
  for (const period of [20, 50, 200]) {
    put(
      sink,
      `PRICE_VS_SMA${String(period)}`,
      percentAbove(price, last(sma(values, period)) ?? null),
      short(period),
    );
  }
  for (const period of [20, 50]) {
    put(
      sink,
      `PRICE_VS_EMA${String(period)}`,
      percentAbove(price, last(ema(values, period)) ?? null),
      short(period),
    );
  }
  put(sink, 'RSI14', last(rsi(values, 14)) ?? null, short(15));
  const { line, signal } = macd(values);
  const tooShort = values.length < 35;
  put(
    sink,
    'MACD_BULL_CROSS',
    sessionsSinceCross(line, signal, 'up'),
    tooShort ? short(35) : 'Không có lần cắt lên trong 60 phiên gần nhất.',
  );
  put(
    sink,
    'MACD_BEAR_CROSS',
    sessionsSinceCross(line, signal, 'down'),
    tooShort ? short(35) : 'Không có lần cắt xuống trong 60 phiên gần nhất.',
  );
  put(sink, 'NEW_HIGH_52W', newExtreme52w(closes, 'high'), 'Chưa đủ 52 tuần lịch sử giá.');
  put(sink, 'NEW_LOW_52W', newExtreme52w(closes, 'low'), 'Chưa đủ 52 tuần lịch sử giá.');
}

/**
 * Liquidity against the 20 sessions before the latest, and foreign net flows over the market's last
 * 1, 5 and 20 sessions (`dates`, oldest first). A session missing for the stock counts as unknown.
 */
export function sessionFacts(sink: FactSink, rows: readonly SessionRow[], dates: readonly string[]): void {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const window = dates.slice(-21);
  const values = window.map((date) => byDate.get(date)?.totalValue ?? null);
  const volumes = window.map((date) => byDate.get(date)?.totalVolume ?? null);
  const missing = 'Thiếu dữ liệu giao dịch của một trong 21 phiên gần nhất.';
  put(sink, 'VALUE_AVG20', toBillion(averageBeforeLast(values)), missing);
  put(sink, 'VALUE_VS_AVG20', ratioToAverage(values), missing);
  put(sink, 'VOLUME_VS_AVG20', ratioToAverage(volumes), missing);
  for (const sessions of [1, 5, 20]) {
    const recent = dates.slice(-sessions);
    const nets = recent.map((date) => {
      const row = byDate.get(date);
      return row ? netValue(row.foreignBuyValue, row.foreignSellValue) : null;
    });
    put(
      sink,
      `FOREIGN_NET_${String(sessions)}D`,
      recent.length === sessions ? toBillion(strictSum(nets)) : null,
      `Thiếu giá trị mua, bán của khối ngoại trong ${String(sessions)} phiên gần nhất.`,
    );
  }
}
