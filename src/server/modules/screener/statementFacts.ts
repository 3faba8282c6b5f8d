import { COMPANY_TYPE_LABELS, type CompanyType } from '@/common/constants/market';
import { periodLabel, shiftPeriod, type PeriodRef } from '@/common/finance/periods';
import { computeRatios, RATIO_CATALOGUE } from '@/common/finance/ratios';
import { dividendYieldAt, STATEMENT_MAX_AGE_DAYS, type PriceObservation } from '@/common/finance/valuation';
import { PRICE_BASED_RATIOS } from '@/common/screener/criteria';
import { meanOf, strictMin } from '@/common/screener/formulas';
import { buildRatioInput, type StatementIndex } from '../ratios/ratios.inputs';
import type { RatioValueRow } from '../ratios/ratios.repository';
import { valuedRatioInput, type ShareHistory } from '../ratios/valuation.service';
import type { FactSink } from './priceFacts';

/**
 * The statement facts of one stock: today's multiples on the company overview's basis (the latest
 * quarter, else the latest year, valued at the last close through valuedRatioInput with
 * STATEMENT_MAX_AGE_DAYS), every catalogue ratio of the latest quarter and the latest year (percent
 * ratios × 100), and the conditions across periods.
 */

/** Each ticker's periods with statement figures, newest first. */
export function periodsByTicker(
  rows: readonly RatioValueRow[],
  periodType: 'quarter' | 'year',
): Map<string, PeriodRef[]> {
  const seen = new Map<string, Map<number, PeriodRef>>();
  for (const row of rows) {
    if (row.value === null) continue;
    const own = seen.get(row.ticker) ?? new Map<number, PeriodRef>();
    const sub = periodType === 'year' ? 0 : row.quarter;
    own.set(row.year * 4 + sub, { periodType, year: row.year, sub });
    seen.set(row.ticker, own);
  }
  return new Map(
    [...seen].map(([ticker, refs]) => [ticker, [...refs].sort(([a], [b]) => b - a).map(([, ref]) => ref)]),
  );
}

export interface StatementContext {
  quarterIndex: StatementIndex;
  yearIndex: StatementIndex;
  quarters: Map<string, PeriodRef[]>;
  years: Map<string, PeriodRef[]>;
}

/**
 * Every catalogue ratio of a stock's five latest fiscal years, newest first, computed once per build
 * (averageFacts.ts yearlyRatios): the averages, R_<CODE>_Y and ROE_VS_3Y_AVG read them.
 */
export interface YearlyRatios {
  years: PeriodRef[];
  ratios: Record<string, number | null>[];
}

interface Company {
  ticker: string;
  companyType: CompanyType;
}

function put(sink: FactSink, key: string, value: number | null, reason: string): void {
  const known = value !== null && Number.isFinite(value) ? value : null;
  sink.values[key] = known;
  if (known === null) sink.reasons[key] = reason;
}

const NO_QUARTERS = 'Chưa có báo cáo tài chính quý.';
const NO_YEARS = 'Chưa có báo cáo tài chính năm.';

function ratioReason(code: string, companyType: CompanyType, period: PeriodRef): string {
  const ratio = RATIO_CATALOGUE.find((candidate) => candidate.code === code);
  if (ratio && !ratio.companyTypes.includes(companyType))
    return `Chỉ số không áp dụng cho loại hình ${COMPANY_TYPE_LABELS[companyType].toLowerCase()}.`;
  return `Thiếu số liệu báo cáo ${periodLabel(period)} để tính.`;
}

function putRatios(
  sink: FactSink,
  company: Company,
  ratios: Record<string, number | null> | null,
  basis: 'Q' | 'Y',
  period: PeriodRef | undefined,
): void {
  for (const ratio of RATIO_CATALOGUE) {
    if (PRICE_BASED_RATIOS.has(ratio.code)) continue;
    const value = ratios?.[ratio.code] ?? null;
    const scaled = value === null ? null : value * (ratio.unit === 'percent' ? 100 : 1);
    const reason = period
      ? ratioReason(ratio.code, company.companyType, period)
      : basis === 'Q'
        ? NO_QUARTERS
        : NO_YEARS;
    put(sink, `R_${ratio.code}_${basis}`, scaled, reason);
  }
}

const MULTIPLE_REASONS: Record<string, string> = {
  PE: 'Không tính P/E khi EPS 4 quý ≤ 0 hoặc thiếu lợi nhuận 4 quý.',
  PB: 'Không tính P/B khi vốn chủ sở hữu ≤ 0 hoặc thiếu số liệu.',
  PS: 'Không tính P/S khi thiếu doanh thu 4 quý.',
  EV_EBIT: 'Không tính EV/EBIT khi EBIT 4 quý ≤ 0 hoặc thiếu số liệu.',
};

function growthSeries(context: StatementContext, company: Company, latest: PeriodRef, count: number) {
  const revenue: (number | null)[] = [];
  const profit: (number | null)[] = [];
  for (let offset = 0; offset < count; offset++) {
    const ref = shiftPeriod(latest, -offset);
    const ratios = computeRatios(buildRatioInput(context.quarterIndex, company, ref, null), [
      'REVENUE_GROWTH',
      'PROFIT_GROWTH',
    ]);
    revenue.push(
      ratios.REVENUE_GROWTH === null || ratios.REVENUE_GROWTH === undefined
        ? null
        : ratios.REVENUE_GROWTH * 100,
    );
    profit.push(
      ratios.PROFIT_GROWTH === null || ratios.PROFIT_GROWTH === undefined ? null : ratios.PROFIT_GROWTH * 100,
    );
  }
  return { revenue, profit };
}

/** Sets every statement fact of `company` (valuation, ratios Q and Y, trends). */
export function statementFacts(
  sink: FactSink,
  context: StatementContext,
  company: Company,
  lastClose: PriceObservation | null,
  history: ShareHistory | undefined,
  yearly: YearlyRatios,
): void {
  const latestQuarter = context.quarters.get(company.ticker)?.[0];
  const latestYear = context.years.get(company.ticker)?.[0];
  // Today's multiples exactly as the overview: the latest quarter, else the latest year.
  const valuedRef = latestQuarter ?? latestYear;
  let quarterRatios: Record<string, number | null> | null = null;
  if (valuedRef) {
    const index = valuedRef.periodType === 'quarter' ? context.quarterIndex : context.yearIndex;
    const { input, valuation } = valuedRatioInput(
      index,
      company,
      valuedRef,
      lastClose,
      history,
      STATEMENT_MAX_AGE_DAYS[valuedRef.periodType === 'quarter' ? 'quarter' : 'year'],
    );
    const ratios = computeRatios(input);
    if (valuedRef.periodType === 'quarter') quarterRatios = ratios;
    for (const code of ['PE', 'PB', 'PS', 'EV_EBIT']) {
      const value = ratios[code] ?? null;
      put(
        sink,
        code,
        value,
        valuation.price === null
          ? (valuation.reason ?? 'Chưa có giá để định giá.')
          : (MULTIPLE_REASONS[code] ?? ''),
      );
    }
    const dividend = dividendYieldAt(history?.actions ?? [], history?.events ?? [], valuation);
    put(
      sink,
      'DIVIDEND_YIELD',
      dividend.value === null ? null : dividend.value * 100,
      dividend.reason ?? 'Chưa có dữ liệu cổ tức.',
    );
  } else {
    for (const code of ['PE', 'PB', 'PS', 'EV_EBIT', 'DIVIDEND_YIELD'])
      put(sink, code, null, 'Chưa có báo cáo tài chính của mã này.');
  }
  putRatios(sink, company, quarterRatios, 'Q', latestQuarter);

  // The latest years' ratios are computed once (averageFacts.ts yearlyRatios, newest first).
  let yearRoe: (number | null)[] = [];
  if (latestYear) {
    putRatios(sink, company, yearly.ratios[0] ?? null, 'Y', latestYear);
    yearRoe = [0, 1, 2].map((back) => {
      const roe = yearly.ratios[back]?.ROE ?? null;
      return roe === null ? null : roe * 100;
    });
  } else putRatios(sink, company, null, 'Y', undefined);

  const roeNow = sink.values.R_ROE_Q ?? null;
  const roeAverage = meanOf(yearRoe);
  put(
    sink,
    'ROE_VS_3Y_AVG',
    roeNow !== null && roeAverage !== null ? roeNow - roeAverage : null,
    roeNow === null ? 'Chưa có ROE 4 quý gần nhất.' : 'Chưa đủ ROE của 3 năm tài chính gần nhất.',
  );

  if (!latestQuarter) {
    for (const key of ['REVENUE_GROWTH_MIN_4Q', 'REVENUE_GROWTH_MIN_8Q', 'PROFIT_GROWTH_MIN_4Q'])
      put(sink, key, null, NO_QUARTERS);
    return;
  }
  const { revenue, profit } = growthSeries(context, company, latestQuarter, 8);
  const short = (count: number) =>
    `Thiếu tăng trưởng so với cùng kỳ của một trong ${String(count)} quý gần nhất.`;
  put(sink, 'REVENUE_GROWTH_MIN_4Q', strictMin(revenue.slice(0, 4)), short(4));
  put(sink, 'REVENUE_GROWTH_MIN_8Q', strictMin(revenue), short(8));
  put(sink, 'PROFIT_GROWTH_MIN_4Q', strictMin(profit.slice(0, 4)), short(4));
}
