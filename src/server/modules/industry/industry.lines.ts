import { SERIES_PALETTE } from '@/common/constants/palette';
import type { ChartSeriesType } from '@/common/contracts/charts';
import type { IndustryChartLine } from '@/common/contracts/industry';
import { buildExtendId } from '@/common/macro/extendId';
import type { MacroValueType } from '@/common/macroMenu';
import type { MenuItemRow, SeriesRow } from '../macro/macro.repository';
import { frequencyOf } from '../macro/macro.series';

export interface LineStyle {
  valueType: MacroValueType;
  chartType: ChartSeriesType;
  axis: number;
  /** The line's place on its chart (its colour). */
  index: number;
}

/** A palette colour by position on the chart. */
export function colorAt(index: number): string {
  return SERIES_PALETTE[index % SERIES_PALETTE.length] ?? '#1f77b4';
}

/**
 * One chart line: the series at its indicator's frequency and the value type asked, as an extendID
 * GET /api/macro/metric-data answers (and gates by the industry's DEEP_DATA_* code).
 */
export function chartLine(item: MenuItemRow, series: SeriesRow, style: LineStyle): IndustryChartLine {
  const period = frequencyOf(series);
  return {
    extendID: buildExtendId({ menuItemId: item.id, seriesId: series.id, period, valueType: style.valueType }),
    seriesId: series.id,
    seriesCode: series.code,
    name: series.nameVi,
    unit: series.unit,
    ticker: series.ticker,
    chartType: style.chartType,
    axis: style.axis,
    color: colorAt(style.index),
    valueType: style.valueType,
    period,
  };
}

/** Stacked charts draw the parts: the totals they add up to are left out of the lines. */
export function drawnSeries(series: readonly SeriesRow[], chartType: ChartSeriesType): SeriesRow[] {
  if (chartType !== 'stack_column' && chartType !== 'stack_column_100') return [...series];
  const ids = new Set(series.map((line) => line.id));
  const totals = new Set(
    series.flatMap((line) =>
      line.parentSeriesId !== null && ids.has(line.parentSeriesId) ? [line.parentSeriesId] : [],
    ),
  );
  return series.filter((line) => !totals.has(line.id));
}
