import { AxisSlot } from '@/common/constants/charts';
import { UTF8_BOM } from '@/features/finance/export';
import { chartCsvMatrix, chartFileName, chartToCsv } from '../export/chartCsv';
import { EXPORT_SIZE, EXPORT_UNAVAILABLE, exportChartImage, exportChartOptions } from '../export/chartImage';
import type { Chart } from 'highcharts';
import { chartInput, metric, Q1_2024, Q2_2024, Q3_2024, Q4_2023, seriesData } from './optionsFixtures';

const input = chartInput({
  unit: 'billion',
  metrics: [
    metric('INCOME_STATEMENT.NET_REVENUE', {
      kind: 'statement',
      name: 'Doanh thu, thuần',
      seriesType: 'column',
    }),
    metric('ROE', { axis: AxisSlot.RIGHT_1 }),
    metric('close', { kind: 'price', axis: AxisSlot.LEFT_2 }),
    metric('EMPTY'),
  ],
  series: {
    'statement:INCOME_STATEMENT.NET_REVENUE': seriesData('statement:INCOME_STATEMENT.NET_REVENUE', 'money', [
      [Q2_2024, 12_345_678_901],
      [Q1_2024, 10_000_000_000],
      [Q3_2024, null],
    ]),
    'ratio:ROE': seriesData(
      'ratio:ROE',
      'percent',
      [
        [Q4_2023, 0.1234],
        [Q2_2024, -0.05],
      ],
      { name: 'ROE' },
    ),
    'price:close': seriesData('price:close', 'perShare', [[Q3_2024, 25_500]], {
      name: 'Giá đóng cửa',
      unit: 'đồng/cp',
    }),
  },
});

describe('chartToCsv', () => {
  it('has a date column and one column per metric with its unit', () => {
    const [header] = chartCsvMatrix(input);
    expect(header).toEqual([
      'Ngày',
      'Doanh thu, thuần (Tỷ đồng)',
      'ROE (%)',
      'Giá đóng cửa (đồng/cp)',
      'EMPTY',
    ]);
  });

  it('gives one row per date in ascending order, values in the display unit, gaps empty', () => {
    expect(chartCsvMatrix(input).slice(1)).toEqual([
      ['2023-12-31', '', 12.34, '', ''],
      ['2024-03-31', 10, '', '', ''],
      ['2024-06-30', 12.345679, -5, '', ''],
      ['2024-09-30', '', '', 25_500, ''],
    ]);
  });

  it('writes CSV with BOM, CRLF, quoting and the unit switch', () => {
    const csv = chartToCsv({ ...input, unit: 'million' });
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Ngày,"Doanh thu, thuần (Triệu đồng)",ROE (%),Giá đóng cửa (đồng/cp),EMPTY');
    expect(lines[3]).toBe('2024-06-30,12345.678901,-5,,');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
  });

  it('is only a header without metrics', () => {
    expect(chartToCsv(chartInput())).toBe(`${UTF8_BOM}Ngày\r\n`);
  });
});

describe('chartFileName', () => {
  it('makes a safe name without diacritics', () => {
    expect(chartFileName('TCB - Doanh thu & Lợi nhuận')).toBe('tcb-doanh-thu-loi-nhuan');
    expect(chartFileName('Đường cong')).toBe('duong-cong');
    expect(chartFileName('')).toBe('bieu-do');
    expect(chartFileName(undefined)).toBe('bieu-do');
  });
});

describe('exportChartImage', () => {
  it('exports locally through chart.exporting, never through the server', async () => {
    const exportChart = jest.fn(() => Promise.resolve());
    const chart = { exporting: { exportChart } } as unknown as Chart;
    await exportChartImage(chart, 'svg', 'bieu-do');
    expect(exportChart).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'image/svg+xml',
        filename: 'bieu-do',
        local: true,
        fallbackToExportServer: false,
      }),
      expect.anything(),
    );
    await exportChartImage(chart, 'png', 'x', 'Doanh thu và ROE');
    // The image carries the chart's name as its title (the page shows it above the chart instead).
    expect(exportChart).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'image/png' }),
      expect.objectContaining({ title: { text: 'Doanh thu và ROE' } }),
    );
  });

  it('exports PNGs at one fixed size with a legend that wraps instead of overlapping or paging', async () => {
    const exportChart = jest.fn(() => Promise.resolve());
    const chart = { exporting: { exportChart } } as unknown as Chart;
    await exportChartImage(chart, 'png', 'x');
    expect(exportChart).toHaveBeenCalledWith(
      expect.objectContaining({ sourceWidth: EXPORT_SIZE.width, sourceHeight: EXPORT_SIZE.height }),
      expect.objectContaining({
        legend: expect.objectContaining({
          layout: 'horizontal',
          navigation: { enabled: false },
          itemDistance: expect.any(Number) as number,
          itemMarginBottom: expect.any(Number) as number,
        }) as unknown,
      }),
    );
    expect(exportChartOptions().chart).toEqual({ backgroundColor: '#ffffff' });
  });

  it('rejects when the exporting module is missing or the export fails', async () => {
    await expect(exportChartImage({} as unknown as Chart, 'png', 'x')).rejects.toThrow(EXPORT_UNAVAILABLE);
    const failing = {
      exporting: { exportChart: () => Promise.reject(new Error('canvas')) },
    } as unknown as Chart;
    await expect(exportChartImage(failing, 'png', 'x')).rejects.toThrow('canvas');
  });
});
