import { ScreenPending } from '@/components/ScreenPending';

export default function AccountProfilePage() {
  return (
    <ScreenPending
      title="Thông tin tài khoản"
      description="Hồ sơ, đổi mật khẩu và quản lý thiết bị sẽ có tại đây."
    />
  );
}
