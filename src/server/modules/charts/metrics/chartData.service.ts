import { accessFor, lockedMessage } from '@/common/access/accessTable';
import { periodWindow, SERIES_PERIOD_CODES } from '@/common/access/periodWindow';
import type { AccessNotice } from '@/common/contracts/finance';
import type {
  ChartPeriodType,
  ChartSeriesData,
  FinanceChartOneResponse,
  FinanceChartResponse,
} from '@/common/contracts/financeChart';
import { periodEndDate } from '@/common/finance/periods';
import { findRatio } from '@/common/finance/ratios';
import { valuationNote } from '@/common/finance/valuationNote';
import type { Database } from '../../../db/client';
import type { AuthUser } from '../../../core/authUser';
import { AppError } from '../../../core/errors';
import { roleOfUser } from '../../../access/accessContext';
import { emptyReasonOf } from '../../finance/finance.empty';
import { findCompany } from '../../finance/finance.repository';
import { getRatiosData } from '../../ratios/ratios.service';
import { resolveMetrics, type ResolvedMetric } from './metricIndex';
import { macroSeriesPoints } from './macroCatalog';
import { readDailyPrices, readStatementItems } from './series.repository';

/**
 * The figures of chart metrics for one ticker. Statement items and ratios come per period (x = the
 * period's last day, UTC milliseconds); prices per trading day; macro series at their own pace.
 * Plan limits: statement figures follow FINANCE_REPORT_ALL and ratios FINANCE_NUMERAL_ALL (a limited
 * plan sees the newest periods, as on the tables); a macro series the plan does not include comes
 * back empty with a notice.
 */

type Point = [number, number | null];

function utcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function periodX(periodType: ChartPeriodType, year: number, quarter: number): number {
  return utcMs(periodEndDate({ periodType, year, sub: periodType === 'year' ? 0 : quarter }));
}

const SOURCES = {
  statement: 'Báo cáo tài chính',
  ratio: 'Tính từ báo cáo tài chính và giá cổ phiếu',
  price: 'Giá giao dịch (điều chỉnh theo chia tách, cổ tức)',
} as const;

interface Context {
  db: Database;
  ticker: string;
  periodType: ChartPeriodType;
}

async function statementPoints(ctx: Context, metrics: ResolvedMetric[]): Promise<Map<string, Point[]>> {
  const out = new Map<string, Point[]>();
  const byStatement = new Map<string, ResolvedMetric[]>();
  for (const metric of metrics) {
    if (metric.kind !== 'statement') continue;
    byStatement.set(metric.statement, [...(byStatement.get(metric.statement) ?? []), metric]);
  }
  for (const list of byStatement.values()) {
    const first = list[0];
    if (first?.kind !== 'statement') continue;
    const rows = await readStatementItems(ctx.db, {
      ticker: ctx.ticker,
      statement: first.statement,
      periodType: ctx.periodType,
      codes: list.map((metric) => (metric.kind === 'statement' ? metric.itemCode : '')),
    });
    for (const metric of list) {
      if (metric.kind !== 'statement') continue;
      out.set(
        metric.key,
        rows
          .filter((row) => row.itemCode === metric.itemCode)
          .map((row): Point => [periodX(ctx.periodType, row.year, row.quarter), row.value]),
      );
    }
  }
  return out;
}

interface RatioSeries {
  points: Map<string, Point[]>;
  /** Price-based ratios: the close behind each point, or why it is empty. */
  notes: Map<string, (string | null)[]>;
  /** Why a ratio is missing for some or all periods (no period at all, a bank footnote the source lacks). */
  reasons: Map<string, string>;
}

async function ratioPoints(ctx: Context, metrics: ResolvedMetric[]): Promise<RatioSeries> {
  const out: RatioSeries = { points: new Map(), notes: new Map(), reasons: new Map() };
  const ratios = metrics.filter((metric) => metric.kind === 'ratio');
  if (ratios.length === 0) return out;
  const data = await getRatiosData(ctx.db, { ticker: ctx.ticker, period: ctx.periodType, limit: 200 });
  const xs = data.periods.map((period) => utcMs(period.endDate));
  for (const metric of ratios) {
    const values = data.values[metric.id] ?? [];
    const reason = data.emptyReason ?? data.reasons?.[metric.id];
    if (reason !== undefined) out.reasons.set(metric.key, reason);
    out.points.set(
      metric.key,
      xs.map((x, index): Point => [x, values[index] ?? null]),
    );
    if (findRatio(metric.id)?.usesPrice) {
      out.notes.set(
        metric.key,
        xs.map((_, index) => valuationNote(data.valuations?.[index])),
      );
    }
  }
  return out;
}

async function pricePoints(ctx: Context, metrics: ResolvedMetric[]): Promise<Map<string, Point[]>> {
  const out = new Map<string, Point[]>();
  if (!metrics.some((metric) => metric.kind === 'price')) return out;
  const rows = await readDailyPrices(ctx.db, ctx.ticker);
  out.set(
    'price:close',
    rows.map((row): Point => [utcMs(row.date), Math.round(row.close * row.adjRatio * 100) / 100]),
  );
  out.set(
    'price:volume',
    rows.map((row): Point => [utcMs(row.date), row.volume]),
  );
  return out;
}

/** Keeps the newest `cap` periods of a per-period series. */
function newest(points: Point[], cap: number): Point[] {
  if (cap <= 0) return [];
  return points.length > cap ? points.slice(-cap) : points;
}

export interface ChartDataRequest {
  ticker: string;
  periodType: ChartPeriodType;
  keys: readonly string[];
}

/** The series in the order asked, and the plan notice when any was cut. */
export async function loadChartSeries(
  db: Database,
  user: AuthUser | null,
  request: ChartDataRequest,
): Promise<FinanceChartResponse> {
  const company = await findCompany(db, request.ticker);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${request.ticker}.`);
  const metrics = await resolveMetrics(db, company.companyType, request.keys);
  const ctx: Context = { db, ticker: company.ticker, periodType: request.periodType };
  const [statements, ratios, prices] = await Promise.all([
    statementPoints(ctx, metrics),
    ratioPoints(ctx, metrics),
    pricePoints(ctx, metrics),
  ]);
  const role = roleOfUser(user);
  // Statement lines and ratios show the periods the statement and ratio tables would show this caller.
  const windows = {
    statement: periodWindow(role, SERIES_PERIOD_CODES.statement, request.periodType),
    ratio: periodWindow(role, SERIES_PERIOD_CODES.ratio, request.periodType),
  };
  let access: AccessNotice | undefined;
  const series: ChartSeriesData[] = [];
  for (const metric of metrics) {
    const { key, kind, id, name, unit, valueKind, frequency } = metric;
    const base = { key, kind, id, name, unit, valueKind, frequency };
    if (metric.kind === 'macro') {
      const allowed = accessFor(role, metric.permission).level !== 'none';
      const points = allowed ? await macroSeriesPoints(db, metric) : [];
      series.push({
        ...base,
        source: metric.source,
        points: points.map(([period, value]): Point => [utcMs(period), value]),
        ...(allowed ? {} : { notice: lockedMessage(role, metric.permission) }),
      });
      continue;
    }
    if (metric.kind === 'price') {
      series.push({ ...base, source: SOURCES.price, points: prices.get(key) ?? [] });
      continue;
    }
    const window = windows[metric.kind];
    const all = (metric.kind === 'statement' ? statements : ratios.points).get(key) ?? [];
    const points = window === null ? all : newest(all, window.maxPeriods);
    const cut = window !== null && points.length < all.length;
    if (cut) access ??= window.notice;
    const notes = metric.kind === 'ratio' ? ratios.notes.get(key) : undefined;
    // An empty series (or a ratio the sources give for some periods only) says why.
    let missing: string | undefined;
    if (metric.kind === 'ratio') missing = ratios.reasons.get(key);
    else if (all.length === 0 && 'statement' in metric) {
      missing = await emptyReasonOf(db, {
        ticker: company.ticker,
        statement: metric.statement,
        periodType: request.periodType,
      });
    }
    series.push({
      ...base,
      source: SOURCES[metric.kind],
      points,
      ...(cut ? { notice: window.notice.message } : missing !== undefined ? { notice: missing } : {}),
      ...(notes ? { pointNotes: notes.slice(notes.length - points.length) } : {}),
    });
  }
  // A limited plan always learns its limit on statement figures, even when the history is short.
  if (metrics.some((metric) => metric.kind === 'statement' || metric.kind === 'ratio')) {
    access ??= windows.statement?.notice ?? windows.ratio?.notice;
  }
  return { ticker: company.ticker, periodType: request.periodType, series, ...(access ? { access } : {}) };
}

export async function loadOneChartSeries(
  db: Database,
  user: AuthUser | null,
  request: { ticker: string; periodType: ChartPeriodType; key: string },
): Promise<FinanceChartOneResponse> {
  const answer = await loadChartSeries(db, user, {
    ticker: request.ticker,
    periodType: request.periodType,
    keys: [request.key],
  });
  const [series] = answer.series;
  if (!series) throw new AppError('INTERNAL');
  return {
    ticker: answer.ticker,
    periodType: answer.periodType,
    series,
    ...(answer.access ? { access: answer.access } : {}),
  };
}
