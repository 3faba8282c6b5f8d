import type { Point, SeriesAreaOptions, SeriesTreemapOptions } from 'highcharts';
import { heatmapOptions, heatmapPoints, heatmapTable } from '../heatmapOptions';
import { indexChartOptions, indexChartTable } from '../indexChartOptions';
import { BOARD_COLORS, heatColor, heatTextColor } from '../marketColors';
import { heatmapFixture } from './fixtures';

describe('heatmap options', () => {
  it('colours cells as the boards do, deeper with the move', () => {
    expect(heatColor('ceiling', 7)).toBe(BOARD_COLORS.ceiling);
    expect(heatColor('floor', -7)).toBe(BOARD_COLORS.floor);
    expect(heatColor('unchanged', 0)).toBe(BOARD_COLORS.unchanged);
    expect([heatColor('up', 0.5), heatColor('up', 1), heatColor('up', 3)]).toEqual([
      '#4ade80',
      '#16a34a',
      '#166534',
    ]);
    expect([heatColor('down', -0.99), heatColor('down', -2.5), heatColor('down', -6)]).toEqual([
      '#f87171',
      '#dc2626',
      '#991b1b',
    ]);
    expect(heatColor(null, null)).toBe('#9ca3af');
    expect(heatTextColor('up', 0.5)).toBe('#111827');
    expect(heatTextColor('down', -4)).toBe('#ffffff');
  });

  it('nests companies under their industry, sized by the chosen figure', () => {
    const points = heatmapPoints(heatmapFixture('value'));
    expect(points.map((point) => [point.id, point.parent, point.value])).toEqual([
      ['nganh:8300', undefined, undefined],
      ['A', 'nganh:8300', 7e9],
      ['E', 'nganh:8300', 9e9],
    ]);
    expect(points[1]?.color).toBe(BOARD_COLORS.ceiling);
  });

  it('opens the clicked company and lists every cell in the table', () => {
    const opened: string[] = [];
    const options = heatmapOptions(heatmapFixture(), (ticker) => opened.push(ticker));
    const series = options.series?.[0] as SeriesTreemapOptions;
    const click = series.point?.events?.click as (this: Point) => void;
    click.call({ options: { custom: { ticker: 'E' } } } as unknown as Point);
    click.call({ options: {} } as unknown as Point);
    expect(opened).toEqual(['E']);
    expect(heatmapTable(heatmapFixture()).rows).toEqual([
      { key: 'A', name: 'A', values: ['Công ty A', 'Ngân hàng', '10,700', '+7.00%', '10.70 tỷ', '7.00 tỷ'] },
      { key: 'E', name: 'E', values: ['Công ty E', 'Ngân hàng', '29,000', '-3.33%', '29.00 tỷ', '9.00 tỷ'] },
    ]);
  });
});

describe('index chart options', () => {
  const bars = [
    [Date.parse('2026-11-26T02:15:00Z'), 1_401],
    [Date.parse('2026-11-26T02:16:00Z'), 1_399],
  ] as const;

  it('draws session bars at Vietnam time with the previous close as reference, red below it', () => {
    const input = { name: 'VN-Index', kind: 'intraday' as const, points: bars, previousLevel: 1_400 };
    const options = indexChartOptions(input);
    const series = options.series?.[0] as SeriesAreaOptions;
    expect(series.data).toEqual([
      [Date.parse('2026-11-26T09:15:00Z'), 1_401],
      [Date.parse('2026-11-26T09:16:00Z'), 1_399],
    ]);
    expect(series.color).toBe(BOARD_COLORS.down);
    expect(indexChartTable(input)).toEqual({
      rowHeading: 'Giờ',
      columns: ['09:15', '09:16'],
      rows: [{ key: 'close', name: 'VN-Index (điểm)', values: ['1,401.00', '1,399.00'] }],
    });
  });

  it('labels daily closes YYYY-MM-DD, green when the range ends higher', () => {
    const input = {
      name: 'VN30',
      kind: 'daily' as const,
      points: [
        [Date.parse('2026-11-25T00:00:00Z'), 1_300],
        [Date.parse('2026-11-26T00:00:00Z'), 1_310.5],
      ] as const,
    };
    expect((indexChartOptions(input).series?.[0] as SeriesAreaOptions).color).toBe(BOARD_COLORS.up);
    expect(indexChartTable(input).columns).toEqual(['2026-11-25', '2026-11-26']);
  });
});
