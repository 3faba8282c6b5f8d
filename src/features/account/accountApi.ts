import { api } from '@/application/api';
import { ACCOUNT_MESSAGES, DEVICE_TICKET_HEADER } from '@/common/contracts/accountMessages';
import type {
  AccountDevice,
  AccountUser,
  PlanType,
  ProfileBody,
  ProfileConflictExtra,
} from '@/common/contracts/account';
import { clearSession, setPermissions, setUserData } from '@/lib/storage';
import { toast } from '@/lib/toast';
import type { MessageResponse } from './accountRequests';
import type { AccountState } from './accountState';

/**
 * The signed-in account's calls as RTK Query endpoints: the user (GET/PUT /users/me), the avatar,
 * the password, the devices and the plan. The account state (accountSlice.ts) takes the user from
 * these answers; the session itself (login, refresh, logout, the start-up check) stays in
 * accountThunks.ts. Errors are toasted by the http client unless a call is silent.
 */

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

export interface RemoveDeviceRequest {
  deviceId: string;
  /** The ticket of a DEVICE_LIMIT login refusal: the call then needs no session. */
  ticket?: string;
}

export const AVATAR_SAVED_MESSAGE = 'Cập nhật ảnh đại diện thành công';

/** The user as this browser keeps it between page loads (localStorage and the permissions cookie). */
function keepUser(user: AccountUser): void {
  setUserData(user);
  setPermissions(user.permissions);
}

/** After a call that answers the user: keep it, and say so when `saved` is given. */
async function keepAnsweredUser(queryFulfilled: Promise<{ data: AccountUser }>, saved?: string) {
  try {
    const { data } = await queryFulfilled;
    keepUser(data);
    if (saved) toast.success(saved);
  } catch {
    // The http client showed the error.
  }
}

/** The current account a refused profile save answered (409 CONFLICT, ProfileConflictExtra), if any. */
export function profileConflictUser(error: unknown): AccountUser | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 409) return null;
  const extra = 'extra' in error ? (error.extra as Partial<ProfileConflictExtra> | undefined) : undefined;
  const current = extra?.current;
  return current && typeof current === 'object' && typeof current.id === 'number' ? current : null;
}

const accountBase = api.enhanceEndpoints({ addTagTypes: ['Devices', 'Plan'] });

export const accountApi = accountBase.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, fresh from the server; a 401 ends the session in this browser. */
    getMe: build.query<AccountUser, undefined>({
      query: () => ({ url: '/users/me', silent: true }),
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          keepUser((await queryFulfilled).data);
        } catch (failure) {
          const status = (failure as { error?: { status?: number } }).error?.status;
          if (status === 401) clearSession();
        }
      },
    }),
    /**
     * Only the changed fields and the version the page loaded. A 409 (someone saved in between)
     * carries the current account, which replaces the user here (accountSlice.ts) and in storage, so
     * the page and the header show what is saved now; ProfileForm says why nothing was saved.
     */
    updateProfile: build.mutation<AccountUser, ProfileBody>({
      query: (body) => ({ url: '/users/me', method: 'PUT', data: body, silent: true }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          keepUser((await queryFulfilled).data);
          toast.success(ACCOUNT_MESSAGES.profileSaved);
        } catch (failure) {
          const current = profileConflictUser((failure as { error?: unknown }).error);
          if (current) keepUser(current);
          else toast.error((failure as { error?: { message?: string } }).error?.message ?? '');
        }
      },
    }),
    /** A resized picture as a data URL (AvatarUpload.tsx). */
    uploadAvatar: build.mutation<AccountUser, string>({
      query: (dataUrl) => ({ url: '/users/avatar', method: 'POST', data: { dataUrl } }),
      onQueryStarted: (_arg, { queryFulfilled }) => keepAnsweredUser(queryFulfilled, AVATAR_SAVED_MESSAGE),
    }),
    /** A social-only account sets its first password (no current one); it has one from then on. */
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/users/change-password', method: 'POST', data: body }),
      async onQueryStarted(_arg, api) {
        try {
          const { data } = await api.queryFulfilled;
          toast.success(data.message || ACCOUNT_MESSAGES.passwordChanged);
          const { user } = (api.getState() as unknown as { account: AccountState }).account;
          if (user) keepUser({ ...user, isHavePassword: true });
        } catch {
          // The http client showed the error.
        }
      },
    }),
    getDevices: build.query<AccountDevice[], undefined>({
      query: () => ({ url: '/users/devices' }),
      keepUnusedDataFor: 0,
      providesTags: ['Devices'],
    }),
    /** Removes a device: with the session, or before login with a DEVICE_LIMIT refusal's ticket. */
    removeDevice: build.mutation<MessageResponse, RemoveDeviceRequest>({
      query: ({ deviceId, ticket }) => ({
        url: `/users/devices/${encodeURIComponent(deviceId)}`,
        method: 'DELETE',
        ...(ticket ? { headers: { [DEVICE_TICKET_HEADER]: ticket }, skipAuthRefresh: true } : {}),
      }),
      async onQueryStarted({ deviceId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          toast.success(data.message || ACCOUNT_MESSAGES.deviceRemoved);
          dispatch(
            accountApi.util.updateQueryData('getDevices', undefined, (devices) =>
              devices.filter((device) => device.deviceId !== deviceId),
            ),
          );
        } catch {
          // The http client showed the error.
        }
      },
    }),
    /** The current plan and the expiry of each (POST /users/check-plan). */
    getPlan: build.query<PlanInfo, undefined>({
      query: () => ({ url: '/users/check-plan', method: 'POST', silent: true }),
      keepUnusedDataFor: 0,
      providesTags: ['Plan'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetDevicesQuery,
  useGetPlanQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useChangePasswordMutation,
  useRemoveDeviceMutation,
} = accountApi;
