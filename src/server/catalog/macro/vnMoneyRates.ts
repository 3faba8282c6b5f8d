import { growing, path } from './build';
import type { CatalogSeries, DemoModel, PathPoint } from './types';

export { POLICY_RATE_SERIES } from './vnPolicyRates';

/**
 * Issue 33's money and markets lines: the State Bank's policy rates, interbank, deposit and lending
 * rates, USD/VND on the free market, M2 and credit, the state budget and government bond yields. All
 * monthly. The demo shapes follow the broad history (the 2011 tightening, the 2020 cuts, the late-2022
 * squeeze) but every figure is synthetic: real figures come from the importers (docs/DATA.md).
 */

export function series(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  model: DemoModel,
  extra: Partial<CatalogSeries> = {},
): CatalogSeries {
  return { code, nameVi, nameEn, unit, model, ...extra };
}

const over = (
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  of: string,
  points: PathPoint[],
  noise: number,
  min?: number,
) =>
  series(code, nameVi, nameEn, unit, {
    kind: 'offset',
    of,
    points,
    noise,
    ...(min === undefined ? {} : { min }),
  });

const OVERNIGHT = 'VN_INTERBANK_OVERNIGHT';

export const INTERBANK_RATE_SERIES: CatalogSeries[] = [
  path(
    OVERNIGHT,
    'Lãi suất liên ngân hàng qua đêm (bình quân tháng)',
    'Interbank overnight rate (monthly average)',
    '%',
    [
      [2010, 7.5],
      [2011.5, 13],
      [2012.6, 4],
      [2014, 3],
      [2016, 1.5],
      [2018, 2.5],
      [2019.5, 3],
      [2020.5, 0.3],
      [2021.5, 0.8],
      [2022.9, 5.5],
      [2023.5, 0.6],
      [2024.3, 4],
      [2025.2, 4.3],
      [2026.9, 4],
    ],
    { noise: 0.35, persistence: 0.5, min: 0.1 },
  ),
  over(
    'VN_INTERBANK_1W',
    'Lãi suất liên ngân hàng 1 tuần (bình quân tháng)',
    'Interbank 1-week rate (monthly average)',
    '%',
    OVERNIGHT,
    [
      [2010, 0.4],
      [2026.9, 0.3],
    ],
    0.1,
    0.1,
  ),
  over(
    'VN_INTERBANK_1M',
    'Lãi suất liên ngân hàng 1 tháng (bình quân tháng)',
    'Interbank 1-month rate (monthly average)',
    '%',
    OVERNIGHT,
    [
      [2010, 1.0],
      [2026.9, 0.8],
    ],
    0.15,
    0.2,
  ),
  over(
    'VN_INTERBANK_3M',
    'Lãi suất liên ngân hàng 3 tháng (bình quân tháng)',
    'Interbank 3-month rate (monthly average)',
    '%',
    OVERNIGHT,
    [
      [2010, 1.8],
      [2026.9, 1.4],
    ],
    0.2,
    0.4,
  ),
];

const DEPOSIT = 'VN_DEPOSIT_RATE_AVG';

export const DEPOSIT_LENDING_SERIES: CatalogSeries[] = [
  path(
    DEPOSIT,
    'Lãi suất tiền gửi bình quân bằng VND',
    'Average VND deposit rate',
    '%',
    [
      [2010, 11],
      [2011.5, 14],
      [2013, 8],
      [2015, 5.5],
      [2019, 5.5],
      [2021, 4.3],
      [2022.9, 6.5],
      [2024, 4.6],
      [2026.9, 4.9],
    ],
    { noise: 0.08, persistence: 0.8, min: 2 },
  ),
  over(
    'VN_LENDING_RATE_AVG',
    'Lãi suất cho vay bình quân bằng VND',
    'Average VND lending rate',
    '%',
    DEPOSIT,
    [
      [2010, 4],
      [2015, 3],
      [2026.9, 2.8],
    ],
    0.08,
  ),
];

export const FX_FREE_MARKET_SERIES: CatalogSeries[] = [
  over(
    'VN_FX_USDVND_FREE',
    'Tỷ giá USD/VND thị trường tự do',
    'USD/VND free-market rate',
    'VND/USD',
    'VN_FX_USDVND_INTERBANK',
    [
      [2010, 400],
      [2011.2, 800],
      [2012, 100],
      [2019, 60],
      [2022.9, 500],
      [2023.5, 150],
      [2024.4, 900],
      [2026.9, 600],
    ],
    60,
  ),
];

/** Stocks are kept as month-end balances; a quarter shows the average balance ("số dư", DATA.md). */
const BALANCE = 'tỷ đồng (số dư cuối kỳ)';

export const MONEY_SUPPLY_SERIES: CatalogSeries[] = [
  growing('VN_M2', 'Tổng phương tiện thanh toán M2', 'Money supply M2', BALANCE, {
    base: 2_500_000,
    growth: 13.5,
    noise: 0.004,
  }),
  series('VN_M2_YTD', 'Tăng trưởng M2 so với cuối năm trước', 'M2 growth since the end of last year', '%', {
    kind: 'sinceYearEnd',
    of: 'VN_M2',
  }),
];

export const CREDIT_SERIES: CatalogSeries[] = [
  growing('VN_CREDIT', 'Dư nợ tín dụng đối với nền kinh tế', 'Credit to the economy', BALANCE, {
    base: 2_450_000,
    growth: 14,
    noise: 0.003,
  }),
  series(
    'VN_CREDIT_YTD',
    'Tăng trưởng tín dụng so với cuối năm trước',
    'Credit growth since the end of last year',
    '%',
    { kind: 'sinceYearEnd', of: 'VN_CREDIT' },
  ),
];

export const BUDGET_REVENUE_SERIES: CatalogSeries[] = [
  {
    ...growing('VN_BUDGET_REVENUE', 'Tổng thu ngân sách nhà nước', 'State budget revenue', 'tỷ đồng', {
      base: 50_000,
      growth: 9,
      noise: 0.06,
      season: 'tet',
      covid: 0.15,
    }),
    publishesYtd: true,
  },
];

export const BUDGET_SPENDING_SERIES: CatalogSeries[] = [
  {
    ...growing('VN_BUDGET_SPENDING', 'Tổng chi ngân sách nhà nước', 'State budget spending', 'tỷ đồng', {
      base: 56_000,
      growth: 9,
      noise: 0.05,
      season: 'budget',
    }),
    publishesYtd: true,
  },
];

const TEN_YEAR = 'VN_GOV_BOND_10Y';

/** The spread of a tenor under the 10-year yield: wide when short rates are low, narrow in a squeeze. */
function tenor(years: number, spread: number, squeeze: number): CatalogSeries {
  return over(
    `VN_GOV_BOND_${years}Y`,
    `Lợi suất trái phiếu Chính phủ kỳ hạn ${years} năm`,
    `${years}-year government bond yield`,
    '%',
    TEN_YEAR,
    [
      [2010, -spread * 0.4],
      [2014, -spread],
      [2020.5, -spread * 1.2],
      [2022.9, -squeeze],
      [2023.9, -spread * 1.3],
      [2026.9, -spread],
    ],
    0.06,
    0.3,
  );
}

export const GOV_BOND_YIELD_SERIES: CatalogSeries[] = [
  tenor(1, 2.1, 0.4),
  tenor(2, 1.8, 0.35),
  tenor(3, 1.5, 0.3),
  tenor(5, 1.0, 0.2),
  tenor(7, 0.5, 0.1),
  path(
    TEN_YEAR,
    'Lợi suất trái phiếu Chính phủ kỳ hạn 10 năm',
    '10-year government bond yield',
    '%',
    [
      [2010, 10.5],
      [2011.7, 12.3],
      [2013, 9.2],
      [2014.5, 7],
      [2016, 7.1],
      [2018, 5],
      [2019.9, 3.4],
      [2021.5, 2.3],
      [2022.9, 5],
      [2023.9, 2.3],
      [2024.9, 2.9],
      [2026.9, 3.3],
    ],
    { noise: 0.12, persistence: 0.7, min: 1 },
  ),
];
