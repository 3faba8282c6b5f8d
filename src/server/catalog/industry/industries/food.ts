import { growing, priceIndex } from '../../macro/build';
import { company, MONTHLY, price, QUARTERLY } from '../helpers';
import type { IndustrySpec } from '../types';

const revenue = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(growing(code, nameVi, nameVi, 'tỷ đồng', { base, growth, noise: 0.05, season: 'tet' }), ticker);

/** Food: what households spend on food, what it costs, sugar and grain inputs, the listed producers. */
export const FOOD: IndustrySpec = {
  industry: 'FOOD',
  description:
    'Doanh thu bán lẻ lương thực, thực phẩm, chỉ số giá thực phẩm, giá đường trong nước, giá ngũ cốc và dầu thực vật thế giới, doanh thu của các doanh nghiệp thực phẩm niêm yết.',
  tickers: ['MSN', 'MCH', 'QNS', 'KDC', 'SBT'],
  headline: 'IND_FOOD_RETAIL',
  sections: [
    {
      title: 'Tiêu dùng',
      indicators: [
        {
          code: 'IND_FOOD_RETAIL',
          nameVi: 'Doanh thu bán lẻ lương thực, thực phẩm',
          nameEn: 'Food retail sales',
          description:
            'Doanh thu bán lẻ nhóm lương thực, thực phẩm hằng tháng (Tổng cục Thống kê): sức mua của thị trường nội địa, cao điểm trước Tết.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            growing('IND_FOOD_RETAIL_SALES', 'Lương thực, thực phẩm', 'Food', 'nghìn tỷ đồng', {
              base: 32,
              growth: 10,
              noise: 0.02,
              season: 'tet',
              covid: 0.08,
            }),
          ],
        },
        {
          code: 'IND_FOOD_CPI',
          nameVi: 'Chỉ số giá lương thực, thực phẩm',
          nameEn: 'Food consumer prices',
          description:
            'Chỉ số giá tiêu dùng nhóm lương thực và nhóm thực phẩm (2010 = 100): giá bán lẻ tăng giúp doanh nghiệp chuyển chi phí nguyên liệu sang người mua.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            priceIndex('IND_FOOD_CPI_STAPLES', 'Lương thực', 'Staples', 2.5, 0.7),
            priceIndex('IND_FOOD_CPI_FOODSTUFF', 'Thực phẩm', 'Foodstuff', 3.5, 0.8),
          ],
        },
      ],
    },
    {
      title: 'Giá nguyên liệu',
      indicators: [
        {
          code: 'IND_FOOD_SUGAR',
          nameVi: 'Giá đường trong nước',
          nameEn: 'Domestic sugar prices',
          description:
            'Giá bán buôn đường trắng (RS) và đường tinh luyện (RE) tại thị trường trong nước: đầu ra của các nhà máy đường và chi phí của nhà sản xuất bánh kẹo, đồ uống.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_FOOD_SUGAR_RS',
              'Đường trắng RS',
              'White sugar (RS)',
              'nghìn đồng/kg',
              [
                [2010, 18],
                [2011, 22],
                [2015, 13],
                [2017, 16],
                [2019, 13],
                [2021, 17],
                [2023.8, 23],
                [2024.9, 20],
                [2025.9, 18],
                [2027, 18],
              ],
              0.025,
            ),
            price(
              'IND_FOOD_SUGAR_RE',
              'Đường tinh luyện RE',
              'Refined sugar (RE)',
              'nghìn đồng/kg',
              [
                [2010, 19.5],
                [2011, 23.5],
                [2015, 14.5],
                [2017, 17.5],
                [2019, 14.5],
                [2021, 18.5],
                [2023.8, 25],
                [2024.9, 22],
                [2025.9, 19.5],
                [2027, 19.5],
              ],
              0.025,
            ),
          ],
        },
        {
          code: 'IND_FOOD_INPUTS',
          nameVi: 'Giá nông sản nguyên liệu thế giới',
          nameEn: 'World agricultural input prices',
          description:
            'Giá ngô, lúa mì, đậu tương (CBOT) và dầu cọ thô (Malaysia), bình quân tháng: nguyên liệu của mì gói, dầu ăn, nước chấm và thức ăn chăn nuôi.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_FOOD_INPUT_CORN', 'Ngô (CBOT)', 'Corn (CBOT)', 'USD/tấn', [
              [2010, 160],
              [2012.6, 310],
              [2014.9, 150],
              [2020.6, 125],
              [2022.4, 300],
              [2023.9, 185],
              [2024.6, 160],
              [2027, 175],
            ]),
            price('IND_FOOD_INPUT_WHEAT', 'Lúa mì (CBOT)', 'Wheat (CBOT)', 'USD/tấn', [
              [2010, 180],
              [2012.6, 330],
              [2016.6, 150],
              [2020.5, 190],
              [2022.2, 400],
              [2023.9, 220],
              [2024.6, 200],
              [2027, 210],
            ]),
            price('IND_FOOD_INPUT_SOYBEAN', 'Đậu tương (CBOT)', 'Soybeans (CBOT)', 'USD/tấn', [
              [2010, 370],
              [2012.6, 630],
              [2015.9, 320],
              [2019, 320],
              [2022.4, 620],
              [2023.9, 480],
              [2024.6, 380],
              [2027, 400],
            ]),
            price(
              'IND_FOOD_INPUT_PALM_OIL',
              'Dầu cọ thô (Malaysia)',
              'Crude palm oil (Malaysia)',
              'USD/tấn',
              [
                [2010, 800],
                [2011, 1_100],
                [2015.7, 500],
                [2019.5, 520],
                [2022.2, 1_700],
                [2023, 900],
                [2024.9, 1_150],
                [2027, 1_000],
              ],
            ),
          ],
        },
      ],
    },
    {
      title: 'Doanh nghiệp niêm yết',
      indicators: [
        {
          code: 'IND_FOOD_COMPANY',
          nameVi: 'Doanh thu của doanh nghiệp thực phẩm niêm yết',
          nameEn: 'Revenue of listed food companies',
          description:
            'Doanh thu thuần theo quý của Masan, Masan Consumer, Đường Quảng Ngãi, Kido và Thành Thành Công - Biên Hòa; quý IV thường cao nhất nhờ mùa Tết.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            revenue('IND_FOOD_COMPANY_MSN', 'Masan', 'MSN', 1_600, 20),
            revenue('IND_FOOD_COMPANY_MCH', 'Masan Consumer', 'MCH', 1_500, 12.5),
            revenue('IND_FOOD_COMPANY_QNS', 'Đường Quảng Ngãi', 'QNS', 800, 9),
            revenue('IND_FOOD_COMPANY_KDC', 'Kido', 'KDC', 1_000, 5.5),
            revenue('IND_FOOD_COMPANY_SBT', 'Thành Thành Công - Biên Hòa', 'SBT', 500, 19),
          ],
        },
      ],
    },
  ],
};
