import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { Typography } from '@/components/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { DiscountType, PLANS, PLAN_LABELS, type Plan } from '@/common/constants/plans';
import {
  DISCOUNT_TYPE_LABELS,
  discountBody,
  type AdminDiscount,
  type DiscountInput,
} from '@/common/contracts/admin';
import {
  useCreateDiscountMutation,
  useDeleteDiscountMutation,
  useGetDiscountsQuery,
  useUpdateDiscountMutation,
} from '../adminApi';
import { formatDateTime, formatVnd, showFieldErrors } from '../adminFormat';
import { EditDeleteActions } from './EditDeleteActions';
import { toast } from '@/lib/toast';

interface DiscountFormValues {
  code: string;
  discountType: DiscountType;
  value: number | null;
  period: [Dayjs | null, Dayjs | null] | null;
  maxUses: number | null;
  plans: Plan[];
  description: string;
  active: boolean;
}

function toFormValues(discount: AdminDiscount | null): DiscountFormValues {
  if (!discount) {
    return {
      code: '',
      discountType: DiscountType.PERCENT,
      value: null,
      period: null,
      maxUses: null,
      plans: [],
      description: '',
      active: true,
    };
  }
  return {
    code: discount.code,
    discountType: discount.discountType,
    value: discount.value,
    period:
      discount.validFrom || discount.validTo
        ? [
            discount.validFrom ? dayjs(discount.validFrom) : null,
            discount.validTo ? dayjs(discount.validTo) : null,
          ]
        : null,
    maxUses: discount.maxUses,
    plans: discount.plans ?? [],
    description: discount.description ?? '',
    active: discount.active,
  };
}

function toBody(values: DiscountFormValues): Record<string, unknown> {
  const [from, to] = values.period ?? [null, null];
  return {
    code: values.code,
    discountType: values.discountType,
    value: values.value ?? undefined,
    validFrom: from ? from.startOf('day').toISOString() : null,
    validTo: to ? to.endOf('day').toISOString() : null,
    maxUses: values.maxUses ?? null,
    plans: values.plans.length > 0 ? values.plans : null,
    description: values.description.trim() || null,
    active: values.active,
  };
}

/** Create or edit one code; the shared contract checks it here first, with the server's messages. */
function DiscountFormModal({
  editing,
  open,
  onClose,
}: {
  editing: AdminDiscount | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DiscountFormValues>();
  const [create, creating] = useCreateDiscountMutation();
  const [update, updating] = useUpdateDiscountMutation();
  const discountType = Form.useWatch('discountType', form);
  const used = editing !== null && editing.usedCount > 0;

  const submit = async () => {
    const values = await form.validateFields();
    const checked = discountBody.safeParse(toBody(values));
    if (!checked.success) {
      showFieldErrors(form, checked.error, (field) =>
        field === 'validFrom' || field === 'validTo' ? 'period' : field,
      );
      return;
    }
    const body: DiscountInput = checked.data;
    const { data: saved } = editing ? await update({ id: editing.id, body }) : await create(body);
    if (saved) {
      toast.success(editing ? `Đã lưu mã ${saved.code}.` : `Đã tạo mã ${saved.code}.`);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? `Sửa mã ${editing.code}` : 'Tạo mã giảm giá'}
      okText={editing ? 'Lưu' : 'Tạo mã'}
      cancelText="Huỷ"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<DiscountFormValues>
        form={form}
        layout="vertical"
        initialValues={toFormValues(editing)}
        data-testid="discount-form"
      >
        <Form.Item
          name="code"
          label="Mã"
          rules={[{ required: true, message: 'Vui lòng nhập mã' }]}
          normalize={(value: string) => value.toUpperCase()}
          extra={
            used
              ? 'Mã đã được dùng nên không đổi được.'
              : 'Chữ cái không dấu, chữ số, "_" hoặc "-", 3-32 kí tự.'
          }
        >
          <Input disabled={used} maxLength={32} />
        </Form.Item>
        <Form.Item name="discountType" label="Loại giảm giá">
          <Radio.Group
            options={[
              { value: DiscountType.PERCENT, label: DISCOUNT_TYPE_LABELS[DiscountType.PERCENT] },
              { value: DiscountType.AMOUNT, label: DISCOUNT_TYPE_LABELS[DiscountType.AMOUNT] },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={discountType === DiscountType.AMOUNT ? 'Số tiền giảm (đồng)' : 'Phần trăm giảm (1-100)'}
          rules={[{ required: true, message: 'Vui lòng nhập giá trị giảm' }]}
        >
          <InputNumber<number>
            min={1}
            max={discountType === DiscountType.AMOUNT ? 1_000_000_000 : 100}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="period" label="Thời gian hiệu lực" extra="Để trống: không giới hạn.">
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            placeholder={['Từ ngày', 'Đến ngày']}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="maxUses" label="Số lượt dùng tối đa" extra="Để trống: không giới hạn.">
          <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="plans" label="Áp dụng cho gói" extra="Để trống: mọi gói.">
          <Select
            mode="multiple"
            allowClear
            options={PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
          />
        </Form.Item>
        <Form.Item name="description" label="Mô tả">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="active" label="Đang hoạt động" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
            Tải lại
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
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
