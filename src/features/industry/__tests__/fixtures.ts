import type { CommercialBankResponse, MetricDataResponse } from '@/common/contracts/macro';
import type {
  IndustryChartLine,
  IndustryCompaniesResponse,
  IndustryDashboardResponse,
  IndustryIndicator,
  IndustryListResponse,
  IndustryOverviewResponse,
  IndustrySummary,
  PresentationResponse,
} from '@/common/contracts/industry';
import type { DeepDataIndustry } from '@/common/industry/industries';
import { parseExtendId } from '@/common/macro/extendId';

/** Small answers of the industry routes: steel (open), shrimp (locked), banks; one presentation. */

export function summary(
  code: DeepDataIndustry,
  name: string,
  extra: Partial<IndustrySummary> = {},
): IndustrySummary {
  return {
    code,
    slug: code.toLowerCase().replaceAll('_', '-'),
    name,
    description: `Mô tả ngành ${name}`,
    indicatorCount: 2,
    tickers: [],
    latestPeriod: '2025-05-31',
    permission: `DEEP_DATA_${code}`,
    locked: false,
    requiredPlan: null,
    ...extra,
  };
}

export function listAnswer(overviewLocked = true): IndustryListResponse {
  return {
    industries: [
      summary('STEEL', 'Thép', { indicatorCount: 5, tickers: ['HPG', 'HSG'] }),
      summary('SHRIMP', 'Tôm', { locked: true, requiredPlan: 'PRO', latestPeriod: '2025-04-30' }),
      summary('BANK', 'Ngân hàng', { latestPeriod: null }),
    ],
    presentations: [
      {
        slug: 'electric-story',
        industry: 'ELECTRIC',
        title: 'Ngành điện 2025',
        subtitle: 'Thủy văn và giá thị trường',
        slideCount: 3,
        permission: 'PRESENT_ELECTRIC',
        locked: false,
        requiredPlan: null,
      },
      {
        slug: 'shrimp-story',
        industry: 'SHRIMP',
        title: 'Xuất khẩu tôm',
        subtitle: 'Thị trường và giá',
        slideCount: 8,
        permission: 'PRESENT_SHRIMP',
        locked: true,
        requiredPlan: 'PREMIUM',
      },
    ],
    overview: {
      permission: 'DEEP_DATA_ALL',
      locked: overviewLocked,
      requiredPlan: overviewLocked ? 'PREMIUM' : null,
    },
  };
}

export function overviewAnswer(): IndustryOverviewResponse {
  const figure = (value: number, yoy: number | null) => ({
    period: '2025-05-31',
    periodLabel: '05/2025',
    value,
    yoy,
    share: null,
  });
  return {
    rows: [
      {
        industry: 'STEEL',
        name: 'Thép',
        indicatorCode: 'IND_STEEL_HRC',
        indicatorName: 'Giá thép HRC',
        seriesName: 'HRC Trung Quốc',
        unit: 'USD/tấn',
        figure: figure(520.4, 12.5),
      },
      {
        industry: 'SHRIMP',
        name: 'Tôm',
        indicatorCode: 'IND_SHRIMP_EXPORT',
        indicatorName: 'Xuất khẩu tôm',
        seriesName: 'Xuất khẩu tôm',
        unit: 'triệu USD',
        figure: figure(350, -4.2),
      },
    ],
  };
}

export function line(
  menuItemId: number,
  seriesId: number,
  name: string,
  extra: Partial<IndustryChartLine> = {},
): IndustryChartLine {
  return {
    extendID: `${String(menuItemId)}-${String(seriesId)}-month-value`,
    seriesId,
    seriesCode: `S${String(seriesId)}`,
    name,
    unit: 'USD/tấn',
    ticker: null,
    chartType: 'line',
    axis: 0,
    color: '#1677ff',
    valueType: 'value',
    period: 'month',
    ...extra,
  };
}

function indicator(
  id: number,
  code: string,
  name: string,
  lines: IndustryChartLine[],
  extra: Partial<IndustryIndicator> = {},
): IndustryIndicator {
  return {
    id,
    code,
    name,
    description: `${name}: điều nhà phân tích theo dõi.`,
    frequency: 'month',
    unit: lines[0]?.unit ?? '',
    source: 'Hiệp hội Thép Việt Nam',
    releaseDate: '2025-06-10',
    latestPeriod: '2025-05-31',
    byCompany: false,
    valueTypes: lines[0]?.unit === '%' ? ['value'] : ['value', 'yoy', 'mom'],
    lines,
    ...extra,
  };
}

export const HRC = line(900, 9001, 'HRC Trung Quốc');
export const BILLET = line(900, 9002, 'Phôi thép');
export const SALES_HPG = line(901, 9101, 'Hòa Phát', {
  unit: 'nghìn tấn',
  ticker: 'HPG',
  chartType: 'column',
});
export const UTILIZATION = line(902, 9201, 'Hiệu suất', { unit: '%' });

export function dashboardAnswer(
  industry: DeepDataIndustry = 'STEEL',
  locked = false,
): IndustryDashboardResponse {
  const name = industry === 'BANK' ? 'Ngân hàng' : 'Thép';
  return {
    industry: summary(industry, name, {
      locked,
      requiredPlan: locked ? 'PRO' : null,
      description: `Chuỗi giá trị ngành ${name}`,
    }),
    sections: [
      { title: 'Giá', indicatorCodes: ['IND_STEEL_PRICE'] },
      { title: 'Sản lượng', indicatorCodes: ['IND_STEEL_SALES', 'IND_STEEL_UTIL'] },
    ],
    indicators: [
      indicator(900, 'IND_STEEL_PRICE', 'Giá thép', [HRC, BILLET]),
      indicator(901, 'IND_STEEL_SALES', 'Sản lượng bán hàng', [SALES_HPG], { byCompany: true }),
      indicator(902, 'IND_STEEL_UTIL', 'Hiệu suất công suất', [UTILIZATION], { frequency: 'quarter' }),
    ],
  };
}

export function companiesAnswer(industry: DeepDataIndustry = 'STEEL'): IndustryCompaniesResponse {
  const figure = (value: number, yoy: number | null, share: number | null) => ({
    period: '2025-05-31',
    periodLabel: '05/2025',
    value,
    yoy,
    share,
  });
  return {
    industry,
    indicators: [
      { code: 'IND_STEEL_SALES', name: 'Sản lượng bán hàng', unit: 'nghìn tấn', frequency: 'month' },
    ],
    rows: [
      {
        ticker: 'HPG',
        name: 'Hòa Phát',
        exchange: 'HOSE',
        listed: true,
        figures: { IND_STEEL_SALES: figure(750, 10.5, 35.2) },
      },
      {
        ticker: 'HSG',
        name: 'Hoa Sen',
        exchange: 'HOSE',
        listed: true,
        figures: { IND_STEEL_SALES: figure(1250, -3.1, 20.1) },
      },
      {
        ticker: 'FMS',
        name: 'Formosa Hà Tĩnh',
        exchange: null,
        listed: false,
        figures: { IND_STEEL_SALES: null },
      },
    ],
  };
}

export function banksAnswer(): CommercialBankResponse {
  const bank = (ticker: string, nim: number | null, nplRatio: number) => ({
    ticker,
    name: `Ngân hàng ${ticker}`,
    exchange: 'HOSE',
    period: 'Q1/2025',
    nim,
    nplRatio,
    casaRatio: 0.3,
    loanGrowth: 0.05,
    depositGrowth: 0.04,
  });
  return { banks: [bank('VCB', 0.031, 0.012), bank('TCB', 0.041, 0.011), bank('ACB', null, 0.014)] };
}

export function presentationAnswer(locked = false): PresentationResponse {
  return {
    slug: 'electric-story',
    industry: 'ELECTRIC',
    title: 'Ngành điện 2025',
    subtitle: 'Thủy văn và giá thị trường',
    slideCount: 3,
    permission: 'PRESENT_ELECTRIC',
    locked,
    requiredPlan: locked ? 'PRO' : null,
    dataDate: '2025-06-30',
    slides: locked
      ? []
      : [
          {
            title: 'Sản lượng điện theo nguồn',
            notes: ['Thủy điện tăng mạnh mùa mưa.', 'Nhiệt điện than giảm tỷ trọng.'],
            lines: [line(950, 9501, 'Thủy điện', { unit: 'triệu kWh' })],
            marks: [{ period: '2024-07-31', label: 'La Niña kết thúc' }],
            dataDate: '2025-05-31',
          },
          {
            title: 'Giá thị trường điện',
            notes: ['Giá bình quân giảm khi thủy điện dồi dào.'],
            lines: [line(951, 9511, 'Giá FMP', { unit: 'đồng/kWh' })],
            marks: [],
            dataDate: '2025-06-30',
          },
          {
            title: 'Mực nước hồ chứa',
            notes: ['Mực nước cao hơn cùng kỳ.'],
            lines: [line(952, 9521, 'Hồ Sơn La', { unit: 'm' })],
            marks: [{ period: '2025-Q1', label: 'Mùa khô' }],
            dataDate: '2025-06-30',
          },
        ],
  };
}

/** The metric-data answer of a line: two months of figures. */
export function metricAnswer(extendID: string): MetricDataResponse {
  const parts = parseExtendId(extendID);
  if (!parts) throw new Error(`bad extendID ${extendID}`);
  return {
    extendID,
    menuItemId: parts.menuItemId,
    seriesId: parts.seriesId,
    name: `Chuỗi ${String(parts.seriesId)}`,
    indicatorName: 'Chỉ tiêu',
    unit: parts.valueType === 'value' ? 'USD/tấn' : '%',
    period: parts.period,
    valueType: parts.valueType,
    dateFormat: 'MM/YYYY',
    source: 'Hiệp hội Thép Việt Nam',
    releaseDate: '2025-06-10',
    view: 'time_series',
    points: [
      [Date.UTC(2025, 3, 30), 100],
      [Date.UTC(2025, 4, 31), 110],
    ],
  };
}
