import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Divider,
  Form,
  Input,
  Skeleton,
  Tag,
  type DescriptionsProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PLAN_LABELS } from '@/common/constants/plans';
import type { AccountUser, PlanType, ProfileBody } from '@/common/contracts/account';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { useAppSelector } from '@/application/hooks';
import { DATE_FORMAT } from '../accountFormat';
import { RetryAlert } from '@/components/RetryAlert';
import { accountApi, profileConflictUser, useGetMeQuery, useUpdateProfileMutation } from '../accountApi';
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

/** What the page sends: only the fields that differ from the loaded account, and its version. */
export function profileChanges(user: AccountUser, values: ProfileValues): ProfileBody {
  const name = values.name.trim();
  const phone = values.phone.trim();
  const birthDate = values.birthDate ? values.birthDate.format(DATE_FORMAT) : null;
  return {
    version: user.profileVersion,
    ...(name !== user.name ? { name } : {}),
    ...(phone !== (user.phone ?? '') ? { phone } : {}),
    ...(birthDate !== user.birthDate ? { birthDate } : {}),
  };
}

/** Typed days: YYYY-MM-DD (shown), and DD/MM/YYYY accepted as typed. */
const BIRTH_DATE_FORMATS = [DATE_FORMAT, 'DD/MM/YYYY'];

/**
 * Name, phone and birth date (the e-mail cannot change), with the plan and its expiry dates. The
 * account is loaded fresh each time the page opens (never a copy kept from earlier), and a save sends
 * the version it loaded: when another device saved in between, the server refuses (409) and answers
 * the current account, which the form then shows with a notice.
 */
export function ProfileForm() {
  const [updateProfile] = useUpdateProfileMutation();
  const user = useAppSelector(selectUser);
  const fresh = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  // The plan the profile page asked for (useGetPlanQuery); the stored plan type until it answers.
  const { data: plan } = accountApi.endpoints.getPlan.useQueryState(undefined);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  if (!user) return null;
  if (fresh.isFetching) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (fresh.isError && !fresh.data) {
    return <RetryAlert title="Không tải được thông tin tài khoản." onRetry={() => void fresh.refetch()} />;
  }

  const submit = async (values: ProfileValues): Promise<void> => {
    setSaving(true);
    setConflict(false);
    try {
      const result = await updateProfile(profileChanges(user, values));
      if ('error' in result && profileConflictUser(result.error)) setConflict(true);
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
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title={ACCOUNT_MESSAGES.profileConflict}
          data-testid="profile-conflict"
          style={{ maxWidth: 480, marginBottom: 16 }}
        />
      )}
      <Form<ProfileValues>
        scrollToFirstError={{ focus: true }}
        // A newer version (this save, or another device's that a refusal answered) starts the form afresh.
        key={`${String(user.id)}:${String(user.profileVersion)}`}
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
          <Input type="email" readOnly variant="filled" aria-readonly />
        </Form.Item>
        <Form.Item label="Họ và tên" name="name" rules={[zodRule((c) => c.nameSchema)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Số điện thoại" name="phone" rules={[zodRule((c) => c.phoneSchema)]}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item label="Ngày sinh" name="birthDate" extra="Định dạng YYYY-MM-DD, ví dụ 1990-05-20">
          <DatePicker
            format={BIRTH_DATE_FORMATS}
            placeholder="YYYY-MM-DD"
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
