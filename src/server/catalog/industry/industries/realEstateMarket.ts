import { path } from '../../macro/build';
import type { PathPoint } from '../../macro/types';
import { company, LEVEL_ONLY, QUARTERLY, price, rate } from '../helpers';
import type { IndustrySpec } from '../types';

/** A cyclical quarterly count (units launched, sold, presales): relative, persistent noise. */
export const units = (
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  points: readonly PathPoint[],
) => path(code, nameVi, nameEn, unit, points, { noise: 0.15, relative: true, persistence: 0.6, min: 50 });

const presales = (code: string, nameVi: string, ticker: string, points: readonly PathPoint[]) =>
  company(units(code, nameVi, nameVi, 'tỷ đồng', points), ticker);

/** Real estate's market sections: prices and mortgage rates, and the listed developers. */
export const REAL_ESTATE_MARKET_SECTIONS: IndustrySpec['sections'] = [
  {
    title: 'Giá và lãi suất',
    indicators: [
      {
        code: 'IND_REAL_ESTATE_PRICE',
        nameVi: 'Giá bán sơ cấp căn hộ',
        nameEn: 'Primary apartment prices',
        description:
          'Giá chào bán sơ cấp bình quân căn hộ chung cư (chưa gồm VAT, phí bảo trì) tại Hà Nội và TP.HCM, theo quý.',
        frequency: 'quarter',
        valueTypes: QUARTERLY,
        chartType: 'line',
        series: [
          price(
            'IND_REAL_ESTATE_PRICE_HANOI',
            'Hà Nội',
            'Hanoi',
            'triệu đồng/m²',
            [
              [2010, 28],
              [2013, 23],
              [2016, 27],
              [2019, 32],
              [2021, 38],
              [2023, 52],
              [2024.9, 70],
              [2025.9, 80],
              [2027, 85],
            ],
            0.02,
          ),
          price(
            'IND_REAL_ESTATE_PRICE_HCMC',
            'TP.HCM',
            'Ho Chi Minh City',
            'triệu đồng/m²',
            [
              [2010, 30],
              [2013, 26],
              [2016, 35],
              [2019, 50],
              [2021, 55],
              [2023, 60],
              [2024.9, 65],
              [2025.9, 75],
              [2027, 78],
            ],
            0.02,
          ),
        ],
      },
      {
        code: 'IND_REAL_ESTATE_MORTGAGE',
        nameVi: 'Lãi suất cho vay mua nhà',
        nameEn: 'Mortgage rates',
        description:
          'Lãi suất cho vay mua nhà bình quân của các ngân hàng thương mại: lãi suất ưu đãi năm đầu và lãi suất thả nổi sau ưu đãi, theo tháng.',
        frequency: 'month',
        valueTypes: LEVEL_ONLY,
        chartType: 'line',
        series: [
          rate(
            'IND_REAL_ESTATE_MORTGAGE_PROMO',
            'Ưu đãi năm đầu',
            'First-year promotional rate',
            [
              [2010, 12],
              [2011.5, 16],
              [2013, 9],
              [2016, 7.5],
              [2019, 8],
              [2021, 6.5],
              [2023.1, 10],
              [2024, 6.5],
              [2025, 6],
              [2027, 6.5],
            ],
            0.1,
            { min: 3, max: 25 },
          ),
          rate(
            'IND_REAL_ESTATE_MORTGAGE_FLOATING',
            'Thả nổi sau ưu đãi',
            'Floating rate after promotion',
            [
              [2010, 15],
              [2011.5, 20],
              [2013, 13],
              [2016, 11],
              [2019, 11],
              [2021, 10],
              [2023.1, 14],
              [2024, 11],
              [2025, 10],
              [2027, 10.5],
            ],
            0.1,
            { min: 5, max: 30 },
          ),
        ],
      },
    ],
  },
  {
    title: 'Chủ đầu tư niêm yết',
    indicators: [
      {
        code: 'IND_REAL_ESTATE_PRESALES',
        nameVi: 'Doanh số bán hàng của chủ đầu tư niêm yết',
        nameEn: 'Presales of listed developers',
        description:
          'Giá trị hợp đồng bán hàng ký mới trong quý (presales): báo trước doanh thu bàn giao của một đến hai năm sau.',
        frequency: 'quarter',
        valueTypes: QUARTERLY,
        chartType: 'column',
        series: [
          presales('IND_REAL_ESTATE_PRESALES_VHM', 'Vinhomes', 'VHM', [
            [2010, 3_000],
            [2018, 20_000],
            [2021, 25_000],
            [2023, 30_000],
            [2024.9, 35_000],
            [2025.9, 45_000],
            [2027, 45_000],
          ]),
          presales('IND_REAL_ESTATE_PRESALES_NVL', 'Novaland', 'NVL', [
            [2010, 500],
            [2016, 6_000],
            [2019, 8_000],
            [2021.9, 12_000],
            [2022.9, 1_500],
            [2024, 1_000],
            [2025.9, 3_000],
            [2027, 4_000],
          ]),
          presales('IND_REAL_ESTATE_PRESALES_KDH', 'Khang Điền', 'KDH', [
            [2010, 300],
            [2018, 1_200],
            [2022, 1_000],
            [2024, 800],
            [2025.9, 1_500],
            [2027, 1_600],
          ]),
          presales('IND_REAL_ESTATE_PRESALES_DXG', 'Đất Xanh', 'DXG', [
            [2010, 300],
            [2018, 3_000],
            [2021, 2_500],
            [2023, 500],
            [2025.9, 1_500],
            [2027, 1_800],
          ]),
          presales('IND_REAL_ESTATE_PRESALES_NLG', 'Nam Long', 'NLG', [
            [2010, 300],
            [2018, 1_500],
            [2021, 2_000],
            [2023, 800],
            [2025.9, 2_000],
            [2027, 2_200],
          ]),
        ],
      },
    ],
  },
];
