import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import Link from 'next/link';
import { PAYMENT_METHOD_LABELS, PLAN_LABELS } from '@/common/constants/plans';
import type { OrderView } from '@/common/contracts/payments';
import { formatVietnamTime } from '@/features/account/accountFormat';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '../orderStatus';
import { useGetMyOrdersQuery } from '../paymentsApi';
import {
  durationLabel,
  errorMessage,
  formatPlanDay,
  formatVnd,
  HISTORY_PATH,
  PRICING_PATH,
  resultUrl,
} from '../pricingView';
import { useRequireLogin } from '../useRequireLogin';

const COLUMNS: TableColumnsType<OrderView> = [
  {
    key: 'orderCode',
    title: 'Mã đơn hàng',
    render: (_: unknown, order) => <Link href={resultUrl(order.orderCode)}>{order.orderCode}</Link>,
  },
  {
    key: 'plan',
    title: 'Gói',
    render: (_: unknown, order) => `${PLAN_LABELS[order.plan]} · ${durationLabel(order.months)}`,
  },
  { key: 'method', title: 'Phương thức', render: (_: unknown, order) => PAYMENT_METHOD_LABELS[order.method] },
  {
    key: 'amount',
    title: 'Số tiền',
    align: 'right',
    render: (_: unknown, order) => formatVnd(order.amount),
  },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (_: unknown, order) => (
      <Tag color={ORDER_STATUS_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>
    ),
  },
  {
    key: 'expiryAfter',
    title: 'Hạn sử dụng đến',
    render: (_: unknown, order) => (order.status === 'paid' ? formatPlanDay(order.expiryAfter) : '-'),
  },
  {
    key: 'createdAt',
    title: 'Thời gian tạo',
    render: (_: unknown, order) => formatVietnamTime(order.createdAt),
  },
];

/** The signed-in user's orders, newest first as the server lists them. */
export function OrderHistory() {
  const { signedIn } = useRequireLogin(HISTORY_PATH);
  const query = useGetMyOrdersQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });

  let body;
  if (!signedIn || query.isLoading || query.isUninitialized) {
    body = <Skeleton active paragraph={{ rows: 5 }} data-testid="history-loading" />;
  } else if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Không tải được lịch sử giao dịch."
        description={errorMessage(query.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <Empty description="Bạn chưa có giao dịch nào.">
        <Link href={PRICING_PATH}>
          <Button type="primary" tabIndex={-1}>
            Xem bảng giá dịch vụ
          </Button>
        </Link>
      </Empty>
    );
  } else {
    body = (
      <Table<OrderView>
        size="small"
        rowKey="orderCode"
        columns={COLUMNS}
        dataSource={query.data}
        loading={query.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="history-table"
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Lịch sử giao dịch</Typography.Title>
      <Card
        extra={
          <Link href={PRICING_PATH}>
            <Button tabIndex={-1}>Mua thêm gói</Button>
          </Link>
        }
        title="Đơn hàng của bạn"
      >
        {body}
      </Card>
    </Flex>
  );
}
