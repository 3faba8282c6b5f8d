import type { CompareSeries, CompareSeriesQuery, CompareSeriesResponse } from '@/common/contracts/compare';
import type { AccessNotice } from '@/common/contracts/finance';
import type { ChartMetricInfo, ChartSeriesData } from '@/common/contracts/financeChart';
import { parseMetricKey } from '@/common/contracts/metricKeys';
import type { AuthUser } from '../../core/authUser';
import { isAppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { loadChartSeries } from '../charts/metrics/chartData.service';
import { readIndexCloses } from '../market/market.repository';
import { resolveTickers } from './compareTickers';

/**
 * One metric for several tickers (issue 33, docs/API.md "Comparison"): each ticker's figures through
 * the chart data service (loadChartSeries: the same figures, sources and plan limits as every chart
 * of the site), and VN-Index's closes beside the price. A metric that does not exist for a ticker's
 * company type (NIM of a steel maker) gives that ticker an empty series with the reason.
 */

export const BENCHMARK_INDEX = { code: 'VNINDEX', name: 'VN-Index' } as const;
const INDEX_SOURCE = 'Chỉ số VN-Index (đóng cửa phiên)';
const NOT_FOR_TYPE = 'Chỉ tiêu này không có ở loại hình doanh nghiệp của mã.';

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The metric's description when no ticker could resolve it. */
function fallbackInfo(key: string, periodType: 'quarter' | 'year'): ChartMetricInfo {
  const parsed = parseMetricKey(key);
  return {
    key,
    kind: parsed?.kind ?? 'ratio',
    id: parsed?.id ?? key,
    name: parsed?.id ?? key,
    unit: '',
    valueKind: 'other',
    frequency: parsed?.kind === 'price' ? 'day' : periodType === 'year' ? 'year' : 'period',
  };
}

export async function loadCompareSeries(
  db: Database,
  user: AuthUser | null,
  query: CompareSeriesQuery,
): Promise<CompareSeriesResponse> {
  const resolved = await resolveTickers(db, query.t);
  let info: ChartMetricInfo | null = null;
  let access: AccessNotice | undefined;
  const series: CompareSeries[] = [];
  for (const company of resolved.companies) {
    let data: ChartSeriesData | undefined;
    try {
      const answer = await loadChartSeries(db, user, {
        ticker: company.ticker,
        periodType: query.period,
        keys: [query.metric],
      });
      data = answer.series[0];
      access ??= answer.access;
    } catch (error) {
      if (!isAppError(error) || error.code !== 'VALIDATION') throw error;
    }
    if (!data) {
      series.push({ ticker: company.ticker, points: [], source: '', notice: NOT_FOR_TYPE });
      continue;
    }
    const { key, kind, id, name, unit, valueKind, frequency } = data;
    info ??= { key, kind, id, name, unit, valueKind, frequency };
    series.push({
      ticker: company.ticker,
      points: data.points,
      source: data.source,
      ...(data.notice ? { notice: data.notice } : {}),
    });
  }
  let benchmark: CompareSeriesResponse['benchmark'] = null;
  if (query.metric === 'price:close') {
    const firstX = Math.min(...series.map((item) => item.points[0]?.[0] ?? Infinity));
    const rows = Number.isFinite(firstX)
      ? await readIndexCloses(db, BENCHMARK_INDEX.code, utcDay(firstX))
      : [];
    benchmark = {
      ...BENCHMARK_INDEX,
      points: rows.map((row): [number, number] => [Date.parse(`${row.date}T00:00:00Z`), row.close]),
      source: INDEX_SOURCE,
    };
  }
  return {
    metric: info ?? fallbackInfo(query.metric, query.period),
    periodType: query.period,
    companies: resolved.companies.map(({ ticker, name, companyType }) => ({ ticker, name, companyType })),
    unknown: resolved.unknown,
    dropped: resolved.dropped,
    series,
    benchmark,
    ...(access ? { access } : {}),
  };
}
