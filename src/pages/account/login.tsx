import { ScreenPending } from '@/components/ScreenPending';

export default function AccountLoginPage() {
  return (
    <ScreenPending
      title="Đăng nhập"
      description="Đăng nhập bằng e-mail và mật khẩu, Google hoặc Facebook sẽ có tại đây."
    />
  );
}
