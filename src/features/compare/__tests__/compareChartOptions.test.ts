import type { SeriesLineOptions } from 'highcharts';
import { buildPriceOptions, initialRange, priceTable } from '../compareChartOptions';
import { DAY, SERIES } from './fixtures';

describe('the comparison price chart', () => {
  it('lets Highcharts rebase every line from its first visible point when several are shown', () => {
    const options = buildPriceOptions({ data: SERIES, percent: true, benchmark: true });
    const series = options.series as SeriesLineOptions[];
    expect(series.map((item) => item.id)).toEqual(['VCB', 'BID', 'benchmark']);
    expect(series.every((item) => item.compare === 'percent' && item.compareStart === true)).toBe(true);
    expect(series[2]?.dashStyle).toBe('ShortDash');
  });

  it('draws đồng, with VN-Index on its own axis, when switched to absolute', () => {
    const options = buildPriceOptions({ data: SERIES, percent: false, benchmark: true });
    const series = options.series as SeriesLineOptions[];
    expect(series.some((item) => item.compare)).toBe(false);
    expect(series[2]?.yAxis).toBe('axis-index');
  });

  it('writes the data table in % from the first visible day (hand-computed)', () => {
    const table = priceTable({ data: SERIES, percent: true, benchmark: true }, null);
    expect(table.columns).toEqual(['VCB', 'BID', 'VN-Index']);
    // VCB 100 -> 110 -> 121: 0, 10, 21 %; BID 50 -> 45 -> 60: 0, -10, 20 %; index 1,000 -> 1,010 -> 990.
    expect(table.rows.map((row) => row.values)).toEqual([
      ['0.00%', '0.00%', '0.00%'],
      ['10.00%', '-10.00%', '1.00%'],
      ['21.00%', '20.00%', '-1.00%'],
    ]);
    // Zoomed to the last two days: the base moves to day 2 (VCB 121 / 110 - 1 = 10 %).
    const start = SERIES.series[0]?.points[1]?.[0] ?? 0;
    const zoomed = priceTable(
      { data: SERIES, percent: true, benchmark: false },
      { min: start, max: start + DAY },
    );
    expect(zoomed.rows.map((row) => row.values)).toEqual([
      ['0.00%', '0.00%'],
      ['10.00%', '33.33%'],
    ]);
  });
});

describe('the initial visible range', () => {
  it('is the year to the last day drawn, as the range selector first shows', () => {
    const last = SERIES.series[0]?.points.at(-1)?.[0] ?? 0;
    expect(initialRange({ data: SERIES, benchmark: true })).toEqual({
      min: Date.parse('2024-03-12T00:00:00Z'),
      max: last,
    });
  });
});
