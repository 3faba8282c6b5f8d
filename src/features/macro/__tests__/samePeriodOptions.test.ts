import type { Point, SeriesLineOptions, TooltipFormatterCallbackFunction } from 'highcharts';
import type { SamePeriodData } from '@/common/contracts/macro';
import {
  buildSamePeriodOptions,
  formatSamePeriodValue,
  samePeriodCsvMatrix,
  samePeriodYearsFor,
  shownYears,
} from '../charts/samePeriodOptions';

const COLOR = '#1f77b4';

function data(overrides: Partial<SamePeriodData> = {}): SamePeriodData {
  return {
    view: 'same_period',
    extendID: '5-50-quarter-value',
    menuItemId: 5,
    seriesId: 50,
    name: 'GDP',
    indicatorName: 'GDP danh nghĩa',
    unit: 'tỷ đồng',
    period: 'quarter',
    valueType: 'value',
    dateFormat: 'QQ/YYYY',
    source: 'GSO',
    releaseDate: '2024-10-06',
    categories: ['Q1', 'Q2', 'Q3', 'Q4'],
    years: [
      { year: 2024, values: [1500.5, 1600, 1700, null] },
      { year: 2022, values: [1300, 1350, 1400, 1450] },
      { year: 2023, values: [1400, 1450, 1500, 1550] },
    ],
    ...overrides,
  };
}

describe('buildSamePeriodOptions', () => {
  it('puts the categories on the x-axis and one line per year, oldest first', () => {
    const options = buildSamePeriodOptions({ data: data(), color: COLOR });
    expect(options.xAxis).toEqual({ type: 'category', categories: ['Q1', 'Q2', 'Q3', 'Q4'] });
    const series = options.series as SeriesLineOptions[];
    expect(series.map((item) => item.name)).toEqual(['2022', '2023', '2024']);
    expect(series[2]?.data).toEqual([1500.5, 1600, 1700, null]);
    expect(options.title).toEqual({ text: undefined });
  });

  it('emphasises the newest year in the metric colour', () => {
    const series = buildSamePeriodOptions({ data: data(), color: COLOR }).series as SeriesLineOptions[];
    const newest = series[2]!;
    expect(newest).toMatchObject({ color: COLOR, lineWidth: 3, zIndex: 10, marker: { enabled: true } });
    for (const older of series.slice(0, 2)) {
      expect(older.color).not.toBe(COLOR);
      expect(older.lineWidth).toBeLessThan(3);
      expect(older.marker?.enabled).toBe(false);
    }
    expect(series[0]?.color).not.toBe(series[1]?.color);
  });

  it('keeps the newest years only when asked', () => {
    const series = buildSamePeriodOptions({ data: data(), color: COLOR, maxYears: 2 })
      .series as SeriesLineOptions[];
    expect(series.map((item) => item.name)).toEqual(['2023', '2024']);
    expect(samePeriodYearsFor('All')).toBeUndefined();
    expect(samePeriodYearsFor('3M')).toBe(2);
    expect(samePeriodYearsFor('5Y')).toBe(5);
    expect(shownYears(data(), 0).map((row) => row.year)).toEqual([2022, 2023, 2024]);
  });

  it('formats values the Vietnamese site way, with the unit', () => {
    expect(formatSamePeriodValue(1234567.891, 'tỷ đồng')).toBe('1,234,567.89 tỷ đồng');
    expect(formatSamePeriodValue(5.2, '%')).toBe('5.20%');
    expect(formatSamePeriodValue(null, '%')).toBe('-');
    const options = buildSamePeriodOptions({ data: data(), color: COLOR });
    const formatter = (options.tooltip as { formatter: TooltipFormatterCallbackFunction }).formatter;
    const point = (year: string, y: number | null, color: string) => ({
      y,
      color,
      series: { name: year },
    });
    const context = {
      category: 'Q1',
      x: 0,
      points: [point('2023', 1400, '#aaa'), point('2024', 1500.5, COLOR)],
    } as unknown as Point;
    const html = formatter.call(context, context as never) as string;
    expect(html).toContain('Q1');
    expect(html.indexOf('2024')).toBeLessThan(html.indexOf('2023'));
    expect(html).toContain('1,500.50 tỷ đồng');
    const labels = (options.yAxis as { labels: { formatter: (this: { value: number }) => string } }).labels;
    expect(labels.formatter.call({ value: 12000 })).toBe('12,000');
  });

  it('names the chart by its metric: the legend is titled with the metric name', () => {
    const options = buildSamePeriodOptions({ data: data(), color: COLOR, name: 'GDP danh nghĩa' });
    expect(options.legend?.title?.text).toBe('GDP danh nghĩa');
  });

  it('draws every selected metric, each line named, each unit on its own axis', () => {
    const cpi = data({
      extendID: '5-60-quarter-value',
      name: 'CPI',
      unit: 'điểm',
      years: [
        { year: 2023, values: [100, 101, 102, 103] },
        { year: 2024, values: [104, 105, null, null] },
      ],
    });
    const monthly = data({
      categories: ['T1', 'T2'],
      name: 'Tháng',
      years: [{ year: 2024, values: [1, 2] }],
    });
    const options = buildSamePeriodOptions({
      data: data(),
      color: COLOR,
      maxYears: 2,
      name: 'GDP',
      others: [
        { data: cpi, color: '#ff7f0e', name: 'CPI' },
        // Other categories (months) cannot share the quarters' axis: left out.
        { data: monthly, color: '#2ca02c', name: 'Tháng' },
      ],
    });
    const series = options.series as SeriesLineOptions[];
    expect(series.map((item) => [item.name, item.yAxis])).toEqual([
      ['GDP 2023', 0],
      ['GDP 2024', 0],
      ['CPI 2023', 1],
      ['CPI 2024', 1],
    ]);
    const axes = options.yAxis as { title: { text?: string }; opposite: boolean }[];
    expect(axes.map((axis) => [axis.title.text, axis.opposite])).toEqual([
      ['tỷ đồng', false],
      ['điểm', true],
    ]);
    const formatter = (options.tooltip as { formatter: TooltipFormatterCallbackFunction }).formatter;
    const point = (id: string, y: number) => ({ y, color: '#000', series: { name: id, options: { id } } });
    const context = {
      category: 'Q1',
      x: 0,
      points: [point('m0-year-2024', 1500.5), point('m1-year-2024', 104)],
    } as unknown as Point;
    const html = formatter.call(context, context as never) as string;
    expect(html).toContain('1,500.50 tỷ đồng');
    expect(html).toContain('104.00 điểm');
  });

  it('answers year rows for the CSV export', () => {
    expect(samePeriodCsvMatrix(data())).toEqual([
      ['Năm', 'Q1', 'Q2', 'Q3', 'Q4'],
      [2022, 1300, 1350, 1400, 1450],
      [2023, 1400, 1450, 1500, 1550],
      [2024, 1500.5, 1600, 1700, ''],
    ]);
    expect(samePeriodCsvMatrix(data(), 1)).toHaveLength(2);
  });
});
