import type { CompanyType } from '@/common/constants/market';
import type { ChartConfig, ChartMetric } from '@/common/contracts/charts';
import { AppError } from '../../../core/errors';
import { resolveTemplateCharts, resolveTemplateMetric, restoreHiddenMetrics } from '../templateMetrics';

const metric = (kind: ChartMetric['kind'], id: string, name?: string): ChartMetric => ({
  kind,
  id,
  seriesType: 'column',
  axis: 0,
  color: '#1f77b4',
  ...(name === undefined ? {} : { name }),
});

const chart = (chartId: string, metrics: ChartMetric[]): ChartConfig => ({
  chartId,
  chartName: chartId,
  metrics,
  size: 100,
  isAutoAxis: true,
  viewType: 'quarter',
  initTimeFilter: 'All',
  position: { x: 0, y: 0 },
  textBlockContent: null,
});

/** What each metric becomes per company type: its id there, or the note (hand-checked against the catalogues). */
const EXPECTED: Record<string, Record<CompanyType, string>> = {
  'statement:INCOME_STATEMENT.NET_REVENUE': {
    non_financial: 'INCOME_STATEMENT.NET_REVENUE',
    securities: 'INCOME_STATEMENT.NET_REVENUE',
    insurance: 'INCOME_STATEMENT.NET_REVENUE',
    bank: "Chỉ tiêu 'Doanh thu thuần về bán hàng và cung cấp dịch vụ' không có ở ngân hàng",
  },
  'statement:INCOME_STATEMENT.NET_PROFIT': {
    non_financial: 'INCOME_STATEMENT.NET_PROFIT',
    securities: 'INCOME_STATEMENT.NET_PROFIT',
    insurance: 'INCOME_STATEMENT.NET_PROFIT',
    bank: 'INCOME_STATEMENT.NET_PROFIT',
  },
  'statement:INCOME_STATEMENT.NET_INTEREST_INCOME': {
    non_financial: "Chỉ tiêu 'Thu nhập lãi thuần' không có ở doanh nghiệp phi tài chính",
    securities: "Chỉ tiêu 'Thu nhập lãi thuần' không có ở công ty chứng khoán",
    insurance: "Chỉ tiêu 'Thu nhập lãi thuần' không có ở công ty bảo hiểm",
    bank: 'INCOME_STATEMENT.NET_INTEREST_INCOME',
  },
  'statement:BALANCE_SHEET.NON_CONTROLLING_INTERESTS': {
    non_financial: 'BALANCE_SHEET.NON_CONTROLLING_INTERESTS',
    securities: 'BALANCE_SHEET.NON_CONTROLLING_INTERESTS',
    insurance: 'BALANCE_SHEET.NON_CONTROLLING_INTERESTS',
    bank: 'BALANCE_SHEET.MINORITY_INTEREST',
  },
  'statement:BALANCE_SHEET.CHARTER_CAPITAL': {
    non_financial: 'BALANCE_SHEET.PAID_IN_CAPITAL',
    securities: 'BALANCE_SHEET.PAID_IN_CAPITAL',
    insurance: 'BALANCE_SHEET.PAID_IN_CAPITAL',
    bank: 'BALANCE_SHEET.CHARTER_CAPITAL',
  },
  'statement:BALANCE_SHEET.TOTAL_ASSETS': {
    non_financial: 'BALANCE_SHEET.TOTAL_ASSETS',
    securities: 'BALANCE_SHEET.TOTAL_ASSETS',
    insurance: 'BALANCE_SHEET.TOTAL_ASSETS',
    bank: 'BALANCE_SHEET.TOTAL_ASSETS',
  },
  'ratio:CURRENT_RATIO': {
    non_financial: 'CURRENT_RATIO',
    securities: 'CURRENT_RATIO',
    insurance: 'CURRENT_RATIO',
    bank: "Chỉ số 'Hệ số thanh toán hiện hành' không có ở ngân hàng",
  },
  'ratio:NIM': {
    non_financial: "Chỉ số 'Biên lãi thuần (NIM)' không có ở doanh nghiệp phi tài chính",
    securities: "Chỉ số 'Biên lãi thuần (NIM)' không có ở công ty chứng khoán",
    insurance: "Chỉ số 'Biên lãi thuần (NIM)' không có ở công ty bảo hiểm",
    bank: 'NIM',
  },
  'ratio:ROE': { non_financial: 'ROE', securities: 'ROE', insurance: 'ROE', bank: 'ROE' },
  'price:close': { non_financial: 'close', securities: 'close', insurance: 'close', bank: 'close' },
  'macro:CPI_YOY': { non_financial: 'CPI_YOY', securities: 'CPI_YOY', insurance: 'CPI_YOY', bank: 'CPI_YOY' },
};

describe('resolveTemplateMetric per company type', () => {
  const types: CompanyType[] = ['non_financial', 'securities', 'insurance', 'bank'];
  for (const [key, byType] of Object.entries(EXPECTED)) {
    for (const type of types) {
      it(`${key} on ${type}`, () => {
        const colon = key.indexOf(':');
        const result = resolveTemplateMetric(
          metric(key.slice(0, colon) as ChartMetric['kind'], key.slice(colon + 1)),
          type,
        );
        const got = 'metric' in result ? result.metric.id : result.note;
        expect(got).toBe(byType[type]);
      });
    }
  }

  it("names a mapped line by the type's catalogue unless the legend was the user's own", () => {
    const catalogue = resolveTemplateMetric(
      metric('statement', 'BALANCE_SHEET.PAID_IN_CAPITAL', 'Vốn góp của chủ sở hữu'),
      'bank',
    );
    expect('metric' in catalogue && catalogue.metric.name).toBe('Vốn điều lệ');
    const own = resolveTemplateMetric(
      metric('statement', 'BALANCE_SHEET.PAID_IN_CAPITAL', 'Vốn của tôi'),
      'bank',
    );
    expect('metric' in own && own.metric.name).toBe('Vốn của tôi');
    const note = resolveTemplateMetric(
      metric('statement', 'INCOME_STATEMENT.NET_REVENUE', 'Doanh thu thuần'),
      'bank',
    );
    expect('note' in note && note.note).toBe("Chỉ tiêu 'Doanh thu thuần' không có ở ngân hàng");
  });
});

describe('resolveTemplateCharts', () => {
  it('keeps what the type draws and notes the rest per chart', () => {
    const charts = [
      chart('a', [
        metric('statement', 'INCOME_STATEMENT.NET_REVENUE', 'Doanh thu thuần'),
        metric('ratio', 'ROE'),
      ]),
      chart('b', [metric('ratio', 'CURRENT_RATIO')]),
    ];
    const resolved = resolveTemplateCharts(charts, 'bank');
    expect(resolved.charts.map((item) => item.metrics.map((m) => m.id))).toEqual([['ROE'], []]);
    expect(resolved.notes).toEqual([
      {
        chartId: 'a',
        metricKey: 'statement:INCOME_STATEMENT.NET_REVENUE',
        message: "Chỉ tiêu 'Doanh thu thuần' không có ở ngân hàng",
      },
      {
        chartId: 'b',
        metricKey: 'ratio:CURRENT_RATIO',
        message: "Chỉ số 'Hệ số thanh toán hiện hành' không có ở ngân hàng",
      },
    ]);
    expect(resolveTemplateCharts(charts, 'non_financial')).toEqual({ charts, notes: [] });
  });
});

describe('restoreHiddenMetrics', () => {
  const stored = [chart('a', [metric('statement', 'INCOME_STATEMENT.NET_REVENUE'), metric('ratio', 'ROE')])];

  it('puts back the metrics the page could not show', () => {
    const incoming = [chart('a', [metric('ratio', 'ROE'), metric('ratio', 'NIM')])];
    const merged = restoreHiddenMetrics(stored, incoming, 'bank');
    expect(merged[0]?.metrics.map((m) => m.id)).toEqual(['ROE', 'NIM', 'INCOME_STATEMENT.NET_REVENUE']);
  });

  it('drops what the page removed, and new charts stay as sent', () => {
    const incoming = [chart('a', []), chart('new', [metric('ratio', 'NIM')])];
    const merged = restoreHiddenMetrics(stored, incoming, 'non_financial');
    expect(merged.map((item) => item.metrics.map((m) => m.id))).toEqual([[], ['NIM']]);
  });

  it('refuses a chart that would hold more than six metrics', () => {
    const full = ['ROE', 'ROA', 'NIM', 'COST_OF_FUNDS', 'YIELD_ON_EARNING_ASSETS', 'EPS'].map((id) =>
      metric('ratio', id),
    );
    expect(() => restoreHiddenMetrics(stored, [chart('a', full)], 'bank')).toThrow(AppError);
    expect(() => restoreHiddenMetrics(stored, [chart('a', full)], 'bank')).toThrow(
      "Biểu đồ 'a' còn 1 chỉ tiêu không hiện ở mã này; mỗi biểu đồ có tối đa 6 chỉ tiêu.",
    );
  });
});
