import { growing } from '../../macro/build';
import { MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const OUTPUT = 'IND_CAUSTIC_SODA_OUTPUT_TOTAL';

/** Caustic soda (chlor-alkali): NaOH abroad and at home, its chlorine co-products, output, salt. */
export const CAUSTIC_SODA: IndustrySpec = {
  industry: 'CAUSTIC_SODA',
  description:
    'Giá xút (NaOH) thế giới và trong nước, giá clo và axit HCl đồng hành, sản lượng xút của các nhà sản xuất, giá muối công nghiệp nhập khẩu.',
  tickers: ['CSV', 'DGC', 'HVT'],
  headline: 'IND_CAUSTIC_SODA_WORLD_PRICE',
  sections: [
    {
      title: 'Giá xút',
      indicators: [
        {
          code: 'IND_CAUSTIC_SODA_WORLD_PRICE',
          nameVi: 'Giá xút thế giới',
          nameEn: 'World caustic soda price',
          description:
            'Giá xút (quy 100% NaOH) xuất khẩu Đông Bắc Á, bình quân tháng: theo nhu cầu của ngành alumin, giấy, dệt nhuộm và nguồn cung của Trung Quốc.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_CAUSTIC_SODA_PRICE_NEA',
              'Xút Đông Bắc Á (FOB)',
              'Caustic soda North-East Asia (FOB)',
              'USD/tấn',
              [
                [2010, 350],
                [2012, 400],
                [2016, 350],
                [2018.3, 600],
                [2020.5, 250],
                [2022.4, 800],
                [2023.3, 400],
                [2024.9, 450],
                [2027, 420],
              ],
              0.05,
            ),
          ],
        },
        {
          code: 'IND_CAUSTIC_SODA_DOMESTIC_PRICE',
          nameVi: 'Giá xút trong nước',
          nameEn: 'Domestic caustic soda prices',
          description:
            'Giá bán xút lỏng NaOH 32% và xút vảy NaOH 99% tại thị trường trong nước: doanh thu chính của các nhà máy điện phân muối.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_CAUSTIC_SODA_DOMESTIC_LIQUID',
              'Xút lỏng NaOH 32%',
              'Liquid caustic soda 32%',
              'đồng/kg',
              [
                [2010, 4_500],
                [2016, 4_500],
                [2018.3, 6_000],
                [2020.5, 4_000],
                [2022.5, 8_500],
                [2023.5, 5_000],
                [2025, 5_500],
                [2027, 5_500],
              ],
              0.03,
            ),
            price(
              'IND_CAUSTIC_SODA_DOMESTIC_FLAKE',
              'Xút vảy NaOH 99%',
              'Caustic soda flakes 99%',
              'đồng/kg',
              [
                [2010, 9_000],
                [2016, 9_500],
                [2018.3, 13_000],
                [2020.5, 9_500],
                [2022.5, 18_000],
                [2023.5, 12_000],
                [2025, 12_500],
                [2027, 12_500],
              ],
              0.03,
            ),
          ],
        },
      ],
    },
    {
      title: 'Sản phẩm đồng hành',
      indicators: [
        {
          code: 'IND_CAUSTIC_SODA_CHLORINE',
          nameVi: 'Giá clo và axit HCl',
          nameEn: 'Chlorine and hydrochloric acid prices',
          description:
            'Giá clo lỏng và axit clohydric (HCl 32%) trong nước: mỗi tấn xút sinh ra khoảng 0,9 tấn clo, nên đầu ra cho clo quyết định công suất chạy được của nhà máy.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_CAUSTIC_SODA_CHLORINE_LIQUID',
              'Clo lỏng',
              'Liquid chlorine',
              'đồng/kg',
              [
                [2010, 3_500],
                [2016, 3_800],
                [2019, 4_000],
                [2022.5, 5_500],
                [2024, 4_500],
                [2027, 4_600],
              ],
              0.03,
            ),
            price(
              'IND_CAUSTIC_SODA_CHLORINE_HCL',
              'Axit HCl 32%',
              'Hydrochloric acid 32%',
              'đồng/kg',
              [
                [2010, 1_800],
                [2016, 2_000],
                [2019, 2_200],
                [2022.5, 3_200],
                [2024, 2_500],
                [2027, 2_500],
              ],
              0.03,
            ),
          ],
        },
      ],
    },
    {
      title: 'Sản lượng và nguyên liệu',
      indicators: [
        {
          code: 'IND_CAUSTIC_SODA_OUTPUT',
          nameVi: 'Sản lượng xút theo nhà sản xuất',
          nameEn: 'Caustic soda output by producer',
          description:
            'Sản lượng xút (quy NaOH 32%) hằng tháng của cả nước và các nhà sản xuất niêm yết: Hóa chất cơ bản miền Nam, Hóa chất Việt Trì và Đức Giang.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(OUTPUT, 'Cả nước', 'Whole country', 'tấn', {
              base: 18_000,
              growth: 5,
              noise: 0.05,
              season: 'tetTrade',
              covid: 0.08,
            }),
            [
              [
                'IND_CAUSTIC_SODA_OUTPUT_CSV',
                'Hóa chất cơ bản miền Nam',
                'Southern Basic Chemicals',
                0.35,
                0.3,
                'CSV',
              ],
              ['IND_CAUSTIC_SODA_OUTPUT_HVT', 'Hóa chất Việt Trì', 'Viet Tri Chemicals', 0.2, 0.15, 'HVT'],
              ['IND_CAUSTIC_SODA_OUTPUT_DGC', 'Hóa chất Đức Giang', 'Duc Giang Chemicals', 0.01, 0.08, 'DGC'],
            ],
            { code: 'IND_CAUSTIC_SODA_OUTPUT_OTHER', nameVi: 'Nhà sản xuất khác', nameEn: 'Other producers' },
          ),
        },
        {
          code: 'IND_CAUSTIC_SODA_SALT',
          nameVi: 'Giá muối công nghiệp nhập khẩu',
          nameEn: 'Imported industrial salt price',
          description:
            'Giá muối công nghiệp nhập khẩu từ Ấn Độ và Úc (CFR Việt Nam): nguyên liệu điện phân, cùng với điện năng là hai khoản chi phí lớn nhất của nhà máy xút.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_CAUSTIC_SODA_SALT_CFR',
              'Muối công nghiệp (CFR)',
              'Industrial salt (CFR)',
              'USD/tấn',
              [
                [2010, 45],
                [2014, 50],
                [2016, 42],
                [2019, 48],
                [2022.5, 70],
                [2024, 58],
                [2027, 55],
              ],
              0.03,
            ),
          ],
        },
      ],
    },
  ],
};
