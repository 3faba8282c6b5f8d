import { combined, path } from '../../macro/build';
import { FLOW, LEVEL_ONLY, MONTHLY, QUARTERLY, rate, split } from '../helpers';
import type { IndustrySpec } from '../types';

const LIQUIDITY = 'IND_STOCK_LIQUIDITY_TOTAL';
const MARGIN = 'IND_STOCK_MARGIN_TOTAL';

/** Brokerage share of HOSE, % (VPS is not listed, so it carries no ticker). */
const brokerShare = (code: string, nameVi: string, ticker: string | null, points: [number, number][]) => {
  const line = rate(code, nameVi, nameVi, points, 0.4, { min: 0.2, max: 40 });
  return ticker ? { ...line, ticker } : line;
};

/** Securities brokerage: how much trades, how much is lent on margin, who takes the orders. */
export const STOCK: IndustrySpec = {
  industry: 'STOCK',
  description:
    'Thanh khoản thị trường theo sàn, giao dịch của nhà đầu tư nước ngoài, tài khoản mở mới, dư nợ cho vay ký quỹ và thị phần môi giới của các công ty chứng khoán.',
  tickers: ['SSI', 'VND', 'HCM', 'VCI', 'SHS', 'MBS'],
  headline: 'IND_STOCK_LIQUIDITY',
  sections: [
    {
      title: 'Thanh khoản thị trường',
      indicators: [
        {
          code: 'IND_STOCK_LIQUIDITY',
          nameVi: 'Giá trị khớp lệnh bình quân phiên theo sàn',
          nameEn: 'Average matched value per session by exchange',
          description:
            'Giá trị khớp lệnh bình quân một phiên trong tháng trên HOSE, HNX và UPCoM: động lực chính của doanh thu môi giới và nhu cầu ký quỹ.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            path(
              LIQUIDITY,
              'Toàn thị trường',
              'Whole market',
              'tỷ đồng',
              [
                [2010, 2_300],
                [2011.9, 900],
                [2013, 1_400],
                [2015, 2_500],
                [2017, 5_000],
                [2018.3, 7_500],
                [2019.5, 4_500],
                [2020.3, 4_500],
                [2021.9, 30_000],
                [2022.9, 11_000],
                [2023.7, 20_000],
                [2024.9, 14_000],
                [2025.7, 30_000],
                [2027, 22_000],
              ],
              { noise: 0.12, relative: true, persistence: 0.7, min: 400 },
            ),
            [
              ['IND_STOCK_LIQUIDITY_HOSE', 'HOSE', 'HOSE', 0.75, 0.88],
              ['IND_STOCK_LIQUIDITY_HNX', 'HNX', 'HNX', 0.22, 0.07],
            ],
            { code: 'IND_STOCK_LIQUIDITY_UPCOM', nameVi: 'UPCoM', nameEn: 'UPCoM' },
          ),
        },
        {
          code: 'IND_STOCK_FOREIGN',
          nameVi: 'Giao dịch của nhà đầu tư nước ngoài',
          nameEn: 'Foreign investor trading',
          description:
            'Giá trị mua, bán và mua ròng của nhà đầu tư nước ngoài trên cả ba sàn trong tháng; bán ròng kéo dài thường đi cùng tỷ giá căng thẳng.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'column',
          series: [
            path(
              'IND_STOCK_FOREIGN_BUY',
              'Giá trị mua',
              'Purchases',
              'tỷ đồng',
              [
                [2010, 5_000],
                [2013, 6_000],
                [2017, 15_000],
                [2018.3, 30_000],
                [2020.3, 20_000],
                [2021.9, 45_000],
                [2022.9, 35_000],
                [2024.9, 40_000],
                [2025.7, 60_000],
                [2027, 50_000],
              ],
              { noise: 0.15, relative: true, persistence: 0.6, min: 1_000 },
            ),
            path(
              'IND_STOCK_FOREIGN_SELL',
              'Giá trị bán',
              'Sales',
              'tỷ đồng',
              [
                [2010, 4_500],
                [2013, 5_500],
                [2017, 13_500],
                [2018.3, 28_000],
                [2020.3, 22_000],
                [2021.9, 50_000],
                [2022.9, 33_000],
                [2024.9, 47_000],
                [2025.7, 68_000],
                [2027, 52_000],
              ],
              { noise: 0.15, relative: true, persistence: 0.6, min: 1_000 },
            ),
            combined(
              'IND_STOCK_FOREIGN_NET',
              'Mua ròng',
              'Net purchases',
              'tỷ đồng',
              'difference',
              'IND_STOCK_FOREIGN_BUY',
              'IND_STOCK_FOREIGN_SELL',
            ),
          ],
        },
        {
          code: 'IND_STOCK_ACCOUNTS',
          nameVi: 'Tài khoản chứng khoán mở mới',
          nameEn: 'New securities accounts',
          description:
            'Số tài khoản của nhà đầu tư trong nước mở mới trong tháng (VSDC): dòng tiền mới vào thị trường, thường tăng vọt ở các con sóng tăng giá.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            path(
              'IND_STOCK_ACCOUNTS_NEW',
              'Tài khoản mở mới trong nước',
              'New domestic accounts',
              'nghìn tài khoản',
              [
                [2010, 12],
                [2012, 5],
                [2015, 8],
                [2018.3, 25],
                [2019.5, 15],
                [2020.3, 25],
                [2022, 250],
                [2022.9, 60],
                [2023.7, 130],
                [2024.9, 90],
                [2025.7, 250],
                [2027, 150],
              ],
              { noise: 0.15, relative: true, persistence: 0.7, min: 2 },
            ),
          ],
        },
      ],
    },
    {
      title: 'Công ty chứng khoán',
      indicators: [
        {
          code: 'IND_STOCK_MARGIN',
          nameVi: 'Dư nợ cho vay ký quỹ theo công ty chứng khoán',
          nameEn: 'Margin loans by broker',
          description:
            'Dư nợ cho vay giao dịch ký quỹ cuối quý của toàn thị trường và của các công ty chứng khoán niêm yết lớn: nguồn thu lãi và thước đo đòn bẩy của nhà đầu tư.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'stack_column',
          series: split(
            path(
              MARGIN,
              'Toàn thị trường',
              'Whole market',
              'tỷ đồng',
              [
                [2010, 12_000],
                [2011.9, 6_000],
                [2015, 25_000],
                [2018.3, 55_000],
                [2019.9, 55_000],
                [2020.3, 45_000],
                [2021.9, 200_000],
                [2022.9, 130_000],
                [2023.9, 175_000],
                [2024.9, 240_000],
                [2025.9, 380_000],
                [2027, 420_000],
              ],
              { noise: 0.05, relative: true, persistence: 0.8, min: 3_000 },
            ),
            [
              ['IND_STOCK_MARGIN_SSI', 'SSI', 'SSI', 0.1, 0.1, 'SSI'],
              ['IND_STOCK_MARGIN_HCM', 'HSC', 'HSC', 0.09, 0.07, 'HCM'],
              ['IND_STOCK_MARGIN_VND', 'VNDIRECT', 'VNDIRECT', 0.07, 0.05, 'VND'],
              ['IND_STOCK_MARGIN_VCI', 'Vietcap', 'Vietcap', 0.03, 0.06, 'VCI'],
              ['IND_STOCK_MARGIN_MBS', 'MBS', 'MBS', 0.02, 0.04, 'MBS'],
              ['IND_STOCK_MARGIN_SHS', 'SHS', 'SHS', 0.02, 0.015, 'SHS'],
            ],
            { code: 'IND_STOCK_MARGIN_OTHER', nameVi: 'Công ty khác', nameEn: 'Other brokers' },
          ),
        },
        {
          code: 'IND_STOCK_BROKER_SHARE',
          nameVi: 'Thị phần môi giới cổ phiếu trên HOSE',
          nameEn: 'HOSE brokerage market share',
          description:
            'Thị phần giá trị môi giới cổ phiếu và chứng chỉ quỹ trên HOSE theo quý: cạnh tranh phí và sự trỗi dậy của các công ty chứng khoán số.',
          frequency: 'quarter',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            brokerShare('IND_STOCK_SHARE_SSI', 'SSI', 'SSI', [
              [2010, 12],
              [2016, 12],
              [2020, 10.5],
              [2024, 9],
              [2027, 9],
            ]),
            brokerShare('IND_STOCK_SHARE_VPS', 'VPS (chưa niêm yết)', null, [
              [2010, 1],
              [2016, 5],
              [2020, 14],
              [2022, 17],
              [2024, 19],
              [2027, 18],
            ]),
            brokerShare('IND_STOCK_SHARE_HCM', 'HSC', 'HCM', [
              [2010, 11],
              [2016, 10],
              [2020, 8],
              [2024, 6.5],
              [2027, 6],
            ]),
            brokerShare('IND_STOCK_SHARE_VND', 'VNDIRECT', 'VND', [
              [2010, 4],
              [2016, 5],
              [2020, 6.5],
              [2022, 7],
              [2024, 6],
              [2027, 6],
            ]),
            brokerShare('IND_STOCK_SHARE_VCI', 'Vietcap', 'VCI', [
              [2010, 3],
              [2016, 6],
              [2020, 5],
              [2024, 6],
              [2027, 6],
            ]),
            brokerShare('IND_STOCK_SHARE_MBS', 'MBS', 'MBS', [
              [2010, 2],
              [2016, 3],
              [2020, 3.5],
              [2024, 4.5],
              [2027, 4.5],
            ]),
          ],
        },
      ],
    },
  ],
};
