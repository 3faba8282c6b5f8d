import { Button, DatePicker, Descriptions, Divider, Form, Input, Tag, type DescriptionsProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PLAN_LABELS } from '@/common/constants/plans';
import { nameSchema, phoneSchema, type AccountUser, type PlanType } from '@/common/contracts/account';
import { useAppSelector } from '@/application/hooks';
import { DATE_FORMAT } from '../accountFormat';
import { accountApi, useUpdateProfileMutation } from '../accountApi';
import { selectUser } from '../accountSlice';
import { zodRule } from '../formRules';
import { AvatarUpload } from './AvatarUpload';

interface ProfileValues {
  name: string;
  phone: string;
  birthDate: Dayjs | null;
}

function formatDay(day: string | null | undefined): string {
  return day ? dayjs(day).format(DATE_FORMAT) : '';
}

/** The Vietnamese name of a plan, or the no-plan wording. */
export function planLabel(plan: PlanType | null | undefined): string {
  return plan ? PLAN_LABELS[plan] : 'Chưa có gói dịch vụ';
}

function planItems(user: AccountUser, current: PlanType | null): DescriptionsProps['items'] {
  const expiries = user.roleExpiration.length
    ? user.roleExpiration.map((role) => (
        <div key={role.plan}>
          {PLAN_LABELS[role.plan]}: đến {formatDay(role.expiredDay)}
        </div>
      ))
    : 'Không có';
  return [
    {
      key: 'plan',
      label: 'Gói dịch vụ',
      children: (
        <Tag color={current ? 'blue' : undefined} data-testid="profile-plan">
          {planLabel(current)}
        </Tag>
      ),
    },
    { key: 'expiry', label: 'Thời hạn', children: expiries },
  ];
}

/** Name, phone and birth date (the e-mail cannot change), with the plan and its expiry dates. */
export function ProfileForm() {
  const [updateProfile] = useUpdateProfileMutation();
  const user = useAppSelector(selectUser);
  // The plan the profile page asked for (useGetPlanQuery); the stored plan type until it answers.
  const { data: plan } = accountApi.endpoints.getPlan.useQueryState(undefined);
  const [saving, setSaving] = useState(false);
  if (!user) return null;

  const submit = async (values: ProfileValues): Promise<void> => {
    setSaving(true);
    try {
      await updateProfile({
        name: values.name.trim(),
        phone: values.phone.trim(),
        birthDate: values.birthDate ? values.birthDate.format('YYYY-MM-DD') : null,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <AvatarUpload />
      <Divider />
      <Descriptions column={1} items={planItems(user, plan ? plan.plan : user.planType)} />
      <Divider />
      <Form<ProfileValues>
        key={user.id}
        layout="vertical"
        name="profile"
        initialValues={{
          email: user.email,
          name: user.name,
          phone: user.phone ?? '',
          birthDate: user.birthDate ? dayjs(user.birthDate) : null,
        }}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
        disabled={saving}
        style={{ maxWidth: 480 }}
      >
        <Form.Item label="E-mail" name="email">
          <Input readOnly variant="filled" aria-readonly />
        </Form.Item>
        <Form.Item label="Họ và tên" name="name" rules={[zodRule(nameSchema)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Số điện thoại" name="phone" rules={[zodRule(phoneSchema)]}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item label="Ngày sinh" name="birthDate">
          <DatePicker
            format={DATE_FORMAT}
            placeholder="Chọn ngày sinh"
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(dayjs(), 'day') || day.isBefore(dayjs('1900-01-01'), 'day')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Lưu thay đổi
        </Button>
      </Form>
    </>
  );
}
