import type { OverviewFigureNotes, OverviewResponse } from '@/common/contracts/companyPages';
import type { RatioPeriodType } from '@/common/contracts/ratios';
import { periodLabel, type PeriodRef } from '@/common/finance/periods';
import { computeRatios } from '@/common/finance/ratios';
import {
  dividendYieldAt,
  STATEMENT_MAX_AGE_DAYS,
  type PriceObservation,
  type Valuation,
} from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { getTemplate } from '../../catalog/templates';
import { StatementIndex } from '../ratios/ratios.inputs';
import { listStatementPeriods, readRatioInputs } from '../ratios/ratios.repository';
import { loadShareHistories, valuedRatioInput } from '../ratios/valuation.service';
import { getPageCompany, type PageCompany } from './company.repository';
import { priceFigures, PROFIT_ITEM, recentResults, REVENUE_ITEM } from './overview.figures';
import {
  readAdjustedCloseRange,
  readLatestPrices,
  readQuarterlyIncome,
  type PriceDay,
} from './overview.repository';
import { daysBefore } from './shared';

/** The 52-week range looks back this many days from the last price. */
const YEAR_DAYS = 365;
const RATIO_CODES = ['PE', 'PB', 'ROE', 'EPS', 'BVPS'] as const;
type RatioCode = (typeof RATIO_CODES)[number];

const NO_STATEMENTS = 'Chưa có báo cáo tài chính của mã này.';

interface LatestValuation {
  ratios: Record<RatioCode, number | null>;
  valuation: Valuation | null;
  period: PeriodRef | null;
  dividendYield: { value: number | null; reason: string | null };
}

function observation(day: PriceDay | undefined): PriceObservation | null {
  return day ? { date: day.date, close: day.close, basis: day.priceBasis, adjustedTo: day.adjustedTo } : null;
}

/**
 * P/E, P/B, ROE, EPS and BVPS of the latest quarter (the latest year when the company has no
 * quarters), computed exactly as numeral-data computes that period (same shares on today's basis,
 * so the same EPS and BVPS), but valued at the last close: the overview shows today's multiples.
 * The close must not be older than the period's last 14 days, nor the statements older than
 * STATEMENT_MAX_AGE_DAYS at the close; otherwise the multiples are null with the reason.
 */
async function latestValuation(
  db: Database,
  company: PageCompany,
  latest: PriceDay | undefined,
): Promise<LatestValuation> {
  const empty = { PE: null, PB: null, ROE: null, EPS: null, BVPS: null };
  for (const periodType of ['quarter', 'year'] as const satisfies readonly RatioPeriodType[]) {
    const [newest] = await listStatementPeriods(db, company.ticker, periodType);
    if (!newest) continue;
    const ref: PeriodRef = {
      periodType,
      year: newest.year,
      sub: periodType === 'year' ? 0 : newest.quarter,
    };
    const [rows, histories] = await Promise.all([
      readRatioInputs(db, [company.ticker], periodType, { from: ref.year - 1, to: ref.year }),
      loadShareHistories(db, [company]),
    ]);
    const history = histories.get(company.ticker);
    const { input, valuation } = valuedRatioInput(
      new StatementIndex(rows, periodType),
      company,
      ref,
      observation(latest),
      history,
      STATEMENT_MAX_AGE_DAYS[periodType],
    );
    return {
      ratios: { ...empty, ...computeRatios(input, RATIO_CODES) },
      valuation,
      period: ref,
      dividendYield: dividendYieldAt(history?.actions ?? [], history?.events ?? [], valuation),
    };
  }
  return {
    ratios: empty,
    valuation: null,
    period: null,
    dividendYield: { value: null, reason: NO_STATEMENTS },
  };
}

/** Why each missing key figure is missing (only the missing ones). */
function figureNotes(latest: LatestValuation): OverviewFigureNotes {
  const { ratios, valuation, dividendYield } = latest;
  const why = valuation?.reason ?? NO_STATEMENTS;
  const notes: OverviewFigureNotes = {};
  if (valuation?.marketCap === null || !valuation) notes.marketCap = why;
  if (valuation?.shares === null || !valuation) notes.sharesOutstanding = why;
  if (ratios.PE === null)
    notes.pe = valuation?.price ? 'Không tính P/E khi EPS 4 quý ≤ 0 hoặc thiếu lợi nhuận 4 quý.' : why;
  if (ratios.PB === null)
    notes.pb = valuation?.price ? 'Không tính P/B khi vốn chủ sở hữu ≤ 0 hoặc thiếu số liệu.' : why;
  if (ratios.EPS === null) notes.eps = valuation?.shares ? 'Thiếu lợi nhuận của 4 quý gần nhất.' : why;
  if (ratios.BVPS === null) notes.bvps = valuation?.shares ? 'Thiếu vốn chủ sở hữu cuối kỳ.' : why;
  if (dividendYield.value === null && dividendYield.reason) notes.dividendYield = dividendYield.reason;
  return notes;
}

/** The overview's key figures of a ticker (GET /api/enterprise/overview; also the page's SSR). 404 unknown ticker. */
export async function getOverview(db: Database, ticker: string): Promise<OverviewResponse> {
  const company = await getPageCompany(db, ticker);
  const revenueItem = REVENUE_ITEM[company.companyType];
  const days = await readLatestPrices(db, company.ticker, 2);
  const figures = priceFigures(days);
  const { asOf } = figures;
  const yearAgo = asOf ? daysBefore(asOf, YEAR_DAYS) : null;
  const [latest, income, range] = await Promise.all([
    latestValuation(db, company, days[0]),
    readQuarterlyIncome(db, company.ticker, [revenueItem, PROFIT_ITEM]),
    asOf && yearAgo ? readAdjustedCloseRange(db, company.ticker, yearAgo, asOf) : null,
  ]);
  const { ratios, valuation, period } = latest;
  const revenueLabel =
    getTemplate(company.companyType, 'INCOME_STATEMENT').find((item) => item.code === revenueItem)?.nameVi ??
    'Doanh thu';
  return {
    ticker: company.ticker,
    companyType: company.companyType,
    ...figures,
    marketCap: valuation?.marketCap ?? null,
    sharesOutstanding: valuation?.shares ?? null,
    pe: ratios.PE,
    pb: ratios.PB,
    roe: ratios.ROE,
    dividendYield: latest.dividendYield.value,
    eps: ratios.EPS,
    bvps: ratios.BVPS,
    week52High: range?.high ?? null,
    week52Low: range?.low ?? null,
    revenueLabel,
    recentResults: recentResults(income, revenueItem),
    ...(valuation && period ? { valuation: { ...valuation, periodLabel: periodLabel(period) } } : {}),
    figureNotes: figureNotes(latest),
  };
}
