import { growing } from '../../macro/build';
import { company, LEVEL_ONLY, MONTHLY, rate, split } from '../helpers';
import type { IndustrySpec } from '../types';
import { ELECTRIC_PRICE_SECTIONS } from './electricPrices';

const OUTPUT = 'IND_ELECTRIC_OUTPUT_TOTAL';

const generator = (
  code: string,
  nameVi: string,
  ticker: string,
  base: number,
  growth: number,
  noise: number,
) => company(growing(code, nameVi, nameVi, 'triệu kWh', { base, growth, noise, season: 'summer' }), ticker);

/** Power: what each source generates, how much water the dams get, what the market pays, fuel costs. */
export const ELECTRIC: IndustrySpec = {
  industry: 'ELECTRIC',
  description:
    'Sản lượng điện theo nguồn, thủy văn các hồ thủy điện, giá thị trường điện cạnh tranh, giá than và khí đầu vào, sản lượng của các doanh nghiệp phát điện niêm yết.',
  tickers: ['POW', 'REE', 'NT2', 'PC1', 'QTP', 'GEG'],
  headline: 'IND_ELECTRIC_OUTPUT',
  sections: [
    {
      title: 'Sản lượng điện',
      indicators: [
        {
          code: 'IND_ELECTRIC_OUTPUT',
          nameVi: 'Sản lượng điện theo nguồn',
          nameEn: 'Power generation by source',
          description:
            'Sản lượng điện sản xuất và nhập khẩu của hệ thống hằng tháng theo nguồn. Thủy điện và nhiệt điện than thay nhau gánh phụ tải tùy thủy văn; điện mặt trời, điện gió bùng nổ từ 2019 - 2021.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(OUTPUT, 'Toàn hệ thống', 'Whole system', 'triệu kWh', {
              base: 8_300,
              growth: 8,
              noise: 0.03,
              season: 'summer',
              covid: 0.05,
            }),
            [
              ['IND_ELECTRIC_OUTPUT_HYDRO', 'Thủy điện', 'Hydropower', 0.29, 0.26],
              ['IND_ELECTRIC_OUTPUT_COAL', 'Nhiệt điện than', 'Coal-fired', 0.19, 0.49],
              ['IND_ELECTRIC_OUTPUT_GAS', 'Tua bin khí', 'Gas turbines', 0.43, 0.08],
              ['IND_ELECTRIC_OUTPUT_RENEWABLE', 'Điện mặt trời, điện gió', 'Solar and wind', 0.005, 0.13],
              ['IND_ELECTRIC_OUTPUT_IMPORT', 'Nhập khẩu', 'Imports', 0.04, 0.015],
            ],
            { code: 'IND_ELECTRIC_OUTPUT_OTHER', nameVi: 'Nguồn khác', nameEn: 'Other sources' },
          ),
        },
        {
          code: 'IND_ELECTRIC_COMPANY',
          nameVi: 'Sản lượng điện của doanh nghiệp niêm yết',
          nameEn: 'Generation of listed power companies',
          description:
            'Sản lượng điện thương phẩm hằng tháng của các doanh nghiệp phát điện niêm yết: nhiệt điện khí, than được huy động nhiều khi thủy văn kém, thủy điện thì ngược lại.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            generator('IND_ELECTRIC_COMPANY_POW', 'PV Power', 'POW', 1_150, 0.5, 0.1),
            generator('IND_ELECTRIC_COMPANY_QTP', 'Nhiệt điện Quảng Ninh', 'QTP', 480, 1, 0.1),
            generator('IND_ELECTRIC_COMPANY_NT2', 'Điện Nhơn Trạch 2', 'NT2', 330, -2.5, 0.15),
            generator('IND_ELECTRIC_COMPANY_REE', 'REE (thủy điện, năng lượng tái tạo)', 'REE', 90, 9, 0.15),
            generator('IND_ELECTRIC_COMPANY_PC1', 'PC1 (thủy điện, điện gió)', 'PC1', 12, 19, 0.15),
          ],
        },
      ],
    },
    {
      title: 'Thủy văn',
      indicators: [
        {
          code: 'IND_ELECTRIC_HYDROLOGY',
          nameVi: 'Lưu lượng nước về các hồ thủy điện',
          nameEn: 'Inflow to hydropower reservoirs',
          description:
            'Lưu lượng nước về các hồ thủy điện lớn so với trung bình nhiều năm cùng kỳ: dưới 100% (El Niño) thủy điện phải tiết giảm và nhiệt điện được huy động cao; trên 100% (La Niña) thì ngược lại.',
          frequency: 'month',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate(
              'IND_ELECTRIC_HYDROLOGY_NORTH',
              'Các hồ miền Bắc',
              'Northern reservoirs',
              [
                [2010, 70],
                [2011, 95],
                [2013.5, 110],
                [2015.5, 75],
                [2016.3, 70],
                [2017.7, 125],
                [2019.5, 70],
                [2020.9, 110],
                [2022.6, 125],
                [2023.4, 55],
                [2024.2, 80],
                [2024.8, 120],
                [2025.8, 115],
                [2027, 100],
              ],
              5,
              { min: 30, max: 180 },
            ),
            rate(
              'IND_ELECTRIC_HYDROLOGY_CENTRAL',
              'Các hồ miền Trung, Tây Nguyên',
              'Central and Highlands reservoirs',
              [
                [2010, 75],
                [2011, 95],
                [2013.8, 115],
                [2015.5, 70],
                [2016.4, 60],
                [2017.8, 120],
                [2019.6, 65],
                [2020.9, 130],
                [2022.8, 130],
                [2023.5, 70],
                [2024.3, 75],
                [2024.9, 115],
                [2025.9, 125],
                [2027, 100],
              ],
              6,
              { min: 30, max: 180 },
            ),
          ],
        },
      ],
    },
    ...ELECTRIC_PRICE_SECTIONS,
  ],
};
