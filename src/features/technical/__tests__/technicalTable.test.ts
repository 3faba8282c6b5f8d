import { formatNumber } from '@/common/format';
import { buildTechnicalOptions, rangeStart, TECHNICAL_CHART_TITLE } from '../charts/buildTechnicalOptions';
import { technicalTable } from '../charts/technicalTable';
import { formatBarDate, formatPrice } from '../charts/tooltip';
import { dailyBars } from './fixtures';

const BARS = dailyBars(300);
const INPUT = { bars: BARS, overlays: {}, panes: [], range: '3M' } as const;

describe('technical chart accessibility and data table', () => {
  it('is described by its name, its series and the dates shown, points reachable by keyboard', () => {
    const options = buildTechnicalOptions(INPUT);
    const start = rangeStart(BARS, '3M');
    const shown = BARS.filter((bar) => start === null || bar.time >= start);
    expect(options.accessibility?.enabled).toBe(true);
    expect(options.accessibility?.keyboardNavigation?.enabled).toBe(true);
    expect(options.accessibility?.description).toBe(
      `Biểu đồ ${TECHNICAL_CHART_TITLE} thể hiện Giá và Khối lượng; từ ${formatBarDate(shown[0]?.time ?? 0, 'day')} đến ${formatBarDate(BARS[BARS.length - 1]?.time ?? 0, 'day')}.`,
    );
  });

  it('tables the bars shown: prices and volume as the tooltip writes them', () => {
    const start = rangeStart(BARS, '3M');
    const shown = BARS.filter((bar) => start === null || bar.time >= start);
    const table = technicalTable(INPUT, start);
    expect(table.columns).toEqual(shown.map((bar) => formatBarDate(bar.time, 'day')));
    expect(table.rows.map((row) => row.name)).toEqual([
      'Giá mở cửa',
      'Giá cao nhất',
      'Giá thấp nhất',
      'Giá đóng cửa',
      'Khối lượng',
    ]);
    expect(table.rows[3]?.values).toEqual(shown.map((bar) => formatPrice(bar.close)));
    expect(table.rows[4]?.values).toEqual(shown.map((bar) => formatNumber(bar.volume, 0)));
  });
});
