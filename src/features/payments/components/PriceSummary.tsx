import { Descriptions, Spin, Tag, Typography } from 'antd';
import { PLAN_LABELS, type Plan } from '@/common/constants/plans';
import { durationLabel, formatVnd } from '../pricingView';

export interface PriceLines {
  listAmount: number;
  discountAmount: number;
  discountCode: string | null;
  /** An upgrade's credit for the unused days of the lower plan (0 otherwise). */
  creditAmount?: number;
  amount: number;
}

interface PriceSummaryProps {
  plan: Plan;
  months: number;
  lines: PriceLines;
  loading: boolean;
}

/** List price, discount, an upgrade's credit and total of the order about to be created. */
export function PriceSummary({ plan, months, lines, loading }: PriceSummaryProps) {
  return (
    <Spin spinning={loading}>
      <Descriptions column={1} size="small" bordered data-testid="price-summary">
        <Descriptions.Item label="Gói dịch vụ">
          {PLAN_LABELS[plan]} · {durationLabel(months)}
        </Descriptions.Item>
        <Descriptions.Item label="Giá gói">
          <span data-testid="price-list">{formatVnd(lines.listAmount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Giảm giá">
          <span data-testid="price-discount">
            {lines.discountAmount > 0 ? `-${formatVnd(lines.discountAmount)}` : formatVnd(0)}
          </span>
          {lines.discountCode && (
            <Tag color="green" style={{ marginLeft: 8 }}>
              {lines.discountCode}
            </Tag>
          )}
        </Descriptions.Item>
        {lines.creditAmount ? (
          <Descriptions.Item label="Quy đổi gói đang dùng">
            <span data-testid="price-credit">-{formatVnd(lines.creditAmount)}</span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Tổng thanh toán">
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="price-total">
            {formatVnd(lines.amount)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Spin>
  );
}
