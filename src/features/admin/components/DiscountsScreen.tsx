import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DiscountType, PLAN_LABELS, type Plan } from '@/common/constants/plans';
import { type AdminDiscount } from '@/common/contracts/admin';
import { useDeleteDiscountMutation, useGetDiscountsQuery } from '../adminApi';
import { formatDateTime, formatVnd } from '../adminFormat';
import { EditDeleteActions } from './EditDeleteActions';
import { toast } from '@/lib/toast';
import { DiscountFormModal } from './DiscountFormModal';

function valueText(discount: AdminDiscount): string {
  return discount.discountType === DiscountType.PERCENT
    ? `${String(discount.value)}%`
    : formatVnd(discount.value);
}

/** Discount codes: search, create, edit, delete (used codes are only deactivated). */
export function DiscountsScreen() {
  const { data, isFetching, refetch } = useGetDiscountsQuery(undefined);
  const [remove, removing] = useDeleteDiscountMutation();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<{ open: boolean; editing: AdminDiscount | null }>({
    open: false,
    editing: null,
  });

  const rows = useMemo(() => {
    const text = search.trim().toUpperCase();
    const all = data ?? [];
    return text
      ? all.filter((row) => row.code.includes(text) || (row.description ?? '').toUpperCase().includes(text))
      : all;
  }, [data, search]);

  const columns: TableColumnsType<AdminDiscount> = [
    {
      title: 'Mã',
      dataIndex: 'code',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    { title: 'Giảm', key: 'value', render: (_, row) => valueText(row) },
    {
      title: 'Hiệu lực',
      key: 'period',
      render: (_, row) =>
        row.validFrom || row.validTo
          ? `${row.validFrom ? formatDateTime(row.validFrom) : '…'} → ${row.validTo ? formatDateTime(row.validTo) : '…'}`
          : 'Không giới hạn',
    },
    {
      title: 'Đã dùng',
      key: 'uses',
      render: (_, row) => `${String(row.usedCount)} / ${row.maxUses === null ? '∞' : String(row.maxUses)}`,
    },
    {
      title: 'Gói',
      dataIndex: 'plans',
      render: (plans: Plan[] | null) =>
        plans ? (
          <Space size={4} wrap>
            {plans.map((plan) => (
              <Tag key={plan}>{PLAN_LABELS[plan]}</Tag>
            ))}
          </Space>
        ) : (
          'Mọi gói'
        ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Hoạt động</Tag> : <Tag>Ngừng</Tag>),
    },
    { title: 'Mô tả', dataIndex: 'description', ellipsis: true },
    {
      title: '',
      key: 'actions',
      render: (_, row) => (
        <EditDeleteActions
          confirmTitle={`Xoá mã ${row.code}?`}
          confirmDescription={
            row.usedCount > 0
              ? 'Mã đã được dùng nên sẽ chỉ bị ngừng kích hoạt.'
              : 'Mã chưa được dùng sẽ bị xoá hẳn (nếu đã có đơn hàng dùng mã, mã chỉ bị ngừng kích hoạt).'
          }
          deleting={removing.isLoading && removing.originalArgs === row.id}
          onEdit={() => {
            setModal({ open: true, editing: row });
          }}
          onDelete={async () => {
            const { data: done } = await remove(row.id);
            if (done) toast.success(done.message);
          }}
        />
      ),
    },
  ];

  return (
    <div data-testid="admin-discounts">
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Tìm theo mã hoặc mô tả"
          style={{ maxWidth: 360 }}
          onSearch={setSearch}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
        <Space>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
            Tải lại
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => {
              setModal({ open: true, editing: null });
            }}
          >
            Tạo mã giảm giá
          </Button>
        </Space>
      </Flex>
      <Table<AdminDiscount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description="Chưa có mã giảm giá nào" /> }}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `${String(total)} mã` }}
      />
      {modal.open ? (
        // Mounted only while open, so every opening starts from the row's (or empty) values.
        <DiscountFormModal
          open
          editing={modal.editing}
          onClose={() => {
            setModal({ open: false, editing: null });
          }}
        />
      ) : null}
    </div>
  );
}
