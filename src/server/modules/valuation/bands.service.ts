import type {
  LockedIndustryLine,
  ValuationBandsQuery,
  ValuationBandsResponse,
} from '@/common/contracts/valuation';
import type { AccessNotice } from '@/common/contracts/finance';
import { periodKey, periodOrdinal } from '@/common/finance/periods';
import { BAND_METRIC_LABELS, type BandMetric } from '@/common/valuation/labels';
import { bandMetricsFor } from '@/common/valuation/multiples';
import { bandStats, percentileBelow } from '@/common/valuation/stats';
import { tooLittleHistoryText } from '@/common/valuation/text';
import { MIN_BAND_DAYS, monthEnds, windowStart } from '@/common/valuation/window';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { findCompany, type PeerCompany } from '../ratios/ratios.repository';
import { industryMedianLine } from './industryMedian';
import { loadValuationData, multipleOn, reportsDepreciation, type ValuationData } from './multipleSeries';
import { readLatestCloseDate, readSessionCloses, type SessionClose } from './valuation.repository';

/** What the caller's plan allows (valuation.access.ts): the newest statement quarters, the industry line. */
export interface BandLimits {
  /** Only sessions valued on the company's newest N statement quarters; null: every session. */
  maxQuarters: number | null;
  /** Set when the plan does not open the industry median (ANALYSIS_VALUE_ALL). */
  industryLock: LockedIndustryLine | null;
  access?: AccessNotice;
}

function emptyAnswer(
  query: ValuationBandsQuery,
  available: ValuationBandsResponse['available'],
  emptyReason: string,
): ValuationBandsResponse {
  return {
    ticker: query.ticker,
    requested: query.metric,
    metric: query.metric,
    available,
    metricNote: null,
    years: query.years,
    from: null,
    to: null,
    dates: [],
    values: [],
    excluded: { nonPositive: 0, missing: 0 },
    stats: null,
    today: null,
    quarters: [],
    source: { priceSource: null, lastClose: null, statementQuarter: null },
    industry: null,
    emptyReason,
  };
}

/** The multiple drawn: EV/EBIT when EV/EBITDA is asked of a company that reports no depreciation. */
function drawnMetric(
  query: ValuationBandsQuery,
  data: ValuationData,
): { metric: BandMetric; note: string | null } {
  if (query.metric !== 'EV_EBITDA' || reportsDepreciation(data, query.ticker)) {
    return { metric: query.metric, note: null };
  }
  return {
    metric: 'EV_EBIT',
    note:
      `Báo cáo lưu chuyển tiền tệ của ${query.ticker} không có dòng khấu hao (phương pháp gián tiếp) ` +
      'nên dùng EV/EBIT thay cho EV/EBITDA.',
  };
}

/** The oldest statement quarter (ordinal) a limited caller sees: the newest N the company has. */
function firstAllowedOrdinal(data: ValuationData, ticker: string, maxQuarters: number | null): number | null {
  if (maxQuarters === null) return null;
  const quarters = data.quarters.get(ticker) ?? [];
  const oldest = quarters[Math.min(maxQuarters, quarters.length) - 1];
  return oldest ? periodOrdinal(oldest) : Number.POSITIVE_INFINITY;
}

/**
 * A company's valuation band (docs/DATA.md "Valuation bands"): every session of the window with
 * the multiple on it (multipleOn), the statistics over the valued sessions, today's percentile, and
 * the peer group's median at month ends. Unknown ticker: 404.
 */
export async function getValuationBands(
  db: Database,
  query: ValuationBandsQuery,
  limits: BandLimits = { maxQuarters: null, industryLock: null },
): Promise<ValuationBandsResponse> {
  const company: PeerCompany | null = await findCompany(db, query.ticker);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${query.ticker}.`);
  const available = bandMetricsFor(company.companyType);
  const withAccess = (answer: ValuationBandsResponse): ValuationBandsResponse =>
    limits.access ? { ...answer, access: limits.access } : answer;
  if (!available.includes(query.metric)) {
    return withAccess(
      emptyAnswer(
        query,
        available,
        `${BAND_METRIC_LABELS[query.metric]} chỉ tính cho doanh nghiệp phi tài chính.`,
      ),
    );
  }
  const last = await readLatestCloseDate(db, query.ticker);
  if (!last) {
    return withAccess(
      emptyAnswer(query, available, 'Chưa có giá đóng cửa của mã này nên chưa có dải định giá.'),
    );
  }
  const from = windowStart(last, query.years);
  const years = { from: Number(from.slice(0, 4)) - 2, to: Number(last.slice(0, 4)) };
  const [closes, data] = await Promise.all([
    readSessionCloses(db, query.ticker, { from, to: last }),
    loadValuationData(db, [company], years, query.metric === 'EV_EBITDA'),
  ]);
  if ((data.quarters.get(query.ticker) ?? []).length === 0) {
    return withAccess(
      emptyAnswer(
        query,
        available,
        'Chưa có báo cáo tài chính quý của mã này nên chưa tính được dải định giá theo phiên.',
      ),
    );
  }
  const { metric, note } = drawnMetric(query, data);
  const firstOrdinal = firstAllowedOrdinal(data, query.ticker, limits.maxQuarters);

  const shown: { close: SessionClose; value: number | null; quarter: string | null }[] = [];
  const excluded = { nonPositive: 0, missing: 0 };
  for (const close of closes) {
    const day = multipleOn(data, company, metric, close.date, close);
    if (firstOrdinal !== null && (day.ref === null || periodOrdinal(day.ref) < firstOrdinal)) continue;
    if (day.excluded) excluded[day.excluded] += 1;
    shown.push({ close, value: day.value, quarter: day.ref ? periodKey(day.ref) : null });
  }
  const valued = shown.flatMap((item) => (item.value === null ? [] : [item.value]));
  const enough = valued.length >= MIN_BAND_DAYS;
  const stats = enough ? bandStats(valued) : null;
  const latest = shown[shown.length - 1];
  const dates = shown.map((item) => item.close.date);
  const industry =
    limits.industryLock ??
    (dates.length > 0 ? await industryMedianLine(db, company, metric, monthEnds(dates), years) : null);
  return withAccess({
    ticker: query.ticker,
    requested: query.metric,
    metric,
    available,
    metricNote: note,
    years: query.years,
    from: dates[0] ?? null,
    to: dates[dates.length - 1] ?? null,
    dates,
    values: shown.map((item) => item.value),
    excluded,
    stats,
    today: latest
      ? {
          date: latest.close.date,
          value: latest.value,
          percentile: stats && latest.value !== null ? percentileBelow(valued, latest.value) : null,
        }
      : null,
    quarters: [...new Set(shown.flatMap((item) => (item.quarter ? [item.quarter] : [])))],
    source: {
      priceSource: latest?.close.source ?? null,
      lastClose: latest?.close.date ?? null,
      statementQuarter: latest?.quarter ?? null,
    },
    industry,
    emptyReason: enough ? null : tooLittleHistoryText(metric, valued.length, query.years, MIN_BAND_DAYS),
  });
}
