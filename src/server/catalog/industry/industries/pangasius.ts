import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const EXPORT = 'IND_PANGASIUS_EXPORT_TOTAL';

const exporter = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(
    growing(code, nameVi, nameVi, 'triệu USD', { base, growth, noise: 0.1, season: 'tetTrade', covid: 0.12 }),
    ticker,
  );

/** Pangasius: exports by market and price, the fish and fingerling prices in the Delta, feed, exporters. */
export const PANGASIUS: IndustrySpec = {
  industry: 'PANGASIUS',
  description:
    'Kim ngạch xuất khẩu cá tra theo thị trường, giá phi lê xuất khẩu, giá cá tra nguyên liệu và cá giống, giá thức ăn và kim ngạch của các doanh nghiệp niêm yết.',
  tickers: ['VHC', 'ANV', 'IDI', 'ACL'],
  headline: 'IND_PANGASIUS_EXPORT',
  sections: [
    {
      title: 'Xuất khẩu',
      indicators: [
        {
          code: 'IND_PANGASIUS_EXPORT',
          nameVi: 'Kim ngạch xuất khẩu cá tra theo thị trường',
          nameEn: 'Pangasius exports by market',
          description:
            'Giá trị xuất khẩu cá tra hằng tháng theo thị trường đến. Trung Quốc đã vượt Mỹ và EU thành thị trường lớn nhất về lượng; Mỹ vẫn trả giá cao nhất.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng kim ngạch', 'Total exports', 'triệu USD', {
              base: 120,
              growth: 2.7,
              noise: 0.08,
              season: 'tetTrade',
              covid: 0.15,
            }),
            [
              ['IND_PANGASIUS_EXPORT_US', 'Hoa Kỳ', 'United States', 0.22, 0.17],
              ['IND_PANGASIUS_EXPORT_EU', 'EU', 'EU', 0.25, 0.09],
              ['IND_PANGASIUS_EXPORT_CHINA', 'Trung Quốc và Hồng Kông', 'China and Hong Kong', 0.05, 0.28],
              ['IND_PANGASIUS_EXPORT_JAPAN', 'Nhật Bản', 'Japan', 0.02, 0.04],
              ['IND_PANGASIUS_EXPORT_KOREA', 'Hàn Quốc', 'South Korea', 0.01, 0.02],
            ],
            { code: 'IND_PANGASIUS_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
        {
          code: 'IND_PANGASIUS_EXPORT_PRICE',
          nameVi: 'Giá xuất khẩu cá tra phi lê',
          nameEn: 'Pangasius fillet export price',
          description:
            'Giá xuất khẩu bình quân phi lê đông lạnh sang Mỹ và sang Trung Quốc: chênh lệch giữa hai thị trường cho biết cơ cấu sản phẩm và sức mua.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_PANGASIUS_PRICE_US',
              'Phi lê sang Hoa Kỳ',
              'Fillet to the United States',
              'USD/kg',
              [
                [2010, 3],
                [2015, 3.4],
                [2018.5, 4.2],
                [2020.3, 3],
                [2022.4, 4.3],
                [2023.9, 2.9],
                [2025, 3.1],
                [2027, 3.2],
              ],
              0.025,
            ),
            price(
              'IND_PANGASIUS_PRICE_CHINA',
              'Phi lê sang Trung Quốc',
              'Fillet to China',
              'USD/kg',
              [
                [2010, 1.8],
                [2015, 2],
                [2018.5, 2.4],
                [2020.3, 1.8],
                [2022.4, 2.7],
                [2024, 1.9],
                [2027, 2],
              ],
              0.03,
            ),
          ],
        },
      ],
    },
    {
      title: 'Nguyên liệu và chi phí',
      indicators: [
        {
          code: 'IND_PANGASIUS_RAW_PRICE',
          nameVi: 'Giá cá tra nguyên liệu và cá giống',
          nameEn: 'Raw and fingerling pangasius prices',
          description:
            'Giá cá tra thịt cỡ 0,7 - 0,9 kg tại ao và giá cá giống cỡ 30 con/kg ở Đồng bằng sông Cửu Long: cá giống đắt báo hiệu người nuôi mở rộng thả nuôi.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_PANGASIUS_RAW_FISH',
              'Cá tra nguyên liệu',
              'Raw pangasius',
              'nghìn đồng/kg',
              [
                [2010, 17],
                [2011.5, 28],
                [2013, 22],
                [2016, 20],
                [2018.3, 32],
                [2019.9, 20],
                [2020.5, 18],
                [2022.4, 32],
                [2023.9, 26],
                [2025, 30],
                [2027, 28],
              ],
              0.03,
            ),
            price(
              'IND_PANGASIUS_RAW_FINGERLING',
              'Cá tra giống (30 con/kg)',
              'Fingerlings (30 pcs/kg)',
              'nghìn đồng/kg',
              [
                [2010, 25],
                [2018.3, 50],
                [2020.5, 22],
                [2022.4, 40],
                [2024, 30],
                [2027, 32],
              ],
              0.05,
            ),
          ],
        },
        {
          code: 'IND_PANGASIUS_FEED',
          nameVi: 'Giá thức ăn nuôi cá tra',
          nameEn: 'Pangasius feed price',
          description:
            'Giá thức ăn công nghiệp 28% đạm cho cá tra thịt; chiếm khoảng 70 - 80% giá thành nuôi, nên quyết định lãi lỗ của người nuôi và doanh nghiệp tự nuôi.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_PANGASIUS_FEED_28',
              'Thức ăn 28% đạm',
              'Feed 28% protein',
              'nghìn đồng/kg',
              [
                [2010, 9.5],
                [2014, 10.5],
                [2019, 10.5],
                [2022.5, 14.5],
                [2024, 13],
                [2027, 12.8],
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
          code: 'IND_PANGASIUS_COMPANY',
          nameVi: 'Kim ngạch xuất khẩu của doanh nghiệp niêm yết',
          nameEn: 'Exports of listed pangasius processors',
          description:
            'Giá trị xuất khẩu hằng tháng của Vĩnh Hoàn, Nam Việt và I.D.I: doanh nghiệp có vùng nuôi riêng chịu ít tác động hơn khi giá cá nguyên liệu tăng.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'column',
          series: [
            exporter('IND_PANGASIUS_COMPANY_VHC', 'Vĩnh Hoàn', 'VHC', 15, 7.5),
            exporter('IND_PANGASIUS_COMPANY_ANV', 'Nam Việt', 'ANV', 8, 4),
            exporter('IND_PANGASIUS_COMPANY_IDI', 'I.D.I', 'IDI', 5, 4.5),
          ],
        },
      ],
    },
  ],
};
