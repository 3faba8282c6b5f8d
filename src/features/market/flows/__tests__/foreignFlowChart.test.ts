import type { SeriesColumnOptions } from 'highcharts';
import { categoryTable } from '@/features/charts/options/categoryCharts';
import { flowChartOptions, shortDay } from '../foreignFlowChart';

const B = 1e9;
const SESSIONS = [
  { date: '2025-12-30', buyValue: null, sellValue: null, netValue: null, stocks: 0 },
  { date: '2025-12-31', buyValue: 10 * B, sellValue: 3 * B, netValue: 7 * B, stocks: 3 },
  { date: '2026-01-05', buyValue: 1 * B, sellValue: 7 * B, netValue: -6 * B, stocks: 4 },
];

test('columns in tỷ đồng, green above 0 and red below, a session without data as no column', () => {
  const options = flowChartOptions(SESSIONS, 'Giá trị mua ròng của khối ngoại theo phiên');
  const series = options.series?.[0] as SeriesColumnOptions;
  expect(series.data).toEqual([null, 7, -6]);
  expect(series).toMatchObject({ color: '#15803d', negativeColor: '#b91c1c' });
  expect(options.xAxis).toMatchObject({ categories: ['30/12', '31/12', '05/01'] });
  expect(shortDay('2026-01-05')).toBe('05/01');
  const table = categoryTable(options, 'Phiên');
  expect(table.columns).toEqual(['30/12', '31/12', '05/01']);
  expect(table.rows[0]?.name).toContain('Giá trị mua ròng');
});
