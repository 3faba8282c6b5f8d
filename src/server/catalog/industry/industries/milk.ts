import { growing, path } from '../../macro/build';
import { company, MONTHLY, price, QUARTERLY, split } from '../helpers';
import type { IndustrySpec } from '../types';

const RETAIL = 'IND_MILK_RETAIL_TOTAL';
const VNM = 'IND_MILK_VNM_SALES_TOTAL';

/** Dairy: milk powder on the Global Dairy Trade, raw milk at home, the herd's output, sales, Vinamilk. */
export const MILK: IndustrySpec = {
  industry: 'MILK',
  description:
    'Giá sữa bột nguyên kem và sữa bột gầy trên sàn Global Dairy Trade, giá sữa tươi nguyên liệu trong nước, sản lượng sữa tươi, doanh số bán lẻ sữa và doanh thu của Vinamilk theo thị trường.',
  tickers: ['VNM', 'IDP', 'MCM'],
  headline: 'IND_MILK_RETAIL',
  sections: [
    {
      title: 'Giá nguyên liệu',
      indicators: [
        {
          code: 'IND_MILK_WORLD_PRICE',
          nameVi: 'Giá sữa bột thế giới (GDT)',
          nameEn: 'World milk powder prices (GDT)',
          description:
            'Giá sữa bột nguyên kem (WMP) và sữa bột gầy (SMP) bình quân các phiên đấu giá Global Dairy Trade trong tháng: chi phí nguyên liệu lớn nhất của các hãng sữa Việt Nam.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_MILK_PRICE_WMP',
              'Sữa bột nguyên kem (WMP)',
              'Whole milk powder (WMP)',
              'USD/tấn',
              [
                [2010, 3_300],
                [2013.3, 5_000],
                [2014, 4_800],
                [2015.6, 1_900],
                [2017, 3_200],
                [2019, 3_100],
                [2020.4, 2_600],
                [2022.2, 4_600],
                [2023.5, 3_100],
                [2024.9, 4_100],
                [2025.5, 4_000],
                [2027, 3_600],
              ],
              0.04,
            ),
            price(
              'IND_MILK_PRICE_SMP',
              'Sữa bột gầy (SMP)',
              'Skim milk powder (SMP)',
              'USD/tấn',
              [
                [2010, 3_000],
                [2013.3, 4_800],
                [2015.6, 1_700],
                [2016.5, 1_800],
                [2018.3, 1_800],
                [2019.5, 2_600],
                [2020.4, 2_300],
                [2022.2, 4_400],
                [2023.5, 2_500],
                [2024.9, 2_800],
                [2027, 2_700],
              ],
              0.04,
            ),
          ],
        },
        {
          code: 'IND_MILK_RAW_PRICE',
          nameVi: 'Giá thu mua sữa tươi nguyên liệu',
          nameEn: 'Raw milk purchase price',
          description:
            'Giá các nhà máy thu mua sữa bò tươi nguyên liệu từ hộ chăn nuôi: ổn định hơn giá thế giới, điều chỉnh theo chi phí thức ăn chăn nuôi.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_MILK_RAW_FRESH',
              'Sữa bò tươi nguyên liệu',
              'Raw cow milk',
              'nghìn đồng/kg',
              [
                [2010, 11],
                [2014, 14],
                [2016, 13],
                [2022, 14.5],
                [2024, 15],
                [2027, 15.5],
              ],
              0.012,
            ),
          ],
        },
      ],
    },
    {
      title: 'Nguồn cung',
      indicators: [
        {
          code: 'IND_MILK_FRESH_OUTPUT',
          nameVi: 'Sản lượng sữa tươi',
          nameEn: 'Fresh milk output',
          description:
            'Sản lượng sữa bò tươi cả nước theo quý: tự chủ nguyên liệu trong nước mới đáp ứng khoảng 40% nhu cầu, phần còn lại từ sữa bột nhập khẩu.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            growing('IND_MILK_FRESH_OUTPUT_TOTAL', 'Sữa bò tươi', 'Fresh cow milk', 'nghìn tấn', {
              base: 78,
              growth: 10,
              noise: 0.02,
            }),
          ],
        },
      ],
    },
    {
      title: 'Tiêu thụ',
      indicators: [
        {
          code: 'IND_MILK_RETAIL',
          nameVi: 'Doanh số bán lẻ sữa theo nhóm sản phẩm',
          nameEn: 'Dairy retail sales by category',
          description:
            'Doanh số bán lẻ sữa và sản phẩm sữa hằng tháng theo nhóm: sữa nước và sữa chua tăng đều, sữa bột công thức giảm dần theo tỷ lệ sinh.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(RETAIL, 'Toàn thị trường', 'Whole market', 'nghìn tỷ đồng', {
              base: 3.5,
              growth: 9.5,
              noise: 0.03,
              season: 'tet',
              covid: 0.03,
            }),
            [
              ['IND_MILK_RETAIL_LIQUID', 'Sữa nước', 'Liquid milk', 0.3, 0.33],
              ['IND_MILK_RETAIL_POWDER', 'Sữa bột', 'Milk powder', 0.45, 0.34],
              ['IND_MILK_RETAIL_YOGURT', 'Sữa chua', 'Yogurt', 0.1, 0.15],
            ],
            {
              code: 'IND_MILK_RETAIL_OTHER',
              nameVi: 'Sản phẩm khác (sữa đặc, phô mai...)',
              nameEn: 'Other products',
            },
          ),
        },
        {
          code: 'IND_MILK_VNM_SALES',
          nameVi: 'Doanh thu Vinamilk theo thị trường',
          nameEn: 'Vinamilk revenue by market',
          description:
            'Doanh thu thuần hợp nhất theo quý của Vinamilk, tách thị trường nội địa, xuất khẩu và các chi nhánh nước ngoài.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'stack_column',
          series: split(
            company(
              path(
                VNM,
                'Doanh thu hợp nhất',
                'Consolidated revenue',
                'tỷ đồng',
                [
                  [2010, 3_900],
                  [2014, 8_500],
                  [2018, 13_000],
                  [2020, 14_500],
                  [2022.9, 15_000],
                  [2024.9, 15_500],
                  [2027, 16_500],
                ],
                { noise: 0.04, relative: true, persistence: 0.5, min: 2_000 },
              ),
              'VNM',
            ),
            [
              ['IND_MILK_VNM_DOMESTIC', 'Nội địa', 'Domestic', 0.86, 0.81, 'VNM'],
              ['IND_MILK_VNM_EXPORT', 'Xuất khẩu', 'Exports', 0.12, 0.1, 'VNM'],
            ],
            { code: 'IND_MILK_VNM_FOREIGN', nameVi: 'Chi nhánh nước ngoài', nameEn: 'Foreign subsidiaries' },
          ),
        },
      ],
    },
  ],
};
