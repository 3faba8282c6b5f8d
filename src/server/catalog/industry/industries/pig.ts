import { growing, path } from '../../macro/build';
import type { PathPoint } from '../../macro/types';
import { company, MONTHLY, price, QUARTERLY, shifted } from '../helpers';
import type { IndustrySpec } from '../types';

/** Hog cycle keypoints (North), nghìn đồng/kg: the 2017 glut, African swine fever in 2019, the 2020 peak. */
const HOG_CYCLE: readonly PathPoint[] = [
  [2010, 38],
  [2011.5, 50],
  [2012.5, 42],
  [2014, 48],
  [2016.3, 50],
  [2017.4, 28],
  [2018.5, 50],
  [2019.3, 40],
  [2019.9, 75],
  [2020.3, 85],
  [2021.3, 75],
  [2021.8, 45],
  [2022.5, 60],
  [2023.3, 50],
  [2023.9, 55],
  [2024.5, 67],
  [2025.5, 70],
  [2026, 62],
  [2027, 58],
];

const farm = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(growing(code, nameVi, nameVi, 'nghìn con', { base, growth, noise: 0.08 }), ticker);

/** Hogs: the live hog price cycle, feed costs, the national herd and pork output, listed farms. */
export const PIG: IndustrySpec = {
  industry: 'PIG',
  description:
    'Giá heo hơi miền Bắc và miền Nam, giá ngô, khô đậu tương và thức ăn hỗn hợp, tổng đàn heo và sản lượng thịt heo hơi, sản lượng xuất chuồng của các doanh nghiệp chăn nuôi niêm yết.',
  tickers: ['DBC', 'BAF', 'MML', 'HAG'],
  headline: 'IND_PIG_PRICE',
  sections: [
    {
      title: 'Giá heo hơi',
      indicators: [
        {
          code: 'IND_PIG_PRICE',
          nameVi: 'Giá heo hơi',
          nameEn: 'Live hog prices',
          description:
            'Giá heo hơi bình quân tháng tại miền Bắc và miền Nam: chu kỳ 3 - 4 năm theo tổng đàn, bị dịch tả heo châu Phi (2019) đẩy lên đỉnh năm 2020.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_PIG_PRICE_NORTH', 'Miền Bắc', 'North', 'nghìn đồng/kg', HOG_CYCLE, 0.05),
            price(
              'IND_PIG_PRICE_SOUTH',
              'Miền Nam',
              'South',
              'nghìn đồng/kg',
              shifted(HOG_CYCLE, -1.5),
              0.05,
            ),
          ],
        },
      ],
    },
    {
      title: 'Chi phí thức ăn',
      indicators: [
        {
          code: 'IND_PIG_FEED',
          nameVi: 'Giá nguyên liệu và thức ăn chăn nuôi',
          nameEn: 'Feed ingredient and compound feed prices',
          description:
            'Giá ngô hạt và khô đậu tương nhập khẩu tại cảng, giá thức ăn hỗn hợp cho heo thịt: thức ăn chiếm khoảng 60 - 70% giá thành chăn nuôi.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_PIG_FEED_CORN',
              'Ngô hạt nhập khẩu',
              'Imported corn',
              'đồng/kg',
              [
                [2010, 5_500],
                [2012.6, 7_000],
                [2016, 5_000],
                [2020, 5_300],
                [2022.4, 8_500],
                [2023.9, 7_000],
                [2024.6, 6_300],
                [2027, 6_500],
              ],
              0.03,
            ),
            price(
              'IND_PIG_FEED_SOYMEAL',
              'Khô đậu tương nhập khẩu',
              'Imported soybean meal',
              'đồng/kg',
              [
                [2010, 10_500],
                [2012.6, 15_000],
                [2016, 9_500],
                [2019, 9_000],
                [2022.4, 16_000],
                [2023.5, 15_000],
                [2024.6, 11_500],
                [2027, 11_500],
              ],
              0.03,
            ),
            price(
              'IND_PIG_FEED_COMPOUND',
              'Thức ăn hỗn hợp heo thịt',
              'Compound feed for finishing hogs',
              'đồng/kg',
              [
                [2010, 9_000],
                [2014, 11_000],
                [2019, 10_000],
                [2022.6, 14_000],
                [2024, 13_000],
                [2027, 12_800],
              ],
              0.01,
            ),
          ],
        },
      ],
    },
    {
      title: 'Nguồn cung',
      indicators: [
        {
          code: 'IND_PIG_HERD',
          nameVi: 'Tổng đàn heo',
          nameEn: 'Pig herd',
          description:
            'Tổng đàn heo cả nước cuối quý: dịch tả heo châu Phi làm đàn heo giảm khoảng một phần tư năm 2019; tái đàn quá nhanh thường báo trước giá heo giảm.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'line',
          series: [
            path(
              'IND_PIG_HERD_TOTAL',
              'Tổng đàn heo',
              'Pig herd',
              'triệu con',
              [
                [2010, 27.4],
                [2016, 29],
                [2018, 28],
                [2019.6, 20],
                [2020.9, 26],
                [2022, 29],
                [2024, 31],
                [2025, 32],
                [2027, 32.5],
              ],
              { noise: 0.01, relative: true, persistence: 0.9, min: 15 },
            ),
          ],
        },
        {
          code: 'IND_PIG_OUTPUT',
          nameVi: 'Sản lượng thịt heo hơi xuất chuồng',
          nameEn: 'Live hog meat output',
          description:
            'Sản lượng thịt heo hơi xuất chuồng cả nước theo quý: giảm sâu sau dịch tả heo châu Phi, phục hồi cùng với tái đàn.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            path(
              'IND_PIG_OUTPUT_TOTAL',
              'Thịt heo hơi xuất chuồng',
              'Live hog meat',
              'nghìn tấn',
              [
                [2010, 800],
                [2018, 950],
                [2019.9, 800],
                [2021, 1_050],
                [2024, 1_250],
                [2027, 1_300],
              ],
              { noise: 0.02, relative: true, persistence: 0.7, min: 400 },
            ),
          ],
        },
      ],
    },
    {
      title: 'Doanh nghiệp niêm yết',
      indicators: [
        {
          code: 'IND_PIG_COMPANY',
          nameVi: 'Sản lượng heo xuất chuồng của doanh nghiệp niêm yết',
          nameEn: 'Hogs sold by listed farms',
          description:
            'Số heo thịt xuất chuồng theo quý của Dabaco, BaF, Masan MEATLife và Hoàng Anh Gia Lai: các trang trại quy mô lớn, an toàn sinh học giành thị phần từ hộ nhỏ lẻ.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            farm('IND_PIG_COMPANY_DBC', 'Dabaco', 'DBC', 60, 9),
            farm('IND_PIG_COMPANY_BAF', 'BaF Việt Nam', 'BAF', 5, 25),
            farm('IND_PIG_COMPANY_MML', 'Masan MEATLife', 'MML', 10, 21),
            farm('IND_PIG_COMPANY_HAG', 'Hoàng Anh Gia Lai', 'HAG', 2, 35),
          ],
        },
      ],
    },
  ],
};
