import { growing } from '../../macro/build';
import { company, FLOW, LEVEL_ONLY, price, QUARTERLY, rate, split } from '../helpers';
import type { IndustrySpec } from '../types';

const FDI = 'IND_INDUSTRIAL_AREA_FDI_TOTAL';

/** Land leased in a quarter: lumpy, since one large tenant can take tens of hectares at once. */
const leased = (code: string, nameVi: string, ticker: string, base: number, growth: number) =>
  company(growing(code, nameVi, nameVi, 'ha', { base, growth, noise: 0.35, covid: 0.3 }), ticker);

/** Industrial parks: how full they are, what land and factories rent for, FDI coming in, land leased. */
export const INDUSTRIAL_AREA: IndustrySpec = {
  industry: 'INDUSTRIAL_AREA',
  description:
    'Tỷ lệ lấp đầy và giá thuê đất khu công nghiệp miền Bắc, miền Nam, giá thuê nhà xưởng xây sẵn, vốn FDI đăng ký vào khu công nghiệp và diện tích đất cho thuê của các chủ đầu tư niêm yết.',
  tickers: ['BCM', 'KBC', 'IDC', 'VGC', 'SZC', 'SIP'],
  headline: 'IND_INDUSTRIAL_AREA_RENT',
  sections: [
    {
      title: 'Lấp đầy và giá thuê',
      indicators: [
        {
          code: 'IND_INDUSTRIAL_AREA_OCCUPANCY',
          nameVi: 'Tỷ lệ lấp đầy khu công nghiệp',
          nameEn: 'Industrial park occupancy',
          description:
            'Tỷ lệ lấp đầy bình quân của các khu công nghiệp ở các tỉnh trọng điểm phía Bắc và phía Nam, cuối quý: quỹ đất còn trống hẹp thì giá thuê tăng.',
          frequency: 'quarter',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate(
              'IND_INDUSTRIAL_AREA_OCCUPANCY_NORTH',
              'Miền Bắc',
              'North',
              [
                [2010, 70],
                [2015, 75],
                [2019, 80],
                [2022, 85],
                [2024, 82],
                [2027, 80],
              ],
              0.8,
              { min: 40, max: 99 },
            ),
            rate(
              'IND_INDUSTRIAL_AREA_OCCUPANCY_SOUTH',
              'Miền Nam',
              'South',
              [
                [2010, 75],
                [2015, 80],
                [2019, 90],
                [2022, 92],
                [2024, 90],
                [2027, 89],
              ],
              0.8,
              { min: 40, max: 99 },
            ),
          ],
        },
        {
          code: 'IND_INDUSTRIAL_AREA_RENT',
          nameVi: 'Giá thuê đất khu công nghiệp',
          nameEn: 'Industrial land rents',
          description:
            'Giá chào thuê đất khu công nghiệp bình quân cho cả kỳ thuê còn lại, theo quý: làn sóng dịch chuyển sản xuất khỏi Trung Quốc đẩy giá thuê lên nhanh từ 2019.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'line',
          series: [
            price(
              'IND_INDUSTRIAL_AREA_RENT_NORTH',
              'Miền Bắc',
              'North',
              'USD/m²/kỳ thuê',
              [
                [2010, 60],
                [2015, 75],
                [2019, 100],
                [2022, 125],
                [2024, 135],
                [2025, 140],
                [2027, 150],
              ],
              0.015,
            ),
            price(
              'IND_INDUSTRIAL_AREA_RENT_SOUTH',
              'Miền Nam',
              'South',
              'USD/m²/kỳ thuê',
              [
                [2010, 60],
                [2015, 85],
                [2019, 120],
                [2022, 185],
                [2024, 205],
                [2025, 210],
                [2027, 215],
              ],
              0.015,
            ),
          ],
        },
        {
          code: 'IND_INDUSTRIAL_AREA_FACTORY_RENT',
          nameVi: 'Giá thuê nhà xưởng xây sẵn',
          nameEn: 'Ready-built factory rents',
          description: 'Giá chào thuê nhà xưởng xây sẵn trong khu công nghiệp, theo tháng, bình quân quý.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'line',
          series: [
            price(
              'IND_INDUSTRIAL_AREA_FACTORY_NORTH',
              'Miền Bắc',
              'North',
              'USD/m²/tháng',
              [
                [2010, 3.2],
                [2015, 3.6],
                [2019, 4.3],
                [2022, 4.6],
                [2024, 4.8],
                [2027, 5],
              ],
              0.015,
            ),
            price(
              'IND_INDUSTRIAL_AREA_FACTORY_SOUTH',
              'Miền Nam',
              'South',
              'USD/m²/tháng',
              [
                [2010, 3.5],
                [2015, 3.8],
                [2019, 4.3],
                [2022, 4.7],
                [2024, 4.8],
                [2027, 5],
              ],
              0.015,
            ),
          ],
        },
      ],
    },
    {
      title: 'Nhu cầu thuê đất',
      indicators: [
        {
          code: 'IND_INDUSTRIAL_AREA_FDI',
          nameVi: 'Vốn FDI đăng ký vào khu công nghiệp, khu kinh tế',
          nameEn: 'FDI registered into industrial parks and economic zones',
          description:
            'Vốn đầu tư nước ngoài đăng ký vào khu công nghiệp, khu kinh tế trong tháng, gồm dự án cấp mới và điều chỉnh tăng vốn: chỉ báo sớm của nhu cầu thuê đất.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(FDI, 'Tổng vốn đăng ký', 'Total registered', 'triệu USD', {
              base: 700,
              growth: 8,
              noise: 0.25,
              season: 'budget',
              covid: 0.15,
            }),
            [['IND_INDUSTRIAL_AREA_FDI_NEW', 'Dự án cấp mới', 'New projects', 0.65, 0.55]],
            {
              code: 'IND_INDUSTRIAL_AREA_FDI_EXPANSION',
              nameVi: 'Điều chỉnh tăng vốn',
              nameEn: 'Capital increases',
            },
          ),
        },
        {
          code: 'IND_INDUSTRIAL_AREA_LEASED',
          nameVi: 'Diện tích đất cho thuê của chủ đầu tư niêm yết',
          nameEn: 'Land leased by listed developers',
          description:
            'Diện tích đất khu công nghiệp ký hợp đồng cho thuê trong quý của các chủ đầu tư niêm yết: doanh thu ghi nhận một lần nên lợi nhuận biến động mạnh theo quý.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'column',
          series: [
            leased('IND_INDUSTRIAL_AREA_LEASED_KBC', 'Kinh Bắc', 'KBC', 14, 10),
            leased('IND_INDUSTRIAL_AREA_LEASED_BCM', 'Becamex', 'BCM', 18, 4),
            leased('IND_INDUSTRIAL_AREA_LEASED_IDC', 'IDICO', 'IDC', 8, 8),
            leased('IND_INDUSTRIAL_AREA_LEASED_SZC', 'Sonadezi Châu Đức', 'SZC', 4, 12),
          ],
        },
      ],
    },
  ],
};
