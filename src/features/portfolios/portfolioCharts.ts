import type { Options } from 'highcharts';
import type { PortfolioPerformanceResponse } from '@/common/contracts/portfolios';
import type { IndustrySlice } from '@/common/portfolio/allocation';
import { formatNumber, formatPercent } from '@/common/format';
import type { ChartTableData } from '@/features/charts/options/tableData';

/** Highcharts options of the portfolio screen (pure; drawn by HighchartsView) and their data tables. */

export const ALLOCATION_TITLE = 'Phân bổ theo ngành (ICB cấp 2)';
export const PERFORMANCE_TITLE = 'Hiệu suất theo thời gian (TWR) so với VN-Index';

export function allocationOptions(slices: readonly IndustrySlice[]): Options {
  return {
    chart: { type: 'pie', height: 300 },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { description: 'Tỷ trọng giá trị thị trường của các mã nắm giữ theo ngành ICB cấp 2.' },
    tooltip: { pointFormat: '<b>{point.percentage:.2f}%</b> · {point.custom.value} đồng' },
    plotOptions: { pie: { dataLabels: { enabled: true, format: '{point.name}: {point.percentage:.1f}%' } } },
    series: [
      {
        type: 'pie',
        name: 'Tỷ trọng',
        data: slices.map((slice) => ({
          name: slice.name,
          y: slice.weight * 100,
          custom: { value: formatNumber(slice.marketValue, 0) },
        })),
      },
    ],
  };
}

export function allocationTable(slices: readonly IndustrySlice[]): ChartTableData {
  return {
    rowHeading: 'Ngành',
    columns: ['Giá trị thị trường (đồng)', 'Tỷ trọng'],
    rows: slices.map((slice) => ({
      key: slice.code ?? 'none',
      name: slice.name,
      values: [formatNumber(slice.marketValue, 0), formatPercent(slice.weight)],
    })),
  };
}

const dayTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function performanceOptions(data: PortfolioPerformanceResponse): Options {
  return {
    chart: { type: 'line', height: 320, zooming: { type: 'x' } },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: {
      description:
        'Lợi suất tích lũy theo thời gian của danh mục (TWR) và của VN-Index, tính bằng phần trăm.',
    },
    xAxis: { type: 'datetime' },
    yAxis: { title: { text: 'Lợi suất tích lũy (%)' }, labels: { format: '{value}%' } },
    tooltip: { shared: true, valueDecimals: 2, valueSuffix: '%', xDateFormat: '%Y-%m-%d' },
    series: [
      {
        type: 'line',
        name: 'Danh mục (TWR)',
        data: data.points.map((point) => [dayTime(point.date), point.cumulativeReturn * 100]),
      },
      {
        type: 'line',
        name: data.benchmark.code === 'VNINDEX' ? 'VN-Index' : data.benchmark.code,
        dashStyle: 'ShortDash',
        data: data.points
          .filter((point) => point.benchmarkReturn !== null)
          .map((point) => [dayTime(point.date), (point.benchmarkReturn ?? 0) * 100]),
      },
    ],
  };
}

/** The last 12 points as a table (the chart's "Xem bảng số liệu"). */
export function performanceTable(data: PortfolioPerformanceResponse): ChartTableData {
  const points = data.points.slice(-12);
  return {
    rowHeading: 'Chỉ tiêu',
    columns: points.map((point) => point.date),
    rows: [
      {
        key: 'twr',
        name: 'Danh mục (TWR)',
        values: points.map((point) => formatPercent(point.cumulativeReturn)),
      },
      { key: 'bench', name: 'VN-Index', values: points.map((point) => formatPercent(point.benchmarkReturn)) },
      { key: 'dd', name: 'Sụt giảm từ đỉnh', values: points.map((point) => formatPercent(point.drawdown)) },
    ],
  };
}
