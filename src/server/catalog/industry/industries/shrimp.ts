import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const EXPORT = 'IND_SHRIMP_EXPORT_TOTAL';

const exporter = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(
    growing(code, nameVi, nameVi, 'triệu USD', { base, growth, noise: 0.1, season: 'tetTrade', covid: 0.1 }),
    ticker,
  );

/** Shrimp: where the exports go and at what price, what farmers get and pay for feed, who ships. */
export const SHRIMP: IndustrySpec = {
  industry: 'SHRIMP',
  description:
    'Kim ngạch xuất khẩu tôm theo thị trường, giá xuất khẩu bình quân, giá tôm nguyên liệu tại ao, giá thức ăn và kim ngạch của các doanh nghiệp xuất khẩu niêm yết.',
  tickers: ['MPC', 'FMC', 'CMX'],
  headline: 'IND_SHRIMP_EXPORT',
  sections: [
    {
      title: 'Xuất khẩu',
      indicators: [
        {
          code: 'IND_SHRIMP_EXPORT',
          nameVi: 'Kim ngạch xuất khẩu tôm theo thị trường',
          nameEn: 'Shrimp exports by market',
          description:
            'Giá trị xuất khẩu tôm hằng tháng theo thị trường đến. Mùa cao điểm là quý III - IV khi các nhà nhập khẩu gom hàng cho mùa lễ cuối năm; tháng Tết thấp nhất.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng kim ngạch', 'Total exports', 'triệu USD', {
              base: 180,
              growth: 4.5,
              noise: 0.08,
              season: 'tetTrade',
              covid: 0.1,
            }),
            [
              ['IND_SHRIMP_EXPORT_US', 'Hoa Kỳ', 'United States', 0.25, 0.22],
              ['IND_SHRIMP_EXPORT_EU', 'EU', 'EU', 0.15, 0.13],
              ['IND_SHRIMP_EXPORT_JAPAN', 'Nhật Bản', 'Japan', 0.25, 0.15],
              ['IND_SHRIMP_EXPORT_CHINA', 'Trung Quốc và Hồng Kông', 'China and Hong Kong', 0.06, 0.18],
              ['IND_SHRIMP_EXPORT_KOREA', 'Hàn Quốc', 'South Korea', 0.08, 0.09],
            ],
            { code: 'IND_SHRIMP_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
        {
          code: 'IND_SHRIMP_EXPORT_PRICE',
          nameVi: 'Giá xuất khẩu tôm bình quân',
          nameEn: 'Average shrimp export price',
          description:
            'Giá xuất khẩu bình quân (kim ngạch chia khối lượng) của tôm chân trắng và tôm sú: phản ánh cung toàn cầu (Ecuador, Ấn Độ) và cơ cấu hàng chế biến sâu.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_SHRIMP_PRICE_WHITELEG',
              'Tôm chân trắng',
              'Whiteleg shrimp',
              'USD/kg',
              [
                [2010, 8.5],
                [2014.2, 11.5],
                [2016, 8.5],
                [2019, 8.3],
                [2022.3, 9.5],
                [2023.9, 7.8],
                [2025, 8.2],
                [2027, 8.4],
              ],
              0.025,
            ),
            price(
              'IND_SHRIMP_PRICE_TIGER',
              'Tôm sú',
              'Black tiger shrimp',
              'USD/kg',
              [
                [2010, 11],
                [2014.2, 14],
                [2017, 12.5],
                [2020, 12],
                [2022.3, 13.5],
                [2024, 12],
                [2027, 12.5],
              ],
              0.025,
            ),
          ],
        },
      ],
    },
    {
      title: 'Nguyên liệu và chi phí',
      indicators: [
        {
          code: 'IND_SHRIMP_RAW_PRICE',
          nameVi: 'Giá tôm nguyên liệu tại ao',
          nameEn: 'Farm-gate shrimp price',
          description:
            'Giá thu mua tôm nguyên liệu tại ao ở Đồng bằng sông Cửu Long: tôm thẻ cỡ 100 con/kg và tôm sú cỡ 30 con/kg. Chênh lệch với giá xuất khẩu là biên của nhà chế biến.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_SHRIMP_RAW_WHITELEG',
              'Tôm thẻ 100 con/kg',
              'Whiteleg 100 pcs/kg',
              'nghìn đồng/kg',
              [
                [2010, 85],
                [2014.2, 135],
                [2016, 90],
                [2019, 90],
                [2022.3, 110],
                [2023.6, 85],
                [2024.5, 95],
                [2027, 100],
              ],
              0.035,
            ),
            price(
              'IND_SHRIMP_RAW_TIGER',
              'Tôm sú 30 con/kg',
              'Black tiger 30 pcs/kg',
              'nghìn đồng/kg',
              [
                [2010, 180],
                [2014.2, 260],
                [2016, 210],
                [2019, 220],
                [2022.3, 250],
                [2024, 230],
                [2027, 240],
              ],
              0.03,
            ),
          ],
        },
        {
          code: 'IND_SHRIMP_FEED',
          nameVi: 'Giá thức ăn nuôi tôm',
          nameEn: 'Shrimp feed prices',
          description:
            'Giá bán thức ăn công nghiệp cho tôm tại đại lý, theo giá bột cá, đậu tương và lúa mì nhập khẩu; chiếm 50 - 60% giá thành nuôi.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_SHRIMP_FEED_WHITELEG',
              'Thức ăn tôm thẻ chân trắng',
              'Whiteleg shrimp feed',
              'nghìn đồng/kg',
              [
                [2010, 22],
                [2014, 28],
                [2019, 29],
                [2022.5, 35],
                [2024, 34],
                [2027, 33],
              ],
              0.01,
            ),
            price(
              'IND_SHRIMP_FEED_TIGER',
              'Thức ăn tôm sú',
              'Black tiger shrimp feed',
              'nghìn đồng/kg',
              [
                [2010, 27],
                [2014, 33],
                [2019, 35],
                [2022.5, 42],
                [2024, 41],
                [2027, 40],
              ],
              0.01,
            ),
          ],
        },
      ],
    },
    {
      title: 'Doanh nghiệp niêm yết',
      indicators: [
        {
          code: 'IND_SHRIMP_COMPANY',
          nameVi: 'Kim ngạch xuất khẩu của doanh nghiệp niêm yết',
          nameEn: 'Exports of listed shrimp processors',
          description:
            'Giá trị xuất khẩu hằng tháng của Minh Phú, Sao Ta và Camimex: so sánh với toàn ngành cho biết ai giành thị phần ở từng thị trường.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'column',
          series: [
            exporter('IND_SHRIMP_COMPANY_MPC', 'Minh Phú', 'MPC', 30, 3),
            exporter('IND_SHRIMP_COMPANY_FMC', 'Sao Ta', 'FMC', 6, 10),
            exporter('IND_SHRIMP_COMPANY_CMX', 'Camimex', 'CMX', 5, 4),
          ],
        },
      ],
    },
  ],
};
