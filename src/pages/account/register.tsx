import { ScreenPending } from '@/components/ScreenPending';

export default function AccountRegisterPage() {
  return <ScreenPending title="Đăng ký" description="Đăng ký tài khoản mới sẽ có tại đây." />;
}
