import type { Options, Point } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { formatNumber } from '@/common/format';
import { bankRatioOptions } from '@/features/industry/bankRatios';
import { buildSamePeriodOptions } from '@/features/macro/charts/samePeriodOptions';
import { buildChartOptions, buildChartTable } from '../options/buildChartOptions';
import { categoryTable } from '../options/categoryCharts';
import {
  displayValue,
  formatDisplayValue,
  formatPeriodLabel,
  metricName,
  unitLabel,
  valueDecimals,
} from '../options/display';
import { VI_CHART_LANG } from '../options/lang';
import { chartInput, metric, Q1_2024, Q2_2024, Q4_2023, seriesData } from './optionsFixtures';

const revenue = seriesData('statement:REV', 'money', [
  [Q4_2023, 9e9],
  [Q1_2024, 10e9],
  [Q2_2024, 12e9],
]);
const roe = seriesData('ratio:ROE', 'percent', [
  [Q1_2024, 0.1],
  [Q2_2024, null],
]);
const input = chartInput({
  title: 'Hiệu quả',
  periodType: 'quarter',
  metrics: [
    metric('REV', { kind: 'statement', name: 'Doanh thu', seriesType: 'column' }),
    metric('ROE', { axis: AxisSlot.RIGHT_1 }),
  ],
  series: { 'statement:REV': revenue, 'ratio:ROE': roe },
});

describe('chart accessibility', () => {
  it('sets the accessibility module texts in Vietnamese with the global options', () => {
    const lang = VI_CHART_LANG.accessibility;
    expect(lang?.defaultChartTitle).toBe('Biểu đồ');
    expect(lang?.chartTypes?.lineMultiple).toMatch(/^Biểu đồ đường/);
    expect(lang?.chartTypes?.columnSingle).toMatch(/^Biểu đồ cột/);
    expect(lang?.axis?.defaultAxisNames?.time).toBe('Thời gian');
    expect(lang?.axis?.rangeFromTo).toBe('Dữ liệu từ {rangeFrom} đến {rangeTo}.');
    expect(lang?.screenReaderSection?.endOfChartMarker).toBe('Hết biểu đồ tương tác.');
    expect(lang?.table?.viewAsDataTableButtonText).toMatch(/^Xem bảng số liệu/);
    expect(lang?.rangeSelector?.minInputLabel).toBe('Chọn ngày bắt đầu.');
  });

  it('describes a metric chart by its title, series with units and the periods shown', () => {
    const options = buildChartOptions(input);
    expect(options.accessibility?.enabled).toBe(true);
    expect(options.accessibility?.keyboardNavigation?.enabled).toBe(true);
    // Named per chart: no Highcharts title is drawn, so the module's default title is the chart's.
    expect(options.lang?.accessibility?.defaultChartTitle).toBe('Biểu đồ Hiệu quả');
    const names = input.metrics.map((item) => {
      const data = input.series[`${item.kind}:${item.id}`];
      return `${metricName(item, data)} (${unitLabel(data, input.unit)})`;
    });
    expect(options.accessibility?.description).toBe(
      `Biểu đồ Hiệu quả thể hiện ${names.join(' và ')}; từ ${formatPeriodLabel(Q4_2023, 'quarter')} đến ${formatPeriodLabel(Q2_2024, 'quarter')}.`,
    );
    // The range moves the first period described.
    const oneQuarter = buildChartOptions({ ...input, range: '3M' });
    expect(oneQuarter.accessibility?.description).toContain(
      `từ ${formatPeriodLabel(Q1_2024, 'quarter')} đến`,
    );
  });

  it('does not say "Biểu đồ" twice when the title already does', () => {
    const options = buildChartOptions({ ...input, title: 'Biểu đồ tài chính FPT' });
    expect(options.lang?.accessibility?.defaultChartTitle).toBe('Biểu đồ tài chính FPT');
    expect(options.accessibility?.description).toMatch(/^Biểu đồ tài chính FPT thể hiện /);
  });

  it('reads a point as the tooltip writes it', () => {
    const describe = buildChartOptions(input).accessibility?.point?.descriptionFormatter;
    const point = { x: Q1_2024, y: 10, series: { name: 'Doanh thu', options: { id: 'statement:REV' } } };
    expect(describe?.(point as unknown as Point)).toBe(
      `${formatPeriodLabel(Q1_2024, 'quarter')}, Doanh thu: ${formatDisplayValue(10, unitLabel(revenue, input.unit), 2)}`,
    );
  });

  it('builds the data table from the plotted series over the range shown', () => {
    const table = buildChartTable({ ...input, range: '3M' });
    expect(table.columns).toEqual([Q1_2024, Q2_2024].map((ms) => formatPeriodLabel(ms, 'quarter')));
    expect(table.rows.map((row) => row.name)).toEqual(['Doanh thu', 'ROE']);
    const [revenueRow, roeRow] = table.rows;
    expect(revenueRow?.values).toEqual(
      [10e9, 12e9].map((raw) =>
        formatDisplayValue(
          displayValue(raw, 'money', input.unit),
          unitLabel(revenue, input.unit),
          valueDecimals(revenue),
        ),
      ),
    );
    expect(roeRow?.values).toEqual([formatDisplayValue(0.1 * 100, '%'), formatDisplayValue(null, '%')]);
  });

  it('describes the macro same-period and the bank comparison charts, and tables them', () => {
    const samePeriod: Options = buildSamePeriodOptions({
      name: 'GDP',
      color: '#1f77b4',
      data: {
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
        categories: ['Q1', 'Q2'],
        years: [
          { year: 2023, values: [1400, 1450] },
          { year: 2024, values: [1500.5, null] },
        ],
      },
    });
    expect(samePeriod.accessibility?.enabled).toBe(true);
    expect(samePeriod.accessibility?.description).toBe(
      'Biểu đồ GDP cùng kỳ các năm thể hiện 2023 (tỷ đồng) và 2024 (tỷ đồng); từ Q1 đến Q2.',
    );
    const table = categoryTable(samePeriod, 'Năm');
    expect(table.columns).toEqual(['Q1', 'Q2']);
    expect(table.rows.map((row) => [row.name, ...row.values])).toEqual([
      ['2023', `${formatNumber(1400)} tỷ đồng`, `${formatNumber(1450)} tỷ đồng`],
      ['2024', `${formatNumber(1500.5)} tỷ đồng`, '-'],
    ]);

    const banks = bankRatioOptions(
      [
        { ticker: 'VCB', name: 'Vietcombank', value: 3.1 },
        { ticker: 'BID', name: 'BIDV', value: 2.7 },
      ],
      'NIM',
    );
    expect(banks.accessibility?.description).toBe(
      'Biểu đồ NIM của các ngân hàng niêm yết thể hiện NIM (%); từ VCB đến BID.',
    );
    expect(categoryTable(banks).rows[0]?.values).toEqual([`${formatNumber(3.1)}%`, `${formatNumber(2.7)}%`]);
  });
});
