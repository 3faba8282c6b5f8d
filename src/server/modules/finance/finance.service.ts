import type { FinanceType, PeriodType } from '@/common/constants/finance';
import type { CompanyType, StatementType } from '@/common/constants/market';
import type {
  FinanceDataQuery,
  FinanceDataRangeQuery,
  FinanceDataRangeResponse,
  FinanceDataResponse,
  FinanceLabel,
  FinanceLabelQuery,
  FinanceTickerDataQuery,
} from '@/common/contracts/finance';
import { derivedWindow, type DerivedView } from '@/common/finance/derived';
import {
  periodContaining,
  periodKey,
  periodPhrase,
  toFinancePeriod,
  type PeriodRef,
} from '@/common/finance/periods';
import { asOfCutoff } from '@/common/contracts/asOf';
import { cached, cacheKey } from './finance.cache';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  findCompany,
  listStatementPeriods,
  listStatementPeriodTypes,
  listStatementValues,
  type CompanyRef,
  type StatementSlice,
} from './finance.repository';
import { emptyReasonOf } from './finance.empty';
import { qualityMarksOf } from './finance.quality';
import { deriveGrid, gridFromRows, growthGrid, sourcesOf, type FinanceGrid } from './finance.views';
import { getTemplate } from '../../catalog/templates';
import {
  listStatementPeriodsAsOf,
  listStatementPeriodTypesAsOf,
  listStatementValuesAsOf,
} from '../revisions/revisions.asOf';

const DEFAULT_DERIVED_BASE: StatementType = 'INCOME_STATEMENT';

function derivedView(tableName: FinanceType): DerivedView | null {
  return tableName === 'ANNUALIZE' || tableName === 'TRAILING' ? tableName : null;
}

/** The statement whose figures a table shows: itself, or the base of a derived view. */
function statementOf(tableName: FinanceType, statement: StatementType | undefined): StatementType {
  if (tableName === 'ANNUALIZE' || tableName === 'TRAILING') return statement ?? DEFAULT_DERIVED_BASE;
  return tableName;
}

async function getCompanyOrThrow(db: Database, ticker: string): Promise<CompanyRef> {
  const company = await findCompany(db, ticker);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${ticker}`);
  return company;
}

function labelsOf(companyType: CompanyType, statement: StatementType): FinanceLabel[] {
  return getTemplate(companyType, statement).map((item) => ({
    code: item.code,
    nameVi: item.nameVi,
    nameEn: item.nameEn,
    level: item.level,
    parentCode: item.parentCode,
    isTotal: item.isTotal,
    isFlow: item.isFlow,
  }));
}

/**
 * Years to read before `start` so the first shown period can be computed: a derived window reaches
 * up to one year back, a growth base one more period (a year for YoY).
 */
function yearsBefore(view: DerivedView | null, periodType: PeriodType, growth: boolean): number {
  return (view && periodType !== 'year' ? 1 : 0) + (growth ? 1 : 0);
}

function buildResponse(
  company: CompanyRef,
  query: FinanceDataQuery,
  statement: StatementType,
  labels: readonly FinanceLabel[],
  grid: FinanceGrid,
  shown: readonly PeriodRef[],
): FinanceDataResponse {
  const keys = shown.map(periodKey);
  const values: Record<string, (number | null)[]> = {};
  for (const label of labels) {
    values[label.code] = keys.map((key) => grid.figures.get(key)?.get(label.code) ?? null);
  }
  const unavailable: Record<string, string> = {};
  for (const key of keys) {
    const reason = grid.unavailable.get(key);
    if (reason !== undefined) unavailable[key] = reason;
  }
  const response: FinanceDataResponse = {
    ticker: company.ticker,
    companyType: company.companyType,
    tableName: query.tableName,
    statement,
    periodType: query.period,
    labels: [...labels],
    periods: shown.map(toFinancePeriod),
    values,
    unavailable,
  };
  if (query.growth) response.growth = query.growth;
  return response;
}

const PERIODS_PER_YEAR = { year: 1, quarter: 4, month: 12 } as const;

/** First year to read for the newest `limit` periods ending at the latest possible year (the end or today). */
function limitWindowStart(query: FinanceDataQuery, extra: number): number {
  const lastYear = query.end ?? new Date().getFullYear();
  return lastYear - Math.ceil((query.limit ?? 0) / PERIODS_PER_YEAR[query.period]) - 1 - extra;
}

function distinctPeriods(rows: readonly { year: number; quarter: number }[]): number {
  return new Set(rows.map((row) => row.year * 100 + row.quarter)).size;
}

async function computeFinanceData(
  db: Database,
  query: FinanceDataQuery,
): Promise<{
  response: FinanceDataResponse;
  grid: FinanceGrid;
  labels: FinanceLabel[];
}> {
  if (query.start !== undefined && query.end !== undefined && query.start > query.end) {
    throw new AppError('BAD_REQUEST', 'Năm bắt đầu (start) phải nhỏ hơn hoặc bằng năm kết thúc (end)');
  }
  const company = await getCompanyOrThrow(db, query.ticker);
  const statement = statementOf(query.tableName, query.statement);
  const view = derivedView(query.tableName);
  const labels = labelsOf(company.companyType, statement);
  const extra = yearsBefore(view, query.period, query.growth !== undefined);
  const slice = {
    ticker: company.ticker,
    statement,
    periodType: query.period,
    fromYear: query.start === undefined ? undefined : query.start - extra,
    toYear: query.end,
  };
  // "The newest N periods" needs only the last few years: read those, and everything only when
  // the company's data end earlier than that window.
  const window =
    query.start === undefined && query.limit !== undefined ? limitWindowStart(query, extra) : undefined;
  const cutoff = query.asOf === undefined ? null : asOfCutoff(query.asOf);
  const read = (part: StatementSlice) =>
    cutoff ? listStatementValuesAsOf(db, part, cutoff) : listStatementValues(db, part);
  let rows = await read(window === undefined ? slice : { ...slice, fromYear: window });
  if (
    window !== undefined &&
    distinctPeriods(rows) < (query.limit ?? 0) + extra * PERIODS_PER_YEAR[query.period]
  ) {
    rows = await read(slice);
  }
  let grid = gridFromRows(rows, query.period);
  const published = grid.figures;
  if (view) grid = deriveGrid(grid, view, labels);
  if (query.growth) grid = growthGrid(grid, query.growth, labels);
  let shown = grid.periods.filter(
    (ref) =>
      (query.start === undefined || ref.year >= query.start) &&
      (query.end === undefined || ref.year <= query.end),
  );
  if (query.limit !== undefined) shown = shown.slice(-query.limit);
  const response = buildResponse(company, query, statement, labels, grid, shown);
  const which = { ticker: company.ticker, statement };
  response.periodTypes = await (cutoff
    ? listStatementPeriodTypesAsOf(db, which, cutoff)
    : listStatementPeriodTypes(db, which));
  const sources = sourcesOf(rows, query.period, shown);
  if (Object.keys(sources).length > 0) response.sources = sources;
  if (query.asOf !== undefined) {
    // Quality marks check today's figures (and their quarters); an earlier version carries none.
    response.asOf = query.asOf;
    if (shown.length === 0)
      response.emptyReason = `Chưa có số liệu nào được công bố đến hết ngày ${query.asOf}`;
    return { response, grid, labels };
  }
  if (shown.length === 0) {
    response.emptyReason = await emptyReasonOf(db, {
      ticker: company.ticker,
      statement,
      periodType: query.period,
      start: query.start,
      end: query.end,
    });
  }
  // Quality marks on published figures (finance.quality.ts, docs/DATA.md "Quality marks").
  const quality = await qualityMarksOf(db, { company, statement, query, shown, figures: published });
  if (quality.length > 0) response.quality = quality;
  return { response, grid, labels };
}

/**
 * One statement or derived view of one ticker, oldest period first. Values are the stored VND
 * figures (derived views: sums and scaled sums of them; growth: ratios). Throws NOT_FOUND for an
 * unknown ticker, BAD_REQUEST when start > end.
 */
export async function getFinanceData(db: Database, query: FinanceDataQuery): Promise<FinanceDataResponse> {
  return cached(cacheKey('finance-data', query), async () => (await computeFinanceData(db, query)).response);
}

/**
 * One period of a table: the period of `period` type containing `date` (any day of it). A period
 * without figures still comes back, with null values and the reason in `unavailable`.
 */
export async function getFinanceTickerData(
  db: Database,
  query: FinanceTickerDataQuery,
): Promise<FinanceDataResponse> {
  const at = periodContaining(query.period, query.date);
  const { response, grid, labels } = await computeFinanceData(db, {
    ticker: query.ticker,
    tableName: query.tableName,
    period: query.period,
    statement: query.statement,
    start: at.year,
    end: at.year,
  });
  const key = periodKey(at);
  const values: Record<string, (number | null)[]> = {};
  for (const label of labels) values[label.code] = [grid.figures.get(key)?.get(label.code) ?? null];
  const reason = grid.figures.has(key)
    ? undefined
    : (grid.unavailable.get(key) ?? `Chưa có số liệu ${periodPhrase(at)}`);
  const quality = response.quality?.filter((mark) => mark.periodKey === key);
  return {
    ...response,
    periods: [toFinancePeriod(at)],
    values,
    unavailable: reason === undefined ? {} : { [key]: reason },
    quality: quality && quality.length > 0 ? quality : undefined,
  };
}

/**
 * The periods a table can show, oldest first (with asOf: as published by the end of that day). For
 * ANNUALIZE and TRAILING only the periods whose whole window has figures count.
 */
export async function listFinancePeriods(
  db: Database,
  query: FinanceDataRangeQuery & { asOf?: string },
): Promise<PeriodRef[]> {
  const company = await getCompanyOrThrow(db, query.ticker);
  const statement = statementOf(query.tableName, query.statement);
  const slice = { ticker: company.ticker, statement, periodType: query.period };
  const stored = await (query.asOf === undefined
    ? listStatementPeriods(db, slice)
    : listStatementPeriodsAsOf(db, slice, asOfCutoff(query.asOf)));
  let periods: PeriodRef[] = stored.map((row) => ({
    periodType: query.period,
    year: row.year,
    sub: row.quarter,
  }));
  const view = derivedView(query.tableName);
  if (view) {
    const present = new Set(periods.map(periodKey));
    periods = periods.filter((at) => derivedWindow(view, at).every((ref) => present.has(periodKey(ref))));
  }
  return periods;
}

/** The first and last periods a table can show and how many there are (see listFinancePeriods). */
export async function getFinanceDataRange(
  db: Database,
  query: FinanceDataRangeQuery,
): Promise<FinanceDataRangeResponse> {
  return financeRangeOf(await listFinancePeriods(db, query));
}

export function financeRangeOf(periods: readonly PeriodRef[]): FinanceDataRangeResponse {
  const first = periods[0];
  const last = periods[periods.length - 1];
  return {
    first: first ? toFinancePeriod(first) : null,
    last: last ? toFinancePeriod(last) : null,
    count: periods.length,
  };
}

/** The template rows of a table for a ticker's company type (or a company type given directly). */
export async function getFinanceLabels(db: Database, query: FinanceLabelQuery): Promise<FinanceLabel[]> {
  let companyType = query.companyType;
  if (query.ticker !== undefined) companyType = (await getCompanyOrThrow(db, query.ticker)).companyType;
  if (companyType === undefined) {
    throw new AppError(
      'BAD_REQUEST',
      'Cần mã chứng khoán (ticket) hoặc loại hình doanh nghiệp (companyType)',
    );
  }
  return labelsOf(companyType, statementOf(query.tableName, query.statement));
}
