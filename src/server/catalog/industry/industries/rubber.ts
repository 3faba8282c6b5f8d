import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const EXPORT = 'IND_RUBBER_EXPORT_TOTAL';

/** Rubber: what a tonne fetches abroad and at the plantation gate, where it goes, who taps how much. */
export const RUBBER: IndustrySpec = {
  industry: 'RUBBER',
  description:
    'Giá cao su thế giới (RSS3, SMR20) và giá mủ nguyên liệu trong nước, xuất khẩu theo thị trường, sản lượng khai thác của các công ty cao su niêm yết.',
  tickers: ['GVR', 'PHR', 'DPR', 'TRC'],
  headline: 'IND_RUBBER_PRICES',
  sections: [
    {
      title: 'Giá cao su',
      indicators: [
        {
          code: 'IND_RUBBER_PRICES',
          nameVi: 'Giá cao su thế giới',
          nameEn: 'World rubber prices',
          description:
            'Giá cao su tấm RSS3 (FOB Thái Lan), cao su khối SMR20 (Malaysia) và giá xuất khẩu bình quân của Việt Nam, bình quân tháng: quyết định doanh thu mủ của các công ty cao su.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price('IND_RUBBER_PRICE_RSS3', 'Cao su RSS3 (FOB Thái Lan)', 'RSS3 (FOB Thailand)', 'USD/tấn', [
              [2010, 4_000],
              [2011.1, 5_800],
              [2013, 3_000],
              [2016.1, 1_300],
              [2017.1, 2_300],
              [2020.3, 1_400],
              [2021.2, 2_100],
              [2023, 1_500],
              [2024.7, 2_350],
              [2025.5, 1_950],
              [2027, 2_000],
            ]),
            price('IND_RUBBER_PRICE_SMR20', 'Cao su SMR20 (Malaysia)', 'SMR20 (Malaysia)', 'USD/tấn', [
              [2010, 3_600],
              [2011.1, 5_300],
              [2013, 2_700],
              [2016.1, 1_150],
              [2017.1, 2_000],
              [2020.3, 1_250],
              [2021.2, 1_750],
              [2023, 1_400],
              [2024.7, 2_050],
              [2025.5, 1_750],
              [2027, 1_800],
            ]),
            price(
              'IND_RUBBER_PRICE_EXPORT',
              'Giá xuất khẩu bình quân của Việt Nam',
              'Vietnam average export price',
              'USD/tấn',
              [
                [2010, 3_300],
                [2011.2, 4_700],
                [2013, 2_500],
                [2016.1, 1_200],
                [2017.2, 1_900],
                [2020.4, 1_250],
                [2021.3, 1_750],
                [2023, 1_350],
                [2024.8, 1_900],
                [2025.6, 1_750],
                [2027, 1_750],
              ],
              0.03,
            ),
          ],
        },
        {
          code: 'IND_RUBBER_LATEX_PRICE',
          nameVi: 'Giá mủ cao su nguyên liệu trong nước',
          nameEn: 'Domestic field latex price',
          description:
            'Giá thu mua mủ nước tại Đông Nam Bộ, tính theo độ TSC (hàm lượng cao su khô): thu nhập của người trồng và chi phí nguyên liệu của nhà máy sơ chế.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_RUBBER_LATEX_SOUTHEAST',
              'Mủ nước (Đông Nam Bộ)',
              'Field latex (South East)',
              'đồng/độ TSC',
              [
                [2010, 520],
                [2011.1, 720],
                [2013, 380],
                [2016.1, 190],
                [2017.1, 320],
                [2020.3, 210],
                [2021.3, 330],
                [2023, 260],
                [2024.8, 430],
                [2025.6, 380],
                [2027, 390],
              ],
            ),
          ],
        },
      ],
    },
    {
      title: 'Xuất khẩu',
      indicators: [
        {
          code: 'IND_RUBBER_EXPORT',
          nameVi: 'Xuất khẩu cao su theo thị trường',
          nameEn: 'Rubber exports by market',
          description:
            'Khối lượng cao su xuất khẩu hằng tháng theo thị trường đến. Trung Quốc mua phần lớn; mùa cạo mủ khiến xuất khẩu thấp đầu năm và cao vào quý IV.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(EXPORT, 'Tổng xuất khẩu', 'Total exports', 'nghìn tấn', {
              base: 65,
              growth: 7,
              noise: 0.1,
              season: 'tetTrade',
              covid: 0.1,
            }),
            [
              ['IND_RUBBER_EXPORT_CHINA', 'Trung Quốc', 'China', 0.6, 0.72],
              ['IND_RUBBER_EXPORT_INDIA', 'Ấn Độ', 'India', 0.03, 0.07],
              ['IND_RUBBER_EXPORT_MALAYSIA', 'Malaysia', 'Malaysia', 0.1, 0.03],
              ['IND_RUBBER_EXPORT_KOREA', 'Hàn Quốc', 'South Korea', 0.03, 0.03],
            ],
            { code: 'IND_RUBBER_EXPORT_OTHER', nameVi: 'Thị trường khác', nameEn: 'Other markets' },
          ),
        },
      ],
    },
    {
      title: 'Sản lượng doanh nghiệp',
      indicators: [
        {
          code: 'IND_RUBBER_OUTPUT',
          nameVi: 'Sản lượng khai thác mủ của doanh nghiệp niêm yết',
          nameEn: 'Latex output of listed planters',
          description:
            'Sản lượng mủ quy khô khai thác hằng tháng. Cây rụng lá vào tháng 2 - 4 nên sản lượng thấp nửa đầu năm và dồn vào quý IV.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            company(
              growing('IND_RUBBER_OUTPUT_GVR', 'Tập đoàn Cao su Việt Nam', 'Vietnam Rubber Group', 'tấn', {
                base: 26_000,
                growth: 1.5,
                noise: 0.08,
                season: 'tetTrade',
              }),
              'GVR',
            ),
            company(
              growing('IND_RUBBER_OUTPUT_PHR', 'Cao su Phước Hòa', 'Phuoc Hoa Rubber', 'tấn', {
                base: 1_300,
                growth: -1,
                noise: 0.1,
                season: 'tetTrade',
              }),
              'PHR',
            ),
            company(
              growing('IND_RUBBER_OUTPUT_DPR', 'Cao su Đồng Phú', 'Dong Phu Rubber', 'tấn', {
                base: 900,
                growth: 0.5,
                noise: 0.1,
                season: 'tetTrade',
              }),
              'DPR',
            ),
            company(
              growing('IND_RUBBER_OUTPUT_TRC', 'Cao su Tây Ninh', 'Tay Ninh Rubber', 'tấn', {
                base: 650,
                growth: -0.5,
                noise: 0.1,
                season: 'tetTrade',
              }),
              'TRC',
            ),
          ],
        },
      ],
    },
  ],
};
