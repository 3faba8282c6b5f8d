import { growing, part, rest } from './build';
import type { CatalogSeries } from './types';

const USD = 'triệu USD';
const VND = 'tỷ đồng';
/** Registered FDI arrives in lumps (one large project moves a month), hence the wide noise. */
const registered = (code: string, nameVi: string, nameEn: string, base: number, growth: number) =>
  growing(code, nameVi, nameEn, USD, { base, growth, noise: 0.3, season: 'budget' });

const FDI_TOTAL = 'VN_FDI_SECTOR_TOTAL';
export const FDI_SECTOR_SERIES: CatalogSeries[] = [
  registered(FDI_TOTAL, 'Tổng vốn đăng ký', 'Total registered capital', 1_500, 7.5),
  part(
    'VN_FDI_SECTOR_MANUFACTURING',
    'Công nghiệp chế biến, chế tạo',
    'Manufacturing',
    USD,
    FDI_TOTAL,
    0.55,
    0.62,
  ),
  part(
    'VN_FDI_SECTOR_ENERGY',
    'Sản xuất, phân phối điện, khí, nước, điều hòa',
    'Electricity, gas and water supply',
    USD,
    FDI_TOTAL,
    0.1,
    0.08,
  ),
  part(
    'VN_FDI_SECTOR_REAL_ESTATE',
    'Hoạt động kinh doanh bất động sản',
    'Real estate',
    USD,
    FDI_TOTAL,
    0.15,
    0.14,
  ),
  part('VN_FDI_SECTOR_TRADE', 'Bán buôn và bán lẻ', 'Wholesale and retail trade', USD, FDI_TOTAL, 0.05, 0.06),
  rest('VN_FDI_SECTOR_OTHER', 'Các ngành khác', 'Other sectors', USD, FDI_TOTAL, [
    'VN_FDI_SECTOR_MANUFACTURING',
    'VN_FDI_SECTOR_ENERGY',
    'VN_FDI_SECTOR_REAL_ESTATE',
    'VN_FDI_SECTOR_TRADE',
  ]),
];

export const FDI_COUNTRY_SERIES: CatalogSeries[] = [
  registered('VN_FDI_COUNTRY_KOREA', 'Hàn Quốc', 'South Korea', 260, 6),
  registered('VN_FDI_COUNTRY_JAPAN', 'Nhật Bản', 'Japan', 190, 5),
  registered('VN_FDI_COUNTRY_SINGAPORE', 'Singapore', 'Singapore', 200, 8),
  registered('VN_FDI_COUNTRY_CHINA', 'Trung Quốc', 'China', 60, 16),
  registered('VN_FDI_COUNTRY_TAIWAN', 'Đài Loan', 'Taiwan', 110, 6),
  registered('VN_FDI_COUNTRY_HONG_KONG', 'Hồng Kông (Trung Quốc)', 'Hong Kong (China)', 70, 10),
  registered('VN_FDI_COUNTRY_USA', 'Hoa Kỳ', 'United States', 50, 4),
];

export const FDI_PROVINCE_SERIES: CatalogSeries[] = [
  registered('VN_FDI_PROVINCE_HANOI', 'Hà Nội', 'Hanoi', 110, 10),
  registered('VN_FDI_PROVINCE_HCMC', 'TP. Hồ Chí Minh', 'Ho Chi Minh City', 150, 8),
  registered('VN_FDI_PROVINCE_BAC_NINH', 'Bắc Ninh', 'Bac Ninh', 60, 12),
  registered('VN_FDI_PROVINCE_BINH_DUONG', 'Bình Dương', 'Binh Duong', 100, 6),
  registered('VN_FDI_PROVINCE_HAI_PHONG', 'Hải Phòng', 'Hai Phong', 55, 11),
  registered('VN_FDI_PROVINCE_DONG_NAI', 'Đồng Nai', 'Dong Nai', 80, 6),
  registered('VN_FDI_PROVINCE_BA_RIA_VUNG_TAU', 'Bà Rịa - Vũng Tàu', 'Ba Ria - Vung Tau', 90, 3),
  registered('VN_FDI_PROVINCE_QUANG_NINH', 'Quảng Ninh', 'Quang Ninh', 25, 12),
];

export const FDI_REALIZED_SERIES: CatalogSeries[] = [
  growing('VN_FDI_REALIZED', 'Vốn FDI thực hiện', 'Disbursed FDI', USD, {
    base: 920,
    growth: 5.5,
    noise: 0.05,
    season: 'budget',
    covid: 0.1,
  }),
];

const BUDGET = 'VN_INVEST_BUDGET_TOTAL';
export const STATE_BUDGET_SERIES: CatalogSeries[] = [
  growing(BUDGET, 'Tổng vốn đầu tư từ ngân sách nhà nước', 'State budget investment', VND, {
    base: 13_500,
    growth: 9,
    noise: 0.04,
    season: 'budget',
    covid: 0.05,
  }),
  part('VN_INVEST_BUDGET_CENTRAL', 'Trung ương', 'Central government', VND, BUDGET, 0.24, 0.16),
  rest('VN_INVEST_BUDGET_LOCAL', 'Địa phương', 'Local government', VND, BUDGET, ['VN_INVEST_BUDGET_CENTRAL']),
];

const SOCIAL = 'VN_INVEST_SOCIAL_TOTAL';
export const TOTAL_SOCIAL_SERIES: CatalogSeries[] = [
  growing(SOCIAL, 'Tổng vốn đầu tư thực hiện toàn xã hội', 'Total social investment', VND, {
    base: 207_000,
    growth: 9.5,
    noise: 0.02,
    season: 'gdpQuarter',
    covid: 0.08,
  }),
  part('VN_INVEST_SOCIAL_STATE', 'Khu vực Nhà nước', 'State sector', VND, SOCIAL, 0.38, 0.27),
  part('VN_INVEST_SOCIAL_PRIVATE', 'Khu vực ngoài Nhà nước', 'Non-state sector', VND, SOCIAL, 0.37, 0.56),
  rest(
    'VN_INVEST_SOCIAL_FDI',
    'Khu vực có vốn đầu tư trực tiếp nước ngoài',
    'Foreign-invested sector',
    VND,
    SOCIAL,
    ['VN_INVEST_SOCIAL_STATE', 'VN_INVEST_SOCIAL_PRIVATE'],
  ),
];

const RETAIL = 'VN_RETAIL_TOTAL';
export const RETAIL_SERIES: CatalogSeries[] = [
  growing(
    RETAIL,
    'Tổng mức bán lẻ hàng hóa và doanh thu dịch vụ tiêu dùng',
    'Retail sales of goods and services',
    VND,
    { base: 140_000, growth: 10.5, noise: 0.012, season: 'tet', covid: 0.22 },
  ),
  part('VN_RETAIL_GOODS', 'Bán lẻ hàng hóa', 'Retail sales of goods', VND, RETAIL, 0.765, 0.775),
  part(
    'VN_RETAIL_ACCOMMODATION',
    'Dịch vụ lưu trú, ăn uống',
    'Accommodation and food services',
    VND,
    RETAIL,
    0.12,
    0.115,
  ),
  part('VN_RETAIL_TRAVEL', 'Du lịch lữ hành', 'Travel services', VND, RETAIL, 0.01, 0.01),
  rest('VN_RETAIL_OTHER_SERVICES', 'Dịch vụ khác', 'Other services', VND, RETAIL, [
    'VN_RETAIL_GOODS',
    'VN_RETAIL_ACCOMMODATION',
    'VN_RETAIL_TRAVEL',
  ]),
];
