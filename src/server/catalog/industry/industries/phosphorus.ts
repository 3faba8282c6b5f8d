import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const EXPORT = 'IND_PHOSPHORUS_EXPORT_TOTAL';

const producer = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(growing(code, nameVi, nameVi, 'tấn', { base, growth, noise: 0.1, season: 'tetTrade' }), ticker);

/** Yellow phosphorus: its world price and derivatives, Vietnam's exports, the producers, apatite ore. */
export const PHOSPHORUS: IndustrySpec = {
  industry: 'PHOSPHORUS',
  description:
    'Giá phốt pho vàng và axit phosphoric, xuất khẩu phốt pho vàng theo thị trường, sản lượng của Đức Giang và Phốt pho Apatit, khai thác quặng apatit.',
  tickers: ['DGC', 'PAT', 'LAS', 'DDV'],
  headline: 'IND_PHOSPHORUS_PRICE',
  sections: [
    {
      title: 'Giá sản phẩm',
      indicators: [
        {
          code: 'IND_PHOSPHORUS_PRICE',
          nameVi: 'Giá phốt pho vàng',
          nameEn: 'Yellow phosphorus prices',
          description:
            'Giá phốt pho vàng (P4) xuất khẩu của Trung Quốc và giá xuất khẩu bình quân của Việt Nam, bình quân tháng: Trung Quốc hạn chế sản xuất tiêu tốn điện thì giá tăng vọt.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_PHOSPHORUS_PRICE_CHINA',
              'Phốt pho vàng Trung Quốc (FOB)',
              'Yellow phosphorus China (FOB)',
              'USD/tấn',
              [
                [2010, 3_000],
                [2011.5, 3_500],
                [2016, 2_300],
                [2019, 2_500],
                [2020.5, 2_300],
                [2021.8, 8_000],
                [2022.3, 6_000],
                [2022.9, 4_500],
                [2023.5, 3_500],
                [2024.5, 3_400],
                [2025.5, 3_300],
                [2027, 3_300],
              ],
              0.05,
            ),
            price(
              'IND_PHOSPHORUS_PRICE_VIETNAM',
              'Giá xuất khẩu bình quân của Việt Nam',
              'Vietnam average export price',
              'USD/tấn',
              [
                [2010, 2_900],
                [2011.6, 3_400],
                [2016.1, 2_200],
                [2019.1, 2_400],
                [2020.6, 2_200],
                [2021.95, 6_500],
                [2022.4, 5_800],
                [2023, 4_300],
                [2023.6, 3_400],
                [2024.6, 3_300],
                [2025.6, 3_200],
                [2027, 3_200],
              ],
              0.04,
            ),
          ],
        },
        {
          code: 'IND_PHOSPHORUS_DERIVATIVES',
          nameVi: 'Giá axit phosphoric',
          nameEn: 'Phosphoric acid prices',
          description:
            'Giá axit phosphoric thực phẩm (85%) và kỹ thuật xuất khẩu: sản phẩm hạ nguồn có biên cao hơn phốt pho vàng, dùng cho thực phẩm, điện tử và pin LFP.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_PHOSPHORUS_ACID_FOOD',
              'Axit phosphoric thực phẩm',
              'Food-grade phosphoric acid',
              'USD/tấn',
              [
                [2010, 950],
                [2016, 750],
                [2019, 800],
                [2021.9, 1_900],
                [2022.5, 1_700],
                [2023.5, 1_100],
                [2025, 1_050],
                [2027, 1_050],
              ],
            ),
            price(
              'IND_PHOSPHORUS_ACID_TECHNICAL',
              'Axit phosphoric kỹ thuật',
              'Technical-grade phosphoric acid',
              'USD/tấn',
              [
                [2010, 800],
                [2016, 620],
                [2019, 680],
                [2021.9, 1_600],
                [2022.5, 1_450],
                [2023.5, 900],
                [2025, 880],
                [2027, 880],
              ],
            ),
          ],
        },
      ],
    },
    {
      title: 'Xuất khẩu và sản lượng',
      indicators: [
        {
          code: 'IND_PHOSPHORUS_EXPORT',
          nameVi: 'Xuất khẩu phốt pho vàng theo thị trường',
          nameEn: 'Yellow phosphorus exports by market',
          description:
            'Khối lượng phốt pho vàng xuất khẩu hằng tháng theo thị trường: Nhật Bản, Ấn Độ và Hàn Quốc mua phần lớn cho công nghiệp hóa chất, bán dẫn.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng xuất khẩu', 'Total exports', 'tấn', {
              base: 5_000,
              growth: 3,
              noise: 0.15,
              season: 'tetTrade',
            }),
            [
              ['IND_PHOSPHORUS_EXPORT_JAPAN', 'Nhật Bản', 'Japan', 0.25, 0.3],
              ['IND_PHOSPHORUS_EXPORT_INDIA', 'Ấn Độ', 'India', 0.3, 0.25],
              ['IND_PHOSPHORUS_EXPORT_KOREA', 'Hàn Quốc', 'South Korea', 0.1, 0.12],
            ],
            { code: 'IND_PHOSPHORUS_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
        {
          code: 'IND_PHOSPHORUS_COMPANY',
          nameVi: 'Sản lượng phốt pho vàng của doanh nghiệp niêm yết',
          nameEn: 'Yellow phosphorus output of listed producers',
          description:
            'Sản lượng phốt pho vàng hằng tháng của Hóa chất Đức Giang và Phốt pho Apatit Việt Nam; lò điện phải giảm tải khi thiếu điện mùa khô ở miền Bắc.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            producer('IND_PHOSPHORUS_COMPANY_DGC', 'Hóa chất Đức Giang', 'DGC', 1_200, 11),
            producer('IND_PHOSPHORUS_COMPANY_PAT', 'Phốt pho Apatit Việt Nam', 'PAT', 1_300, 2),
          ],
        },
      ],
    },
    {
      title: 'Nguyên liệu',
      indicators: [
        {
          code: 'IND_PHOSPHORUS_APATITE',
          nameVi: 'Khai thác quặng apatit',
          nameEn: 'Apatite ore mining',
          description:
            'Sản lượng quặng apatit khai thác hằng tháng ở Lào Cai: nguyên liệu của phốt pho vàng, supe lân và DAP; nguồn cung bị giới hạn bởi giấy phép khai thác.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            growing(
              'IND_PHOSPHORUS_APATITE_OUTPUT',
              'Quặng apatit khai thác',
              'Apatite ore mined',
              'nghìn tấn',
              {
                base: 220,
                growth: 3.5,
                noise: 0.08,
                season: 'tetTrade',
              },
            ),
          ],
        },
      ],
    },
  ],
};
