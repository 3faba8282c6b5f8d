import { Descriptions, Divider, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useGetAdminUserQuery } from '../adminApi';
import { PLAN_COLORS, formatDateTime, formatDay, planLabel } from '../adminFormat';
import { LockPanel, PlanForm } from './UserAccountForms';
import { Devices, Orders } from './UserDetailTables';

interface UserDetailDrawerProps {
  userId: number | null;
  onClose: () => void;
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
