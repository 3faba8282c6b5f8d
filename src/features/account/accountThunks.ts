import { createAsyncThunk } from '@reduxjs/toolkit';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import type { ActivateBody, DeviceLimitExtra, LoginResponse, RegisterBody } from '@/common/contracts/account';
import { describeDevice, getDeviceId, getStoredDeviceId } from '@/lib/deviceId';
import { errorCode } from '@/lib/http';
import { describeHttpError, HttpError } from '@/lib/httpErrors';
import { clearSession, getAccessToken, saveSession } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { accountRequests, type DeviceFields, type PasswordCredentials } from './accountRequests';
import type { AccountState } from './accountState';

/**
 * The session's calls, which RTK Query cannot serve as cached queries: signing in (password,
 * Google, Facebook), the start-up session check, logging out, and the forms that lead to a session
 * (register, activate, forgot password). Each thunk calls the API through accountRequests, keeps the
 * session in storage, and rejects with an AccountError in the user's words. The signed-in account's
 * own calls (profile, avatar, password, devices, plan) are RTK Query endpoints in accountApi.ts.
 */

/** Why an account call failed, in words the user reads. */
export interface AccountError {
  message: string;
  status?: number;
  code?: string;
  /** The devices and removal ticket of a DEVICE_LIMIT refusal. */
  deviceLimit?: DeviceLimitExtra;
}

function isDeviceLimitExtra(value: unknown): value is DeviceLimitExtra {
  return (
    typeof value === 'object' &&
    value !== null &&
    'devices' in value &&
    Array.isArray(value.devices) &&
    'deviceTicket' in value &&
    typeof value.deviceTicket === 'string'
  );
}

/** A failure as the slice keeps it: the server's own words for refusals (4xx), ours otherwise. */
export function toAccountError(error: unknown): AccountError {
  const described = describeHttpError(error);
  const body: unknown = error instanceof HttpError ? error.data : undefined;
  const code = errorCode(error);
  const serverMessage =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message.trim()
      : '';
  const status = described.status;
  const message =
    status && status >= 400 && status < 500 && serverMessage ? serverMessage : described.message;
  const result: AccountError = { message, status, code };
  if (code === 'DEVICE_LIMIT' && body && typeof body === 'object' && 'extra' in body) {
    if (isDeviceLimitExtra(body.extra)) result.deviceLimit = body.extra;
  }
  return result;
}

const createAccountThunk = createAsyncThunk.withTypes<{
  state: { account: AccountState };
  rejectValue: AccountError;
}>();

async function deviceFields(): Promise<DeviceFields> {
  return { deviceId: await getDeviceId(), deviceName: describeDevice() };
}

function signedIn(response: LoginResponse): LoginResponse {
  saveSession(response);
  return response;
}

export const login = createAccountThunk(
  'account/login',
  async (credentials: PasswordCredentials, { rejectWithValue }) => {
    try {
      return signedIn(await accountRequests.login({ ...credentials, ...(await deviceFields()) }));
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const loginGoogle = createAccountThunk(
  'account/loginGoogle',
  async ({ credential }: { credential: string }, { rejectWithValue }) => {
    try {
      return signedIn(await accountRequests.loginGoogle({ credential, ...(await deviceFields()) }));
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const loginFacebook = createAccountThunk(
  'account/loginFacebook',
  async (body: { accessToken: string; userID: string }, { rejectWithValue }) => {
    try {
      return signedIn(await accountRequests.loginFacebook({ ...body, ...(await deviceFields()) }));
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const register = createAccountThunk(
  'account/register',
  async (body: RegisterBody, { rejectWithValue }) => {
    try {
      return await accountRequests.register(body);
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const activate = createAccountThunk(
  'account/activate',
  async (body: ActivateBody, { rejectWithValue }) => {
    try {
      return await accountRequests.activate(body);
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

/**
 * Ends the session on the server when it can (best effort), then forgets it here in any case. The
 * server is asked even without an access token: it also ends the session of the HttpOnly refresh
 * cookie and clears that cookie, which script cannot do.
 */
export const logout = createAccountThunk('account/logout', async () => {
  try {
    await accountRequests.logout();
  } catch {
    // The local session ends anyway; the server one expires on its own.
  } finally {
    clearSession();
  }
});

export interface CheckExpiredResult {
  isExpired: boolean;
  /** A token was there and still serves. */
  hasSession: boolean;
}

/** On app start: is this browser's session still valid? Runs once per page load. */
export const checkExpired = createAccountThunk(
  'account/checkExpired',
  async (_: undefined, { rejectWithValue }) => {
    if (!getAccessToken()) {
      clearSession();
      const result: CheckExpiredResult = { isExpired: false, hasSession: false };
      return result;
    }
    try {
      const { isExpired } = await accountRequests.checkExpired(getStoredDeviceId());
      if (isExpired) clearSession();
      const result: CheckExpiredResult = { isExpired, hasSession: !isExpired };
      return result;
    } catch (error) {
      const failure = toAccountError(error);
      if (failure.status === 401) clearSession();
      return rejectWithValue(failure);
    }
  },
  {
    condition: (_, { getState }) => {
      const { isCheckingExpire, isCheckExpireDone } = getState().account;
      return !isCheckingExpire && !isCheckExpireDone;
    },
  },
);

export const sendOtp = createAccountThunk(
  'account/sendOtp',
  async ({ email }: { email: string }, { rejectWithValue }) => {
    try {
      const { message } = await accountRequests.forgotPassword(email);
      return { email, message };
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const verifyOtp = createAccountThunk(
  'account/verifyOtp',
  async ({ otp }: { otp: string }, { getState, rejectWithValue }) => {
    try {
      return await accountRequests.verifyOtp(getState().account.resetEmail, otp.trim());
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const resetPassword = createAccountThunk(
  'account/resetPassword',
  async (body: { password: string; confirmPassword: string }, { getState, rejectWithValue }) => {
    const { resetEmail, resetToken } = getState().account;
    try {
      const { message } = await accountRequests.resetPassword({
        ...body,
        email: resetEmail,
        resetToken: resetToken ?? '',
      });
      toast.success(message || ACCOUNT_MESSAGES.forgotSuccess);
      return message;
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);
