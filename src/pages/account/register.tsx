import { useRouter } from 'next/router';
import { safeNextPath } from '@/features/account/accountFormat';
import { AccountScreen } from '@/features/account/components/AccountScreen';
import { RegisterForm } from '@/features/account/components/RegisterForm';

function AccountRegisterPage() {
  const router = useRouter();
  return (
    <AccountScreen
      title="Đăng ký"
      intro="Tạo tài khoản miễn phí; liên kết kích hoạt sẽ được gửi tới e-mail của bạn."
    >
      <RegisterForm next={safeNextPath(router.query.next)} />
    </AccountScreen>
  );
}

export default AccountRegisterPage;
