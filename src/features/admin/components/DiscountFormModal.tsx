import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DiscountType, PLANS, PLAN_LABELS, type Plan } from '@/common/constants/plans';
import {
  DISCOUNT_TYPE_LABELS,
  discountBody,
  type AdminDiscount,
  type DiscountInput,
} from '@/common/contracts/admin';
import { useCreateDiscountMutation, useUpdateDiscountMutation } from '../adminApi';
import { showFieldErrors } from '../adminFormat';
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
export function DiscountFormModal({
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
            format="YYYY-MM-DD"
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
