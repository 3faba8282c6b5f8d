import { combined } from '../../macro/build';
import type { PathPoint } from '../../macro/types';
import { LEVEL_ONLY, QUARTERLY, rate } from '../helpers';
import type { IndustrySpec } from '../types';
import { REAL_ESTATE_MARKET_SECTIONS, units } from './realEstateMarket';

const SUPPLY = 'IND_REAL_ESTATE_SUPPLY_TOTAL';

/** A city's launches, drawn as a part of the two cities' total in the stacked chart. */
const launches = (code: string, nameVi: string, nameEn: string, points: readonly PathPoint[]) => ({
  ...units(code, nameVi, nameEn, 'căn', points),
  parent: SUPPLY,
});

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
    ...REAL_ESTATE_MARKET_SECTIONS,
  ],
};
