import { growing } from '../../macro/build';
import { company, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const DOMESTIC = 'IND_AVIATION_DOMESTIC_TOTAL';
const INTERNATIONAL = 'IND_AVIATION_INTERNATIONAL_TOTAL';
const CARGO = 'IND_AVIATION_CARGO_TOTAL';
const AIRPORT = 'IND_AVIATION_AIRPORT_TOTAL';

/** Aviation: passengers and cargo by carrier, traffic through ACV's airports, the jet fuel bill. */
export const AVIATION: IndustrySpec = {
  industry: 'AVIATION',
  description:
    'Hành khách nội địa và quốc tế theo hãng bay, hàng hóa vận chuyển bằng đường hàng không, hành khách qua các cảng hàng không của ACV và giá nhiên liệu bay Jet A-1.',
  tickers: ['ACV', 'VJC', 'HVN', 'SCS', 'AST'],
  headline: 'IND_AVIATION_DOMESTIC',
  sections: [
    {
      title: 'Hành khách',
      indicators: [
        {
          code: 'IND_AVIATION_DOMESTIC',
          nameVi: 'Hành khách nội địa theo hãng bay',
          nameEn: 'Domestic passengers by airline',
          description:
            'Số lượt hành khách nội địa vận chuyển hằng tháng theo hãng: cao điểm hè và Tết; Vietjet vượt Vietnam Airlines về thị phần nội địa từ cuối những năm 2010.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(DOMESTIC, 'Toàn thị trường', 'Whole market', 'nghìn lượt', {
              base: 1_300,
              growth: 6,
              noise: 0.04,
              season: 'summer',
              covid: 0.5,
            }),
            [
              ['IND_AVIATION_DOMESTIC_HVN', 'Vietnam Airlines', 'Vietnam Airlines', 0.75, 0.4, 'HVN'],
              ['IND_AVIATION_DOMESTIC_VJC', 'Vietjet', 'Vietjet', 0.08, 0.46, 'VJC'],
              ['IND_AVIATION_DOMESTIC_BAMBOO', 'Bamboo Airways', 'Bamboo Airways', 0, 0.09],
              ['IND_AVIATION_DOMESTIC_VIETRAVEL', 'Vietravel Airlines', 'Vietravel Airlines', 0, 0.02],
            ],
            { code: 'IND_AVIATION_DOMESTIC_OTHER', nameVi: 'Hãng khác', nameEn: 'Other airlines' },
          ),
        },
        {
          code: 'IND_AVIATION_INTERNATIONAL',
          nameVi: 'Hành khách quốc tế theo hãng bay',
          nameEn: 'International passengers by airline',
          description:
            'Số lượt hành khách quốc tế đi và đến Việt Nam hằng tháng theo hãng: gần như đóng băng từ tháng 4/2020 đến khi mở cửa lại tháng 3/2022, hồi phục chậm theo khách Trung Quốc.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(INTERNATIONAL, 'Toàn thị trường', 'Whole market', 'nghìn lượt', {
              base: 900,
              growth: 10,
              noise: 0.04,
              season: 'tourism',
              covid: 0.95,
            }),
            [
              ['IND_AVIATION_INTERNATIONAL_HVN', 'Vietnam Airlines', 'Vietnam Airlines', 0.35, 0.22, 'HVN'],
              ['IND_AVIATION_INTERNATIONAL_VJC', 'Vietjet', 'Vietjet', 0.01, 0.22, 'VJC'],
              ['IND_AVIATION_INTERNATIONAL_BAMBOO', 'Bamboo Airways', 'Bamboo Airways', 0, 0.02],
            ],
            {
              code: 'IND_AVIATION_INTERNATIONAL_FOREIGN',
              nameVi: 'Hãng nước ngoài',
              nameEn: 'Foreign airlines',
            },
          ),
        },
      ],
    },
    {
      title: 'Hàng hóa',
      indicators: [
        {
          code: 'IND_AVIATION_CARGO',
          nameVi: 'Hàng hóa vận chuyển bằng đường hàng không',
          nameEn: 'Air cargo by carrier',
          description:
            'Khối lượng hàng hóa vận chuyển bằng đường hàng không hằng tháng theo hãng: hàng điện tử xuất khẩu là nguồn chính; hãng nước ngoài chở phần lớn hàng quốc tế.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(CARGO, 'Toàn thị trường', 'Whole market', 'nghìn tấn', {
              base: 55,
              growth: 8,
              noise: 0.05,
              season: 'tetTrade',
              covid: 0.1,
            }),
            [
              ['IND_AVIATION_CARGO_HVN', 'Vietnam Airlines', 'Vietnam Airlines', 0.25, 0.17, 'HVN'],
              ['IND_AVIATION_CARGO_VJC', 'Vietjet', 'Vietjet', 0.02, 0.1, 'VJC'],
            ],
            {
              code: 'IND_AVIATION_CARGO_OTHER',
              nameVi: 'Hãng nước ngoài và khác',
              nameEn: 'Foreign and other carriers',
            },
          ),
        },
      ],
    },
    {
      title: 'Cảng hàng không',
      indicators: [
        {
          code: 'IND_AVIATION_AIRPORT',
          nameVi: 'Hành khách qua các cảng hàng không của ACV',
          nameEn: 'Passengers through ACV airports',
          description:
            'Số lượt hành khách thông qua các cảng hàng không do ACV quản lý hằng tháng, theo cảng lớn: khách quốc tế mang lại phần lớn lợi nhuận của ACV.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            company(
              growing(AIRPORT, 'Toàn mạng ACV', 'ACV network', 'nghìn lượt', {
                base: 2_500,
                growth: 9.5,
                noise: 0.04,
                season: 'summer',
                covid: 0.6,
              }),
              'ACV',
            ),
            [
              ['IND_AVIATION_AIRPORT_TSN', 'Tân Sơn Nhất', 'Tan Son Nhat', 0.42, 0.36],
              ['IND_AVIATION_AIRPORT_NBA', 'Nội Bài', 'Noi Bai', 0.3, 0.27],
              ['IND_AVIATION_AIRPORT_DAD', 'Đà Nẵng', 'Da Nang', 0.07, 0.1],
              ['IND_AVIATION_AIRPORT_CXR', 'Cam Ranh', 'Cam Ranh', 0.03, 0.08],
            ],
            { code: 'IND_AVIATION_AIRPORT_OTHER', nameVi: 'Cảng khác', nameEn: 'Other airports' },
          ),
        },
      ],
    },
    {
      title: 'Chi phí',
      indicators: [
        {
          code: 'IND_AVIATION_FUEL',
          nameVi: 'Giá nhiên liệu bay Jet A-1',
          nameEn: 'Jet A-1 fuel price',
          description:
            'Giá nhiên liệu bay Jet A-1 tại Singapore (MOPS), bình quân tháng: khoản chi phí lớn nhất của hãng bay, khoảng 30 - 40% chi phí khai thác.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_AVIATION_FUEL_JET',
              'Jet A-1 (Singapore)',
              'Jet A-1 (Singapore)',
              'USD/thùng',
              [
                [2010, 90],
                [2011.3, 135],
                [2014.5, 120],
                [2015.9, 45],
                [2018.8, 90],
                [2020.3, 25],
                [2022.4, 170],
                [2022.9, 120],
                [2023.7, 115],
                [2024.9, 88],
                [2025.5, 85],
                [2027, 80],
              ],
              0.05,
            ),
          ],
        },
      ],
    },
  ],
};
