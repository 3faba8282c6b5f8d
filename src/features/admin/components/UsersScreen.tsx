import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminUserRow } from '@/common/contracts/admin';
import { useGetAdminUsersQuery } from '../adminApi';
import { PLAN_COLORS, formatDateTime, formatDay, planLabel } from '../adminFormat';
import { UserDetailDrawer } from './UserDetailDrawer';

function planDays(row: AdminUserRow) {
  const days = [
    ['Cơ bản', row.expiredDayBasic],
    ['Chuyên nghiệp', row.expiredDayPro],
    ['Cao cấp', row.expiredDayPremium],
  ] as const;
  const set = days.filter(([, day]) => day !== null);
  if (set.length === 0) return <Typography.Text type="secondary">Chưa có</Typography.Text>;
  return (
    <Space vertical size={0}>
      {set.map(([label, day]) => (
        <span key={label}>
          {label}: {formatDay(day)}
        </span>
      ))}
    </Space>
  );
}

/** Accounts: search (e-mail, name without accents, phone), 20 a page, the detail drawer. */
export function UsersScreen() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const { data, isFetching, refetch } = useGetAdminUsersQuery({ q: search, page });

  const columns: TableColumnsType<AdminUserRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: 'Tài khoản',
      key: 'account',
      render: (_, row) => (
        <Space vertical size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text copyable={{ text: row.email }}>{row.email}</Typography.Text>
          {row.phone ? <Typography.Text type="secondary">{row.phone}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: 'Gói hiện tại',
      key: 'plan',
      render: (_, row) =>
        row.planType ? (
          <Tag color={PLAN_COLORS[row.planType]}>{planLabel(row.planType)}</Tag>
        ) : (
          <Tag>Miễn phí</Tag>
        ),
    },
    { title: 'Hạn gói', key: 'days', render: (_, row) => planDays(row) },
    {
      title: 'Trạng thái',
      key: 'status',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.status === 'active' ? <Tag color="green">Đã kích hoạt</Tag> : <Tag>Chưa kích hoạt</Tag>}
          {row.isAdmin ? <Tag color="geekblue">Quản trị viên</Tag> : null}
          {row.locked ? (
            <Tag color="red" title={row.lockReason ?? undefined}>
              Đã khoá
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { title: 'Thiết bị', dataIndex: 'deviceCount', width: 90, align: 'right' },
    { title: 'Ngày tạo', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: '',
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => {
            setOpenUserId(row.id);
          }}
          aria-label={`Chi tiết ${row.email}`}
        >
          Chi tiết
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="admin-users">
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Tìm theo e-mail, họ tên (không cần dấu), số điện thoại"
          enterButton="Tìm"
          style={{ maxWidth: 480 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          data-testid="admin-users-search"
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
          Tải lại
        </Button>
      </Flex>
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        locale={{
          emptyText: (
            <Empty
              description={search ? `Không có người dùng nào khớp "${search}"` : 'Chưa có người dùng nào'}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} người dùng`,
          onChange: (next) => {
            setPage(next);
          },
        }}
      />
      <UserDetailDrawer
        userId={openUserId}
        onClose={() => {
          setOpenUserId(null);
        }}
      />
    </div>
  );
}
