import type { MacroFrequency } from '@/common/constants/market';
import type { MacroSamePeriodQuery, MetricDataQuery, MetricDataResponse } from '@/common/contracts/macro';
import { dateFormatOf, utcMillis } from '@/common/macro/calendar';
import { buildExtendId, parseExtendId } from '@/common/macro/extendId';
import { seriesPeriods, seriesValueTypes } from '@/common/macro/offers';
import { macroPoints, trimNulls, type MacroPoint } from '@/common/macro/valueTypes';
import { cutToRange, samePeriodView } from '@/common/macro/views';
import type { MacroValueType } from '@/common/macroMenu';
import type { AuthUser } from '../../core/authUser';
import type { Database } from '../../db/client';
import { assertMacroAccess } from './macro.access';
import {
  badRequest,
  indicatorNotFound,
  mismatch,
  periodNotOffered,
  SAME_PERIOD_ONLY_MONTH_QUARTER,
  valueTypeNotOffered,
} from './macro.errors';
import { loadIndicator, loadSeries } from './macro.cache';
import type { MenuItemRow, SeriesRow, SeriesStats, ValueRow } from './macro.repository';
import { frequencyOf, offerOf, statsFromValues } from './macro.series';

export interface MetricTarget {
  series: SeriesRow;
  item: MenuItemRow;
}

export interface MetricRequest {
  period: MacroFrequency;
  valueType: MacroValueType;
  filter?: string;
  samePeriod: boolean;
}

/** The series' points at a period and value type from its stored rows, without leading/trailing nulls. */
export function pointsOf(
  series: SeriesRow,
  rows: readonly ValueRow[],
  period: MacroFrequency,
  valueType: MacroValueType,
): MacroPoint[] {
  const own = rows.filter((row) => row.seriesId === series.id);
  const pick = (type: string) =>
    own.filter((row) => row.valueType === type).map((row) => [row.period, row.value] as const);
  return trimNulls(
    macroPoints({
      frequency: frequencyOf(series),
      unit: series.unit,
      period,
      valueType,
      levels: pick('value'),
      published: valueType === 'value' ? [] : pick(valueType),
    }),
  );
}

/** 400 with the reason when the series cannot show the period or the value type. */
export function assertOffered(
  target: MetricTarget,
  stats: SeriesStats | undefined,
  period: MacroFrequency,
  valueType: MacroValueType,
): void {
  const offer = offerOf(target.series, target.item, stats);
  if (!seriesPeriods(offer).includes(period)) {
    throw periodNotOffered(target.series.nameVi, offer.frequency, period);
  }
  const offered = seriesValueTypes(offer, period);
  if (!offered.includes(valueType)) {
    throw valueTypeNotOffered(target.series.nameVi, period, valueType, offered);
  }
}

/** The metric answer of one series (time series or same-period view) from its stored rows. */
export function answerMetric(
  target: MetricTarget,
  rows: readonly ValueRow[],
  request: MetricRequest,
): MetricDataResponse {
  const { series, item } = target;
  const { period, valueType } = request;
  if (request.samePeriod && period === 'year') throw badRequest(SAME_PERIOD_ONLY_MONTH_QUARTER);
  const stats = statsFromValues(rows).get(series.id);
  assertOffered(target, stats, period, valueType);
  const points = cutToRange(pointsOf(series, rows, period, valueType), request.filter);
  const header = {
    extendID: buildExtendId({ menuItemId: item.id, seriesId: series.id, period, valueType }),
    menuItemId: item.id,
    seriesId: series.id,
    name: series.nameVi,
    indicatorName: item.nameVi,
    unit: valueType === 'value' ? series.unit : '%',
    period,
    valueType,
    dateFormat: dateFormatOf(period),
    source: series.source,
    releaseDate: stats?.releaseDate ?? null,
  };
  if (request.samePeriod && period !== 'year') {
    return { ...header, view: 'same_period', ...samePeriodView(points, period) };
  }
  return {
    ...header,
    view: 'time_series',
    points: points.map(([date, value]): [number, number | null] => [utcMillis(date), value]),
  };
}

/**
 * GET metric-data and metric-data-custom-chart: the series named by the extendID, at the period and
 * value type the query gives (else the extendID's). macroItemId and nameId, when sent, must name the
 * extendID's indicator and series.
 */
export async function getMetricData(
  db: Database,
  user: AuthUser | null,
  query: MetricDataQuery,
): Promise<MetricDataResponse> {
  const parts = parseExtendId(query.extendID);
  if (!parts) throw badRequest('Mã chỉ tiêu vĩ mô không hợp lệ.');
  if (query.macroItemId !== undefined && query.macroItemId !== parts.menuItemId) {
    throw mismatch('macroItemId', query.macroItemId, query.extendID);
  }
  if (query.nameId !== undefined && query.nameId !== parts.seriesId) {
    throw mismatch('nameId', query.nameId, query.extendID);
  }
  const { found, rows } = await loadSeries(db, parts.seriesId, query.asOf);
  if (!found || found.item.id !== parts.menuItemId) throw indicatorNotFound();
  assertMacroAccess(user, found.item);
  return answerMetric(found, rows, {
    period: query.period ?? parts.period,
    valueType: query.valueType ?? parts.valueType,
    filter: query.filter,
    samePeriod: query.isSamePeriod,
  });
}

/** GET get-data-same-period: one series of an indicator (default its first) year by year. */
export async function getSamePeriodData(
  db: Database,
  user: AuthUser | null,
  query: MacroSamePeriodQuery,
): Promise<MetricDataResponse> {
  const indicator = await loadIndicator(db, query.macroItemId, query.asOf);
  const { item } = indicator;
  if (!item) throw indicatorNotFound();
  assertMacroAccess(user, item);
  let data: { series: SeriesRow | undefined; rows: readonly ValueRow[] } = {
    series: indicator.series[0],
    rows: indicator.rows,
  };
  if (query.seriesId !== undefined) {
    const { found, rows } = await loadSeries(db, query.seriesId, query.asOf);
    data = { series: found?.item.id === item.id ? found.series : undefined, rows };
  }
  const { series, rows } = data;
  if (!series) throw indicatorNotFound();
  return answerMetric({ series, item }, rows, {
    period: query.period ?? frequencyOf(series),
    valueType: query.valueType,
    samePeriod: true,
  });
}
