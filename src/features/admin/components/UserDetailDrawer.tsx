import { DeleteOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { Typography } from '@/components/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PLANS, PLAN_LABELS, PAYMENT_METHOD_LABELS, type Plan } from '@/common/constants/plans';
import { ORDER_STATUS_LABELS, type AdminUserDetail } from '@/common/contracts/admin';
import {
  useGetAdminUserQuery,
  useRemoveUserDeviceMutation,
  useSetUserLockMutation,
  useSetUserPlanMutation,
} from '../adminApi';
import { PLAN_COLORS, formatDateTime, formatDay, formatVnd, planLabel } from '../adminFormat';
import { toast } from '@/lib/toast';

interface UserDetailDrawerProps {
  userId: number | null;
  onClose: () => void;
}

const PLAN_DAY_FIELDS: Record<Plan, 'expiredDayBasic' | 'expiredDayPro' | 'expiredDayPremium'> = {
  BASIC: 'expiredDayBasic',
  PRO: 'expiredDayPro',
  PREMIUM: 'expiredDayPremium',
};

interface PlanFormValues {
  plan: Plan;
  expiredDay: Dayjs | null;
}

/** Sets one plan's last day directly (empty date = take the plan away). */
function PlanForm({ user }: { user: AdminUserDetail }) {
  const [form] = Form.useForm<PlanFormValues>();
  const [setPlan, { isLoading }] = useSetUserPlanMutation();
  const dayOf = (plan: Plan) => {
    const day = user[PLAN_DAY_FIELDS[plan]];
    return day ? dayjs(day) : null;
  };

  const save = async (values: PlanFormValues) => {
    const { data: saved } = await setPlan({
      userId: user.id,
      plan: values.plan,
      expiredDay: values.expiredDay ? values.expiredDay.format('YYYY-MM-DD') : null,
    });
    if (saved) toast.success('Đã cập nhật hạn gói dịch vụ.');
  };

  return (
    <Form<PlanFormValues>
      form={form}
      layout="inline"
      initialValues={{ plan: user.planType ?? 'BASIC', expiredDay: dayOf(user.planType ?? 'BASIC') }}
      onValuesChange={(changed: Partial<PlanFormValues>) => {
        if (changed.plan) form.setFieldsValue({ expiredDay: dayOf(changed.plan) });
      }}
      onFinish={(values) => void save(values)}
      data-testid="admin-plan-form"
    >
      <Form.Item name="plan" label="Gói">
        <Select
          style={{ width: 160 }}
          options={PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
        />
      </Form.Item>
      <Form.Item
        name="expiredDay"
        label="Ngày hết hạn"
        tooltip="Ngày cuối cùng còn dùng được gói; để trống để bỏ gói"
      >
        <DatePicker format="DD/MM/YYYY" placeholder="Không có" allowClear />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Lưu hạn gói
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Lock (with a reason; every session ends) or unlock the account. */
function LockPanel({ user }: { user: AdminUserDetail }) {
  const [reason, setReason] = useState('');
  const [setLock, { isLoading }] = useSetUserLockMutation();

  const change = async (locked: boolean) => {
    const { data: saved } = await setLock({ userId: user.id, locked, reason: reason.trim() || undefined });
    if (saved) {
      toast.success(locked ? 'Đã khoá tài khoản và đăng xuất mọi phiên.' : 'Đã mở khoá tài khoản.');
      setReason('');
    }
  };

  if (user.locked) {
    return (
      <Alert
        type="error"
        showIcon
        title={`Tài khoản bị khoá từ ${formatDateTime(user.lockedAt)}`}
        description={user.lockReason ? `Lý do: ${user.lockReason}` : 'Không ghi lý do.'}
        action={
          <Popconfirm
            title="Mở khoá tài khoản này?"
            okText="Mở khoá"
            cancelText="Huỷ"
            onConfirm={() => void change(false)}
          >
            <Button icon={<UnlockOutlined />} loading={isLoading}>
              Mở khoá
            </Button>
          </Popconfirm>
        }
      />
    );
  }
  return (
    <Flex gap={8} wrap>
      <Input
        placeholder="Lý do khoá (không bắt buộc)"
        maxLength={500}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
        style={{ maxWidth: 360 }}
      />
      <Popconfirm
        title="Khoá tài khoản này?"
        description="Người dùng sẽ bị đăng xuất trên mọi thiết bị và không thể đăng nhập."
        okText="Khoá"
        okButtonProps={{ danger: true }}
        cancelText="Huỷ"
        onConfirm={() => void change(true)}
      >
        <Button danger icon={<LockOutlined />} loading={isLoading}>
          Khoá tài khoản
        </Button>
      </Popconfirm>
    </Flex>
  );
}

function Devices({ user }: { user: AdminUserDetail }) {
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
                icon={<DeleteOutlined />}
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

function Orders({ user }: { user: AdminUserDetail }) {
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

/** One account: facts, plan days, lock, devices and the newest orders. */
export function UserDetailDrawer({ userId, onClose }: UserDetailDrawerProps) {
  const { data: user, isFetching, isError } = useGetAdminUserQuery(userId ?? 0, { skip: userId === null });
  const loaded = user && user.id === userId ? user : undefined;

  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={760}
      title={loaded ? `${loaded.name} (${loaded.email})` : 'Chi tiết người dùng'}
      destroyOnHidden
    >
      {!loaded ? (
        isError ? (
          <Empty description="Không tải được người dùng." />
        ) : (
          <Skeleton active />
        )
      ) : (
        <div data-testid="admin-user-detail">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            bordered
            items={[
              { key: 'id', label: 'ID', children: loaded.id },
              { key: 'phone', label: 'Điện thoại', children: loaded.phone ?? '-' },
              {
                key: 'status',
                label: 'Trạng thái',
                children: (
                  <Space size={4} wrap>
                    {loaded.status === 'active' ? (
                      <Tag color="green">Đã kích hoạt</Tag>
                    ) : (
                      <Tag>Chưa kích hoạt</Tag>
                    )}
                    {loaded.isAdmin ? <Tag color="geekblue">Quản trị viên</Tag> : null}
                    {loaded.locked ? <Tag color="red">Đã khoá</Tag> : null}
                  </Space>
                ),
              },
              {
                key: 'plan',
                label: 'Gói hiện tại',
                children: loaded.planType ? (
                  <Tag color={PLAN_COLORS[loaded.planType]}>{planLabel(loaded.planType)}</Tag>
                ) : (
                  'Miễn phí'
                ),
              },
              { key: 'basic', label: 'Hạn Cơ bản', children: formatDay(loaded.expiredDayBasic) },
              { key: 'pro', label: 'Hạn Chuyên nghiệp', children: formatDay(loaded.expiredDayPro) },
              { key: 'premium', label: 'Hạn Cao cấp', children: formatDay(loaded.expiredDayPremium) },
              {
                key: 'social',
                label: 'Đăng nhập mạng xã hội',
                children:
                  [loaded.isLogByGoogle ? 'Google' : null, loaded.isLogByFacebook ? 'Facebook' : null]
                    .filter(Boolean)
                    .join(', ') || 'Không',
              },
              { key: 'created', label: 'Ngày tạo', children: formatDateTime(loaded.createdAt) },
            ]}
          />
          <Divider titlePlacement="start">Hạn gói dịch vụ</Divider>
          <PlanForm
            key={`${String(loaded.id)}-${loaded.expiredDayBasic ?? ''}-${loaded.expiredDayPro ?? ''}-${loaded.expiredDayPremium ?? ''}`}
            user={loaded}
          />
          <Divider titlePlacement="start">Khoá tài khoản</Divider>
          <LockPanel user={loaded} />
          <Divider titlePlacement="start">Thiết bị ({loaded.devices.length})</Divider>
          <Devices user={loaded} />
          <Divider titlePlacement="start">Đơn hàng gần đây</Divider>
          <Orders user={loaded} />
          {isFetching ? (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              Đang cập nhật…
            </Typography.Text>
          ) : null}
        </div>
      )}
    </Drawer>
  );
}
