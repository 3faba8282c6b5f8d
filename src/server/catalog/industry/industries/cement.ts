import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const CONSUMPTION = 'IND_CEMENT_CONSUMPTION_TOTAL';
const EXPORT = 'IND_CEMENT_EXPORT_TOTAL';

const producer = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(
    growing(code, nameVi, nameVi, 'nghìn tấn', {
      base,
      growth,
      noise: 0.07,
      season: 'tetTrade',
      covid: 0.15,
    }),
    ticker,
  );

/** Cement: what the country consumes and ships abroad, export and domestic prices, coal, producers. */
export const CEMENT: IndustrySpec = {
  industry: 'CEMENT',
  description:
    'Tiêu thụ xi măng và clinker trong nước và xuất khẩu, xuất khẩu theo thị trường, giá bán trong nước và giá xuất khẩu, giá than nhập khẩu, sản lượng của các nhà sản xuất niêm yết.',
  tickers: ['HT1', 'BCC', 'BTS'],
  headline: 'IND_CEMENT_CONSUMPTION',
  sections: [
    {
      title: 'Tiêu thụ',
      indicators: [
        {
          code: 'IND_CEMENT_CONSUMPTION',
          nameVi: 'Tiêu thụ xi măng và clinker',
          nameEn: 'Cement and clinker consumption',
          description:
            'Tổng lượng xi măng và clinker tiêu thụ hằng tháng, tách nội địa và xuất khẩu: cung vượt cầu nội địa nên xuất khẩu là van xả công suất của ngành.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(CONSUMPTION, 'Tổng tiêu thụ', 'Total consumption', 'nghìn tấn', {
              base: 5_000,
              growth: 3.5,
              noise: 0.05,
              season: 'tetTrade',
              covid: 0.15,
            }),
            [['IND_CEMENT_CONSUMPTION_DOMESTIC', 'Nội địa', 'Domestic', 0.9, 0.68]],
            { code: 'IND_CEMENT_CONSUMPTION_EXPORT', nameVi: 'Xuất khẩu', nameEn: 'Exports' },
          ),
        },
        {
          code: 'IND_CEMENT_COMPANY',
          nameVi: 'Sản lượng tiêu thụ của doanh nghiệp niêm yết',
          nameEn: 'Sales volumes of listed producers',
          description:
            'Sản lượng xi măng và clinker bán ra hằng tháng của Vicem Hà Tiên, Vicem Bỉm Sơn và Vicem Bút Sơn: thị phần nội địa bị thu hẹp trước các nhà máy tư nhân mới.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            producer('IND_CEMENT_COMPANY_HT1', 'Vicem Hà Tiên', 'HT1', 420, -1),
            producer('IND_CEMENT_COMPANY_BCC', 'Vicem Bỉm Sơn', 'BCC', 260, -1.5),
            producer('IND_CEMENT_COMPANY_BTS', 'Vicem Bút Sơn', 'BTS', 200, -1),
          ],
        },
      ],
    },
    {
      title: 'Xuất khẩu',
      indicators: [
        {
          code: 'IND_CEMENT_EXPORT',
          nameVi: 'Xuất khẩu xi măng và clinker theo thị trường',
          nameEn: 'Cement and clinker exports by market',
          description:
            'Khối lượng xi măng và clinker xuất khẩu hằng tháng theo thị trường: Philippines mua xi măng, Bangladesh và Trung Quốc mua clinker.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng xuất khẩu', 'Total exports', 'nghìn tấn', {
              base: 550,
              growth: 11,
              noise: 0.1,
              season: 'tetTrade',
              covid: 0.1,
            }),
            [
              ['IND_CEMENT_EXPORT_PHILIPPINES', 'Philippines', 'Philippines', 0.15, 0.22],
              ['IND_CEMENT_EXPORT_BANGLADESH', 'Bangladesh', 'Bangladesh', 0.25, 0.15],
              ['IND_CEMENT_EXPORT_CHINA', 'Trung Quốc', 'China', 0.01, 0.12],
            ],
            { code: 'IND_CEMENT_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
        {
          code: 'IND_CEMENT_EXPORT_PRICE',
          nameVi: 'Giá xuất khẩu xi măng và clinker',
          nameEn: 'Cement and clinker export prices',
          description:
            'Giá xuất khẩu bình quân (FOB) của clinker và xi măng: giá thấp vì cạnh tranh với nguồn cung dư thừa trong khu vực.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_CEMENT_EXPORT_PRICE_CLINKER', 'Clinker (FOB)', 'Clinker (FOB)', 'USD/tấn', [
              [2010, 40],
              [2016, 28],
              [2019, 33],
              [2021, 40],
              [2022.5, 45],
              [2023, 38],
              [2025, 36],
              [2027, 37],
            ]),
            price('IND_CEMENT_EXPORT_PRICE_CEMENT', 'Xi măng (FOB)', 'Cement (FOB)', 'USD/tấn', [
              [2010, 50],
              [2016, 40],
              [2019, 42],
              [2022, 50],
              [2024, 45],
              [2027, 46],
            ]),
          ],
        },
      ],
    },
    {
      title: 'Giá và chi phí',
      indicators: [
        {
          code: 'IND_CEMENT_PRICE',
          nameVi: 'Giá bán xi măng trong nước',
          nameEn: 'Domestic cement prices',
          description:
            'Giá bán xi măng PCB40 bao tại đại lý miền Bắc và miền Nam, chưa gồm VAT: các nhà máy chỉ tăng được giá khi chi phí than, điện tăng mạnh.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_CEMENT_PRICE_NORTH',
              'PCB40 (miền Bắc)',
              'PCB40 (North)',
              'nghìn đồng/tấn',
              [
                [2010, 1_250],
                [2014, 1_300],
                [2019, 1_350],
                [2022.5, 1_500],
                [2024, 1_450],
                [2027, 1_500],
              ],
              0.01,
            ),
            price(
              'IND_CEMENT_PRICE_SOUTH',
              'PCB40 (miền Nam)',
              'PCB40 (South)',
              'nghìn đồng/tấn',
              [
                [2010, 1_450],
                [2014, 1_500],
                [2019, 1_600],
                [2022.5, 1_750],
                [2024, 1_700],
                [2027, 1_720],
              ],
              0.01,
            ),
          ],
        },
        {
          code: 'IND_CEMENT_COAL',
          nameVi: 'Giá than cho sản xuất xi măng',
          nameEn: 'Coal price for cement kilns',
          description:
            'Giá than nhiệt nhập khẩu (NAR 5.500 kcal, CFR Việt Nam), bình quân tháng: than chiếm khoảng 35 - 40% giá thành clinker.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_CEMENT_COAL_IMPORTED',
              'Than nhập khẩu (NAR 5.500)',
              'Imported coal (NAR 5,500)',
              'USD/tấn',
              [
                [2010, 85],
                [2011, 110],
                [2015.9, 45],
                [2018.7, 95],
                [2020.4, 50],
                [2022.6, 250],
                [2023.5, 100],
                [2024.5, 105],
                [2027, 95],
              ],
              0.05,
            ),
          ],
        },
      ],
    },
  ],
};
