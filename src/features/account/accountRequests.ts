import type { ActivateBody, LoginResponse, RegisterBody } from '@/common/contracts/account';
import { apiRequest, type ApiRequestConfig } from '@/lib/http';

/**
 * The session's calls of the browser (accountThunks.ts); the signed-in account's own calls are RTK
 * Query endpoints (accountApi.ts). The server answers `{ data }`, unwrapped by the http client.
 */

export interface MessageResponse {
  message: string;
}

export interface DeviceFields {
  deviceId: string;
  deviceName?: string;
}

export interface PasswordCredentials {
  email: string;
  password: string;
}

export interface ResetPasswordRequest {
  email: string;
  resetToken: string;
  password: string;
  confirmPassword: string;
}

/** Sign-in calls never try to renew a session and show their errors on the form. */
const signIn: Omit<ApiRequestConfig, 'url'> = { method: 'POST', silent: true, skipAuthRefresh: true };

export const accountRequests = {
  login: (body: PasswordCredentials & DeviceFields) =>
    apiRequest<LoginResponse>({ ...signIn, url: '/auth/login', data: body }),
  loginGoogle: (body: { credential: string } & DeviceFields) =>
    apiRequest<LoginResponse>({ ...signIn, url: '/auth/login-google', data: body }),
  loginFacebook: (body: { accessToken: string; userID: string } & DeviceFields) =>
    apiRequest<LoginResponse>({ ...signIn, url: '/auth/login-facebook', data: body }),
  register: (body: RegisterBody) =>
    apiRequest<MessageResponse>({ ...signIn, url: '/auth/register', data: body }),
  /** The link's token and the password chosen at registration (docs/ACCOUNTS.md). */
  activate: (body: ActivateBody) =>
    apiRequest<MessageResponse & { email: string }>({ ...signIn, url: '/users/activate', data: body }),
  /** A new activation mail for a registration the login found not activated. */
  resendActivation: (body: { email: string; password: string }) =>
    apiRequest<MessageResponse>({ ...signIn, url: '/auth/resend-activation', data: body }),
  logout: () =>
    apiRequest<unknown>({ url: '/auth/logout', method: 'POST', silent: true, skipAuthRefresh: true }),
  checkExpired: (deviceId: string | undefined) =>
    apiRequest<{ isExpired: boolean }>({
      url: '/users/check-ip-expired',
      method: 'POST',
      data: deviceId ? { deviceId } : {},
      silent: true,
    }),
  forgotPassword: (email: string) =>
    apiRequest<MessageResponse>({ ...signIn, url: '/users/forgot-password', data: { email } }),
  verifyOtp: (email: string, otp: string) =>
    apiRequest<MessageResponse & { resetToken: string }>({
      ...signIn,
      url: '/users/forgot-password/verify',
      data: { email, otp },
    }),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<MessageResponse>({ ...signIn, url: '/users/forgot-password/reset', data: body }),
};
