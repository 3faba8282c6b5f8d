import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DividendEntitlement, PayoutYear } from '@/common/contracts/corporateEvents';
import { formatByUnit, formatDate, formatNumber, formatPercent, MISSING_VALUE } from '@/common/format';
import { KindTag } from './eventColumns';

/** A figure, or "-" with the reason it is missing written under it. */
function Figure({ text, reason }: { text: string; reason: string | null }) {
  if (text !== MISSING_VALUE || !reason) return <>{text}</>;
  return (
    <Space orientation="vertical" size={0}>
      <span>{MISSING_VALUE}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {reason}
      </Typography.Text>
    </Space>
  );
}

const vnd = (value: number | null) =>
  value === null ? MISSING_VALUE : formatNumber(value, value % 1 === 0 ? 0 : 2);

/** Where an adjustment's figures come from, in words. */
export function adjustmentSource(entitlement: DividendEntitlement): string {
  const adjustment = entitlement.adjustment;
  if (!adjustment) return MISSING_VALUE;
  const rounding = adjustment.rounded ? ', làm tròn theo bước giá' : '';
  if (adjustment.from === 'price_adjustments') return `Điều chỉnh đã lưu (dữ liệu giá)${rounding}`;
  return `Tính theo công thức${rounding}`;
}

export const DIVIDEND_COLUMNS: ColumnsType<DividendEntitlement> = [
  { title: 'Ngày GDKHQ', dataIndex: 'exDate', key: 'exDate', render: (value: string) => formatDate(value) },
  {
    title: 'Loại',
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: DividendEntitlement['kind']) => <KindTag kind={kind} />,
  },
  {
    title: 'Năm tài chính',
    dataIndex: 'fiscalYear',
    key: 'fiscalYear',
    render: (year: number | null) => year ?? MISSING_VALUE,
  },
  { title: 'Tiền/CP (đ)', dataIndex: 'cashPerShare', key: 'cash', align: 'right', render: vnd },
  {
    title: 'Tỷ lệ',
    key: 'ratio',
    render: (_value: unknown, item) =>
      item.ratioText === null
        ? MISSING_VALUE
        : item.pricePerShare === null
          ? item.ratioText
          : `${item.ratioText}, giá ${formatNumber(item.pricePerShare, 0)} đ`,
  },
  {
    title: 'Lợi suất tại ngày GDKHQ',
    key: 'yield',
    align: 'right',
    render: (_value: unknown, item) =>
      item.kind === 'cash_dividend' ? (
        <Figure text={formatPercent(item.yieldAtExDate)} reason={item.yieldReason} />
      ) : (
        MISSING_VALUE
      ),
  },
  {
    title: 'Tỷ lệ chi trả năm',
    key: 'payout',
    align: 'right',
    render: (_value: unknown, item) =>
      item.kind === 'cash_dividend' ? (
        <Figure text={formatPercent(item.payoutRatio)} reason={item.payoutReason} />
      ) : (
        MISSING_VALUE
      ),
  },
  {
    title: 'Giá phiên trước (P_prev)',
    key: 'previous',
    align: 'right',
    render: (_value: unknown, item) => (
      <Figure text={vnd(item.adjustment?.previousClose ?? null)} reason={item.adjustmentReason} />
    ),
  },
  {
    title: 'Giá tham chiếu (P_ref)',
    key: 'ref',
    align: 'right',
    render: (_value: unknown, item) => vnd(item.adjustment?.refPrice ?? null),
  },
  {
    title: 'Hệ số điều chỉnh',
    key: 'factor',
    align: 'right',
    render: (_value: unknown, item) => formatNumber(item.adjustment?.factor ?? null, 4),
  },
  {
    title: 'Công thức giá tham chiếu',
    key: 'formula',
    render: (_value: unknown, item) =>
      item.adjustment ? (
        <Space orientation="vertical" size={0}>
          <Typography.Text code>{item.adjustment.formula}</Typography.Text>
          {item.adjustment.working && <Typography.Text>{item.adjustment.working}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {adjustmentSource(item)}
          </Typography.Text>
        </Space>
      ) : (
        MISSING_VALUE
      ),
  },
];

export const PAYOUT_COLUMNS: ColumnsType<PayoutYear> = [
  { title: 'Năm tài chính', dataIndex: 'fiscalYear', key: 'year' },
  { title: 'Cổ tức tiền/CP (đ)', dataIndex: 'cashPerShare', key: 'cash', align: 'right', render: vnd },
  {
    title: 'Cổ tức/CP theo số cổ phiếu hiện nay (đ)',
    dataIndex: 'dividendsPerShare',
    key: 'dps',
    align: 'right',
    render: (value: number) => formatNumber(value, 0),
  },
  {
    title: 'EPS (đ)',
    dataIndex: 'eps',
    key: 'eps',
    align: 'right',
    render: (value: number | null) => formatNumber(value, 0),
  },
  {
    title: 'LNST cổ đông công ty mẹ (tỷ đồng)',
    dataIndex: 'netProfitParent',
    key: 'profit',
    align: 'right',
    render: (value: number | null) => formatByUnit(value, 'billion'),
  },
  {
    title: 'Tỷ lệ chi trả',
    key: 'payout',
    align: 'right',
    render: (_value: unknown, item) => <Figure text={formatPercent(item.payoutRatio)} reason={item.reason} />,
  },
];
