import type {
  OhlcResolution,
  OhlcTuple,
  StockOhlcQuery,
  StockOhlcResponse,
} from '@/common/contracts/companyPages';
import {
  barsForTimeframe,
  barsFromDailyPrices,
  dayTime,
  isoWeekStart,
  monthStart,
  technicalSummary,
  type Bar,
  type TechnicalSummary,
} from '@/common/technical';
import type { Database } from '../../db/client';
import { getPageCompany } from './company.repository';
import { readDailyPrices } from './prices.repository';
import { assertDateRange } from './shared';

/** GET technical-summary: the buy / sell / neutral votes of src/common/technical at one resolution. */
export type TechnicalSummaryResponse = TechnicalSummary & { ticker: string; resolution: OhlcResolution };

const round2 = (value: number): number => Math.round(value * 100) / 100;

function toTuple(bar: Bar): OhlcTuple {
  return [bar.time, round2(bar.open), round2(bar.high), round2(bar.low), round2(bar.close), bar.volume];
}

/**
 * The first day to read for bars from `from`: weekly and monthly bars start at their period's first
 * day, so the first bar covers its whole week or month rather than the days after `from`.
 */
function firstDayToRead(from: string | undefined, resolution: OhlcResolution): string | undefined {
  if (from === undefined || resolution === 'day') return from;
  const time = dayTime(from);
  if (time === null) return from;
  const start = resolution === 'week' ? isoWeekStart(time) : monthStart(time);
  return new Date(start).toISOString().slice(0, 10);
}

/** GET stock-ohlc: adjusted bars (price x adj_ratio) by day, ISO week or month. 400 when from > to. */
export async function getStockOhlc(db: Database, query: StockOhlcQuery): Promise<StockOhlcResponse> {
  assertDateRange(query.from, query.to);
  const company = await getPageCompany(db, query.ticker);
  const rows = await readDailyPrices(db, company.ticker, {
    from: firstDayToRead(query.from, query.resolution),
    to: query.to,
  });
  const bars = barsForTimeframe(barsFromDailyPrices(rows), query.resolution);
  return { ticker: company.ticker, resolution: query.resolution, adjusted: true, bars: bars.map(toTuple) };
}

/** GET technical-summary: indicators over the whole adjusted history at the resolution, voted at the last bar. */
export async function getTechnicalSummary(
  db: Database,
  query: { ticker: string; resolution: OhlcResolution },
): Promise<TechnicalSummaryResponse> {
  const company = await getPageCompany(db, query.ticker);
  const daily = barsFromDailyPrices(await readDailyPrices(db, company.ticker));
  const summary = technicalSummary(barsForTimeframe(daily, query.resolution));
  return { ...summary, ticker: company.ticker, resolution: query.resolution };
}
