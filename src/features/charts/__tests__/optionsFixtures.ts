import { AxisSlot } from '@/common/constants/charts';
import type { ChartMetric } from '@/common/contracts/charts';
import type { ChartSeriesData, MetricValueKind } from '@/common/contracts/financeChart';
import type { MetricChartInput } from '../types';

/** Shared fixtures of the chart option and export tests. */

export const Q4_2023 = Date.UTC(2023, 11, 31);
export const Q1_2024 = Date.UTC(2024, 2, 31);
export const Q2_2024 = Date.UTC(2024, 5, 30);
export const Q3_2024 = Date.UTC(2024, 8, 30);

export function metric(id: string, overrides: Partial<ChartMetric> = {}): ChartMetric {
  return {
    kind: 'ratio',
    id,
    color: '#1f77b4',
    seriesType: 'line',
    axis: AxisSlot.LEFT_1,
    ...overrides,
  };
}

export function seriesData(
  key: string,
  valueKind: MetricValueKind,
  points: Array<[number, number | null]>,
  overrides: Partial<ChartSeriesData> = {},
): ChartSeriesData {
  const [kind = 'ratio', id = key] = key.split(':');
  return {
    key,
    kind: kind as ChartSeriesData['kind'],
    id,
    name: id,
    unit: valueKind === 'percent' ? '%' : valueKind === 'money' ? 'đồng' : 'lần',
    valueKind,
    frequency: 'period',
    points,
    source: 'test',
    ...overrides,
  };
}

export function chartInput(overrides: Partial<MetricChartInput> = {}): MetricChartInput {
  return { metrics: [], series: {}, unit: 'billion', isAutoAxis: true, range: 'All', ...overrides };
}
