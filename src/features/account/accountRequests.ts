import { DEVICE_TICKET_HEADER } from '@/common/contracts/accountMessages';
import type {
  AccountDevice,
  AccountUser,
  ActivateBody,
  LoginResponse,
  PlanType,
  ProfileBody,
  RegisterBody,
} from '@/common/contracts/account';
import { apiRequest, type ApiRequestConfig } from '@/lib/http';

/** Every account call of the browser (server answers `{ data }`, unwrapped by the http client). */

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

export interface PlanInfo {
  plan: PlanType | null;
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
}

export interface ChangePasswordRequest {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
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
  logout: () =>
    apiRequest<unknown>({ url: '/auth/logout', method: 'POST', silent: true, skipAuthRefresh: true }),
  checkExpired: (deviceId: string | undefined) =>
    apiRequest<{ isExpired: boolean }>({
      url: '/users/check-ip-expired',
      method: 'POST',
      data: deviceId ? { deviceId } : {},
      silent: true,
    }),
  checkPlan: () => apiRequest<PlanInfo>({ url: '/users/check-plan', method: 'POST', silent: true }),
  me: () => apiRequest<AccountUser>({ url: '/users/me', silent: true }),
  updateProfile: (body: ProfileBody) =>
    apiRequest<AccountUser>({ url: '/users/me', method: 'PUT', data: body }),
  uploadAvatar: (dataUrl: string) =>
    apiRequest<AccountUser>({ url: '/users/avatar', method: 'POST', data: { dataUrl } }),
  changePassword: (body: ChangePasswordRequest) =>
    apiRequest<MessageResponse>({ url: '/users/change-password', method: 'POST', data: body }),
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
  devices: () => apiRequest<AccountDevice[]>({ url: '/users/devices' }),
  /** With a ticket (from a DEVICE_LIMIT refusal) the call needs no session. */
  removeDevice: (deviceId: string, ticket?: string) =>
    apiRequest<MessageResponse>({
      url: `/users/devices/${encodeURIComponent(deviceId)}`,
      method: 'DELETE',
      ...(ticket ? { headers: { [DEVICE_TICKET_HEADER]: ticket }, skipAuthRefresh: true } : {}),
    }),
};
