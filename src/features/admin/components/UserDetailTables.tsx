import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Table, Tag } from 'antd';
import { PLAN_LABELS, PAYMENT_METHOD_LABELS } from '@/common/constants/plans';
import { ORDER_STATUS_LABELS, type AdminUserDetail } from '@/common/contracts/admin';
import { useRemoveUserDeviceMutation } from '../adminApi';
import { formatDateTime, formatVnd } from '../adminFormat';
import { toast } from '@/lib/toast';

/** The account's devices, each removable. */
export function Devices({ user }: { user: AdminUserDetail }) {
  const [remove, { isLoading, originalArgs }] = useRemoveUserDeviceMutation();
  return (
    <Table
      rowKey="deviceId"
      size="small"
      pagination={false}
      dataSource={user.devices}
      locale={{ emptyText: <Empty description="Chưa có thiết bị nào" /> }}
      columns={[
        { title: 'Thiết bị', dataIndex: 'name' },
        { title: 'Lần đầu', dataIndex: 'firstSeenAt', render: (value: string) => formatDateTime(value) },
        { title: 'Gần nhất', dataIndex: 'lastSeenAt', render: (value: string) => formatDateTime(value) },
        {
          title: 'Phiên',
          dataIndex: 'liveSessions',
          render: (value: number) => (value > 0 ? <Tag color="green">Đang đăng nhập</Tag> : <Tag>Không</Tag>),
        },
        {
          title: '',
          key: 'remove',
          render: (_, device) => (
            <Popconfirm
              title="Xoá thiết bị này?"
              description="Thiết bị bị đăng xuất ngay; người dùng có thể đăng nhập lại nếu còn chỗ."
              okText="Xoá"
              okButtonProps={{ danger: true }}
              cancelText="Huỷ"
              onConfirm={() => {
                void (async () => {
                  const { data: done } = await remove({ userId: user.id, deviceId: device.deviceId });
                  if (done) toast.success(done.message);
                })();
              }}
            >
              <Button
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                loading={isLoading && originalArgs?.deviceId === device.deviceId}
                aria-label={`Xoá thiết bị ${device.name}`}
              >
                Xoá
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}

/** The account's newest orders. */
export function Orders({ user }: { user: AdminUserDetail }) {
  return (
    <Table
      rowKey="orderCode"
      size="small"
      pagination={false}
      dataSource={user.orders}
      locale={{ emptyText: <Empty description="Chưa có đơn hàng nào" /> }}
      scroll={{ x: 640 }}
      columns={[
        { title: 'Mã đơn', dataIndex: 'orderCode' },
        {
          title: 'Gói',
          key: 'plan',
          render: (_, order) => `${PLAN_LABELS[order.plan]} ${String(order.months)} tháng`,
        },
        {
          title: 'Phương thức',
          dataIndex: 'method',
          render: (value: keyof typeof PAYMENT_METHOD_LABELS) => PAYMENT_METHOD_LABELS[value],
        },
        {
          title: 'Số tiền',
          dataIndex: 'amount',
          align: 'right',
          render: (value: number) => formatVnd(value),
        },
        {
          title: 'Trạng thái',
          dataIndex: 'status',
          render: (value: keyof typeof ORDER_STATUS_LABELS) => ORDER_STATUS_LABELS[value],
        },
        { title: 'Ngày tạo', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
      ]}
    />
  );
}
