import { combined, growing, part, rest } from './build';
import type { CatalogSeries } from './types';

const USD = 'triệu USD';
const goods = (code: string, nameVi: string, nameEn: string, base: number, growth: number) =>
  growing(code, nameVi, nameEn, USD, { base, growth, noise: 0.06, season: 'tetTrade', covid: 0.08 });

const EXPORTS = 'VN_EXPORT_TOTAL';
export const EXPORT_SERIES: CatalogSeries[] = [
  growing(EXPORTS, 'Tổng trị giá xuất khẩu', 'Total exports', USD, {
    base: 6_000,
    growth: 12.5,
    noise: 0.035,
    season: 'tetTrade',
    covid: 0.08,
  }),
  part('VN_EXPORT_DOMESTIC', 'Khu vực kinh tế trong nước', 'Domestic sector', USD, EXPORTS, 0.46, 0.27),
  rest('VN_EXPORT_FDI', 'Khu vực có vốn đầu tư nước ngoài', 'Foreign-invested sector', USD, EXPORTS, [
    'VN_EXPORT_DOMESTIC',
  ]),
  goods('VN_EXPORT_PHONES', 'Điện thoại và linh kiện', 'Phones and parts', 200, 25),
  goods('VN_EXPORT_ELECTRONICS', 'Điện tử, máy tính và linh kiện', 'Electronics and computers', 300, 20),
  goods('VN_EXPORT_MACHINERY', 'Máy móc thiết bị, dụng cụ phụ tùng khác', 'Machinery and equipment', 250, 17),
  goods('VN_EXPORT_TEXTILES', 'Dệt, may', 'Textiles and garments', 930, 8),
  goods('VN_EXPORT_FOOTWEAR', 'Giày dép', 'Footwear', 420, 9),
  goods('VN_EXPORT_WOOD', 'Gỗ và sản phẩm gỗ', 'Wood and wood products', 290, 9),
  goods('VN_EXPORT_SEAFOOD', 'Thủy sản', 'Seafood', 420, 5),
  goods('VN_EXPORT_RICE', 'Gạo', 'Rice', 270, 2),
  goods('VN_EXPORT_COFFEE', 'Cà phê', 'Coffee', 150, 5.5),
  goods('VN_EXPORT_CRUDE_OIL', 'Dầu thô', 'Crude oil', 420, -12),
];

const IMPORTS = 'VN_IMPORT_TOTAL';
export const IMPORT_SERIES: CatalogSeries[] = [
  growing(IMPORTS, 'Tổng trị giá nhập khẩu', 'Total imports', USD, {
    base: 7_000,
    growth: 11.3,
    noise: 0.035,
    season: 'tetTrade',
    covid: 0.08,
  }),
  part('VN_IMPORT_DOMESTIC', 'Khu vực kinh tế trong nước', 'Domestic sector', USD, IMPORTS, 0.55, 0.37),
  rest('VN_IMPORT_FDI', 'Khu vực có vốn đầu tư nước ngoài', 'Foreign-invested sector', USD, IMPORTS, [
    'VN_IMPORT_DOMESTIC',
  ]),
  goods(
    'VN_IMPORT_MACHINERY',
    'Máy móc thiết bị, dụng cụ phụ tùng khác',
    'Machinery and equipment',
    1_100,
    9,
  ),
  goods('VN_IMPORT_ELECTRONICS', 'Điện tử, máy tính và linh kiện', 'Electronics and computers', 440, 20),
  goods('VN_IMPORT_FABRICS', 'Vải', 'Fabrics', 430, 7),
  goods('VN_IMPORT_PETROLEUM', 'Xăng dầu', 'Petroleum products', 500, 2),
  goods('VN_IMPORT_STEEL', 'Sắt thép', 'Iron and steel', 520, 3),
  goods('VN_IMPORT_PLASTICS', 'Chất dẻo', 'Plastics', 260, 7),
  goods('VN_IMPORT_PHONES', 'Điện thoại và linh kiện', 'Phones and parts', 160, 18),
  goods('VN_IMPORT_CARS', 'Ô tô', 'Motor vehicles', 120, 7),
];

export const TRADE_SERVICES_SERIES: CatalogSeries[] = [
  growing('VN_SERVICES_EXPORT', 'Xuất khẩu dịch vụ', 'Services exports', USD, {
    base: 1_900,
    growth: 7,
    noise: 0.04,
    season: 'gdpQuarter',
    covid: 0.45,
  }),
  growing('VN_SERVICES_IMPORT', 'Nhập khẩu dịch vụ', 'Services imports', USD, {
    base: 2_400,
    growth: 7.5,
    noise: 0.04,
    season: 'gdpQuarter',
    covid: 0.2,
  }),
];

/** Not in the static menu: the real GSO data (xnk.csv) publishes the balance, so the tree has it too. */
export const TRADE_BALANCE_SERIES: CatalogSeries[] = [
  combined(
    'VN_TRADE_BALANCE',
    'Cán cân thương mại hàng hóa',
    'Goods trade balance',
    USD,
    'difference',
    EXPORTS,
    IMPORTS,
  ),
  combined(
    'VN_TRADE_TURNOVER',
    'Tổng kim ngạch xuất nhập khẩu',
    'Total trade turnover',
    USD,
    'sum',
    EXPORTS,
    IMPORTS,
  ),
];
