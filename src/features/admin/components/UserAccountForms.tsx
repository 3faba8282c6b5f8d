import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Form, Input, Popconfirm, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PLANS, PLAN_LABELS, type Plan } from '@/common/constants/plans';
import { type AdminUserDetail } from '@/common/contracts/admin';
import { useSetUserLockMutation, useSetUserPlanMutation } from '../adminApi';
import { formatDateTime } from '../adminFormat';
import { toast } from '@/lib/toast';

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
export function PlanForm({ user }: { user: AdminUserDetail }) {
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
        <DatePicker format="YYYY-MM-DD" placeholder="Không có" allowClear />
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
export function LockPanel({ user }: { user: AdminUserDetail }) {
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
            <Button icon={<UnlockOutlined aria-hidden />} loading={isLoading}>
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
        <Button danger icon={<LockOutlined aria-hidden />} loading={isLoading}>
          Khoá tài khoản
        </Button>
      </Popconfirm>
    </Flex>
  );
}
