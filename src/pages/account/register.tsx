import { AccountScreen } from '@/features/account/components/AccountScreen';
import { RegisterForm } from '@/features/account/components/RegisterForm';

function AccountRegisterPage() {
  return (
    <AccountScreen
      title="Đăng ký"
      intro="Tạo tài khoản miễn phí; liên kết kích hoạt sẽ được gửi tới e-mail của bạn."
    >
      <RegisterForm />
    </AccountScreen>
  );
}

export default AccountRegisterPage;
