import type {
  MacroReleaseCalendarResponse,
  MacroMenuNode,
  MacroMenuResponse,
  MacroSeriesInfo,
  MetricDataResponse,
} from '@/common/contracts/macro';
import { parseExtendId } from '@/common/macro/extendId';

/** A small macro menu: GDP (two quarterly series), CPI (monthly) and a locked IIP; world groups. */

function series(
  seriesId: number,
  name: string,
  frequency: MacroSeriesInfo['frequency'],
  unit = 'tỷ đồng',
): MacroSeriesInfo {
  const quarterly = frequency === 'quarter';
  return {
    seriesId,
    code: `S${String(seriesId)}`,
    name,
    unit,
    frequency,
    periods: quarterly ? ['quarter', 'year'] : ['month', 'quarter', 'year'],
    aggregation: 'sum',
    valueTypes: quarterly ? ['value', 'yoy', 'qoq'] : ['value', 'yoy', 'mom'],
    dateFormat: quarterly ? 'QQ/YYYY' : 'MM/YYYY',
    source: quarterly ? 'Tổng cục Thống kê' : 'GSO',
    releaseDate: '2024-10-06',
    parentSeriesId: null,
    isDemo: false,
  };
}

function node(
  id: number,
  code: string,
  name: string,
  groupId: string,
  extra: Partial<MacroMenuNode> = {},
): MacroMenuNode {
  return {
    id,
    code,
    groupId,
    name,
    levelId: extra.type === 'group' ? 1 : 2,
    haveChild: Boolean(extra.children?.length),
    parentId: null,
    dimTable: null,
    factTable: null,
    period: null,
    metric: [],
    isAutoCalculated: false,
    type: 'indicator',
    icon: null,
    locked: false,
    children: [],
    ...extra,
  };
}

export const GDP_TOTAL = series(50, 'Tổng sản phẩm trong nước (GDP)', 'quarter');
export const GDP_AGRICULTURE = series(51, 'Nông, lâm nghiệp và thủy sản', 'quarter');
export const CPI_TOTAL = series(345, 'Chỉ số giá tiêu dùng (CPI)', 'month', 'điểm');
export const IIP_TOTAL = series(70, 'Chỉ số sản xuất công nghiệp', 'month', 'điểm');

export function vnMenu(): MacroMenuResponse {
  return {
    groups: [
      node(100, 'VN_GDP', 'GDP', 'VN', {
        type: 'group',
        icon: 'gdp',
        children: [
          node(5, 'GDP_NONIMAL', 'GDP danh nghĩa', 'VN', {
            period: 'quarter',
            metric: [GDP_TOTAL, GDP_AGRICULTURE],
          }),
        ],
      }),
      node(101, 'VN_CPI', 'CPI', 'VN', {
        type: 'group',
        icon: 'cpi',
        children: [
          node(12, 'CPI', 'Chỉ số giá tiêu dùng CPI', 'VN', { period: 'month', metric: [CPI_TOTAL] }),
        ],
      }),
      node(102, 'VN_PRODUCTION', 'Sản xuất', 'VN', {
        type: 'group',
        icon: 'production',
        locked: true,
        children: [
          node(20, 'PRD_IIP', 'Chỉ số sản xuất công nghiệp IIP', 'VN', {
            period: 'month',
            metric: [IIP_TOTAL],
            locked: true,
          }),
        ],
      }),
    ],
  };
}

export function customMenu(): MacroMenuResponse {
  return {
    groups: [
      ...vnMenu().groups,
      node(200, 'US_MACRO', 'Kinh tế Mỹ', 'US', {
        type: 'group',
        icon: 'us',
        locked: true,
        children: [node(30, 'US_GDP', 'Tăng trưởng GDP Mỹ', 'US', { period: 'quarter', locked: true })],
      }),
      node(201, 'COMMODITY_PRICES', 'Hàng hóa', 'COMMODITY', {
        type: 'group',
        icon: 'commodity',
        children: [
          node(40, 'COMMODITY_BRENT', 'Dầu Brent', 'COMMODITY', {
            period: 'month',
            metric: [series(400, 'Giá dầu Brent', 'month', 'USD/thùng')],
          }),
        ],
      }),
    ],
  };
}

const NAMES = new Map([GDP_TOTAL, GDP_AGRICULTURE, CPI_TOTAL, IIP_TOTAL].map((s) => [s.seriesId, s]));

/** The answer of metric-data for an extendID (time series, or year by year with isSamePeriod). */
export function metricAnswer(extendID: string, samePeriod: boolean): MetricDataResponse {
  const parts = parseExtendId(extendID);
  if (!parts) throw new Error(`bad extendID ${extendID}`);
  const info = NAMES.get(parts.seriesId) ?? GDP_TOTAL;
  const header = {
    extendID,
    menuItemId: parts.menuItemId,
    seriesId: parts.seriesId,
    name: info.name,
    indicatorName: 'Chỉ tiêu',
    unit: parts.valueType === 'value' ? info.unit : '%',
    period: parts.period,
    valueType: parts.valueType,
    dateFormat: info.dateFormat,
    source: info.source,
    releaseDate: info.releaseDate,
  };
  if (samePeriod) {
    return {
      ...header,
      view: 'same_period',
      categories: parts.period === 'month' ? ['T1', 'T2', 'T3'] : ['Q1', 'Q2', 'Q3', 'Q4'],
      years: [
        { year: 2023, values: [1, 2, 3, 4] },
        { year: 2024, values: [2, 3, 4, null] },
      ],
    };
  }
  return {
    ...header,
    view: 'time_series',
    points: [
      [Date.UTC(2024, 2, 31), 100],
      [Date.UTC(2024, 5, 30), 110],
    ],
  };
}

/** Two release calendar cards: CPI yoy with figures, and a locked credit card. */
export function releaseCalendar(): MacroReleaseCalendarResponse {
  const base = {
    valueType: 'value' as const,
    frequency: 'month' as const,
    isDemo: false,
    locked: false,
    latest: null,
    previous: null,
    change: null,
    changePercent: null,
    lastRelease: null,
    nextPeriod: null,
    nextRelease: null,
    reason: null,
    source: null,
    seriesName: null,
    unit: null,
  };
  return {
    cards: [
      {
        ...base,
        key: 'cpi',
        title: 'CPI so với cùng kỳ',
        keyCode: 'CPI',
        path: '/macro/cpi/cpi',
        seriesName: 'Chỉ số giá tiêu dùng',
        unit: '%',
        valueType: 'yoy',
        schedule: 'Khoảng ngày 6 tháng sau',
        publisher: 'Tổng cục Thống kê (GSO)',
        source: 'GSO',
        latest: { period: '2026-10-31', label: 'T10/2026', value: 2.9 },
        previous: { period: '2026-09-30', label: 'T9/2026', value: 3.4 },
        change: -0.5,
        lastRelease: '2026-11-06',
        nextPeriod: 'T11/2026',
        nextRelease: '2026-12-06',
      },
      {
        ...base,
        key: 'credit',
        title: 'Tăng trưởng tín dụng từ đầu năm',
        keyCode: 'CREDIT',
        path: '/macro/money-credit/credit',
        schedule: 'Khoảng ngày 25 tháng sau',
        publisher: 'Ngân hàng Nhà nước (SBV)',
        isDemo: true,
        locked: true,
        reason: 'Cần nâng cấp gói để xem số liệu',
      },
    ],
  };
}
