import type { OverviewResponse } from '@/common/contracts/companyPages';
import type { RatioPeriodType } from '@/common/contracts/ratios';
import type { PeriodRef } from '@/common/finance/periods';
import { computeRatios } from '@/common/finance/ratios';
import type { Database } from '../../db/client';
import { getTemplate } from '../finance/templates';
import { buildRatioInput, StatementIndex } from '../ratios/ratios.inputs';
import { listStatementPeriods, readRatioInputs } from '../ratios/ratios.repository';
import { getPageCompany, type PageCompany } from './company.repository';
import {
  cashDividendsPerShare,
  priceFigures,
  PROFIT_ITEM,
  recentResults,
  REVENUE_ITEM,
  sharesOf,
} from './overview.figures';
import {
  readAdjustedCloseRange,
  readCorporateActions,
  readLatestPrices,
  readQuarterlyIncome,
  type PriceDay,
} from './overview.repository';
import { daysBefore } from './shared';

/** The 52-week range and the dividends of the yield look back this many days from the last price. */
const YEAR_DAYS = 365;
const RATIO_CODES = ['PE', 'PB', 'ROE', 'EPS', 'BVPS'] as const;
type RatioCode = (typeof RATIO_CODES)[number];

/**
 * P/E, P/B, ROE, EPS and BVPS of the latest quarter (the latest year when the company has no
 * quarters) with the ratio catalogue's formulas (trailing four quarters), valued at the last price:
 * the overview shows today's multiples next to today's price, while numeral-data values each
 * period at its own closing price.
 */
async function latestRatios(
  db: Database,
  company: PageCompany,
  latest: PriceDay | undefined,
): Promise<Record<RatioCode, number | null>> {
  const empty = { PE: null, PB: null, ROE: null, EPS: null, BVPS: null };
  for (const periodType of ['quarter', 'year'] as const satisfies readonly RatioPeriodType[]) {
    const [newest] = await listStatementPeriods(db, company.ticker, periodType);
    if (!newest) continue;
    const ref: PeriodRef = {
      periodType,
      year: newest.year,
      sub: periodType === 'year' ? 0 : newest.quarter,
    };
    const rows = await readRatioInputs(db, [company.ticker], periodType, {
      from: ref.year - 1,
      to: ref.year,
    });
    const market = latest ? { close: latest.close, adjRatio: latest.adjRatio } : null;
    const input = buildRatioInput(new StatementIndex(rows, periodType), company, ref, market);
    return { ...empty, ...computeRatios(input, RATIO_CODES) };
  }
  return empty;
}

/** The overview's key figures of a ticker (GET /api/enterprise/overview; also the page's SSR). 404 unknown ticker. */
export async function getOverview(db: Database, ticker: string): Promise<OverviewResponse> {
  const company = await getPageCompany(db, ticker);
  const revenueItem = REVENUE_ITEM[company.companyType];
  const days = await readLatestPrices(db, company.ticker, 2);
  const figures = priceFigures(days);
  const { asOf } = figures;
  const yearAgo = asOf ? daysBefore(asOf, YEAR_DAYS) : null;
  const [ratios, income, range, actions] = await Promise.all([
    latestRatios(db, company, days[0]),
    readQuarterlyIncome(db, company.ticker, [revenueItem, PROFIT_ITEM]),
    asOf && yearAgo ? readAdjustedCloseRange(db, company.ticker, yearAgo, asOf) : null,
    asOf && yearAgo ? readCorporateActions(db, company.ticker, yearAgo, asOf) : [],
  ]);
  const shares = sharesOf(company);
  const price = figures.price;
  const revenueLabel =
    getTemplate(company.companyType, 'INCOME_STATEMENT').find((item) => item.code === revenueItem)?.nameVi ??
    'Doanh thu';
  return {
    ticker: company.ticker,
    companyType: company.companyType,
    ...figures,
    marketCap: price !== null && shares !== null ? price * shares : null,
    sharesOutstanding: shares,
    pe: ratios.PE,
    pb: ratios.PB,
    roe: ratios.ROE,
    dividendYield: price !== null && price > 0 ? cashDividendsPerShare(actions) / price : null,
    eps: ratios.EPS,
    bvps: ratios.BVPS,
    week52High: range?.high ?? null,
    week52Low: range?.low ?? null,
    revenueLabel,
    recentResults: recentResults(income, revenueItem),
  };
}
