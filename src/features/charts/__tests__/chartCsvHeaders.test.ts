import { chartCsvMatrix, headerWithUnit } from '../export/chartCsv';
import { chartInput, metric, Q1_2024, Q4_2023, seriesData } from './optionsFixtures';

// Issue 28: a macro change whose name already says "(%)" was exported as "... (%) (%)".

describe('chart CSV headers', () => {
  it('say a unit once when the metric name already carries it, with dates as YYYY-MM-DD', () => {
    const name = 'Chỉ số giá tiêu dùng - So với cùng kỳ (%) - Tháng';
    const input = chartInput({
      metrics: [
        metric('CPI_YOY', { kind: 'macro', name }),
        metric('INCOME_STATEMENT.NET_REVENUE', { kind: 'statement', name: 'Doanh thu  thuần ' }),
      ],
      series: {
        'macro:CPI_YOY': seriesData('macro:CPI_YOY', 'percent', [
          [Q4_2023, 0.0358],
          [Q1_2024, 0.0377],
        ]),
        'statement:INCOME_STATEMENT.NET_REVENUE': seriesData(
          'statement:INCOME_STATEMENT.NET_REVENUE',
          'money',
          [[Q1_2024, 10_000_000_000]],
        ),
      },
    });
    const [header, ...rows] = chartCsvMatrix(input);
    expect(header).toEqual(['Ngày', name, 'Doanh thu thuần (Tỷ đồng)']);
    expect(rows.map((row) => row[0])).toEqual(['2023-12-31', '2024-03-31']);
  });

  it('add the unit in brackets otherwise, and nothing without a unit', () => {
    expect(headerWithUnit('ROE', '%')).toBe('ROE (%)');
    expect(headerWithUnit('Tỷ lệ nợ xấu (%)', '%')).toBe('Tỷ lệ nợ xấu (%)');
    expect(headerWithUnit('Giá đóng cửa', 'đồng/cp')).toBe('Giá đóng cửa (đồng/cp)');
    expect(headerWithUnit('Số cổ phiếu', '')).toBe('Số cổ phiếu');
  });
});
