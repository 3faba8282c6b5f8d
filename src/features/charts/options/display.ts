import { UNIT_LABELS, type UnitFormat } from '@/common/constants/finance';
import type { ChartMetric } from '@/common/contracts/charts';
import { type ChartSeriesData, type MetricValueKind } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';
import { scaleToUnit } from '@/common/finance/scale';
import { formatDate, formatNumber, MISSING_VALUE } from '@/common/format';
import type { MetricChartInput } from '../types';

/**
 * How chart figures read on screen and in exports: money scaled by the unit switch, percentages
 * (sent as fractions) times 100, everything else as sent. Shared by the option builder, the
 * tooltip and the CSV export so the three always agree.
 */

export const PERCENT_LABEL = '%';

/** A raw figure in the display unit; null, undefined and non-finite values -> null. */
export function displayValue(
  value: number | null | undefined,
  valueKind: MetricValueKind | undefined,
  unit: UnitFormat,
): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (valueKind === 'money') return scaleToUnit(value, unit);
  if (valueKind === 'percent') return value * 100;
  return value;
}

/** The unit a metric's displayed figures are in: "Tỷ đồng", "%", or the metric's own unit. */
export function unitLabel(data: ChartSeriesData | undefined, unit: UnitFormat): string {
  if (!data) return '';
  if (data.valueKind === 'money') return UNIT_LABELS[unit];
  if (data.valueKind === 'percent') return PERCENT_LABEL;
  return data.unit;
}

/**
 * Decimals a metric's values read with (the spec: two; share volumes and prices in đồng are whole
 * numbers, so they never show ".00").
 */
export function valueDecimals(data: ChartSeriesData | undefined): number {
  return data?.valueKind === 'count' || data?.valueKind === 'perShare' ? 0 : 2;
}

/** "12.35 Tỷ đồng", "15.20%", "25,300 đồng" (0 decimals), "-" for a missing value. */
export function formatDisplayValue(value: number | null | undefined, label: string, decimals = 2): string {
  const text = formatNumber(value, decimals);
  if (text === MISSING_VALUE || !label) return text;
  return label === PERCENT_LABEL ? `${text}${PERCENT_LABEL}` : `${text} ${label}`;
}

/** The legend name: the configured name, else the figures' name, else the metric id. */
export function metricName(metric: ChartMetric, data: ChartSeriesData | undefined): string {
  return metric.name || data?.name || metric.id;
}

export function seriesDataOf(input: MetricChartInput, metric: ChartMetric): ChartSeriesData | undefined {
  return input.series[metricKey(metric)];
}

/** The metric's points as drawn: [x, y in the display unit]. */
export function displayPoints(
  data: ChartSeriesData | undefined,
  unit: UnitFormat,
): Array<[number, number | null]> {
  if (!data) return [];
  return data.points.map(([x, y]) => [x, displayValue(y, data.valueKind, unit)]);
}

/** UTC milliseconds -> "2024-12-31", the spec's date format (points are days at UTC midnight). */
export function formatChartDate(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  // The UTC day, read as a calendar date so the viewer's time zone cannot move it.
  return formatDate(date.toISOString().slice(0, 10));
}

/** A period's label from its last day: Q3/2024 for a quarter, 2024 for a year. */
export function formatPeriodLabel(ms: number, periodType: 'quarter' | 'year'): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  const year = String(date.getUTCFullYear());
  return periodType === 'year' ? year : `Q${String(Math.floor(date.getUTCMonth() / 3) + 1)}/${year}`;
}

/** Moves a UTC time back by whole months, keeping the day (clamped to the month's last day). */
export function subtractMonthsUtc(ms: number, months: number): number {
  const date = new Date(ms);
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}
