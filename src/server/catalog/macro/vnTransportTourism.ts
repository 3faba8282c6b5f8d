import { growing, part, path, rest, priceIndex } from './build';
import type { CatalogSeries } from './types';

interface ModeShare {
  suffix: string;
  nameVi: string;
  nameEn: string;
  from: number;
  to: number;
}

/** A transport total and its split by mode; the last mode takes what the others leave. */
function byMode(
  prefix: string,
  totalName: [string, string],
  unit: string,
  base: number,
  growth: number,
  modes: ModeShare[],
  last: [suffix: string, nameVi: string, nameEn: string],
): CatalogSeries[] {
  const total = `${prefix}_TOTAL`;
  return [
    growing(total, totalName[0], totalName[1], unit, {
      base,
      growth,
      noise: 0.02,
      season: 'tet',
      covid: 0.45,
    }),
    ...modes.map((mode) =>
      part(`${prefix}_${mode.suffix}`, mode.nameVi, mode.nameEn, unit, total, mode.from, mode.to),
    ),
    rest(
      `${prefix}_${last[0]}`,
      last[1],
      last[2],
      unit,
      total,
      modes.map((mode) => `${prefix}_${mode.suffix}`),
    ),
  ];
}

const ROAD = { suffix: 'ROAD', nameVi: 'Đường bộ', nameEn: 'Road' };
const RAIL = { suffix: 'RAIL', nameVi: 'Đường sắt', nameEn: 'Rail' };
const WATER = { suffix: 'INLAND_WATERWAY', nameVi: 'Đường thủy nội địa', nameEn: 'Inland waterway' };
const SEA = { suffix: 'SEA', nameVi: 'Đường biển', nameEn: 'Sea' };
const AIR: [string, string, string] = ['AIR', 'Đường hàng không', 'Air'];
const AIR_MODE = { suffix: 'AIR', nameVi: 'Đường hàng không', nameEn: 'Air' };

export const PASSENGER_SERIES = byMode(
  'VN_TRANSPORT_PASSENGER',
  ['Vận chuyển hành khách', 'Passengers carried'],
  'triệu lượt người',
  190,
  6.5,
  [
    { ...ROAD, from: 0.915, to: 0.935 },
    { ...RAIL, from: 0.005, to: 0.002 },
    { ...WATER, from: 0.065, to: 0.04 },
  ],
  AIR,
);

export const PASSENGER_TURNOVER_SERIES = byMode(
  'VN_TRANSPORT_PASSENGER_KM',
  ['Luân chuyển hành khách', 'Passenger turnover'],
  'triệu lượt người.km',
  8_000,
  7,
  [
    { ...ROAD, from: 0.69, to: 0.62 },
    { ...RAIL, from: 0.045, to: 0.012 },
    { ...WATER, from: 0.035, to: 0.02 },
  ],
  AIR,
);

export const FREIGHT_SERIES = byMode(
  'VN_TRANSPORT_FREIGHT',
  ['Vận chuyển hàng hóa', 'Freight carried'],
  'nghìn tấn',
  67_000,
  7.5,
  [
    { ...ROAD, from: 0.75, to: 0.74 },
    { ...RAIL, from: 0.01, to: 0.003 },
    { ...WATER, from: 0.18, to: 0.2 },
  ],
  ['SEA', SEA.nameVi, SEA.nameEn],
);

export const FREIGHT_TURNOVER_SERIES = byMode(
  'VN_TRANSPORT_FREIGHT_KM',
  ['Luân chuyển hàng hóa', 'Freight turnover'],
  'triệu tấn.km',
  18_000,
  6,
  [
    { ...ROAD, from: 0.18, to: 0.3 },
    { ...RAIL, from: 0.018, to: 0.011 },
    { ...WATER, from: 0.14, to: 0.16 },
    { ...AIR_MODE, from: 0.002, to: 0.003 },
  ],
  ['SEA', SEA.nameVi, SEA.nameEn],
);

const WAREHOUSE = 'VN_WAREHOUSE_PRICE_TOTAL';
export const WAREHOUSE_SERIES: CatalogSeries[] = [
  priceIndex(WAREHOUSE, 'Chỉ số giá dịch vụ vận tải, kho bãi', 'Transport and storage price index', 3, 0.8),
  priceIndex(
    'VN_WAREHOUSE_PRICE_PASSENGER',
    'Vận tải hành khách',
    'Passenger transport',
    3.2,
    1.0,
    WAREHOUSE,
  ),
  priceIndex('VN_WAREHOUSE_PRICE_FREIGHT', 'Vận tải hàng hóa', 'Freight transport', 2.8, 0.9, WAREHOUSE),
  priceIndex(
    'VN_WAREHOUSE_PRICE_STORAGE',
    'Kho bãi và các hoạt động hỗ trợ vận tải',
    'Warehousing and transport support',
    2.6,
    0.5,
    WAREHOUSE,
  ),
  priceIndex(
    'VN_WAREHOUSE_PRICE_POST',
    'Bưu chính và chuyển phát',
    'Postal and courier',
    2.2,
    0.4,
    WAREHOUSE,
  ),
];

const VISITORS = 'VN_INTERNATIONAL_TOTAL';
const UNIT_VISITORS = 'nghìn lượt người';
export const INTERNATIONAL_SERIES: CatalogSeries[] = [
  growing(VISITORS, 'Khách quốc tế đến Việt Nam', 'International visitor arrivals', UNIT_VISITORS, {
    base: 420,
    growth: 10.5,
    noise: 0.04,
    season: 'tourism',
    covid: 0.97,
  }),
  part('VN_INTERNATIONAL_CHINA', 'Trung Quốc', 'China', UNIT_VISITORS, VISITORS, 0.18, 0.25),
  part('VN_INTERNATIONAL_KOREA', 'Hàn Quốc', 'South Korea', UNIT_VISITORS, VISITORS, 0.1, 0.24),
  part('VN_INTERNATIONAL_JAPAN', 'Nhật Bản', 'Japan', UNIT_VISITORS, VISITORS, 0.09, 0.04),
  part('VN_INTERNATIONAL_USA', 'Hoa Kỳ', 'United States', UNIT_VISITORS, VISITORS, 0.085, 0.05),
  part('VN_INTERNATIONAL_TAIWAN', 'Đài Loan', 'Taiwan', UNIT_VISITORS, VISITORS, 0.067, 0.06),
  rest('VN_INTERNATIONAL_OTHER', 'Thị trường khác', 'Other markets', UNIT_VISITORS, VISITORS, [
    'VN_INTERNATIONAL_CHINA',
    'VN_INTERNATIONAL_KOREA',
    'VN_INTERNATIONAL_JAPAN',
    'VN_INTERNATIONAL_USA',
    'VN_INTERNATIONAL_TAIWAN',
  ]),
];

/** USD/VND: the managed central rate crawls up about 2 % a year with short bouts of pressure. */
export const FX_SERIES: CatalogSeries[] = [
  path(
    'VN_FX_USDVND_CENTRAL',
    'Tỷ giá trung tâm USD/VND',
    'USD/VND central rate',
    'VND/USD',
    [
      [2010, 18_500],
      [2011.2, 20_700],
      [2015.0, 21_400],
      [2016.0, 21_900],
      [2019.0, 22_900],
      [2022.0, 23_150],
      [2023.0, 23_600],
      [2024.0, 24_000],
      [2025.0, 24_300],
      [2026.9, 25_200],
    ],
    { noise: 0.002, relative: true, persistence: 0.8 },
  ),
  path(
    'VN_FX_USDVND_INTERBANK',
    'Tỷ giá USD/VND liên ngân hàng',
    'USD/VND interbank rate',
    'VND/USD',
    [
      [2010, 18_900],
      [2011.2, 20_900],
      [2015.0, 21_300],
      [2016.0, 22_400],
      [2019.0, 23_200],
      [2022.0, 22_800],
      [2023.0, 23_600],
      [2024.0, 24_300],
      [2025.0, 25_400],
      [2026.9, 26_300],
    ],
    { noise: 0.004, relative: true, persistence: 0.8 },
  ),
];

export const LABOR_SERIES: CatalogSeries[] = [
  growing('VN_LABOR_POPULATION', 'Dân số trung bình', 'Average population', 'triệu người', {
    base: 87,
    growth: 1.0,
    noise: 0.001,
  }),
  growing('VN_LABOR_FORCE', 'Lực lượng lao động từ 15 tuổi trở lên', 'Labour force aged 15+', 'triệu người', {
    base: 50.4,
    growth: 0.9,
    noise: 0.008,
  }),
  path(
    'VN_LABOR_UNEMPLOYMENT',
    'Tỷ lệ thất nghiệp trong độ tuổi lao động',
    'Unemployment rate (working age)',
    '%',
    [
      [2010, 2.9],
      [2015, 2.3],
      [2020, 2.5],
      [2021, 3.2],
      [2022, 2.3],
      [2026, 2.2],
    ],
    { noise: 0.1, min: 1.5 },
  ),
  path(
    'VN_LABOR_URBAN_UNEMPLOYMENT',
    'Tỷ lệ thất nghiệp khu vực thành thị',
    'Urban unemployment rate',
    '%',
    [
      [2010, 4.3],
      [2015, 3.4],
      [2020, 3.9],
      [2021, 4.4],
      [2022, 2.8],
      [2026, 2.7],
    ],
    { noise: 0.12, min: 2 },
  ),
];
