import { growing, part, path, rest } from '../../macro/build';
import type { IndustrySpec } from '../types';

const SALES = 'IND_STEEL_SALES_TOTAL';
const sales = (code: string, nameVi: string, ticker: string, from: number, to: number) => ({
  ...part(code, nameVi, nameVi, 'nghìn tấn', SALES, from, to),
  ticker,
});

const EXPORT = 'IND_STEEL_EXPORT_TOTAL';

/** Steel: who sells how much, what the mills pay for ore and coal, what steel fetches. */
export const STEEL: IndustrySpec = {
  industry: 'STEEL',
  description:
    'Sản lượng tiêu thụ của các nhà sản xuất niêm yết, giá thép cuộn cán nóng (HRC) và phôi, giá quặng sắt và than luyện cốc, xuất khẩu theo thị trường.',
  tickers: ['HPG', 'HSG', 'NKG', 'TVN'],
  headline: 'IND_STEEL_SALES',
  sections: [
    {
      title: 'Sản lượng tiêu thụ',
      indicators: [
        {
          code: 'IND_STEEL_SALES',
          nameVi: 'Tiêu thụ thép theo nhà sản xuất',
          nameEn: 'Steel sales by producer',
          description:
            'Sản lượng bán ra hằng tháng (thép xây dựng, HRC, tôn mạ, ống) của từng nhà sản xuất; thị phần đổi trước khi báo cáo tài chính công bố.',
          frequency: 'month',
          valueTypes: ['value', 'yoy', 'mom'],
          chartType: 'stack_column',
          series: [
            growing(SALES, 'Toàn ngành', 'Whole industry', 'nghìn tấn', {
              base: 1_050,
              growth: 7.5,
              noise: 0.06,
              season: 'tetTrade',
              covid: 0.15,
            }),
            sales('IND_STEEL_SALES_HPG', 'Hòa Phát', 'HPG', 0.22, 0.36),
            sales('IND_STEEL_SALES_HSG', 'Hoa Sen', 'HSG', 0.12, 0.09),
            sales('IND_STEEL_SALES_NKG', 'Nam Kim', 'NKG', 0.06, 0.07),
            sales('IND_STEEL_SALES_TVN', 'VNSteel', 'TVN', 0.13, 0.06),
            rest('IND_STEEL_SALES_OTHER', 'Doanh nghiệp khác', 'Others', 'nghìn tấn', SALES, [
              'IND_STEEL_SALES_HPG',
              'IND_STEEL_SALES_HSG',
              'IND_STEEL_SALES_NKG',
              'IND_STEEL_SALES_TVN',
            ]),
          ],
        },
      ],
    },
    {
      title: 'Giá thép',
      indicators: [
        {
          code: 'IND_STEEL_PRICES',
          nameVi: 'Giá thép thế giới',
          nameEn: 'World steel prices',
          description:
            'Giá HRC nhập khẩu về Việt Nam (CFR) và phôi thép Đông Nam Á, bình quân tháng: chênh lệch với giá quặng và than quyết định biên lợi nhuận của nhà máy lò cao.',
          frequency: 'month',
          valueTypes: ['value', 'yoy', 'mom'],
          chartType: 'line',
          series: [
            path(
              'IND_STEEL_PRICE_HRC',
              'Giá HRC (CFR Việt Nam)',
              'HRC price (CFR Vietnam)',
              'USD/tấn',
              [
                [2010, 620],
                [2015.9, 300],
                [2018, 580],
                [2020.3, 420],
                [2021.4, 1_000],
                [2022.9, 560],
                [2024, 580],
                [2025, 480],
                [2027, 500],
              ],
              { noise: 0.03, relative: true, persistence: 0.8, min: 200 },
            ),
            path(
              'IND_STEEL_PRICE_BILLET',
              'Giá phôi thép (Đông Nam Á)',
              'Billet price (South-East Asia)',
              'USD/tấn',
              [
                [2010, 560],
                [2015.9, 270],
                [2018, 520],
                [2020.3, 400],
                [2021.4, 760],
                [2022.9, 540],
                [2024, 530],
                [2025, 470],
                [2027, 480],
              ],
              { noise: 0.03, relative: true, persistence: 0.8, min: 180 },
            ),
          ],
        },
        {
          code: 'IND_STEEL_PRICE_DOMESTIC',
          nameVi: 'Giá thép xây dựng trong nước',
          nameEn: 'Domestic rebar price',
          description: 'Giá bán lẻ thép cuộn CB240 tại miền Bắc, chưa gồm VAT.',
          frequency: 'month',
          valueTypes: ['value', 'yoy', 'mom'],
          chartType: 'line',
          series: [
            path(
              'IND_STEEL_PRICE_REBAR',
              'Thép cuộn CB240 (miền Bắc)',
              'CB240 coil rebar (North)',
              'nghìn đồng/tấn',
              [
                [2010, 14_500],
                [2015.9, 10_500],
                [2018, 13_500],
                [2020.3, 12_800],
                [2021.4, 19_000],
                [2022.9, 14_500],
                [2024, 14_000],
                [2025, 13_600],
                [2027, 14_000],
              ],
              { noise: 0.015, relative: true, persistence: 0.85, min: 8_000 },
            ),
          ],
        },
      ],
    },
    {
      title: 'Nguyên liệu đầu vào',
      indicators: [
        {
          code: 'IND_STEEL_INPUTS',
          nameVi: 'Giá nguyên liệu luyện thép',
          nameEn: 'Steelmaking input prices',
          description:
            'Quặng sắt 62% Fe (CFR Trung Quốc), than mỡ luyện cốc (FOB Úc) và thép phế liệu HMS 1/2 (CFR Việt Nam), bình quân tháng.',
          frequency: 'month',
          valueTypes: ['value', 'yoy', 'mom'],
          chartType: 'line',
          series: [
            path(
              'IND_STEEL_INPUT_IRON_ORE',
              'Quặng sắt 62% Fe',
              'Iron ore 62% Fe',
              'USD/tấn',
              [
                [2010, 150],
                [2015.9, 42],
                [2018, 70],
                [2019.5, 110],
                [2021.4, 210],
                [2022.9, 95],
                [2024, 130],
                [2025, 100],
                [2027, 95],
              ],
              { noise: 0.05, relative: true, persistence: 0.8, min: 30 },
            ),
            path(
              'IND_STEEL_INPUT_COKING_COAL',
              'Than mỡ luyện cốc',
              'Coking coal',
              'USD/tấn',
              [
                [2010, 220],
                [2015.9, 80],
                [2017, 190],
                [2020.5, 110],
                [2022.3, 520],
                [2023.5, 240],
                [2025, 190],
                [2027, 200],
              ],
              { noise: 0.06, relative: true, persistence: 0.8, min: 60 },
            ),
            path(
              'IND_STEEL_INPUT_SCRAP',
              'Thép phế liệu HMS 1/2',
              'Scrap HMS 1/2',
              'USD/tấn',
              [
                [2010, 400],
                [2015.9, 200],
                [2018, 350],
                [2020.3, 270],
                [2021.4, 500],
                [2022.9, 380],
                [2025, 360],
                [2027, 370],
              ],
              { noise: 0.04, relative: true, persistence: 0.8, min: 120 },
            ),
          ],
        },
      ],
    },
    {
      title: 'Xuất khẩu',
      indicators: [
        {
          code: 'IND_STEEL_EXPORT',
          nameVi: 'Xuất khẩu thép theo thị trường',
          nameEn: 'Steel exports by market',
          description: 'Khối lượng thép xuất khẩu hằng tháng theo thị trường đến.',
          frequency: 'month',
          valueTypes: ['value', 'yoy'],
          chartType: 'stack_column',
          series: [
            growing(EXPORT, 'Tổng xuất khẩu', 'Total exports', 'nghìn tấn', {
              base: 250,
              growth: 12,
              noise: 0.1,
              season: 'tetTrade',
              covid: 0.1,
            }),
            part('IND_STEEL_EXPORT_ASEAN', 'ASEAN', 'ASEAN', 'nghìn tấn', EXPORT, 0.6, 0.35),
            part('IND_STEEL_EXPORT_EU', 'EU', 'EU', 'nghìn tấn', EXPORT, 0.08, 0.22),
            part('IND_STEEL_EXPORT_US', 'Hoa Kỳ', 'United States', 'nghìn tấn', EXPORT, 0.07, 0.12),
            rest('IND_STEEL_EXPORT_OTHER', 'Thị trường khác', 'Other markets', 'nghìn tấn', EXPORT, [
              'IND_STEEL_EXPORT_ASEAN',
              'IND_STEEL_EXPORT_EU',
              'IND_STEEL_EXPORT_US',
            ]),
          ],
        },
      ],
    },
  ],
};
