import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PLAN_LABELS,
  type PaymentMethod,
} from '@/common/constants/plans';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type AdminPaymentEvent,
} from '@/common/contracts/admin';
import type { OrderStatusName } from '@/common/contracts/payments';
import { useConfirmBankOrderMutation, useGetAdminOrdersQuery, useGetPaymentEventsQuery } from '../adminApi';
import { formatDateTime, formatVnd } from '../adminFormat';
import { toast } from '@/lib/toast';

const STATUS_COLORS: Record<OrderStatusName, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  cancelled: 'default',
  expired: 'default',
};

function OrdersTable() {
  const [status, setStatus] = useState<OrderStatusName | undefined>();
  const [method, setMethod] = useState<PaymentMethod | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching, refetch } = useGetAdminOrdersQuery({ status, method, q: search, page });
  const [confirmBank, confirming] = useConfirmBankOrderMutation();

  const columns: TableColumnsType<AdminOrder> = [
    {
      title: 'Mã đơn',
      dataIndex: 'orderCode',
      render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
    },
    { title: 'E-mail', dataIndex: 'userEmail' },
    {
      title: 'Gói',
      key: 'plan',
      render: (_, order) => `${PLAN_LABELS[order.plan]} ${String(order.months)} tháng`,
    },
    {
      title: 'Phương thức',
      dataIndex: 'method',
      render: (value: PaymentMethod) => PAYMENT_METHOD_LABELS[value],
    },
    {
      title: 'Số tiền',
      key: 'amount',
      align: 'right',
      render: (_, order) => (
        <Space vertical size={0} align="end">
          <Typography.Text strong>{formatVnd(order.amount)}</Typography.Text>
          {order.discountAmount > 0 ? (
            <Typography.Text type="secondary">
              {formatVnd(order.listAmount)} − {formatVnd(order.discountAmount)} ({order.discountCode ?? ''})
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      render: (value: OrderStatusName, order) => (
        <Space vertical size={0}>
          <Tag color={STATUS_COLORS[value]}>{ORDER_STATUS_LABELS[value]}</Tag>
          {order.resultMessage ? (
            <Typography.Text type="secondary">{order.resultMessage}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { title: 'Ngày tạo', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: '',
      key: 'actions',
      render: (_, order) =>
        order.method === 'BANK' && order.status === 'pending' ? (
          <Popconfirm
            title="Xác nhận đã nhận chuyển khoản?"
            description={`Đơn ${order.orderCode}: ${formatVnd(order.amount)}. Gói sẽ được kích hoạt cho ${order.userEmail}.`}
            okText="Xác nhận"
            cancelText="Huỷ"
            onConfirm={() => {
              void (async () => {
                const { data: confirmed } = await confirmBank(order.orderCode);
                if (confirmed) toast.success(`Đã xác nhận đơn ${order.orderCode}.`);
              })();
            }}
          >
            <Button
              type="primary"
              size="small"
              icon={<CheckCircleOutlined aria-hidden />}
              loading={confirming.isLoading && confirming.originalArgs === order.orderCode}
            >
              Xác nhận chuyển khoản
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Select<OrderStatusName>
          allowClear
          placeholder="Mọi trạng thái"
          style={{ width: 180 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
        />
        <Select<PaymentMethod>
          allowClear
          placeholder="Mọi phương thức"
          style={{ width: 220 }}
          value={method}
          onChange={(value) => {
            setMethod(value);
            setPage(1);
          }}
          options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
        />
        <Input.Search
          allowClear
          placeholder="Mã đơn, e-mail hoặc mã giảm giá"
          enterButton="Tìm"
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
          Tải lại
        </Button>
      </Flex>
      <Table<AdminOrder>
        rowKey="orderCode"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description="Không có đơn hàng nào" /> }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} đơn hàng`,
          onChange: setPage,
        }}
      />
    </>
  );
}

function PaymentEventsTable() {
  const [orderCode, setOrderCode] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching, refetch } = useGetPaymentEventsQuery({ orderCode, page });

  const columns: TableColumnsType<AdminPaymentEvent> = [
    { title: 'Thời điểm', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: 'Cổng',
      dataIndex: 'provider',
      render: (value: PaymentMethod) => PAYMENT_METHOD_LABELS[value],
    },
    { title: 'Mã đơn', dataIndex: 'orderCode', render: (value: string | null) => value ?? '-' },
    {
      title: 'Chữ ký',
      dataIndex: 'signatureValid',
      render: (value: boolean) => (value ? <Tag color="green">Hợp lệ</Tag> : <Tag color="red">Sai</Tag>),
    },
    { title: 'Kết quả xử lý', dataIndex: 'outcome', render: (value: string) => <Tag>{value}</Tag> },
  ];

  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Lọc theo mã đơn"
          enterButton="Lọc"
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setOrderCode(value.trim());
            setPage(1);
          }}
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
          Tải lại
        </Button>
      </Flex>
      <Table<AdminPaymentEvent>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description="Chưa có thông báo thanh toán nào" /> }}
        expandable={{
          expandedRowRender: (event) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(event.payload, null, 2)}
            </pre>
          ),
        }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} thông báo`,
          onChange: setPage,
        }}
      />
    </>
  );
}

/** Orders (filters, bank transfer confirmation) and the log of gateway notifications. */
export function OrdersScreen() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'orders', label: 'Đơn hàng', children: <OrdersTable /> },
        { key: 'events', label: 'Nhật ký thanh toán', children: <PaymentEventsTable /> },
      ]}
    />
  );
}
