import { eq } from 'drizzle-orm';
import { accessFor, lockedMessage } from '@/common/access/accessTable';
import type { ChartSeriesData } from '@/common/contracts/financeChart';
import type { InputSeries, SeriesFrequency, SeriesPoint } from '@/common/seriesMath';
import { roleOfUser } from '../../access/accessContext';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { macroSeries } from '../../db/schema';
import { loadChartSeries } from '../charts/metrics/chartData.service';
import { findMacroMetrics, macroSeriesPoints } from '../charts/metrics/macroCatalog';

/**
 * One input's figures as the engine reads them. Company metrics (statement lines, ratios, prices)
 * come through the chart data service, so the plan limits of the charts apply; macro series and the
 * industry dashboards' series (stored as macro series of the DEEP_DATA_* groups) through the macro
 * catalogue, with the same permission check as the charts (a locked series is empty, with a notice).
 */

export interface LoadedSeries {
  series: InputSeries;
  /** Metric name, without the ticker. */
  name: string;
  unit: string;
  source: string;
  /** Why figures are missing or cut (plan limit, locked series, no statement). */
  notice?: string;
}

export type SeriesKind = 'statement' | 'ratio' | 'price' | 'macro' | 'industry';

export function kindOfKey(key: string): SeriesKind {
  return key.slice(0, key.indexOf(':')) as SeriesKind;
}

export function isCompanyKind(kind: SeriesKind): boolean {
  return kind === 'statement' || kind === 'ratio' || kind === 'price';
}

function utcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The chart answer's frequency as the engine's: 'period' is the statement period type asked. */
function frequencyOf(data: ChartSeriesData, periodType: 'quarter' | 'year'): SeriesFrequency {
  return data.frequency === 'period' ? periodType : data.frequency;
}

/** Notes of null points only (the close behind a P/E point is a caption, not a reason). */
function nullNotes(data: ChartSeriesData): (string | null)[] | undefined {
  const notes = data.pointNotes;
  if (!notes) return undefined;
  return data.points.map(([, y], index) => (y === null ? (notes[index] ?? null) : null));
}

export async function loadCompanySeries(
  db: Database,
  user: AuthUser | null,
  request: { ticker: string; key: string; periodType: 'quarter' | 'year' },
): Promise<LoadedSeries> {
  const answer = await loadChartSeries(db, user, {
    ticker: request.ticker,
    periodType: request.periodType,
    keys: [request.key],
  });
  const [data] = answer.series;
  if (!data) throw new AppError('INTERNAL');
  const notes = nullNotes(data);
  return {
    series: {
      frequency: frequencyOf(data, request.periodType),
      points: data.points,
      ...(notes ? { notes } : {}),
    },
    name: data.name,
    unit: data.unit,
    source: data.source,
    ...(data.notice !== undefined ? { notice: data.notice } : {}),
  };
}

/** `macro:VN_CPI_TOTAL.yoy`, `industry:STEEL_OUTPUT` (the level) or `industry:1234` (a series id). */
async function macroIdOf(db: Database, key: string): Promise<string | null> {
  const id = key.slice(key.indexOf(':') + 1);
  if (!/^\d+$/.test(id)) return id;
  const [row] = await db
    .select({ code: macroSeries.code })
    .from(macroSeries)
    .where(eq(macroSeries.id, Number(id)))
    .limit(1);
  return row ? row.code : null;
}

export async function loadMacroSeries(
  db: Database,
  user: AuthUser | null,
  key: string,
): Promise<LoadedSeries> {
  const id = await macroIdOf(db, key);
  const metric =
    id === null ? undefined : (await findMacroMetrics(db, [id])).get(id.includes('.') ? id : `${id}.value`);
  if (!metric) throw new AppError('NOT_FOUND', `Không tìm thấy chuỗi số liệu ${key}.`);
  const role = roleOfUser(user);
  const allowed = accessFor(role, metric.permission).level !== 'none';
  const points = allowed ? await macroSeriesPoints(db, metric) : [];
  const frequency: SeriesFrequency = metric.frequency === 'period' ? 'month' : metric.frequency;
  return {
    series: { frequency, points: points.map(([period, value]): SeriesPoint => [utcMs(period), value]) },
    name: metric.name,
    unit: metric.unit,
    source: metric.source,
    ...(allowed ? {} : { notice: lockedMessage(role, metric.permission) }),
  };
}
