import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const EXPORT = 'IND_FERTILIZER_EXPORT_TOTAL';

const ureaSales = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(growing(code, nameVi, nameVi, 'nghìn tấn', { base, growth, noise: 0.12 }), ticker);

/** Fertiliser: urea at home and abroad, the gas that makes it, what the two urea plants sell, exports. */
export const FERTILIZER: IndustrySpec = {
  industry: 'FERTILIZER',
  description:
    'Giá urê và DAP thế giới, giá urê trong nước, giá khí đầu vào của các nhà máy đạm, sản lượng tiêu thụ của Đạm Phú Mỹ và Đạm Cà Mau, xuất khẩu phân bón theo thị trường.',
  tickers: ['DPM', 'DCM', 'BFC', 'LAS'],
  headline: 'IND_FERTILIZER_WORLD_PRICE',
  sections: [
    {
      title: 'Giá phân bón',
      indicators: [
        {
          code: 'IND_FERTILIZER_WORLD_PRICE',
          nameVi: 'Giá phân bón thế giới',
          nameEn: 'World fertiliser prices',
          description:
            'Giá urê hạt đục Trung Đông và Đông Nam Á (FOB), DAP Trung Quốc (FOB), bình quân tháng: urê theo giá khí và chính sách xuất khẩu của Trung Quốc.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_FERTILIZER_PRICE_UREA_ME',
              'Urê Trung Đông (FOB)',
              'Urea Middle East (FOB)',
              'USD/tấn',
              [
                [2010, 290],
                [2011.6, 480],
                [2012, 420],
                [2016, 190],
                [2018.9, 290],
                [2020.5, 210],
                [2021.9, 900],
                [2022.3, 850],
                [2023.4, 290],
                [2023.9, 400],
                [2024.9, 340],
                [2025.5, 430],
                [2027, 380],
              ],
              0.06,
            ),
            price(
              'IND_FERTILIZER_PRICE_UREA_SEA',
              'Urê Đông Nam Á (FOB)',
              'Urea South-East Asia (FOB)',
              'USD/tấn',
              [
                [2010, 310],
                [2011.6, 500],
                [2012, 440],
                [2016, 210],
                [2018.9, 300],
                [2020.5, 230],
                [2021.9, 920],
                [2022.3, 870],
                [2023.4, 310],
                [2023.9, 410],
                [2024.9, 360],
                [2025.5, 450],
                [2027, 400],
              ],
              0.06,
            ),
            price(
              'IND_FERTILIZER_PRICE_DAP',
              'DAP Trung Quốc (FOB)',
              'DAP China (FOB)',
              'USD/tấn',
              [
                [2010, 500],
                [2011.7, 650],
                [2016.5, 330],
                [2018, 420],
                [2020.3, 300],
                [2022.4, 1_000],
                [2023.5, 520],
                [2024.9, 600],
                [2025.7, 780],
                [2027, 650],
              ],
              0.05,
            ),
          ],
        },
        {
          code: 'IND_FERTILIZER_DOMESTIC_PRICE',
          nameVi: 'Giá urê trong nước',
          nameEn: 'Domestic urea prices',
          description:
            'Giá bán buôn urê Phú Mỹ và urê Cà Mau tại Đồng bằng sông Cửu Long; cao điểm theo vụ Đông Xuân và Hè Thu.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_FERTILIZER_DOMESTIC_PHU_MY',
              'Urê Phú Mỹ',
              'Phu My urea',
              'đồng/kg',
              [
                [2010, 7_500],
                [2011.6, 10_500],
                [2016, 6_500],
                [2019, 7_500],
                [2020.5, 6_500],
                [2022.3, 18_000],
                [2023.4, 9_000],
                [2024.9, 10_000],
                [2025.5, 11_000],
                [2027, 10_500],
              ],
              0.035,
            ),
            price(
              'IND_FERTILIZER_DOMESTIC_CA_MAU',
              'Urê Cà Mau',
              'Ca Mau urea',
              'đồng/kg',
              [
                [2010, 7_300],
                [2011.6, 10_300],
                [2016, 6_300],
                [2019, 7_300],
                [2020.5, 6_300],
                [2022.3, 17_500],
                [2023.4, 8_800],
                [2024.9, 9_800],
                [2025.5, 10_800],
                [2027, 10_300],
              ],
              0.035,
            ),
          ],
        },
      ],
    },
    {
      title: 'Đầu vào',
      indicators: [
        {
          code: 'IND_FERTILIZER_GAS',
          nameVi: 'Giá khí đầu vào sản xuất đạm',
          nameEn: 'Feed gas price for urea',
          description:
            'Giá khí cấp cho Đạm Phú Mỹ (khí Đông Nam Bộ) và Đạm Cà Mau (khí PM3 - Cà Mau), tính theo giá dầu FO: khí chiếm khoảng 60 - 70% giá thành urê.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            company(
              price(
                'IND_FERTILIZER_GAS_PHU_MY',
                'Khí cho Đạm Phú Mỹ',
                'Gas for Phu My',
                'USD/MMBtu',
                [
                  [2010, 4],
                  [2014, 6],
                  [2016, 3.5],
                  [2019, 5],
                  [2020.5, 3.2],
                  [2022.5, 8.5],
                  [2023.9, 7],
                  [2024.9, 7.5],
                  [2027, 7.3],
                ],
                0.04,
              ),
              'DPM',
            ),
            company(
              price(
                'IND_FERTILIZER_GAS_CA_MAU',
                'Khí cho Đạm Cà Mau',
                'Gas for Ca Mau',
                'USD/MMBtu',
                [
                  [2010, 4.3],
                  [2014, 6.3],
                  [2016, 3.8],
                  [2019, 5.3],
                  [2020.5, 3.5],
                  [2022.5, 8.8],
                  [2023.9, 7.3],
                  [2024.9, 7.8],
                  [2027, 7.6],
                ],
                0.04,
              ),
              'DCM',
            ),
          ],
        },
      ],
    },
    {
      title: 'Sản lượng và xuất khẩu',
      indicators: [
        {
          code: 'IND_FERTILIZER_SALES',
          nameVi: 'Sản lượng tiêu thụ urê của doanh nghiệp niêm yết',
          nameEn: 'Urea sales of listed producers',
          description:
            'Sản lượng urê bán ra hằng tháng (trong nước và xuất khẩu) của Đạm Phú Mỹ và Đạm Cà Mau; giảm mạnh trong các tháng nhà máy bảo dưỡng định kỳ.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            ureaSales('IND_FERTILIZER_SALES_DPM', 'Đạm Phú Mỹ', 'DPM', 62, 1.5),
            ureaSales('IND_FERTILIZER_SALES_DCM', 'Đạm Cà Mau', 'DCM', 55, 2.5),
          ],
        },
        {
          code: 'IND_FERTILIZER_EXPORT',
          nameVi: 'Xuất khẩu phân bón theo thị trường',
          nameEn: 'Fertiliser exports by market',
          description:
            'Khối lượng phân bón xuất khẩu hằng tháng theo thị trường đến: đầu ra khi nhu cầu trong nước yếu và giá thế giới cao.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng xuất khẩu', 'Total exports', 'nghìn tấn', {
              base: 70,
              growth: 5,
              noise: 0.15,
            }),
            [
              ['IND_FERTILIZER_EXPORT_CAMBODIA', 'Campuchia', 'Cambodia', 0.55, 0.3],
              ['IND_FERTILIZER_EXPORT_KOREA', 'Hàn Quốc', 'South Korea', 0.05, 0.12],
              ['IND_FERTILIZER_EXPORT_PHILIPPINES', 'Philippines', 'Philippines', 0.05, 0.1],
              ['IND_FERTILIZER_EXPORT_MALAYSIA', 'Malaysia', 'Malaysia', 0.1, 0.08],
            ],
            { code: 'IND_FERTILIZER_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
      ],
    },
  ],
};
