import { growing, part, priceIndex, rest } from './build';
import type { CatalogSeries } from './types';

/** GDP per quarter (tỷ đồng): the whole economy and its three sectors plus net product taxes. */
function gdpLines(prefix: string, priceLabel: string, growth: number): CatalogSeries[] {
  const total = `${prefix}_TOTAL`;
  const unit = 'tỷ đồng';
  return [
    growing(total, `Tổng sản phẩm trong nước (GDP) ${priceLabel}`, 'Gross domestic product', unit, {
      base: 540_000,
      growth,
      noise: 0.012,
      season: 'gdpQuarter',
      covid: 0.07,
    }),
    part(
      `${prefix}_AGRICULTURE`,
      'Nông, lâm nghiệp và thủy sản',
      'Agriculture, forestry and fishery',
      unit,
      total,
      0.184,
      0.118,
    ),
    part(
      `${prefix}_INDUSTRY`,
      'Công nghiệp và xây dựng',
      'Industry and construction',
      unit,
      total,
      0.32,
      0.38,
    ),
    part(`${prefix}_SERVICES`, 'Dịch vụ', 'Services', unit, total, 0.37, 0.425),
    rest(
      `${prefix}_TAXES`,
      'Thuế sản phẩm trừ trợ cấp sản phẩm',
      'Taxes less subsidies on products',
      unit,
      total,
      [`${prefix}_AGRICULTURE`, `${prefix}_INDUSTRY`, `${prefix}_SERVICES`],
    ),
  ];
}

export const GDP_NOMINAL_SERIES = gdpLines('VN_GDP_NOMINAL', 'theo giá hiện hành', 10.5);
export const GDP_REAL_SERIES = gdpLines('VN_GDP_REAL', 'theo giá so sánh 2010', 6.1);

const CPI = 'VN_CPI_TOTAL';

/** CPI and the eleven groups of GSO's consumer basket, plus core inflation. Index: 2009-12 = 100. */
export const CPI_SERIES: CatalogSeries[] = [
  priceIndex(CPI, 'Chỉ số giá tiêu dùng (CPI)', 'Consumer price index', 4.0, 0.25),
  priceIndex('VN_CPI_FOOD', 'Hàng ăn và dịch vụ ăn uống', 'Food and catering services', 4.6, 0.55, CPI),
  priceIndex('VN_CPI_BEVERAGE', 'Đồ uống và thuốc lá', 'Beverages and tobacco', 3.0, 0.2, CPI),
  priceIndex('VN_CPI_GARMENT', 'May mặc, mũ nón và giày dép', 'Garments, hats and footwear', 2.8, 0.2, CPI),
  priceIndex(
    'VN_CPI_HOUSING',
    'Nhà ở, điện, nước, chất đốt và vật liệu xây dựng',
    'Housing, electricity, water, fuel and construction materials',
    4.4,
    0.6,
    CPI,
  ),
  priceIndex(
    'VN_CPI_HOUSEHOLD',
    'Thiết bị và đồ dùng gia đình',
    'Household equipment and goods',
    2.0,
    0.15,
    CPI,
  ),
  priceIndex('VN_CPI_HEALTH', 'Thuốc và dịch vụ y tế', 'Medicine and health services', 5.5, 0.6, CPI),
  priceIndex('VN_CPI_TRANSPORT', 'Giao thông', 'Transport', 3.0, 1.2, CPI),
  priceIndex('VN_CPI_TELECOM', 'Bưu chính viễn thông', 'Post and telecommunications', -0.5, 0.15, CPI),
  priceIndex('VN_CPI_EDUCATION', 'Giáo dục', 'Education', 6.5, 0.5, CPI),
  priceIndex(
    'VN_CPI_CULTURE',
    'Văn hóa, giải trí và du lịch',
    'Culture, entertainment and tourism',
    2.2,
    0.2,
    CPI,
  ),
  priceIndex('VN_CPI_OTHER', 'Hàng hóa và dịch vụ khác', 'Other goods and services', 3.2, 0.2, CPI),
  priceIndex('VN_CPI_CORE', 'Lạm phát cơ bản', 'Core inflation', 3.0, 0.15),
];
