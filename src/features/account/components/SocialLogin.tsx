import { FacebookFilled } from '@ant-design/icons';
import FacebookLogin from '@greatsumini/react-facebook-login';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { Button, Divider, Flex } from 'antd';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { publicConfig } from '@/lib/config';
import { toast } from '@/lib/toast';

interface SocialLoginProps {
  onGoogle: (credential: string) => void;
  onFacebook: (response: { accessToken: string; userID: string }) => void;
  disabled?: boolean;
}

/**
 * Google and Facebook buttons, each only when its app id is configured. Their SDK scripts load from
 * the providers; when they cannot (offline, blocked), the buttons stay inert and the rest of the
 * login form works.
 */
export function SocialLogin({ onGoogle, onFacebook, disabled }: SocialLoginProps) {
  const { googleClientId, facebookAppId } = publicConfig;
  if (!googleClientId && !facebookAppId) return null;
  return (
    <>
      <Divider plain>Hoặc</Divider>
      <Flex vertical gap={12} align="stretch" data-testid="social-login">
        {googleClientId && (
          <GoogleOAuthProvider clientId={googleClientId} locale="vi">
            <Flex justify="center">
              <GoogleLogin
                onSuccess={(response) => {
                  if (response.credential) onGoogle(response.credential);
                  else toast.error(ACCOUNT_MESSAGES.socialInvalid);
                }}
                onError={() => {
                  toast.error(ACCOUNT_MESSAGES.socialInvalid);
                }}
                text="signin_with"
              />
            </Flex>
          </GoogleOAuthProvider>
        )}
        {facebookAppId && (
          <FacebookLogin
            appId={facebookAppId}
            language="vi_VN"
            onSuccess={(response) => {
              onFacebook({ accessToken: response.accessToken, userID: response.userID });
            }}
            onFail={(failure) => {
              if (failure.status !== 'loginCancelled') toast.error(ACCOUNT_MESSAGES.socialInvalid);
            }}
            render={({ onClick }) => (
              <Button block icon={<FacebookFilled aria-hidden />} onClick={onClick} disabled={disabled}>
                Đăng nhập với Facebook
              </Button>
            )}
          />
        )}
      </Flex>
    </>
  );
}
