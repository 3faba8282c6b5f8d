import type { Options, Point, SeriesColumnOptions, YAxisOptions } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { buildChartOptions } from '../options/buildChartOptions';
import { chartInput, metric, Q1_2024, Q2_2024, seriesData } from './optionsFixtures';

function yAxesOf(options: Options): YAxisOptions[] {
  return options.yAxis as YAxisOptions[];
}
function seriesOf(options: Options): SeriesColumnOptions[] {
  return (options.series ?? []) as SeriesColumnOptions[];
}
function tooltipOf(options: Options, x: number, rows: Array<[id: string, y: number]>): string {
  const points = rows.map(([id, y]) => ({ x, y, color: '#000', series: { name: id, options: { id } } }));
  const formatter = options.tooltip?.formatter as (this: Point) => string;
  return formatter.call({ ...points[0], points } as unknown as Point);
}

describe('chart axes and units', () => {
  it('a 100% stacked chart reads in % on its axis, whatever its figures are in', () => {
    const options = buildChartOptions(
      chartInput({
        metrics: [
          metric('DEBT', { kind: 'statement', seriesType: 'stack_column_100' }),
          metric('EQUITY', { kind: 'statement', seriesType: 'stack_column_100' }),
        ],
        series: {
          'statement:DEBT': seriesData('statement:DEBT', 'money', [[Q1_2024, 60e9]]),
          'statement:EQUITY': seriesData('statement:EQUITY', 'money', [[Q1_2024, 40e9]]),
        },
      }),
    );
    expect(yAxesOf(options)[0]?.title?.text).toBe('%');
  });

  it('CPI in points and GDP in tỷ đồng put on one axis are drawn on two axes, each titled', () => {
    const options = buildChartOptions(
      chartInput({
        metrics: [
          metric('CPI', { kind: 'macro', axis: AxisSlot.LEFT_1 }),
          metric('GDP', { kind: 'macro', axis: AxisSlot.LEFT_1, seriesType: 'column' }),
          metric('GDP2', { kind: 'macro', axis: AxisSlot.LEFT_1, seriesType: 'column' }),
        ],
        series: {
          'macro:CPI': seriesData('macro:CPI', 'index', [[Q1_2024, 104.5]], { unit: 'điểm' }),
          'macro:GDP': seriesData('macro:GDP', 'other', [[Q1_2024, 2_500_000]], { unit: 'tỷ đồng' }),
          'macro:GDP2': seriesData('macro:GDP2', 'other', [[Q1_2024, 1_000_000]], { unit: 'tỷ đồng' }),
        },
      }),
    );
    // Same units share the axis the first of them moved to.
    expect(seriesOf(options).map((series) => series.yAxis)).toEqual([
      AxisSlot.LEFT_1,
      AxisSlot.RIGHT_1,
      AxisSlot.RIGHT_1,
    ]);
    const axes = yAxesOf(options);
    expect(axes.map((axis) => [axis.visible, axis.title?.text])).toEqual([
      [true, 'điểm'],
      [true, 'tỷ đồng'],
      [false, ''],
      [false, ''],
    ]);
  });

  it('keeps series of one unit together and a series without figures where it was put', () => {
    const options = buildChartOptions(
      chartInput({
        metrics: [metric('ROE'), metric('ROA'), metric('NIM')],
        series: {
          'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.2]]),
          'ratio:ROA': seriesData('ratio:ROA', 'percent', [[Q1_2024, 0.02]]),
        },
      }),
    );
    expect(seriesOf(options).map((series) => series.yAxis)).toEqual([0, 0, 0]);
  });
});

describe('chart tooltip formats', () => {
  it('shows the day as YYYY-MM-DD', () => {
    const options = buildChartOptions(
      chartInput({
        metrics: [metric('close', { kind: 'price' })],
        series: {
          'price:close': seriesData('price:close', 'perShare', [[Q2_2024, 25_300]], {
            unit: 'đồng',
            frequency: 'day',
          }),
        },
      }),
    );
    expect(tooltipOf(options, Q2_2024, [['price:close', 25_300]])).toContain('2024-06-30');
  });

  it('prices in đồng and share volumes have no ".00"; ratios keep two decimals with comma thousands', () => {
    const options = buildChartOptions(
      chartInput({
        metrics: [
          metric('close', { kind: 'price' }),
          metric('volume', { kind: 'price', seriesType: 'column', axis: AxisSlot.RIGHT_1 }),
          metric('PE', { axis: AxisSlot.LEFT_2 }),
        ],
        series: {
          'price:close': seriesData('price:close', 'perShare', [[Q1_2024, 25_300]], { unit: 'đồng' }),
          'price:volume': seriesData('price:volume', 'count', [[Q1_2024, 1_234_500]], { unit: 'cp' }),
          'ratio:PE': seriesData('ratio:PE', 'times', [[Q1_2024, 1234.5]], { unit: 'lần' }),
        },
      }),
    );
    const text = tooltipOf(options, Q1_2024, [
      ['price:close', 25_300],
      ['price:volume', 1_234_500],
      ['ratio:PE', 1234.5],
    ]);
    expect(text).toContain('price:close: <b>25,300 đồng</b>');
    expect(text).toContain('price:volume: <b>1,234,500 cp</b>');
    expect(text).toContain('ratio:PE: <b>1,234.50 lần</b>');
  });
});
