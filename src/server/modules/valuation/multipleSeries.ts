import type { CompanyType } from '@/common/constants/market';
import { derivedValue } from '@/common/finance/derived';
import { periodEndDate, periodOrdinal, type PeriodRef } from '@/common/finance/periods';
import { STATEMENT_MAX_AGE_DAYS, type PriceObservation } from '@/common/finance/valuation';
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
}

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
  const { input } = valuedRatioInput(
    data.index,
    company,
    ref,
    close,
    data.histories.get(company.ticker),
    STATEMENT_MAX_AGE_DAYS.quarter,
  );
  const own = data.depreciation.get(company.ticker);
  const depreciation =
    metric === 'EV_EBITDA'
      ? derivedValue('TRAILING', 'flow', ref, (at) => own?.get(periodOrdinal(at)) ?? null)
      : null;
  return { ...bandMultipleAt(metric, input, depreciation), ref };
}
