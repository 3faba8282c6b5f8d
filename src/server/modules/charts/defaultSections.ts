import { AxisSlot } from '@/common/constants/charts';
import type { CompanyType } from '@/common/constants/market';
import { chartSchema, type ChartConfig, type ChartSeriesType } from '@/common/contracts/charts';
import { parseMetricKey } from '@/common/contracts/financeChart';

/**
 * The ready-made dashboard of each company type (/enterprise/chart/default): what an analyst looks
 * at first for a bank, a broker, an insurer or any other company, so every ticker has useful charts
 * without setup. Written compactly: [metric key, series type, axis]. A test resolves every metric
 * against the company type's catalogue.
 */

type MetricSpec = readonly [key: string, seriesType: ChartSeriesType, axis: AxisSlot];
interface ChartSpec {
  name: string;
  size: 100 | 66 | 50 | 33;
  metrics: readonly MetricSpec[];
  range?: ChartConfig['initTimeFilter'];
  note?: string;
}
interface SectionSpec {
  key: string;
  name: string;
  charts: readonly ChartSpec[];
}

const { LEFT_1: L1, RIGHT_1: R1 } = AxisSlot;
const IS = (code: string) => `statement:INCOME_STATEMENT.${code}`;
const BS = (code: string) => `statement:BALANCE_SHEET.${code}`;
const CF = (code: string) => `statement:CASH_FLOW_INDIRECT.${code}`;
const R = (code: string) => `ratio:${code}`;

// prettier-ignore
const VALUATION: SectionSpec = {
  key: 'valuation',
  name: 'Định giá và giá cổ phiếu',
  charts: [
    { name: 'P/E và P/B', size: 50, metrics: [[R('PE'), 'line', L1], [R('PB'), 'line', R1]] },
    { name: 'EPS và giá trị sổ sách mỗi cổ phiếu', size: 50, metrics: [[R('EPS'), 'column', L1], [R('BVPS'), 'line', R1]] },
    { name: 'Giá cổ phiếu và khối lượng', size: 100, range: '3Y', metrics: [['price:close', 'line', L1], ['price:volume', 'column', R1]] },
  ],
};

// prettier-ignore
const NON_FINANCIAL: readonly SectionSpec[] = [
  {
    key: 'results',
    name: 'Kết quả kinh doanh',
    charts: [
      { name: 'Doanh thu và lợi nhuận', size: 100, metrics: [[IS('NET_REVENUE'), 'column', L1], [IS('NET_PROFIT_PARENT'), 'column', L1], [R('NET_MARGIN'), 'line', R1]] },
      { name: 'Biên lợi nhuận', size: 50, metrics: [[R('GROSS_MARGIN'), 'line', L1], [R('NET_MARGIN'), 'line', L1]] },
      { name: 'ROE và ROA', size: 50, metrics: [[R('ROE'), 'line', L1], [R('ROA'), 'line', L1]] },
    ],
  },
  {
    key: 'health',
    name: 'Sức khoẻ tài chính',
    charts: [
      { name: 'Cơ cấu tài sản', size: 50, metrics: [[BS('CURRENT_ASSETS'), 'stack_column', L1], [BS('LONG_TERM_ASSETS'), 'stack_column', L1]] },
      { name: 'Cơ cấu nguồn vốn', size: 50, metrics: [[BS('TOTAL_LIABILITIES'), 'stack_column_100', L1], [BS('OWNERS_EQUITY'), 'stack_column_100', L1]] },
      { name: 'Đòn bẩy và thanh khoản', size: 50, metrics: [[R('DEBT_TO_EQUITY'), 'line', L1], [R('CURRENT_RATIO'), 'line', R1]] },
      { name: 'Dòng tiền', size: 50, metrics: [[CF('NET_CASH_FROM_OPERATING'), 'column', L1], [CF('NET_CASH_FROM_INVESTING'), 'column', L1], [CF('NET_CASH_FROM_FINANCING'), 'column', L1]] },
    ],
  },
  VALUATION,
];

// prettier-ignore
const BANK: readonly SectionSpec[] = [
  {
    key: 'results',
    name: 'Thu nhập và lợi nhuận',
    charts: [
      { name: 'Nguồn thu nhập', size: 100, metrics: [[IS('NET_INTEREST_INCOME'), 'stack_column', L1], [IS('NET_FEE_INCOME'), 'stack_column', L1], [IS('NET_PROFIT_PARENT'), 'line', R1]] },
      { name: 'NIM và chi phí vốn', size: 50, metrics: [[R('NIM'), 'line', L1], [R('COST_OF_FUNDS'), 'line', L1], [R('YIELD_ON_EARNING_ASSETS'), 'line', L1]] },
      { name: 'ROE và ROA', size: 50, metrics: [[R('ROE'), 'line', L1], [R('ROA'), 'line', R1]] },
    ],
  },
  {
    key: 'balance',
    name: 'Tín dụng và chất lượng tài sản',
    charts: [
      { name: 'Cho vay khách hàng và nợ xấu', size: 50, metrics: [[BS('LOANS_TO_CUSTOMERS_NET'), 'column', L1], [R('NPL_RATIO'), 'line', R1]] },
      { name: 'LDR và CASA', size: 50, metrics: [[R('LDR'), 'line', L1], [R('CASA_RATIO'), 'line', L1]] },
      { name: 'Tăng trưởng tín dụng và huy động', size: 50, metrics: [[R('LOAN_GROWTH'), 'column', L1], [R('DEPOSIT_GROWTH'), 'column', L1]] },
      { name: 'Bao phủ nợ xấu và chi phí tín dụng', size: 50, metrics: [[R('LOAN_LOSS_COVERAGE'), 'line', L1], [R('CREDIT_COST'), 'line', R1]] },
    ],
  },
  VALUATION,
];

// prettier-ignore
const SECURITIES: readonly SectionSpec[] = [
  {
    key: 'results',
    name: 'Kết quả kinh doanh',
    charts: [
      { name: 'Nguồn doanh thu', size: 100, metrics: [[IS('BROKERAGE_REVENUE'), 'stack_column', L1], [IS('FVTPL_GAINS'), 'stack_column', L1], [IS('LOAN_INCOME'), 'stack_column', L1], [IS('NET_PROFIT_PARENT'), 'line', R1]] },
      { name: 'ROE và ROA', size: 50, metrics: [[R('ROE'), 'line', L1], [R('ROA'), 'line', R1]] },
      { name: 'Cho vay ký quỹ trên vốn chủ sở hữu', size: 50, metrics: [[R('MARGIN_LOANS_TO_EQUITY'), 'line', L1], [R('DEBT_TO_EQUITY'), 'line', L1]] },
    ],
  },
  {
    key: 'balance',
    name: 'Quy mô và nguồn vốn',
    charts: [
      { name: 'Tổng tài sản và vốn chủ sở hữu', size: 100, metrics: [[BS('TOTAL_ASSETS'), 'column', L1], [BS('OWNERS_EQUITY'), 'column', L1], [R('EQUITY_TO_ASSETS'), 'line', R1]] },
    ],
  },
  VALUATION,
];

// prettier-ignore
const INSURANCE: readonly SectionSpec[] = [
  {
    key: 'results',
    name: 'Kết quả kinh doanh',
    charts: [
      { name: 'Phí bảo hiểm và bồi thường', size: 100, metrics: [[IS('NET_PREMIUM_REVENUE'), 'column', L1], [IS('TOTAL_CLAIM_EXPENSES'), 'column', L1], [R('LOSS_RATIO'), 'line', R1]] },
      { name: 'Lợi nhuận', size: 50, metrics: [[IS('NET_PROFIT_PARENT'), 'column', L1], [R('NET_MARGIN'), 'line', R1]] },
      { name: 'ROE và ROA', size: 50, metrics: [[R('ROE'), 'line', L1], [R('ROA'), 'line', R1]] },
    ],
  },
  {
    key: 'balance',
    name: 'Quy mô và nguồn vốn',
    charts: [
      { name: 'Tổng tài sản và vốn chủ sở hữu', size: 100, metrics: [[BS('TOTAL_ASSETS'), 'column', L1], [BS('OWNERS_EQUITY'), 'column', L1], [R('EQUITY_TO_ASSETS'), 'line', R1]] },
    ],
  },
  VALUATION,
];

export const DEFAULT_SECTION_SPECS: Readonly<Record<CompanyType, readonly SectionSpec[]>> = {
  non_financial: NON_FINANCIAL,
  bank: BANK,
  securities: SECURITIES,
  insurance: INSURANCE,
};

const ROW_HEIGHT = 8;
const WIDTHS: Record<ChartSpec['size'], number> = { 100: 12, 66: 8, 50: 6, 33: 4 };

/** Charts laid left to right, wrapping at 12 columns, each 8 rows tall. */
function toCharts(
  sectionKey: string,
  specs: readonly ChartSpec[],
  names: Map<string, string>,
): ChartConfig[] {
  let x = 0;
  let y = 0;
  return specs.map((spec, index) => {
    const w = WIDTHS[spec.size];
    if (x + w > 12) {
      x = 0;
      y += ROW_HEIGHT;
    }
    const position = { x, y, w, h: ROW_HEIGHT };
    x += w;
    const metrics = spec.metrics.map(([key, seriesType, axis]) => {
      const parsed = parseMetricKey(key);
      if (!parsed) throw new Error(`bad default metric ${key}`);
      const name = names.get(key);
      return { ...parsed, ...(name === undefined ? {} : { name }), seriesType, axis };
    });
    const chart = chartSchema.parse({
      chartName: spec.name,
      metrics,
      size: spec.size,
      initTimeFilter: spec.range ?? 'All',
      position,
      textBlockContent: spec.note ?? null,
    });
    return { ...chart, chartId: `${sectionKey}-${String(index + 1)}` };
  });
}

/** The default sections of a company type; `names` gives each metric key its legend name. */
export function buildDefaultSections(
  companyType: CompanyType,
  symbol: string,
  names: Map<string, string>,
): { sectionKey: string; sectionName: string; symbol: string; isAutoAxis: boolean; charts: ChartConfig[] }[] {
  return DEFAULT_SECTION_SPECS[companyType].map((section) => ({
    sectionKey: section.key,
    sectionName: section.name,
    symbol,
    isAutoAxis: true,
    charts: toCharts(section.key, section.charts, names),
  }));
}
