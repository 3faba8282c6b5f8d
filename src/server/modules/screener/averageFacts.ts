import type { CompanyType } from '@/common/constants/market';
import { multiYearAverage, AVERAGE_SPANS } from '@/common/finance/multiYearAverage';
import { periodEndDate, shiftPeriod, type PeriodRef } from '@/common/finance/periods';
import { computeRatios, RATIO_CATALOGUE } from '@/common/finance/ratios';
import type { PriceObservation } from '@/common/finance/valuation';
import { averageFactKey } from '@/common/screener/criteria';
import { priceKey } from '../ratios/valuation.repository';
import { valuedRatioInput, type ShareHistory } from '../ratios/valuation.service';
import type { FactSink } from './priceFacts';
import type { StatementContext, YearlyRatios } from './statementFacts';

/**
 * The multi-year average facts of one stock (R_<CODE>_AVG3Y, R_<CODE>_AVG5Y): the mean of every
 * catalogue ratio over its 3 and 5 latest fiscal years, each year computed as the ratios page's
 * yearly view does (valuedRatioInput at the year-end close of the year's last 14 days), through the
 * one definition of src/common/finance/multiYearAverage.ts. Percent ratios × 100.
 */

const LONGEST = Math.max(...AVERAGE_SPANS);

/** The fiscal years a stock's averages read, newest first: its latest year and the four before. */
export function averageYears(latestYear: PeriodRef | undefined): PeriodRef[] {
  if (!latestYear) return [];
  return Array.from({ length: LONGEST }, (_, back) => shiftPeriod(latestYear, -back));
}

/** The (ticker, year end) pairs whose last closes the averages' price-based ratios need. */
export function yearEndClosePairs(context: StatementContext): { ticker: string; date: string }[] {
  return [...context.years].flatMap(([ticker, years]) =>
    averageYears(years[0]).map((ref) => ({ ticker, date: periodEndDate(ref) })),
  );
}

const NO_YEARS = 'Chưa có báo cáo tài chính năm.';

/**
 * The ratios of the stock's five latest fiscal years as the ratios page's yearly view computes them;
 * statementFacts reads the newest (R_<CODE>_Y) and the three newest ROE (ROE_VS_3Y_AVG) from here.
 */
export function yearlyRatios(
  context: StatementContext,
  company: { ticker: string; companyType: CompanyType },
  yearEndCloses: ReadonlyMap<string, PriceObservation>,
  history: ShareHistory | undefined,
): YearlyRatios {
  const years = averageYears(context.years.get(company.ticker)?.[0]);
  const ratios = years.map((ref) => {
    const close = yearEndCloses.get(priceKey(company.ticker, periodEndDate(ref))) ?? null;
    return computeRatios(valuedRatioInput(context.yearIndex, company, ref, close, history).input);
  });
  return { years, ratios };
}

export function averageFacts(
  sink: FactSink,
  company: { ticker: string; companyType: CompanyType },
  yearly: YearlyRatios,
): void {
  const newest = yearly.years[0];
  for (const ratio of RATIO_CATALOGUE) {
    const scale = ratio.unit === 'percent' ? 100 : 1;
    const applies = ratio.companyTypes.includes(company.companyType);
    const byYear = new Map(
      yearly.years.map((ref, index) => [ref.year, yearly.ratios[index]?.[ratio.code] ?? null]),
    );
    for (const span of AVERAGE_SPANS) {
      const key = averageFactKey(ratio.code, span);
      if (!newest || !applies) {
        sink.values[key] = null;
        sink.reasons[key] = newest ? 'Chỉ số không áp dụng cho loại hình doanh nghiệp này.' : NO_YEARS;
        continue;
      }
      const average = multiYearAverage(byYear, newest.year, span);
      sink.values[key] = average.value === null ? null : average.value * scale;
      if (average.reason) sink.reasons[key] = average.reason;
    }
  }
}
