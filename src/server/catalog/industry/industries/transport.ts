import { growing } from '../../macro/build';
import { company, FLOW, MONTHLY, price, split } from '../helpers';
import type { IndustrySpec } from '../types';

const CONTAINER = 'IND_TRANSPORT_CONTAINER_TOTAL';
const FREIGHT = 'IND_TRANSPORT_FREIGHT_VOLUME_TOTAL';

/** Ports and shipping: boxes through each port cluster, what a box costs to ship, who handles them. */
export const TRANSPORT: IndustrySpec = {
  industry: 'TRANSPORT',
  description:
    'Sản lượng container qua các cụm cảng biển, chỉ số cước vận tải container (SCFI, CCFI) và giá cước tuyến chính, sản lượng của doanh nghiệp cảng và vận tải biển niêm yết.',
  tickers: ['GMD', 'HAH', 'VSC', 'VOS', 'SCS'],
  headline: 'IND_TRANSPORT_CONTAINER',
  sections: [
    {
      title: 'Sản lượng cảng biển',
      indicators: [
        {
          code: 'IND_TRANSPORT_CONTAINER',
          nameVi: 'Sản lượng container qua cảng biển theo khu vực',
          nameEn: 'Container throughput by port cluster',
          description:
            'Sản lượng container thông qua cảng biển Việt Nam hằng tháng theo cụm cảng. Cái Mép - Thị Vải nhận tàu mẹ đi thẳng Mỹ, châu Âu nên tăng nhanh hơn các cảng sông TP.HCM.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'stack_column',
          series: split(
            growing(CONTAINER, 'Cả nước', 'Whole country', 'nghìn TEU', {
              base: 560,
              growth: 11,
              noise: 0.05,
              season: 'tetTrade',
              covid: 0.05,
            }),
            [
              ['IND_TRANSPORT_CONTAINER_HAIPHONG', 'Hải Phòng', 'Hai Phong', 0.3, 0.26],
              ['IND_TRANSPORT_CONTAINER_CAIMEP', 'Cái Mép - Thị Vải', 'Cai Mep - Thi Vai', 0.06, 0.26],
              ['IND_TRANSPORT_CONTAINER_HCMC', 'TP.HCM', 'Ho Chi Minh City', 0.52, 0.33],
            ],
            { code: 'IND_TRANSPORT_CONTAINER_OTHER', nameVi: 'Cảng khác', nameEn: 'Other ports' },
          ),
        },
        {
          code: 'IND_TRANSPORT_COMPANY',
          nameVi: 'Sản lượng container của doanh nghiệp niêm yết',
          nameEn: 'Container volumes of listed companies',
          description:
            'Sản lượng container qua cảng của Gemadept và Viconship, sản lượng vận chuyển của đội tàu Hải An, hằng tháng.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'column',
          series: [
            company(
              growing('IND_TRANSPORT_COMPANY_GMD', 'Gemadept (cảng)', 'Gemadept (ports)', 'nghìn TEU', {
                base: 60,
                growth: 11,
                noise: 0.06,
                season: 'tetTrade',
                covid: 0.05,
              }),
              'GMD',
            ),
            company(
              growing('IND_TRANSPORT_COMPANY_VSC', 'Viconship (cảng)', 'Viconship (ports)', 'nghìn TEU', {
                base: 40,
                growth: 6,
                noise: 0.07,
                season: 'tetTrade',
                covid: 0.05,
              }),
              'VSC',
            ),
            company(
              growing('IND_TRANSPORT_COMPANY_HAH', 'Hải An (vận chuyển)', 'Hai An (shipping)', 'nghìn TEU', {
                base: 12,
                growth: 14,
                noise: 0.07,
                season: 'tetTrade',
              }),
              'HAH',
            ),
          ],
        },
      ],
    },
    {
      title: 'Cước vận tải biển',
      indicators: [
        {
          code: 'IND_TRANSPORT_FREIGHT_INDEX',
          nameVi: 'Chỉ số cước container',
          nameEn: 'Container freight indices',
          description:
            'Chỉ số cước container xuất khẩu Thượng Hải (SCFI) và Trung Quốc (CCFI), bình quân tháng: thước đo cung cầu tàu toàn cầu, tác động ngược chiều đến chủ hàng và cùng chiều đến hãng tàu.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_TRANSPORT_FREIGHT_SCFI',
              'SCFI (Thượng Hải)',
              'SCFI (Shanghai)',
              'điểm',
              [
                [2010, 1_300],
                [2012, 1_150],
                [2016.2, 420],
                [2019, 800],
                [2020.4, 900],
                [2022, 5_000],
                [2023.1, 1_000],
                [2024.5, 3_500],
                [2025.3, 1_500],
                [2027, 1_300],
              ],
              0.06,
            ),
            price(
              'IND_TRANSPORT_FREIGHT_CCFI',
              'CCFI (Trung Quốc)',
              'CCFI (China)',
              'điểm',
              [
                [2010, 1_100],
                [2012, 1_050],
                [2016.3, 650],
                [2019, 820],
                [2020.4, 880],
                [2022.1, 3_400],
                [2023.2, 950],
                [2024.6, 2_100],
                [2025.4, 1_250],
                [2027, 1_150],
              ],
              0.04,
            ),
          ],
        },
        {
          code: 'IND_TRANSPORT_ROUTE_RATES',
          nameVi: 'Giá cước container tuyến chính',
          nameEn: 'Container rates on main lanes',
          description:
            'Giá cước giao ngay một container 40 feet từ châu Á đi bờ Tây Mỹ và Bắc Âu: chi phí logistics của hàng xuất khẩu dệt may, đồ gỗ, thủy sản.',
          frequency: 'month',
          valueTypes: MONTHLY,
          chartType: 'line',
          series: [
            price(
              'IND_TRANSPORT_RATE_USWC',
              'Châu Á - bờ Tây Mỹ',
              'Asia - US West Coast',
              'USD/FEU',
              [
                [2010, 1_900],
                [2012, 1_800],
                [2016.2, 1_000],
                [2019, 1_500],
                [2020.4, 1_600],
                [2021.7, 10_000],
                [2023, 1_500],
                [2024.5, 6_000],
                [2025.3, 2_500],
                [2027, 2_200],
              ],
              0.07,
            ),
            price(
              'IND_TRANSPORT_RATE_NEUROPE',
              'Châu Á - Bắc Âu',
              'Asia - North Europe',
              'USD/FEU',
              [
                [2010, 2_200],
                [2012, 1_700],
                [2016.2, 600],
                [2019, 1_600],
                [2020.4, 1_700],
                [2021.8, 14_000],
                [2023.1, 1_500],
                [2024.5, 8_000],
                [2025.3, 3_000],
                [2027, 2_600],
              ],
              0.07,
            ),
          ],
        },
      ],
    },
    {
      title: 'Vận tải hàng hóa',
      indicators: [
        {
          code: 'IND_TRANSPORT_FREIGHT_VOLUME',
          nameVi: 'Khối lượng hàng hóa vận chuyển theo phương thức',
          nameEn: 'Freight carried by mode',
          description:
            'Khối lượng hàng hóa vận chuyển trong nước hằng tháng theo đường bộ, đường thủy nội địa và đường biển.',
          frequency: 'month',
          valueTypes: FLOW,
          chartType: 'stack_column',
          series: split(
            growing(FREIGHT, 'Tổng khối lượng', 'Total freight', 'triệu tấn', {
              base: 68,
              growth: 8,
              noise: 0.03,
              season: 'tetTrade',
              covid: 0.2,
            }),
            [
              ['IND_TRANSPORT_FREIGHT_ROAD', 'Đường bộ', 'Road', 0.74, 0.75],
              ['IND_TRANSPORT_FREIGHT_INLAND', 'Đường thủy nội địa', 'Inland waterway', 0.18, 0.18],
              ['IND_TRANSPORT_FREIGHT_SEA', 'Đường biển', 'Sea', 0.06, 0.05],
            ],
            {
              code: 'IND_TRANSPORT_FREIGHT_OTHER',
              nameVi: 'Đường sắt, hàng không',
              nameEn: 'Rail and air',
            },
          ),
        },
      ],
    },
  ],
};
