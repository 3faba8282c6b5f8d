import { COMPANY_TYPE_LABELS, COMPANY_TYPES, EXCHANGES } from '../constants/market';
import type { CriterionDefinition } from './criteriaTypes';

/** Profile, price, liquidity and valuation criteria (criteria.ts). */

const EXCHANGE_OPTIONS = EXCHANGES.map((value) => ({ value, label: value }));
const COMPANY_TYPE_OPTIONS = COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }));

export const PROFILE: CriterionDefinition[] = [
  {
    key: 'EXCHANGE',
    label: 'Sàn niêm yết',
    kind: 'set',
    group: 'profile',
    options: EXCHANGE_OPTIONS,
    help: 'HOSE, HNX hoặc UPCoM.',
  },
  {
    key: 'ICB1',
    label: 'Ngành ICB cấp 1',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 1 của doanh nghiệp.',
  },
  {
    key: 'ICB2',
    label: 'Ngành ICB cấp 2',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 2 của doanh nghiệp.',
  },
  {
    key: 'ICB3',
    label: 'Ngành ICB cấp 3',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 3 của doanh nghiệp.',
  },
  {
    key: 'ICB4',
    label: 'Ngành ICB cấp 4',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 4 của doanh nghiệp.',
  },
  {
    key: 'COMPANY_TYPE',
    label: 'Loại hình doanh nghiệp',
    kind: 'set',
    group: 'profile',
    options: COMPANY_TYPE_OPTIONS,
    help: 'Ngân hàng, chứng khoán, bảo hiểm hay doanh nghiệp phi tài chính.',
  },
];

const change = (key: string, label: string, help: string): CriterionDefinition => ({
  key,
  label,
  kind: 'range',
  group: 'price',
  unit: 'percent',
  help,
});

export const PRICE: CriterionDefinition[] = [
  {
    key: 'PRICE',
    label: 'Giá hiện tại',
    kind: 'range',
    group: 'price',
    unit: 'vnd',
    help: 'Giá khớp gần nhất (giá tham chiếu khi chưa khớp), đồng/cổ phiếu.',
  },
  change('CHANGE_1D', 'Thay đổi giá 1 ngày', '(Giá - giá tham chiếu) / giá tham chiếu của phiên gần nhất.'),
  change(
    'CHANGE_1W',
    'Thay đổi giá 1 tuần',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 7 ngày trước - 1.',
  ),
  change(
    'CHANGE_1M',
    'Thay đổi giá 1 tháng',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 1 tháng trước - 1.',
  ),
  change(
    'CHANGE_3M',
    'Thay đổi giá 3 tháng',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 3 tháng trước - 1.',
  ),
  change(
    'CHANGE_YTD',
    'Thay đổi giá từ đầu năm',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh phiên cuối năm trước - 1.',
  ),
  change(
    'CHANGE_1Y',
    'Thay đổi giá 1 năm',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 1 năm trước - 1.',
  ),
  {
    key: 'MARKET_CAP',
    label: 'Vốn hóa',
    kind: 'range',
    group: 'price',
    unit: 'billionVnd',
    help: 'Giá × số cổ phiếu niêm yết.',
  },
];

export const LIQUIDITY: CriterionDefinition[] = [
  {
    key: 'VALUE',
    label: 'Giá trị giao dịch',
    kind: 'range',
    group: 'liquidity',
    unit: 'billionVnd',
    help: 'Tổng giá trị khớp lệnh và thỏa thuận của phiên gần nhất.',
  },
  {
    key: 'VOLUME',
    label: 'Khối lượng giao dịch',
    kind: 'range',
    group: 'liquidity',
    unit: 'shares',
    help: 'Tổng khối lượng của phiên gần nhất.',
  },
  {
    key: 'VALUE_AVG20',
    label: 'Giá trị giao dịch TB 20 phiên',
    kind: 'range',
    group: 'liquidity',
    unit: 'billionVnd',
    help: 'Trung bình giá trị giao dịch của 20 phiên trước phiên gần nhất.',
  },
  {
    key: 'VALUE_VS_AVG20',
    label: 'Giá trị so với TB 20 phiên',
    kind: 'range',
    group: 'liquidity',
    unit: 'times',
    help: 'Giá trị phiên gần nhất / trung bình 20 phiên trước đó.',
  },
  {
    key: 'VOLUME_VS_AVG20',
    label: 'Khối lượng so với TB 20 phiên (đột biến)',
    kind: 'range',
    group: 'liquidity',
    unit: 'times',
    help: 'Khối lượng phiên gần nhất / trung bình 20 phiên trước đó; từ 2 lần trở lên là đột biến.',
  },
];

export const VALUATION: CriterionDefinition[] = [
  {
    key: 'PE',
    label: 'P/E',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Giá hiện tại / EPS 4 quý gần nhất, như trang tổng quan doanh nghiệp (không tính khi EPS ≤ 0).',
  },
  {
    key: 'PB',
    label: 'P/B',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Giá hiện tại / giá trị sổ sách mỗi cổ phiếu của kỳ gần nhất.',
  },
  {
    key: 'PS',
    label: 'P/S',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Vốn hóa / doanh thu thuần 4 quý gần nhất.',
  },
  {
    key: 'EV_EBIT',
    label: 'EV/EBIT',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Giá trị doanh nghiệp / EBIT 4 quý. EV/EBITDA chưa có vì dữ liệu chưa tách khấu hao.',
  },
  {
    key: 'DIVIDEND_YIELD',
    label: 'Tỷ suất cổ tức',
    kind: 'range',
    group: 'valuation',
    unit: 'percent',
    help: 'Cổ tức tiền mặt 12 tháng gần nhất / giá hiện tại.',
  },
];
