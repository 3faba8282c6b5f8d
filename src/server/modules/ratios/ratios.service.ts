import type { CompanyType } from '@/common/constants/market';
import type {
  MetricKind,
  MetricSetBody,
  MetricSetQuery,
  MetricSetResponse,
  RatiosDataQuery,
  RatiosDataResponse,
  RatioPeriodType,
  SameIndustryQuery,
  SameIndustryResponse,
  SameIndustryRow,
} from '@/common/contracts/ratios';
import { periodEndDate, toFinancePeriod, type PeriodRef } from '@/common/finance/periods';
import {
  computeRatios,
  DEFAULT_RATIO_METRICS,
  DEFAULT_SAME_INDUSTRY_METRICS,
  findRatio,
  isRatioFor,
  ratiosFor,
} from '@/common/finance/ratios';
import { averageOf, countOf, medianOf, rankValues } from '@/common/finance/ratioStats';
import type { Valuation } from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { findPeerGroup } from './peerGroup';
import { averageOptions, LONGEST_AVERAGE_SPAN, ratioAverages, type VisiblePeriods } from './ratios.averages';
import { StatementIndex } from './ratios.inputs';
import {
  findCompany,
  listStatementPeriods,
  readMetricPreference,
  readRatioInputs,
  saveMetricPreference,
  type PeerCompany,
} from './ratios.repository';
import { priceKey, readLastCloses } from './valuation.repository';
import { loadShareHistories, valuedRatioInput } from './valuation.service';
import { emptyReasonOf } from '../finance/finance.empty';
import { footnoteRatioReasons } from '../finance/footnoteCoverage';

async function getCompanyOrThrow(db: Database, ticker: string): Promise<PeerCompany> {
  const company = await findCompany(db, ticker);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${ticker}.`);
  return company;
}

function toRef(periodType: RatioPeriodType, row: { year: number; quarter: number }): PeriodRef {
  return { periodType, year: row.year, sub: periodType === 'year' ? 0 : row.quarter };
}

/**
 * GET numeral-data: every ratio of the company's type for its newest `limit` periods, oldest first.
 * A yearly answer adds the 3- and 5-year averages at its newest year (ratios.averages.ts): it computes
 * at least the newest five years for them, but never years `visible` (a limited plan) hides.
 */
export async function getRatiosData(
  db: Database,
  query: RatiosDataQuery,
  visible?: VisiblePeriods,
): Promise<RatiosDataResponse> {
  const company = await getCompanyOrThrow(db, query.ticker);
  const newestFirst = (await listStatementPeriods(db, company.ticker, query.period)).map((row) =>
    toRef(query.period, row),
  );
  const yearly = query.period === 'year';
  const computed = Math.min(
    yearly ? Math.max(query.limit, LONGEST_AVERAGE_SPAN) : query.limit,
    visible?.maxPeriods ?? Number.POSITIVE_INFINITY,
  );
  const all = newestFirst.slice(0, computed).reverse();
  const refs = all.slice(-query.limit);
  const metrics = ratiosFor(company.companyType).map((ratio) => ratio.code);
  const values: Record<string, (number | null)[]> = Object.fromEntries(metrics.map((code) => [code, []]));
  const valuations: Valuation[] = [];
  const first = all[0];
  const last = all[all.length - 1];
  let reasons: Record<string, string> = {};
  if (first && last) {
    // One year before the first period: openings, the trailing quarters and the year-ago figures.
    const rows = await readRatioInputs(db, [company.ticker], query.period, {
      from: first.year - 1,
      to: last.year,
    });
    const index = new StatementIndex(rows, query.period);
    const [closes, histories] = await Promise.all([
      readLastCloses(
        db,
        all.map((ref) => ({ ticker: company.ticker, date: periodEndDate(ref) })),
      ),
      loadShareHistories(db, [company]),
    ]);
    for (const ref of all) {
      const price = closes.get(priceKey(company.ticker, periodEndDate(ref))) ?? null;
      const { input, valuation } = valuedRatioInput(
        index,
        company,
        ref,
        price,
        histories.get(company.ticker),
      );
      const ratios = computeRatios(input, metrics);
      for (const code of metrics) values[code]?.push(ratios[code] ?? null);
      valuations.push(valuation);
    }
    reasons = footnoteRatioReasons(rows, refs, metrics);
  }
  const averages = yearly
    ? ratioAverages(all, values, metrics, averageOptions(newestFirst, visible))
    : undefined;
  const shown = (list: readonly (number | null)[]) => list.slice(-query.limit);
  return {
    ticker: company.ticker,
    companyType: company.companyType,
    periodType: query.period,
    periods: refs.map(toFinancePeriod),
    metrics,
    values: Object.fromEntries(Object.entries(values).map(([code, list]) => [code, shown(list)])),
    prices: valuations.slice(-query.limit).map((valuation) => valuation.price),
    valuations: valuations.slice(-query.limit),
    ...(averages && averages.length > 0 ? { averages } : {}),
    ...(Object.keys(reasons).length > 0 ? { reasons } : {}),
    ...(refs.length === 0
      ? {
          emptyReason: await emptyReasonOf(db, {
            ticker: company.ticker,
            statement: 'INCOME_STATEMENT',
            periodType: query.period,
          }),
        }
      : {}),
  };
}

const DEFAULTS: Record<MetricKind, Record<CompanyType, readonly string[]>> = {
  numeral: DEFAULT_RATIO_METRICS,
  same_industry: DEFAULT_SAME_INDUSTRY_METRICS,
};

async function resolveCompanyType(db: Database, query: MetricSetQuery): Promise<CompanyType> {
  if (query.ticker !== undefined) return (await getCompanyOrThrow(db, query.ticker)).companyType;
  // The schema requires one of the two.
  return query.companyType ?? 'non_financial';
}

/** Unknown codes and codes of another company type are refused with 400, each named. */
export function validateMetricCodes(
  codes: readonly string[],
  companyType: CompanyType,
  path = 'metrics',
): string[] {
  const details = codes.flatMap((code, position) => {
    if (!findRatio(code)) return [{ path: `${path}.${position}`, message: `Chỉ số không tồn tại: ${code}` }];
    if (!isRatioFor(code, companyType)) {
      return [
        {
          path: `${path}.${position}`,
          message: `Chỉ số ${code} không áp dụng cho loại hình doanh nghiệp này`,
        },
      ];
    }
    return [];
  });
  if (details.length > 0) {
    throw new AppError('VALIDATION', 'Danh sách chỉ số có mã không hợp lệ.', { details });
  }
  return [...new Set(codes)];
}

/** The owner's saved set for the company type, or the default set (saved codes since retired are dropped). */
export async function getMetricSet(
  db: Database,
  kind: MetricKind,
  ownerKey: string | null,
  query: MetricSetQuery,
): Promise<MetricSetResponse> {
  const companyType = await resolveCompanyType(db, query);
  const saved = ownerKey ? await readMetricPreference(db, { ownerKey, kind, companyType }) : null;
  const metrics = saved?.metrics.filter((code) => isRatioFor(code, companyType)) ?? [];
  if (saved && metrics.length > 0) {
    return { kind, companyType, metrics, isDefault: false, updatedAt: saved.updatedAt.toISOString() };
  }
  return { kind, companyType, metrics: [...DEFAULTS[kind][companyType]], isDefault: true, updatedAt: null };
}

export async function saveMetricSet(
  db: Database,
  kind: MetricKind,
  ownerKey: string,
  body: MetricSetBody,
): Promise<MetricSetResponse> {
  const companyType = await resolveCompanyType(db, body);
  const metrics = validateMetricCodes(body.metrics, companyType);
  const { updatedAt } = await saveMetricPreference(db, { ownerKey, kind, companyType, metrics });
  return { kind, companyType, metrics, isDefault: false, updatedAt: updatedAt.toISOString() };
}

/** The period compared: the company's latest of the type that ends on or before `date`. */
async function comparisonPeriod(
  db: Database,
  ticker: string,
  periodType: RatioPeriodType,
  date: string | undefined,
): Promise<PeriodRef | null> {
  const refs = (await listStatementPeriods(db, ticker, periodType)).map((row) => toRef(periodType, row));
  return refs.find((ref) => date === undefined || periodEndDate(ref) <= date) ?? null;
}

/**
 * GET same-industry-data: the company and its peers (same company type, same ICB level 4, else level
 * 3; widened one level up while fewer than MIN_PEER_GROUP, see peerGroup.ts) at one period, each metric ranked with its median and average over the companies with a value.
 */
export async function getSameIndustryData(
  db: Database,
  query: SameIndustryQuery,
  ownerKey: string | null,
): Promise<SameIndustryResponse> {
  const company = await getCompanyOrThrow(db, query.ticker);
  const metrics = query.metrics
    ? validateMetricCodes(query.metrics, company.companyType)
    : (await getMetricSet(db, 'same_industry', ownerKey, { ticker: company.ticker })).metrics;
  const { industry, peers } = await findPeerGroup(db, company);
  const period = await comparisonPeriod(db, company.ticker, query.period, query.date);
  const base = { ticker: company.ticker, companyType: company.companyType, industry, metrics };
  const empty = Object.fromEntries(metrics.map((code) => [code, null]));
  if (!period) {
    return { ...base, period: null, rows: [], median: empty, average: empty, counts: {} };
  }
  const tickers = peers.map((peer) => peer.ticker);
  const endDate = periodEndDate(period);
  const index = new StatementIndex(
    await readRatioInputs(db, tickers, query.period, { from: period.year - 1, to: period.year }),
    query.period,
  );
  const [closes, histories] = await Promise.all([
    readLastCloses(
      db,
      tickers.map((ticker) => ({ ticker, date: endDate })),
    ),
    loadShareHistories(db, peers),
  ]);
  const computed = peers
    .map((peer) => {
      const price = closes.get(priceKey(peer.ticker, endDate)) ?? null;
      const { input, valuation } = valuedRatioInput(index, peer, period, price, histories.get(peer.ticker));
      return { peer, values: computeRatios(input, metrics), valuation };
    })
    // A peer without any figure for the period adds only an empty line; the company always stays.
    .filter(
      ({ peer, values }) => peer.ticker === company.ticker || metrics.some((code) => values[code] !== null),
    );
  return { ...base, period: toFinancePeriod(period), ...rankRows(computed, metrics, company.ticker) };
}

/** Ranks, median, average and counts per metric; rows ordered by the first metric's rank. */
export function rankRows(
  computed: { peer: PeerCompany; values: Record<string, number | null>; valuation?: Valuation }[],
  metrics: readonly string[],
  currentTicker: string,
): Pick<SameIndustryResponse, 'rows' | 'median' | 'average' | 'counts'> {
  const rows: SameIndustryRow[] = computed.map(({ peer, values, valuation }) => ({
    ticker: peer.ticker,
    nameVi: peer.nameVi,
    shortName: peer.shortName,
    exchange: peer.exchange,
    isCurrent: peer.ticker === currentTicker,
    values,
    ranks: {},
    ...(valuation ? { valuation } : {}),
  }));
  const median: Record<string, number | null> = {};
  const average: Record<string, number | null> = {};
  const counts: Record<string, number> = {};
  for (const code of metrics) {
    const column = rows.map((row) => row.values[code] ?? null);
    const ranks = rankValues(column, findRatio(code)?.better ?? 'higher');
    rows.forEach((row, position) => {
      row.ranks[code] = ranks[position] ?? null;
    });
    median[code] = medianOf(column);
    average[code] = averageOf(column);
    counts[code] = countOf(column);
  }
  const first = metrics[0];
  if (first !== undefined) {
    const rankOf = (row: SameIndustryRow): number => row.ranks[first] ?? Number.POSITIVE_INFINITY;
    rows.sort((a, b) => rankOf(a) - rankOf(b) || a.ticker.localeCompare(b.ticker));
  }
  return { rows, median, average, counts };
}
