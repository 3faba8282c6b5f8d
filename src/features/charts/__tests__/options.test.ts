import type { Options, Point, SeriesColumnOptions, YAxisOptions } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import type { ChartSeriesType } from '@/common/contracts/charts';
import { buildChartOptions, NO_DATA_TEXT, periodTicks } from '../options/buildChartOptions';
import { chartInput, metric, Q1_2024, Q2_2024, Q3_2024, Q4_2023, seriesData } from './optionsFixtures';

type AnySeries = SeriesColumnOptions & { type: string };

function seriesOf(options: Options): AnySeries[] {
  return (options.series ?? []) as AnySeries[];
}
function yAxesOf(options: Options): YAxisOptions[] {
  return options.yAxis as YAxisOptions[];
}

describe('buildChartOptions: series', () => {
  const cases: Array<[ChartSeriesType, string, string | undefined]> = [
    ['line', 'line', undefined],
    ['spline', 'spline', undefined],
    ['column', 'column', undefined],
    ['stack_column', 'column', 'normal'],
    ['stack_column_100', 'column', 'percent'],
    ['area', 'area', undefined],
  ];
  it.each(cases)('maps %s to a %s series with stacking %s', (seriesType, type, stacking) => {
    const input = chartInput({
      metrics: [metric('ROE', { seriesType, axis: AxisSlot.RIGHT_1 })],
      series: { 'ratio:ROE': seriesData('ratio:ROE', 'times', [[Q1_2024, 1]]) },
    });
    const [series] = seriesOf(buildChartOptions(input));
    expect(series?.type).toBe(type);
    expect(series?.stacking).toBe(stacking);
    // Stacks are grouped per axis slot.
    expect(series?.stack).toBe(stacking ? AxisSlot.RIGHT_1 : undefined);
    expect(series?.yAxis).toBe(AxisSlot.RIGHT_1);
  });

  it('keeps metric order, colours and names (configured name first, else the figures name)', () => {
    const input = chartInput({
      metrics: [
        metric('A', { color: '#ff0000', name: 'Tên cấu hình' }),
        metric('B', { color: '#00ff00' }),
        metric('C', { color: '#0000ff' }),
      ],
      series: {
        'ratio:A': seriesData('ratio:A', 'times', [[Q1_2024, 1]], { name: 'Tên dữ liệu A' }),
        'ratio:B': seriesData('ratio:B', 'times', [[Q1_2024, 2]], { name: 'Biên lợi nhuận' }),
      },
    });
    const series = seriesOf(buildChartOptions(input));
    expect(series.map((item) => [item.name, item.color])).toEqual([
      ['Tên cấu hình', '#ff0000'],
      ['Biên lợi nhuận', '#00ff00'],
      ['C', '#0000ff'],
    ]);
    // A metric without figures is drawn empty but still listed.
    expect(series[2]?.data).toEqual([]);
    expect(series[0]?.turboThreshold).toBe(0);
  });

  it('scales money by the unit switch, percentages x100, others as sent', () => {
    const input = chartInput({
      unit: 'million',
      metrics: [metric('REV', { kind: 'statement' }), metric('ROE'), metric('PE')],
      series: {
        'statement:REV': seriesData('statement:REV', 'money', [
          [Q1_2024, 12_345_000_000],
          [Q2_2024, null],
        ]),
        'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.1525]]),
        'ratio:PE': seriesData('ratio:PE', 'times', [[Q1_2024, 9.8]]),
      },
    });
    const [money, percent, times] = seriesOf(buildChartOptions(input));
    expect(money?.data).toEqual([
      [Q1_2024, 12_345],
      [Q2_2024, null],
    ]);
    expect(percent?.data).toEqual([[Q1_2024, expect.closeTo(15.25, 10) as number]]);
    expect(times?.data).toEqual([[Q1_2024, 9.8]]);
    const billion = seriesOf(buildChartOptions({ ...input, unit: 'billion' }));
    expect(billion[0]?.data).toEqual([
      [Q1_2024, 12.345],
      [Q2_2024, null],
    ]);
  });
});

describe('buildChartOptions: axes', () => {
  const allSlots = chartInput({
    unit: 'billion',
    metrics: [
      metric('REV', { kind: 'statement', axis: AxisSlot.LEFT_1, seriesType: 'column' }),
      metric('ROE', { axis: AxisSlot.RIGHT_1 }),
      metric('PE', { axis: AxisSlot.LEFT_2 }),
      metric('close', { kind: 'price', axis: AxisSlot.RIGHT_2 }),
    ],
    series: {
      'statement:REV': seriesData('statement:REV', 'money', [[Q1_2024, 50e9]]),
      'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.2]]),
      'ratio:PE': seriesData('ratio:PE', 'times', [[Q1_2024, 8]]),
      'price:close': seriesData('price:close', 'perShare', [[Q1_2024, 25_000]], { unit: 'đồng/cp' }),
    },
  });

  it('has four axes in slot order, titled with their unit, right ones opposite', () => {
    const options = buildChartOptions(allSlots);
    const axes = yAxesOf(options);
    expect(axes).toHaveLength(4);
    expect(axes.map((axis) => [axis.visible, axis.opposite, axis.title?.text])).toEqual([
      [true, false, 'Tỷ đồng'],
      [true, true, '%'],
      [true, false, 'lần'],
      [true, true, 'đồng/cp'],
    ]);
    expect(seriesOf(options).map((series) => series.yAxis)).toEqual([0, 1, 2, 3]);
  });

  it('hides unused axes but keeps their index', () => {
    const input = chartInput({
      metrics: [metric('ROE', { axis: AxisSlot.RIGHT_2 })],
      series: { 'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.2]]) },
    });
    const options = buildChartOptions(input);
    expect(yAxesOf(options).map((axis) => axis.visible)).toEqual([false, false, false, true]);
    expect(yAxesOf(options)[3]).toMatchObject({ opposite: true, title: { text: '%' } });
    expect(seriesOf(options)[0]?.yAxis).toBe(3);
  });

  it('automatic axes fit their own data (no min/max)', () => {
    const axes = yAxesOf(buildChartOptions(allSlots));
    for (const axis of axes) {
      expect(axis.min).toBeNull();
      expect(axis.max).toBeNull();
    }
  });

  it('fixed axes share one min/max over all values, from 0 when nothing is negative', () => {
    const axes = yAxesOf(buildChartOptions({ ...allSlots, isAutoAxis: false }));
    expect(axes.map((axis) => [axis.min, axis.max])).toEqual([
      [0, 25_000],
      [0, 25_000],
      [0, 25_000],
      [0, 25_000],
    ]);
  });

  it('fixed axes go below 0 for negative values and count stacked totals', () => {
    const input = chartInput({
      isAutoAxis: false,
      metrics: [
        metric('A', { seriesType: 'stack_column' }),
        metric('B', { seriesType: 'stack_column' }),
        metric('C', { axis: AxisSlot.RIGHT_1 }),
      ],
      series: {
        'ratio:A': seriesData('ratio:A', 'times', [[Q1_2024, 6]]),
        'ratio:B': seriesData('ratio:B', 'times', [[Q1_2024, 5]]),
        'ratio:C': seriesData('ratio:C', 'times', [[Q1_2024, -3]]),
      },
    });
    const axes = yAxesOf(buildChartOptions(input));
    expect([axes[0]?.min, axes[0]?.max]).toEqual([-3, 11]);
    expect([axes[1]?.min, axes[1]?.max]).toEqual([-3, 11]);
    expect(axes[2]?.min).toBeNull();
  });

  it('a 100% stack axis stays 0-100 on fixed axes', () => {
    const input = chartInput({
      isAutoAxis: false,
      metrics: [metric('A', { seriesType: 'stack_column_100' }), metric('B', { axis: AxisSlot.RIGHT_1 })],
      series: {
        'ratio:A': seriesData('ratio:A', 'times', [[Q1_2024, 600]]),
        'ratio:B': seriesData('ratio:B', 'times', [[Q1_2024, 40]]),
      },
    });
    const axes = yAxesOf(buildChartOptions(input));
    expect([axes[0]?.min, axes[0]?.max]).toEqual([0, 100]);
    expect([axes[1]?.min, axes[1]?.max]).toEqual([0, 40]);
  });
});

describe('buildChartOptions: chart', () => {
  const input = chartInput({
    metrics: [metric('PE')],
    series: {
      'ratio:PE': seriesData('ratio:PE', 'times', [
        [Q4_2023, 100],
        [Q1_2024, 4],
        [Q2_2024, 5],
        [Q3_2024, 6],
      ]),
    },
  });

  it('starts the x-axis the range before the newest point; All has no start', () => {
    const xAxisOf = (options: Options) => options.xAxis as { type: string; min?: number | null };
    expect(xAxisOf(buildChartOptions({ ...input, range: '6M' })).min).toBe(Date.UTC(2024, 2, 30));
    expect(xAxisOf(buildChartOptions({ ...input, range: '1Y' })).min).toBe(Date.UTC(2023, 8, 30));
    expect(xAxisOf(buildChartOptions(input))).toEqual({ type: 'datetime', min: null });
    expect(xAxisOf(buildChartOptions({ ...input, range: 'nonsense' })).min).toBeNull();
  });

  it('fixed axes only count values inside the range', () => {
    const axes = yAxesOf(buildChartOptions({ ...input, range: '6M', isAutoAxis: false }));
    expect([axes[0]?.min, axes[0]?.max]).toEqual([0, 6]);
  });

  it('sets title, legend, credits, exporting and the no-data text', () => {
    const options = buildChartOptions(input);
    // The page shows the name above the chart; only exported images carry it (chartImage.ts).
    expect(options.title?.text).toBeUndefined();
    expect(buildChartOptions({ ...input, title: 'Định giá' }).title?.text).toBeUndefined();
    expect(options.legend).toMatchObject({ enabled: true, verticalAlign: 'bottom' });
    expect(options.credits?.enabled).toBe(false);
    expect(options.exporting).toMatchObject({ enabled: false, local: true, fallbackToExportServer: false });
    expect(options.lang?.noData).toBe(NO_DATA_TEXT);
    expect(options.tooltip?.shared).toBe(true);
  });

  it('formats the shared tooltip with the date, values and units', () => {
    const options = buildChartOptions(
      chartInput({
        metrics: [metric('ROE', { name: 'ROE <quý>' })],
        series: { 'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.1525]]) },
      }),
    );
    const point = {
      x: Q1_2024,
      y: 15.25,
      color: '#ff0000',
      series: { name: 'ROE <quý>', options: { id: 'ratio:ROE' } },
    };
    const formatter = options.tooltip?.formatter as (this: Point) => string;
    const text = formatter.call({ ...point, points: [point] } as unknown as Point);
    expect(text).toContain('2024-03-31');
    expect(text).toContain('ROE &lt;quý&gt;: <b>15.25%</b>');
  });

  it('draws an empty chart without metrics', () => {
    const options = buildChartOptions(chartInput());
    expect(options.series).toEqual([]);
    expect(yAxesOf(options).every((axis) => axis.visible === false)).toBe(true);
  });
});

describe('buildChartOptions: period labels', () => {
  const quarters = chartInput({
    metrics: [metric('ROE')],
    series: {
      'ratio:ROE': seriesData('ratio:ROE', 'percent', [
        [Q4_2023, 0.1],
        [Q1_2024, 0.12],
        [Q2_2024, 0.13],
      ]),
    },
    periodType: 'quarter',
  });

  function labelOf(options: Options, value: number): string {
    const axis = options.xAxis as { labels: { formatter: (this: { value: number }) => string } };
    return axis.labels.formatter.call({ value });
  }

  it('labels quarters as Q3/2024 and years as 2024, in the axis and the tooltip', () => {
    const options = buildChartOptions(quarters);
    expect(labelOf(options, Q4_2023)).toBe('Q4/2023');
    expect(labelOf(options, Q1_2024)).toBe('Q1/2024');
    expect(labelOf(buildChartOptions({ ...quarters, periodType: 'year' }), Q4_2023)).toBe('2023');
    const point = { x: Q2_2024, y: 13, color: '#000', series: { name: 'ROE', options: { id: 'ratio:ROE' } } };
    const formatter = options.tooltip?.formatter as (this: Point) => string;
    expect(formatter.call({ ...point, points: [point] } as unknown as Point)).toContain('Q2/2024');
  });

  it('puts the ticks on the periods, every n-th from the newest when there are many', () => {
    const axis = buildChartOptions(quarters).xAxis as {
      tickPositioner: (this: unknown, min: number, max: number) => number[];
    };
    expect(axis.tickPositioner.call({}, Q4_2023, Q2_2024)).toEqual([Q4_2023, Q1_2024, Q2_2024]);
    const many = Array.from({ length: 30 }, (_, index) => index);
    const ticks = periodTicks(many, 0, 29);
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks.at(-1)).toBe(29);
    expect(periodTicks(many, 10, 12)).toEqual([10, 11, 12]);
  });

  it('keeps dates for daily series and when the period is not known', () => {
    const daily = chartInput({
      metrics: [metric('close', { kind: 'price' })],
      series: { 'price:close': seriesData('price:close', 'perShare', [[Q1_2024, 1]], { frequency: 'day' }) },
      periodType: 'quarter',
    });
    expect((buildChartOptions(daily).xAxis as { labels?: unknown }).labels).toBeUndefined();
    expect(
      (buildChartOptions({ ...quarters, periodType: undefined }).xAxis as { labels?: unknown }).labels,
    ).toBeUndefined();
  });
});
