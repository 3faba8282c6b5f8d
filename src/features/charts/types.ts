import type { ChartMetric } from '@/common/contracts/charts';
import type { ChartSeriesData } from '@/common/contracts/financeChart';
import type { UnitFormat } from '@/common/constants/finance';

/**
 * What every chart of the site draws from (financial chart, section dashboards, shared sections):
 * the chart's metrics as configured (colour, series type, axis slot) and their figures. The pure
 * option builder (options/buildChartOptions.ts) turns this into Highcharts options; MetricChart
 * (components/MetricChart.tsx) draws it.
 */
export interface MetricChartInput {
  /** The metrics in legend order; a metric without figures in `series` is drawn empty. */
  metrics: readonly ChartMetric[];
  /** Figures keyed by metric key (`kind:id`, see metricKey in src/common/contracts/financeChart.ts). */
  series: Readonly<Record<string, ChartSeriesData | undefined>>;
  /** Display unit of money metrics (tỷ, triệu, nghìn đồng). */
  unit: UnitFormat;
  /** true: each axis fits its own data; false: every axis of one side shares min/max (fixed). */
  isAutoAxis: boolean;
  /** Active range key ('3Y', '1Y', 'All' ...): the x-axis starts that long before the newest point. */
  range: string;
  /** The exported image's title and the export file name (screens show their own heading). */
  title?: string;
  /**
   * The statement period of the figures: with it, a chart whose series are all per period labels
   * its x-axis and tooltip by period ("Q3/2024", "2024") at the periods' own points.
   */
  periodType?: 'quarter' | 'year';
}
