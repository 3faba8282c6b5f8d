import { diffusion, growing, path, priceIndex } from './build';
import type { CatalogChild, CatalogGroup, CatalogSeries, PathPoint } from './types';

export const MONTHLY = ['value', 'yoy', 'mom'] as const;
const LEVEL = ['value'] as const;

export function child(
  code: string,
  nameVi: string,
  nameEn: string,
  frequency: CatalogChild['frequency'],
  valueTypes: readonly string[],
  isFree: boolean,
  series: CatalogSeries[],
): CatalogChild {
  return {
    code,
    nameVi,
    nameEn,
    frequency,
    valueTypes,
    isFree,
    factTable: `macro_${code.toLowerCase()}`,
    series,
  };
}

/** A rate (%) following keypoints with a little monthly noise. */
const rate = (code: string, nameVi: string, nameEn: string, points: PathPoint[], noise: number, min = -20) =>
  path(code, nameVi, nameEn, '%', points, { noise, persistence: 0.5, min });

export const US_GROUP: CatalogGroup = {
  code: 'US_MACRO',
  groupCode: 'US',
  nameVi: 'Kinh tế Mỹ',
  nameEn: 'US economy',
  icon: 'us',
  children: [
    child('US_GDP', 'Tăng trưởng GDP Mỹ', 'US GDP growth', 'quarter', LEVEL, true, [
      rate(
        'US_GDP_GROWTH',
        'Tăng trưởng GDP thực (so với cùng kỳ)',
        'Real GDP growth (year on year)',
        [
          [2010, 2.7],
          [2015, 2.5],
          [2019.9, 2.3],
          [2020.25, 1],
          [2020.4, -7.5],
          [2020.9, -1.1],
          [2021.4, 12],
          [2021.9, 5.4],
          [2022.9, 0.9],
          [2023.9, 3.2],
          [2026.9, 2.0],
        ],
        0.3,
      ),
    ]),
    child('US_CPI', 'Chỉ số giá tiêu dùng Mỹ', 'US consumer prices', 'month', MONTHLY, true, [
      priceIndex('US_CPI_ALL', 'CPI (tất cả các mặt hàng)', 'CPI, all items', 2.4, 0.25),
      priceIndex('US_CPI_CORE', 'CPI lõi (trừ thực phẩm và năng lượng)', 'Core CPI', 2.3, 0.12),
    ]),
    child('US_UNEMPLOYMENT', 'Tỷ lệ thất nghiệp Mỹ', 'US unemployment', 'month', LEVEL, false, [
      rate(
        'US_UNEMPLOYMENT_RATE',
        'Tỷ lệ thất nghiệp',
        'Unemployment rate',
        [
          [2010, 9.8],
          [2015, 5.6],
          [2019.9, 3.6],
          [2020.2, 3.5],
          [2020.3, 14.7],
          [2021, 6.4],
          [2022.2, 3.6],
          [2024, 3.8],
          [2026.9, 4.4],
        ],
        0.1,
        3,
      ),
    ]),
    child('US_FED_FUNDS', 'Lãi suất điều hành Fed', 'Federal funds rate', 'month', LEVEL, false, [
      rate(
        'US_FED_FUNDS_RATE',
        'Lãi suất quỹ liên bang (hiệu dụng)',
        'Effective federal funds rate',
        [
          [2010, 0.15],
          [2015.9, 0.15],
          [2016, 0.4],
          [2019.5, 2.4],
          [2019.9, 1.55],
          [2020.2, 1.55],
          [2020.3, 0.06],
          [2022.2, 0.1],
          [2023.6, 5.33],
          [2024.7, 5.33],
          [2025, 4.4],
          [2026.9, 3.6],
        ],
        0.02,
        0.03,
      ),
    ]),
    child(
      'US_TREASURY_10Y',
      'Lợi suất trái phiếu Chính phủ Mỹ 10 năm',
      'US 10-year Treasury yield',
      'month',
      LEVEL,
      false,
      [
        rate(
          'US_TREASURY_10Y_YIELD',
          'Lợi suất trái phiếu kỳ hạn 10 năm',
          '10-year Treasury yield',
          [
            [2010, 3.7],
            [2012.5, 1.6],
            [2013.9, 2.9],
            [2016.5, 1.5],
            [2018.8, 3.1],
            [2020.4, 0.65],
            [2021.9, 1.5],
            [2023.8, 4.7],
            [2024.7, 3.8],
            [2025, 4.5],
            [2026.9, 4.2],
          ],
          0.12,
          0.4,
        ),
      ],
    ),
    child('US_PMI', 'PMI ngành sản xuất Mỹ', 'US manufacturing PMI', 'month', LEVEL, false, [
      diffusion('US_PMI_ISM', 'ISM PMI ngành sản xuất', 'ISM manufacturing PMI', 52, 2.2),
    ]),
  ],
};

export const CN_GROUP: CatalogGroup = {
  code: 'CN_MACRO',
  groupCode: 'CN',
  nameVi: 'Kinh tế Trung Quốc',
  nameEn: 'China economy',
  icon: 'cn',
  children: [
    child('CN_GDP', 'Tăng trưởng GDP Trung Quốc', 'China GDP growth', 'quarter', LEVEL, true, [
      rate(
        'CN_GDP_GROWTH',
        'Tăng trưởng GDP thực (so với cùng kỳ)',
        'Real GDP growth (year on year)',
        [
          [2010, 11],
          [2012, 7.8],
          [2015, 6.9],
          [2019.9, 5.9],
          [2020.1, -6.8],
          [2020.4, 3.2],
          [2021.1, 18.3],
          [2021.6, 4.9],
          [2022.4, 0.4],
          [2023.4, 6.3],
          [2024, 5.2],
          [2026.9, 4.6],
        ],
        0.2,
      ),
    ]),
    child('CN_CPI', 'Chỉ số giá tiêu dùng Trung Quốc', 'China consumer prices', 'month', MONTHLY, true, [
      priceIndex('CN_CPI_ALL', 'CPI Trung Quốc', 'China CPI', 1.9, 0.35),
    ]),
    child('CN_PPI', 'Chỉ số giá sản xuất Trung Quốc', 'China producer prices', 'month', MONTHLY, false, [
      priceIndex('CN_PPI_ALL', 'PPI Trung Quốc', 'China PPI', 0.3, 0.9),
    ]),
    child('CN_PMI', 'PMI ngành sản xuất Trung Quốc', 'China manufacturing PMI', 'month', LEVEL, false, [
      diffusion('CN_PMI_NBS', 'PMI ngành sản xuất (NBS)', 'Official manufacturing PMI (NBS)', 50.3, 1.0),
      diffusion('CN_PMI_CAIXIN', 'PMI ngành sản xuất (Caixin)', 'Caixin manufacturing PMI', 50.4, 1.3),
    ]),
    child('CN_EXPORTS', 'Xuất khẩu Trung Quốc', 'China exports', 'month', MONTHLY, false, [
      growing('CN_EXPORTS_TOTAL', 'Kim ngạch xuất khẩu', 'Exports', 'tỷ USD', {
        base: 130,
        growth: 6,
        noise: 0.05,
        season: 'tetTrade',
        covid: 0.15,
      }),
    ]),
    child('CN_CREDIT', 'Tín dụng Trung Quốc', 'China credit', 'month', MONTHLY, false, [
      growing(
        'CN_CREDIT_TSF',
        'Tổng tài trợ xã hội (TSF) mới',
        'New total social financing',
        'nghìn tỷ NDT',
        {
          base: 1.2,
          growth: 8,
          noise: 0.25,
          season: 'budget',
        },
      ),
      growing('CN_CREDIT_LOANS', 'Cho vay mới bằng NDT', 'New yuan loans', 'nghìn tỷ NDT', {
        base: 0.65,
        growth: 7,
        noise: 0.2,
        season: 'budget',
      }),
    ]),
  ],
};
