import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import Link from 'next/link';
import type { CreatedOrder } from '@/common/contracts/payments';
import { BANK_PENDING_NOTICE } from '../orderStatus';
import { formatVnd, HISTORY_PATH, resultUrl } from '../pricingView';

type BankTransfer = NonNullable<CreatedOrder['bankTransfer']>;

function Copyable({ text, testId }: { text: string; testId: string }) {
  return (
    <Typography.Text strong copyable={{ text, tooltips: ['Sao chép', 'Đã sao chép'] }} data-testid={testId}>
      {text}
    </Typography.Text>
  );
}

/** Where to transfer and what to write; an administrator confirms the transfer. */
export function BankTransferPanel({ order, transfer }: { order: CreatedOrder; transfer: BankTransfer }) {
  return (
    <Flex vertical gap={16} data-testid="bank-transfer">
      <SectionTitle level={2} looks={4} style={{ margin: 0 }}>
        Thông tin chuyển khoản
      </SectionTitle>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Ngân hàng">{transfer.bankName}</Descriptions.Item>
        <Descriptions.Item label="Số tài khoản">
          <Copyable text={transfer.accountNumber} testId="bank-account-number" />
        </Descriptions.Item>
        <Descriptions.Item label="Chủ tài khoản">{transfer.accountName}</Descriptions.Item>
        <Descriptions.Item label="Số tiền">
          <Typography.Text
            strong
            copyable={{ text: String(order.amount), tooltips: ['Sao chép', 'Đã sao chép'] }}
            data-testid="bank-amount"
          >
            {formatVnd(order.amount)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Nội dung chuyển khoản">
          <Copyable text={transfer.content} testId="bank-content" />
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon title={BANK_PENDING_NOTICE} />
      <Typography.Text type="secondary">
        Vui lòng ghi đúng nội dung chuyển khoản (mã đơn hàng {order.orderCode}) để đơn được xác nhận nhanh.
      </Typography.Text>
      <Flex gap={8} wrap>
        <Link href={resultUrl(order.orderCode)}>
          <Button type="primary" tabIndex={-1}>
            Xem trạng thái đơn hàng
          </Button>
        </Link>
        <Link href={HISTORY_PATH}>
          <Button tabIndex={-1}>Xem lịch sử giao dịch</Button>
        </Link>
      </Flex>
    </Flex>
  );
}
