import { useRouter } from 'next/router';
import { AccountScreen } from '@/features/account/components/AccountScreen';
import { ForgotPasswordWizard } from '@/features/account/components/ForgotPasswordWizard';

function AccountForgotPasswordPage() {
  const router = useRouter();
  return (
    <AccountScreen
      title="Quên mật khẩu"
      intro="Nhập e-mail đã đăng ký, mã OTP nhận được và mật khẩu mới."
      width={720}
      bare
    >
      <ForgotPasswordWizard onLoggedIn={() => void router.push('/')} />
    </AccountScreen>
  );
}

export default AccountForgotPasswordPage;
