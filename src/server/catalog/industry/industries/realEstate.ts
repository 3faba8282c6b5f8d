import { combined, path } from '../../macro/build';
import type { PathPoint } from '../../macro/types';
import { company, LEVEL_ONLY, QUARTERLY, price, rate } from '../helpers';
import type { IndustrySpec } from '../types';

const SUPPLY = 'IND_REAL_ESTATE_SUPPLY_TOTAL';

/** A cyclical quarterly count (units launched, sold, presales): relative, persistent noise. */
const units = (code: string, nameVi: string, nameEn: string, unit: string, points: readonly PathPoint[]) =>
  path(code, nameVi, nameEn, unit, points, { noise: 0.15, relative: true, persistence: 0.6, min: 50 });

/** A city's launches, drawn as a part of the two cities' total in the stacked chart. */
const launches = (code: string, nameVi: string, nameEn: string, points: readonly PathPoint[]) => ({
  ...units(code, nameVi, nameEn, 'căn', points),
  parent: SUPPLY,
});

const presales = (code: string, nameVi: string, ticker: string, points: readonly PathPoint[]) =>
  company(units(code, nameVi, nameVi, 'tỷ đồng', points), ticker);

/** Residential property: launches, sales and prices in the two big cities, mortgage rates, presales. */
export const REAL_ESTATE: IndustrySpec = {
  industry: 'REAL_ESTATE',
  description:
    'Nguồn cung căn hộ mở bán mới, số căn bán được, tỷ lệ hấp thụ và giá bán sơ cấp tại Hà Nội và TP.HCM, lãi suất cho vay mua nhà và doanh số bán hàng của chủ đầu tư niêm yết.',
  tickers: ['VHM', 'NVL', 'KDH', 'DXG', 'NLG', 'CEO'],
  headline: 'IND_REAL_ESTATE_SUPPLY',
  sections: [
    {
      title: 'Nguồn cung và hấp thụ',
      indicators: [
        {
          code: 'IND_REAL_ESTATE_SUPPLY',
          nameVi: 'Nguồn cung căn hộ mở bán mới',
          nameEn: 'New apartment launches',
          description:
            'Số căn hộ chung cư mở bán mới trong quý tại Hà Nội và TP.HCM. Nguồn cung TP.HCM co hẹp mạnh từ 2019 vì vướng mắc pháp lý dự án.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'stack_column',
          series: [
            combined(
              SUPPLY,
              'Hai thành phố',
              'Both cities',
              'căn',
              'sum',
              'IND_REAL_ESTATE_SUPPLY_HANOI',
              'IND_REAL_ESTATE_SUPPLY_HCMC',
            ),
            launches('IND_REAL_ESTATE_SUPPLY_HANOI', 'Hà Nội', 'Hanoi', [
              [2010, 3_000],
              [2012, 2_000],
              [2017, 9_000],
              [2019, 8_000],
              [2020.4, 4_000],
              [2022, 6_000],
              [2023.3, 3_500],
              [2024.9, 8_000],
              [2027, 7_000],
            ]),
            launches('IND_REAL_ESTATE_SUPPLY_HCMC', 'TP.HCM', 'Ho Chi Minh City', [
              [2010, 4_000],
              [2012, 2_500],
              [2018, 10_000],
              [2019, 7_000],
              [2020.4, 3_500],
              [2022, 4_000],
              [2023.3, 1_500],
              [2024.9, 2_500],
              [2026, 5_000],
              [2027, 6_000],
            ]),
          ],
        },
        {
          code: 'IND_REAL_ESTATE_SALES',
          nameVi: 'Số căn hộ bán được',
          nameEn: 'Apartments sold',
          description:
            'Số căn hộ giao dịch thành công trong quý (sơ cấp) tại Hà Nội và TP.HCM, gồm cả hàng tồn của các quý trước.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            units('IND_REAL_ESTATE_SALES_HANOI', 'Hà Nội', 'Hanoi', 'căn', [
              [2010, 2_200],
              [2012, 1_200],
              [2017, 7_500],
              [2019, 7_000],
              [2020.4, 3_000],
              [2022, 5_500],
              [2023.3, 2_500],
              [2024.9, 7_500],
              [2027, 6_000],
            ]),
            units('IND_REAL_ESTATE_SALES_HCMC', 'TP.HCM', 'Ho Chi Minh City', 'căn', [
              [2010, 2_500],
              [2012, 1_200],
              [2018, 9_000],
              [2019, 6_000],
              [2020.4, 2_000],
              [2022, 3_500],
              [2023.3, 800],
              [2024.9, 1_800],
              [2026, 4_000],
              [2027, 4_500],
            ]),
          ],
        },
        {
          code: 'IND_REAL_ESTATE_ABSORPTION',
          nameVi: 'Tỷ lệ hấp thụ căn hộ',
          nameEn: 'Apartment absorption rate',
          description:
            'Số căn bán được chia cho nguồn cung mở bán trong quý: trên 70% là thị trường sôi động, dưới 40% là trầm lắng.',
          frequency: 'quarter',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate(
              'IND_REAL_ESTATE_ABSORPTION_HANOI',
              'Hà Nội',
              'Hanoi',
              [
                [2010, 60],
                [2012, 35],
                [2015, 75],
                [2018, 80],
                [2020.4, 60],
                [2022.3, 85],
                [2022.9, 40],
                [2023.9, 60],
                [2024.9, 85],
                [2027, 75],
              ],
              4,
              { min: 5, max: 100 },
            ),
            rate(
              'IND_REAL_ESTATE_ABSORPTION_HCMC',
              'TP.HCM',
              'Ho Chi Minh City',
              [
                [2010, 50],
                [2012, 30],
                [2016, 80],
                [2018, 85],
                [2020.4, 50],
                [2022.3, 80],
                [2023, 25],
                [2024.9, 60],
                [2027, 70],
              ],
              4,
              { min: 5, max: 100 },
            ),
          ],
        },
      ],
    },
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
  ],
};
