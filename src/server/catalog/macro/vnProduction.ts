import { diffusion, growing, priceIndex } from './build';
import type { CatalogSeries } from './types';

export const PMI_SERIES: CatalogSeries[] = [
  diffusion('VN_PMI', 'PMI ngành sản xuất', 'Manufacturing PMI', 50.6, 1.6),
  diffusion('VN_PMI_OUTPUT', 'Chỉ số sản lượng', 'Output index', 50.9, 2.0),
  diffusion('VN_PMI_NEW_ORDERS', 'Chỉ số đơn đặt hàng mới', 'New orders index', 50.8, 2.0),
];

const IIP = 'VN_IIP_TOTAL';
const iip = (code: string, nameVi: string, nameEn: string, growth: number, parent?: string) =>
  growing(code, nameVi, nameEn, 'điểm', {
    base: 100,
    growth,
    noise: 0.025,
    season: 'tetTrade',
    covid: 0.12,
    ...(parent ? { parent } : {}),
  });

/** Index levels (2010 average month = 100) of GSO's industry sections. */
export const IIP_SERIES: CatalogSeries[] = [
  iip(IIP, 'Toàn ngành công nghiệp', 'All industry', 8),
  iip('VN_IIP_MINING', 'Khai khoáng', 'Mining and quarrying', -1.5, IIP),
  iip('VN_IIP_MANUFACTURING', 'Công nghiệp chế biến, chế tạo', 'Manufacturing', 10.2, IIP),
  iip(
    'VN_IIP_ELECTRICITY',
    'Sản xuất và phân phối điện, khí đốt, nước nóng, hơi nước và điều hòa không khí',
    'Electricity, gas, steam and air conditioning supply',
    9,
    IIP,
  ),
  iip(
    'VN_IIP_WATER',
    'Cung cấp nước; hoạt động quản lý và xử lý rác thải, nước thải',
    'Water supply, sewerage and waste management',
    6.5,
    IIP,
  ),
];

const product = (
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  base: number,
  growth: number,
  season: 'tetTrade' | 'summer' = 'tetTrade',
) => growing(code, nameVi, nameEn, unit, { base, growth, noise: 0.04, season, covid: 0.1 });

/** Main industrial products, in the units GSO's monthly product table uses. */
export const INDUSTRIAL_PRODUCT_SERIES: CatalogSeries[] = [
  product('VN_PRODUCT_COAL', 'Than đá (than sạch)', 'Coal (clean)', 'nghìn tấn', 3_700, 0.5),
  product('VN_PRODUCT_CRUDE_OIL', 'Dầu mỏ thô khai thác', 'Crude oil', 'nghìn tấn', 1_250, -4.5),
  product('VN_PRODUCT_CEMENT', 'Xi măng', 'Cement', 'nghìn tấn', 4_800, 4.5),
  product('VN_PRODUCT_ROLLED_STEEL', 'Thép cán', 'Rolled steel', 'nghìn tấn', 330, 9.5),
  product(
    'VN_PRODUCT_ELECTRICITY',
    'Điện sản xuất',
    'Electricity generated',
    'triệu kWh',
    7_800,
    8.5,
    'summer',
  ),
  product('VN_PRODUCT_PHONES', 'Điện thoại di động', 'Mobile phones', 'nghìn cái', 3_000, 13),
  product('VN_PRODUCT_CARS', 'Ô tô', 'Cars', 'nghìn chiếc', 9, 7),
  product('VN_PRODUCT_MOTORBIKES', 'Xe máy', 'Motorcycles', 'nghìn chiếc', 300, 0.5),
  product('VN_PRODUCT_UREA', 'Phân U rê', 'Urea fertiliser', 'nghìn tấn', 190, 1.5),
  product('VN_PRODUCT_CLOTHES', 'Quần áo mặc thường', 'Clothing', 'triệu cái', 230, 6.5),
  product('VN_PRODUCT_BEER', 'Bia', 'Beer', 'triệu lít', 230, 4, 'summer'),
];

const MATERIAL = 'VN_MATERIAL_PRICE_TOTAL';
export const MATERIAL_PRICE_SERIES: CatalogSeries[] = [
  priceIndex(
    MATERIAL,
    'Chỉ số giá nguyên, nhiên, vật liệu dùng cho sản xuất',
    'Price index of materials used in production',
    3.2,
    0.8,
  ),
  priceIndex(
    'VN_MATERIAL_PRICE_AGRICULTURE',
    'Dùng cho nông, lâm nghiệp và thủy sản',
    'For agriculture, forestry and fishery',
    3.5,
    0.9,
    MATERIAL,
  ),
  priceIndex(
    'VN_MATERIAL_PRICE_MANUFACTURING',
    'Dùng cho công nghiệp chế biến, chế tạo',
    'For manufacturing',
    3.0,
    0.9,
    MATERIAL,
  ),
  priceIndex('VN_MATERIAL_PRICE_CONSTRUCTION', 'Dùng cho xây dựng', 'For construction', 3.6, 1.0, MATERIAL),
];

const PPI = 'VN_PPI_TOTAL';
export const PPI_SERIES: CatalogSeries[] = [
  priceIndex(PPI, 'Chỉ số giá sản xuất chung', 'Producer price index', 3.0, 0.7),
  priceIndex(
    'VN_PPI_AGRICULTURE',
    'Sản phẩm nông, lâm nghiệp và thủy sản',
    'Agriculture, forestry and fishery products',
    3.6,
    1.0,
    PPI,
  ),
  priceIndex('VN_PPI_INDUSTRY', 'Sản phẩm công nghiệp', 'Industrial products', 2.6, 0.8, PPI),
  priceIndex('VN_PPI_SERVICES', 'Dịch vụ', 'Services', 3.2, 0.4, PPI),
];

const consumption = (
  code: string,
  nameVi: string,
  nameEn: string,
  growth: number,
  season: 'tetTrade' | 'none',
) => growing(code, nameVi, nameEn, 'điểm', { base: 100, growth, noise: 0.035, season, covid: 0.12 });

/** Manufacturing consumption (sales) and inventory indices, 2010 average month = 100. */
export const CONSUMPTION_SERIES: CatalogSeries[] = [
  consumption(
    'VN_CONSUMPTION_TOTAL',
    'Chỉ số tiêu thụ toàn ngành chế biến, chế tạo',
    'Manufacturing consumption index',
    9.5,
    'tetTrade',
  ),
  consumption('VN_CONSUMPTION_FOOD', 'Sản xuất, chế biến thực phẩm', 'Food products', 7, 'tetTrade'),
  consumption('VN_CONSUMPTION_TEXTILE', 'Dệt', 'Textiles', 8, 'tetTrade'),
  consumption(
    'VN_CONSUMPTION_ELECTRONICS',
    'Sản xuất sản phẩm điện tử, máy vi tính và sản phẩm quang học',
    'Electronics, computers and optical products',
    15,
    'tetTrade',
  ),
];

export const INVENTORY_SERIES: CatalogSeries[] = [
  consumption(
    'VN_INVENTORY_TOTAL',
    'Chỉ số tồn kho toàn ngành chế biến, chế tạo',
    'Manufacturing inventory index',
    8.5,
    'none',
  ),
  consumption('VN_INVENTORY_FOOD', 'Sản xuất, chế biến thực phẩm', 'Food products', 6, 'none'),
  consumption('VN_INVENTORY_TEXTILE', 'Dệt', 'Textiles', 7.5, 'none'),
  consumption(
    'VN_INVENTORY_ELECTRONICS',
    'Sản xuất sản phẩm điện tử, máy vi tính và sản phẩm quang học',
    'Electronics, computers and optical products',
    13,
    'none',
  ),
];
