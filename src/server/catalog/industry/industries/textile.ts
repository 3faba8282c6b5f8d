import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, QUARTERLY, split } from '../helpers';
import type { IndustrySpec } from '../types';

const EXPORT = 'IND_TEXTILE_EXPORT_TOTAL';
const IMPORT = 'IND_TEXTILE_IMPORT_TOTAL';

const revenue = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(
    growing(code, nameVi, nameVi, 'tỷ đồng', { base, growth, noise: 0.06, season: 'tetTrade', covid: 0.15 }),
    ticker,
  );

/** Textile and garments: exports by market, imported fabric and fibre, cotton and yarn prices, companies. */
export const TEXTILE: IndustrySpec = {
  industry: 'TEXTILE',
  description:
    'Kim ngạch xuất khẩu dệt may theo thị trường, nhập khẩu nguyên phụ liệu, giá bông và giá sợi, doanh thu của các doanh nghiệp dệt may niêm yết.',
  tickers: ['VGT', 'TNG', 'MSH', 'TCM', 'STK'],
  headline: 'IND_TEXTILE_EXPORT',
  sections: [
    {
      title: 'Xuất khẩu',
      indicators: [
        {
          code: 'IND_TEXTILE_EXPORT',
          nameVi: 'Kim ngạch xuất khẩu dệt may theo thị trường',
          nameEn: 'Textile and garment exports by market',
          description:
            'Giá trị xuất khẩu hàng dệt may hằng tháng theo thị trường đến. Mỹ mua gần một nửa; đơn hàng cho mùa lễ cuối năm được giao từ quý III.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng kim ngạch', 'Total exports', 'triệu USD', {
              base: 930,
              growth: 8.9,
              noise: 0.05,
              season: 'tetTrade',
              covid: 0.12,
            }),
            [
              ['IND_TEXTILE_EXPORT_US', 'Hoa Kỳ', 'United States', 0.55, 0.44],
              ['IND_TEXTILE_EXPORT_EU', 'EU', 'EU', 0.17, 0.12],
              ['IND_TEXTILE_EXPORT_JAPAN', 'Nhật Bản', 'Japan', 0.1, 0.11],
              ['IND_TEXTILE_EXPORT_KOREA', 'Hàn Quốc', 'South Korea', 0.05, 0.09],
            ],
            { code: 'IND_TEXTILE_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
      ],
    },
    {
      title: 'Nguyên liệu',
      indicators: [
        {
          code: 'IND_TEXTILE_IMPORT',
          nameVi: 'Nhập khẩu nguyên phụ liệu dệt may',
          nameEn: 'Textile input imports',
          description:
            'Giá trị nhập khẩu vải, bông, xơ sợi và phụ liệu hằng tháng: nhập khẩu tăng báo trước đơn hàng xuất khẩu của 1 - 2 tháng sau.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(IMPORT, 'Tổng nhập khẩu', 'Total imports', 'triệu USD', {
              base: 780,
              growth: 7.5,
              noise: 0.05,
              season: 'tetTrade',
              covid: 0.12,
            }),
            [
              ['IND_TEXTILE_IMPORT_FABRIC', 'Vải', 'Fabric', 0.55, 0.55],
              ['IND_TEXTILE_IMPORT_COTTON', 'Bông', 'Cotton', 0.12, 0.12],
              ['IND_TEXTILE_IMPORT_YARN', 'Xơ, sợi', 'Fibre and yarn', 0.08, 0.1],
            ],
            {
              code: 'IND_TEXTILE_IMPORT_OTHER',
              nameVi: 'Nguyên phụ liệu khác',
              nameEn: 'Other materials and accessories',
            },
          ),
        },
        {
          code: 'IND_TEXTILE_COTTON',
          nameVi: 'Giá bông thế giới',
          nameEn: 'World cotton prices',
          description:
            'Giá bông kỳ hạn ICE (New York) và chỉ số Cotlook A, bình quân tháng: chi phí nguyên liệu chính của nhà máy sợi và dệt.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_TEXTILE_COTTON_ICE', 'Bông kỳ hạn ICE', 'ICE cotton futures', 'US cent/pound', [
              [2010, 80],
              [2011.2, 200],
              [2012, 85],
              [2014, 85],
              [2016, 70],
              [2018.5, 90],
              [2020.3, 55],
              [2022.4, 150],
              [2023, 85],
              [2024, 75],
              [2025, 67],
              [2027, 70],
            ]),
            price('IND_TEXTILE_COTTON_COTLOOK', 'Chỉ số Cotlook A', 'Cotlook A index', 'US cent/pound', [
              [2010, 92],
              [2011.2, 220],
              [2012, 98],
              [2014, 95],
              [2016, 78],
              [2018.5, 100],
              [2020.3, 66],
              [2022.4, 165],
              [2023, 97],
              [2024, 86],
              [2025, 78],
              [2027, 80],
            ]),
          ],
        },
        {
          code: 'IND_TEXTILE_YARN',
          nameVi: 'Giá sợi',
          nameEn: 'Yarn prices',
          description:
            'Giá sợi cotton chải thô CD 30/1 và sợi polyester 30/1 xuất khẩu: giá bán của các nhà máy sợi và chi phí của nhà máy dệt.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_TEXTILE_YARN_COTTON', 'Sợi cotton CD 30/1', 'Carded cotton yarn 30/1', 'USD/kg', [
              [2010, 3.5],
              [2011.2, 5.8],
              [2016, 2.7],
              [2018, 3.2],
              [2020.3, 2.4],
              [2022.2, 4.2],
              [2023, 2.9],
              [2025, 2.6],
              [2027, 2.7],
            ]),
            price('IND_TEXTILE_YARN_POLYESTER', 'Sợi polyester 30/1', 'Polyester yarn 30/1', 'USD/kg', [
              [2010, 2],
              [2011.2, 2.6],
              [2016, 1.6],
              [2018.7, 2],
              [2020.3, 1.5],
              [2022.3, 2.2],
              [2023.5, 1.8],
              [2025, 1.7],
              [2027, 1.7],
            ]),
          ],
        },
      ],
    },
    {
      title: 'Doanh nghiệp niêm yết',
      indicators: [
        {
          code: 'IND_TEXTILE_COMPANY',
          nameVi: 'Doanh thu của doanh nghiệp dệt may niêm yết',
          nameEn: 'Revenue of listed textile companies',
          description:
            'Doanh thu thuần theo quý của Vinatex, TNG, May Sông Hồng, Thành Công và Sợi Thế Kỷ: nhịp đơn hàng may mặc xuất khẩu và giá sợi.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            revenue('IND_TEXTILE_COMPANY_VGT', 'Vinatex', 'VGT', 3_300, 2.5),
            revenue('IND_TEXTILE_COMPANY_TNG', 'TNG', 'TNG', 230, 16),
            revenue('IND_TEXTILE_COMPANY_MSH', 'May Sông Hồng', 'MSH', 420, 8.5),
            revenue('IND_TEXTILE_COMPANY_TCM', 'Dệt may Thành Công', 'TCM', 520, 4),
            revenue('IND_TEXTILE_COMPANY_STK', 'Sợi Thế Kỷ', 'STK', 220, 4),
          ],
        },
      ],
    },
  ],
};
