import type { MarketIndex } from '@/common/constants/market';
import type { CompanyRow } from './companies';
import { buildActionEvents, buildPriceAdjustments, type PriceAdjustmentRow } from './corporateEvents';
import type { CorporateEventRow } from './eventDates';
import {
  buildIndexComponentRows,
  buildIndexSessionRows,
  buildMarketIndexRows,
  type IndexComponentRow,
  type IndexSessionRow,
  type MarketIndexRow,
} from './indexSessions';
import { sharesByDay, type DemoIndexPrice } from './indices';
import { buildInsiderTransactions, type InsiderTransactionRow } from './insiders';
import { buildIndexIntradayBars, type IntradayBarRow } from './intraday';
import { buildMeetingEvents, buildSuspensions } from './meetings';
import {
  majorShareholderRows,
  structureByQuarter,
  structureRows,
  type MajorShareholderRow,
  type OwnershipStructureRow,
} from './ownership';
import { drawOwnershipProfile } from './ownershipProfile';
import type { DemoSeries } from './prices';
import type { Random } from './random';
import { buildTickerSessions, DEMO_SESSION_COUNT, type StockSessionRow } from './sessions';
import type { DemoCompanySpec } from './universe';

/**
 * The demo of issue 31's tables: sessions with flows and room, index sessions and intraday bars,
 * price adjustments, the events calendar, ownership and insider deals. All follow the demo price
 * series (prices.ts), which they read and never change.
 */
export interface MarketActivity {
  stockSessions: StockSessionRow[];
  indexSessions: IndexSessionRow[];
  marketIndices: MarketIndexRow[];
  indexComponents: IndexComponentRow[];
  intradayBars: IntradayBarRow[];
  priceAdjustments: PriceAdjustmentRow[];
  corporateEvents: CorporateEventRow[];
  ownershipStructure: OwnershipStructureRow[];
  majorShareholders: MajorShareholderRow[];
  insiderTransactions: InsiderTransactionRow[];
}

export function emptyActivity(): MarketActivity {
  return {
    stockSessions: [],
    indexSessions: [],
    marketIndices: [],
    indexComponents: [],
    intradayBars: [],
    priceAdjustments: [],
    corporateEvents: [],
    ownershipStructure: [],
    majorShareholders: [],
    insiderTransactions: [],
  };
}

/**
 * One company's rows. Each purpose draws from its own fork of the ticker's stream, so adding a
 * purpose (or a ticker) leaves the other draws, and the prices, as they were.
 */
export function addTickerActivity(
  activity: MarketActivity,
  spec: DemoCompanySpec,
  series: DemoSeries,
  company: CompanyRow,
  stream: Random,
  today: string,
): StockSessionRow[] {
  const profile = drawOwnershipProfile(spec, stream.fork('ownership'));
  const sharesOnDay = sharesByDay(series);
  const sessions = buildTickerSessions(spec, series, profile, stream.fork('sessions'));
  activity.stockSessions.push(...sessions.rows);
  activity.priceAdjustments.push(...buildPriceAdjustments(series));
  activity.corporateEvents.push(...buildActionEvents(series, sharesOnDay, stream.fork('events')));
  activity.corporateEvents.push(
    ...buildMeetingEvents(
      {
        ticker: spec.ticker,
        exchange: spec.exchange,
        listingDate: company.listingDate ?? null,
        firstShares: sharesOnDay[0] ?? series.sharesOutstanding,
        lastClose: series.prices[series.prices.length - 1]?.close ?? 0,
        today,
      },
      stream.fork('meetings'),
    ),
  );
  const foreignHolding = new Map(
    sessions.rows.map((row, index) => [row.date, sessions.foreignHolding[index] ?? 0]),
  );
  const structure = structureByQuarter(
    { series, sharesOnDay, foreignHolding, profile },
    stream.fork('ownership-structure'),
  );
  activity.ownershipStructure.push(...structureRows(spec.ticker, structure));
  activity.majorShareholders.push(...majorShareholderRows(spec.ticker, structure, stream.fork('holders')));
  activity.insiderTransactions.push(
    ...buildInsiderTransactions(spec.ticker, series.sharesOutstanding, today, stream.fork('insiders')),
  );
  return sessions.rows;
}

/**
 * The market-wide rows: the indices as listed, their members, their sessions over the stock
 * sessions' dates, the last session's intraday bars, and the universe's suspensions.
 */
export function addMarketActivity(
  activity: MarketActivity,
  indices: ReadonlyMap<MarketIndex, readonly DemoIndexPrice[]>,
  members: ReadonlyMap<MarketIndex, readonly string[]>,
  sessionsByTicker: ReadonlyMap<string, readonly StockSessionRow[]>,
  allSeries: readonly DemoSeries[],
  random: Random,
): void {
  activity.marketIndices.push(...buildMarketIndexRows());
  activity.indexComponents.push(...buildIndexComponentRows(members));
  for (const [code, prices] of indices) {
    const rows = buildIndexSessionRows(code, prices, members.get(code) ?? [], sessionsByTicker);
    activity.indexSessions.push(...rows);
    const lastRow = rows[rows.length - 1];
    const lastPrice = prices[prices.length - 1];
    if (!lastRow || !lastPrice || lastPrice.date !== lastRow.date) continue;
    activity.intradayBars.push(
      ...buildIndexIntradayBars(
        code,
        lastPrice,
        lastRow.matchVolume ?? 0,
        lastRow.matchValue ?? 0,
        random.fork(`intraday-${code}`),
      ),
    );
  }
  const first = allSeries[0];
  const firstSession = first?.prices[Math.max(0, first.prices.length - DEMO_SESSION_COUNT)];
  activity.corporateEvents.push(
    ...buildSuspensions(allSeries, firstSession?.date ?? '', random.fork('suspensions')),
  );
}
