import { growing, path } from '../../macro/build';
import { LEVEL_ONLY, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const OUTPUT = 'IND_BEER_OUTPUT_TOTAL';

/** Beer: volumes by brewer, the on-trade channel, malt, barley and can costs, the excise tax. */
export const BEER: IndustrySpec = {
  industry: 'BEER',
  description:
    'Sản lượng bia cả nước theo hãng, doanh thu dịch vụ ăn uống (kênh tiêu thụ tại chỗ), giá lúa mạch, malt và nhôm lon, thuế tiêu thụ đặc biệt với bia.',
  tickers: ['SAB', 'BHN', 'SMB'],
  headline: 'IND_BEER_OUTPUT',
  sections: [
    {
      title: 'Sản lượng',
      indicators: [
        {
          code: 'IND_BEER_OUTPUT',
          nameVi: 'Sản lượng bia theo hãng',
          nameEn: 'Beer output by brewer',
          description:
            'Sản lượng bia sản xuất hằng tháng của cả nước và ước tính theo hãng: cao điểm mùa hè và trước Tết; Nghị định 100/2019 về nồng độ cồn khi lái xe và COVID-19 làm sản lượng giảm sâu 2020 - 2021.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(OUTPUT, 'Cả nước', 'Whole country', 'triệu lít', {
              base: 230,
              growth: 4,
              noise: 0.05,
              season: 'summer',
              covid: 0.3,
            }),
            [
              ['IND_BEER_OUTPUT_SAB', 'Sabeco', 'Sabeco', 0.4, 0.34, 'SAB'],
              ['IND_BEER_OUTPUT_HEINEKEN', 'Heineken Việt Nam', 'Heineken Vietnam', 0.22, 0.42],
              ['IND_BEER_OUTPUT_BHN', 'Habeco', 'Habeco', 0.16, 0.08, 'BHN'],
              ['IND_BEER_OUTPUT_CARLSBERG', 'Carlsberg Việt Nam', 'Carlsberg Vietnam', 0.06, 0.06],
            ],
            { code: 'IND_BEER_OUTPUT_OTHER', nameVi: 'Hãng khác', nameEn: 'Other brewers' },
          ),
        },
        {
          code: 'IND_BEER_ON_TRADE',
          nameVi: 'Doanh thu dịch vụ ăn uống',
          nameEn: 'Food and beverage service sales',
          description:
            'Doanh thu dịch vụ ăn uống hằng tháng (Tổng cục Thống kê): đại diện cho kênh tiêu thụ tại quán, nơi bán phần lớn bia của các hãng nội địa.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            growing(
              'IND_BEER_ON_TRADE_SALES',
              'Dịch vụ ăn uống',
              'Food and beverage services',
              'nghìn tỷ đồng',
              {
                base: 17,
                growth: 9,
                noise: 0.03,
                season: 'tet',
                covid: 0.4,
              },
            ),
          ],
        },
      ],
    },
    {
      title: 'Chi phí đầu vào',
      indicators: [
        {
          code: 'IND_BEER_MALT',
          nameVi: 'Giá lúa mạch và malt',
          nameEn: 'Barley and malt prices',
          description:
            'Giá lúa mạch (FOB Úc) và malt nhập khẩu, bình quân tháng: nguyên liệu chính của bia, thường được các hãng mua kỳ hạn trước 6 - 12 tháng.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_BEER_MALT_BARLEY', 'Lúa mạch (FOB Úc)', 'Barley (FOB Australia)', 'USD/tấn', [
              [2010, 200],
              [2012.5, 300],
              [2016, 160],
              [2019, 230],
              [2022.4, 380],
              [2023.9, 250],
              [2025, 230],
              [2027, 235],
            ]),
            price('IND_BEER_MALT_MALT', 'Malt nhập khẩu', 'Imported malt', 'USD/tấn', [
              [2010, 500],
              [2012.7, 600],
              [2016, 450],
              [2019, 500],
              [2021, 520],
              [2022.6, 850],
              [2023.5, 700],
              [2024.9, 550],
              [2027, 560],
            ]),
          ],
        },
        {
          code: 'IND_BEER_ALUMINIUM',
          nameVi: 'Giá nhôm (vỏ lon)',
          nameEn: 'Aluminium price (cans)',
          description:
            'Giá nhôm giao ngay trên sàn LME, bình quân tháng: vỏ lon chiếm phần lớn chi phí bao bì khi bia lon ngày càng thay bia chai.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_BEER_ALUMINIUM_LME', 'Nhôm LME', 'LME aluminium', 'USD/tấn', [
              [2010, 2_200],
              [2011.3, 2_700],
              [2015.9, 1_500],
              [2018.3, 2_300],
              [2020.3, 1_500],
              [2022.2, 3_500],
              [2023.5, 2_200],
              [2024.4, 2_600],
              [2025, 2_600],
              [2027, 2_550],
            ]),
          ],
        },
      ],
    },
    {
      title: 'Chính sách',
      indicators: [
        {
          code: 'IND_BEER_TAX',
          nameVi: 'Thuế tiêu thụ đặc biệt với bia',
          nameEn: 'Excise tax on beer',
          description:
            'Thuế suất thuế tiêu thụ đặc biệt áp dụng với bia: tăng theo lộ trình từ 2016 - 2018 và tiếp tục tăng từ 2027 theo luật sửa đổi.',
          frequency: 'month',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            path(
              'IND_BEER_TAX_RATE',
              'Thuế suất tiêu thụ đặc biệt',
              'Excise tax rate',
              '%',
              [
                [2010, 45],
                [2012.99, 45],
                [2013.01, 50],
                [2015.99, 50],
                [2016.01, 55],
                [2016.99, 55],
                [2017.01, 60],
                [2017.99, 60],
                [2018.01, 65],
                [2026.99, 65],
                [2027.01, 70],
                [2028, 70],
              ],
              { noise: 0, min: 0, max: 100 },
            ),
          ],
        },
      ],
    },
  ],
};
