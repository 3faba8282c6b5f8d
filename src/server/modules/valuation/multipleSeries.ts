import type { CompanyType } from '@/common/constants/market';
import { derivedValue } from '@/common/finance/derived';
import { periodEndDate, periodOrdinal, type PeriodRef } from '@/common/finance/periods';
import { paidInCapital, type RatioInput } from '@/common/finance/ratioMath';
import { STATEMENT_MAX_AGE_DAYS, valuationAt, type PriceObservation } from '@/common/finance/valuation';
import type { BandMetric } from '@/common/valuation/labels';
import { bandMultipleAt, type MultipleAt } from '@/common/valuation/multiples';
import type { Database } from '../../db/client';
import { StatementIndex } from '../ratios/ratios.inputs';
import { readRatioInputs, type RatioValueRow } from '../ratios/ratios.repository';
import { loadShareHistories, valuedRatioInput, type ShareHistory } from '../ratios/valuation.service';
import { readQuarterlyDepreciation } from './valuation.repository';

/**
 * A company's multiple on a day, on the one basis of the overview and the ratios (docs/DATA.md
 * "Valuation bands"): the newest quarter ending on or before the day (the latest statement known
 * then, by its period end), valued at that day's close through valuedRatioInput with the overview's
 * STATEMENT_MAX_AGE_DAYS (a quarter values closes up to 190 days after its end), and the catalogue's
 * ratio (src/common/valuation/multiples.ts).
 */

export interface ValuedCompany {
  ticker: string;
  companyType: CompanyType;
}

export interface ValuationData {
  index: StatementIndex;
  /** Each ticker's quarters with statement figures, newest first. */
  quarters: Map<string, PeriodRef[]>;
  histories: Map<string, ShareHistory>;
  /** Quarterly DEPRECIATION by ticker and period ordinal (read only for EV/EBITDA). */
  depreciation: Map<string, Map<number, number | null>>;
  /** Each (ticker, quarter)'s ratio input without a price (valuedOnDay). */
  bare: Map<string, RatioInput>;
}

const NO_HISTORY: ShareHistory = { actions: [], events: [], eventsFrom: 'capital' };

function quartersByTicker(rows: readonly RatioValueRow[]): Map<string, PeriodRef[]> {
  const seen = new Map<string, Map<number, PeriodRef>>();
  for (const row of rows) {
    if (row.value === null) continue;
    const own = seen.get(row.ticker) ?? new Map<number, PeriodRef>();
    const ref: PeriodRef = { periodType: 'quarter', year: row.year, sub: row.quarter };
    own.set(periodOrdinal(ref), ref);
    seen.set(row.ticker, own);
  }
  return new Map(
    [...seen].map(([ticker, refs]) => [ticker, [...refs].sort(([a], [b]) => b - a).map(([, ref]) => ref)]),
  );
}

/**
 * The statements, share histories and (for EV/EBITDA) depreciation of some companies over `years`
 * (two years before the first day: the trailing four quarters and the year-ago balances).
 */
export async function loadValuationData(
  db: Database,
  companies: readonly ValuedCompany[],
  years: { from: number; to: number },
  withDepreciation: boolean,
): Promise<ValuationData> {
  const tickers = companies.map((company) => company.ticker);
  const [rows, histories, depreciationRows] = await Promise.all([
    readRatioInputs(db, tickers, 'quarter', years),
    loadShareHistories(db, companies),
    withDepreciation ? readQuarterlyDepreciation(db, tickers, years) : Promise.resolve([]),
  ]);
  const depreciation = new Map<string, Map<number, number | null>>();
  for (const row of depreciationRows) {
    const own = depreciation.get(row.ticker) ?? new Map<number, number | null>();
    own.set(periodOrdinal({ periodType: 'quarter', year: row.year, sub: row.quarter }), row.value);
    depreciation.set(row.ticker, own);
  }
  return {
    index: new StatementIndex(rows, 'quarter'),
    quarters: quartersByTicker(rows),
    histories,
    depreciation,
    bare: new Map(),
  };
}

/** The newest of `quarters` (newest first) ending on or before `day`; null before the first. */
export function quarterOn(quarters: readonly PeriodRef[], day: string): PeriodRef | null {
  return quarters.find((ref) => periodEndDate(ref) <= day) ?? null;
}

/** Whether any quarter of the ticker reports depreciation (else EV/EBIT stands in for EV/EBITDA). */
export function reportsDepreciation(data: ValuationData, ticker: string): boolean {
  return [...(data.depreciation.get(ticker)?.values() ?? [])].some((value) => value !== null);
}

export interface DayMultiple extends MultipleAt {
  /** The statement quarter the day stands on; null before the company's first quarter. */
  ref: PeriodRef | null;
}

/**
 * The ratio input of a quarter without its price (valuedRatioInput with no close), kept per
 * (ticker, quarter): the statements are the same for every session valued on that quarter, only the
 * close changes. Kept on the data object, so one request's cache dies with it.
 */
function bareInput(data: ValuationData, company: ValuedCompany, ref: PeriodRef): RatioInput {
  const key = `${company.ticker}|${String(periodOrdinal(ref))}`;
  let input = data.bare.get(key);
  if (!input) {
    input = valuedRatioInput(data.index, company, ref, null, data.histories.get(company.ticker)).input;
    data.bare.set(key, input);
  }
  return input;
}

/**
 * `company`'s ratio input at `ref` valued at `close`: exactly valuedRatioInput(index, company, ref,
 * close, history, STATEMENT_MAX_AGE_DAYS.quarter) (the same valuationAt over the same capital and
 * share events; the integration test checks them equal), with the statements read once per quarter.
 */
export function valuedOnDay(
  data: ValuationData,
  company: ValuedCompany,
  ref: PeriodRef,
  close: PriceObservation | null,
): RatioInput {
  const bare = bareInput(data, company, ref);
  const valuation = valuationAt({
    periodEnd: periodEndDate(ref),
    capital: paidInCapital(bare),
    price: close,
    events: (data.histories.get(company.ticker) ?? NO_HISTORY).events,
    maxAgeDays: STATEMENT_MAX_AGE_DAYS.quarter,
  });
  return { ...bare, market: { price: valuation.price, shares: valuation.shares } };
}

/** The multiple of `company` on `day` at `close` (that day's close, or the last one before it). */
export function multipleOn(
  data: ValuationData,
  company: ValuedCompany,
  metric: BandMetric,
  day: string,
  close: PriceObservation | null,
): DayMultiple {
  const ref = quarterOn(data.quarters.get(company.ticker) ?? [], day);
  if (!ref) return { value: null, excluded: 'missing', ref: null };
  const input = valuedOnDay(data, company, ref, close);
  const own = data.depreciation.get(company.ticker);
  const depreciation =
    metric === 'EV_EBITDA'
      ? derivedValue('TRAILING', 'flow', ref, (at) => own?.get(periodOrdinal(at)) ?? null)
      : null;
  return { ...bandMultipleAt(metric, input, depreciation), ref };
}
