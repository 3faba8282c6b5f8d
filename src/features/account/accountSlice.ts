import {
  createAsyncThunk,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { isAxiosError } from 'axios';
import {
  ACCOUNT_MESSAGES,
  type AccountDevice,
  type AccountUser,
  type DeviceLimitExtra,
  type LoginResponse,
  type ProfileBody,
  type RegisterBody,
} from '@/common/contracts/account';
import { describeDevice, getDeviceId, getStoredDeviceId } from '@/lib/deviceId';
import { errorCode } from '@/lib/http';
import { describeHttpError } from '@/lib/httpErrors';
import { clearSession, getAccessToken, saveSession, setPermissions, setUserData } from '@/lib/storage';
import { toast } from '@/lib/toast';
import {
  accountRequests,
  type ChangePasswordRequest,
  type DeviceFields,
  type PasswordCredentials,
  type PlanInfo,
} from './accountRequests';

/** Why an account call failed, in words the user reads. */
export interface AccountError {
  message: string;
  status?: number;
  code?: string;
  /** The devices and removal ticket of a DEVICE_LIMIT refusal. */
  deviceLimit?: DeviceLimitExtra;
}

export interface ActivateResponse {
  ok: boolean;
  message: string;
  email?: string;
}

/** Steps of the forgot-password wizard: e-mail, OTP, new password, log in. */
export type ForgotStep = 0 | 1 | 2 | 3;

/** The account state of spec section 3 (user, pending, error, responses, wizard step, login flags, plan). */
export interface AccountState {
  user: AccountUser | null;
  pending: boolean;
  error: string | null;
  registerResponse: string | null;
  activeResponse: ActivateResponse | null;
  /** MoMo payment notification answer (payments are a later issue). */
  ipnMomoResponse: null;
  currentStep: ForgotStep;
  isLogin: boolean;
  isCheckExpireDone: boolean;
  isExpired: boolean;
  plan: PlanInfo | null;
  // What the screens need beyond the spec's list:
  /** Requests in flight; `pending` is true while it is above zero. */
  inFlight: number;
  isCheckingExpire: boolean;
  /** Set by a DEVICE_LIMIT login refusal; the device dialog is open while it is set. */
  deviceLimit: DeviceLimitExtra | null;
  /** The forgot-password wizard's e-mail, its OTP answer and the proof of a right code (never stored). */
  resetEmail: string;
  resetNotice: string | null;
  otpMessage: string | null;
  resetToken: string | null;
  devices: AccountDevice[];
  devicesLoading: boolean;
  devicesLoaded: boolean;
}

export const initialAccountState: AccountState = {
  user: null,
  pending: false,
  error: null,
  registerResponse: null,
  activeResponse: null,
  ipnMomoResponse: null,
  currentStep: 0,
  isLogin: false,
  isCheckExpireDone: false,
  isExpired: false,
  plan: null,
  inFlight: 0,
  isCheckingExpire: false,
  deviceLimit: null,
  resetEmail: '',
  resetNotice: null,
  otpMessage: null,
  resetToken: null,
  devices: [],
  devicesLoading: false,
  devicesLoaded: false,
};

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
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
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

function keepUser(user: AccountUser): AccountUser {
  setUserData(user);
  setPermissions(user.permissions);
  return user;
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

export const activate = createAccountThunk('account/activate', async (token: string, { rejectWithValue }) => {
  try {
    return await accountRequests.activate(token);
  } catch (error) {
    return rejectWithValue(toAccountError(error));
  }
});

/** Ends the session on the server when it can (best effort), then forgets it here in any case. */
export const logout = createAccountThunk('account/logout', async () => {
  try {
    if (getAccessToken()) await accountRequests.logout();
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

export const fetchMe = createAccountThunk('account/fetchMe', async (_: undefined, { rejectWithValue }) => {
  try {
    return keepUser(await accountRequests.me());
  } catch (error) {
    const failure = toAccountError(error);
    if (failure.status === 401) clearSession();
    return rejectWithValue(failure);
  }
});

export const checkPlan = createAccountThunk(
  'account/checkPlan',
  async (_: undefined, { rejectWithValue }) => {
    try {
      return await accountRequests.checkPlan();
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const updateProfile = createAccountThunk(
  'account/updateProfile',
  async (body: ProfileBody, { rejectWithValue }) => {
    try {
      const user = keepUser(await accountRequests.updateProfile(body));
      toast.success(ACCOUNT_MESSAGES.profileSaved);
      return user;
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const AVATAR_SAVED_MESSAGE = 'Cập nhật ảnh đại diện thành công';

export const uploadAvatar = createAccountThunk(
  'account/uploadAvatar',
  async (dataUrl: string, { rejectWithValue }) => {
    try {
      const user = keepUser(await accountRequests.uploadAvatar(dataUrl));
      toast.success(AVATAR_SAVED_MESSAGE);
      return user;
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

export const changePassword = createAccountThunk(
  'account/changePassword',
  async (body: ChangePasswordRequest, { getState, rejectWithValue }) => {
    try {
      const { message } = await accountRequests.changePassword(body);
      toast.success(message || ACCOUNT_MESSAGES.passwordChanged);
      // A social-only account has a password from now on.
      const { user } = getState().account;
      if (user && !user.isHavePassword) keepUser({ ...user, isHavePassword: true });
      return message;
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
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

export const fetchDevices = createAccountThunk(
  'account/fetchDevices',
  async (_: undefined, { rejectWithValue }) => {
    try {
      return await accountRequests.devices();
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

/** Removes a device: with the session, or before login with the ticket of a DEVICE_LIMIT refusal. */
export const removeDevice = createAccountThunk(
  'account/removeDevice',
  async ({ deviceId, ticket }: { deviceId: string; ticket?: string }, { rejectWithValue }) => {
    try {
      const { message } = await accountRequests.removeDevice(deviceId, ticket);
      toast.success(message || ACCOUNT_MESSAGES.deviceRemoved);
      return { deviceId, message };
    } catch (error) {
      return rejectWithValue(toAccountError(error));
    }
  },
);

const loginThunks = [login, loginGoogle, loginFacebook] as const;
/** Thunks whose failure the form shows in `error` (cleared when they start again). */
const formThunks = [...loginThunks, register, sendOtp, verifyOtp, resetPassword] as const;
const trackedThunks = [
  ...formThunks,
  activate,
  logout,
  checkExpired,
  fetchMe,
  checkPlan,
  updateProfile,
  uploadAvatar,
  changePassword,
  fetchDevices,
  removeDevice,
] as const;

function endSession(state: AccountState): void {
  state.user = null;
  state.isLogin = false;
  state.plan = null;
  state.devices = [];
  state.devicesLoaded = false;
}

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    /** The user kept in localStorage, read when the app starts in the browser. */
    userRestored(state, action: PayloadAction<AccountUser>) {
      state.user = action.payload;
    },
    /** The http client renewed the session (new token, fresh user). */
    sessionRefreshed(state, action: PayloadAction<AccountUser>) {
      state.user = action.payload;
      state.isLogin = true;
    },
    /** The http client could not renew the session and forgot it. */
    sessionEnded(state) {
      endSession(state);
    },
    clearError(state) {
      state.error = null;
    },
    clearDeviceLimit(state) {
      state.deviceLimit = null;
    },
    setCurrentStep(state, action: PayloadAction<ForgotStep>) {
      state.currentStep = action.payload;
      state.error = null;
      if (action.payload < 2) {
        state.resetToken = null;
        state.otpMessage = null;
      }
    },
    resetForgotPassword(state) {
      state.currentStep = 0;
      state.resetEmail = '';
      state.resetNotice = null;
      state.otpMessage = null;
      state.resetToken = null;
      state.error = null;
    },
    resetRegister(state) {
      state.registerResponse = null;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(register.fulfilled, (state, action) => {
        state.registerResponse = action.payload.message;
      })
      .addCase(activate.pending, (state) => {
        state.activeResponse = null;
      })
      .addCase(activate.fulfilled, (state, action) => {
        state.activeResponse = { ok: true, message: action.payload.message, email: action.payload.email };
      })
      .addCase(activate.rejected, (state, action) => {
        state.activeResponse = {
          ok: false,
          message: action.payload?.message ?? ACCOUNT_MESSAGES.activationInvalid,
        };
      })
      .addCase(logout.fulfilled, (state) => {
        endSession(state);
        state.isExpired = false;
      })
      .addCase(checkExpired.pending, (state) => {
        state.isCheckingExpire = true;
      })
      .addCase(checkExpired.fulfilled, (state, action) => {
        state.isCheckingExpire = false;
        state.isCheckExpireDone = true;
        state.isExpired = action.payload.isExpired;
        if (action.payload.hasSession) state.isLogin = true;
        else endSession(state);
      })
      .addCase(checkExpired.rejected, (state, action) => {
        state.isCheckingExpire = false;
        state.isCheckExpireDone = true;
        // Logged out by the server; any other failure (offline) keeps the stored session.
        if (action.payload?.status === 401) endSession(state);
        else state.isLogin = state.user !== null;
      })
      .addCase(fetchMe.fulfilled, (state, action) => {
        state.user = action.payload;
        state.isLogin = true;
      })
      .addCase(fetchMe.rejected, (state, action) => {
        if (action.payload?.status === 401) endSession(state);
      })
      .addCase(checkPlan.fulfilled, (state, action) => {
        state.plan = action.payload;
      })
      .addCase(updateProfile.fulfilled, (state, action) => {
        state.user = action.payload;
      })
      .addCase(uploadAvatar.fulfilled, (state, action) => {
        state.user = action.payload;
      })
      .addCase(changePassword.fulfilled, (state) => {
        if (state.user) state.user.isHavePassword = true;
      })
      .addCase(sendOtp.fulfilled, (state, action) => {
        state.resetEmail = action.payload.email;
        state.resetNotice = action.payload.message;
        state.otpMessage = null;
        state.resetToken = null;
        state.currentStep = 1;
      })
      .addCase(verifyOtp.pending, (state) => {
        state.otpMessage = null;
      })
      .addCase(verifyOtp.fulfilled, (state, action) => {
        state.resetToken = action.payload.resetToken;
        state.otpMessage = action.payload.message || ACCOUNT_MESSAGES.otpMatch;
        state.currentStep = 2;
      })
      .addCase(resetPassword.fulfilled, (state) => {
        state.resetToken = null;
        state.currentStep = 3;
      })
      .addCase(fetchDevices.pending, (state) => {
        state.devicesLoading = true;
      })
      .addCase(fetchDevices.fulfilled, (state, action) => {
        state.devicesLoading = false;
        state.devicesLoaded = true;
        state.devices = action.payload;
      })
      .addCase(fetchDevices.rejected, (state) => {
        state.devicesLoading = false;
        state.devicesLoaded = true;
      })
      .addCase(removeDevice.fulfilled, (state, action) => {
        state.devices = state.devices.filter((device) => device.deviceId !== action.payload.deviceId);
        if (state.deviceLimit) {
          state.deviceLimit.devices = state.deviceLimit.devices.filter(
            (device) => device.deviceId !== action.payload.deviceId,
          );
        }
      })
      .addMatcher(isPending(...loginThunks), (state) => {
        state.deviceLimit = null;
      })
      .addMatcher(isFulfilled(...loginThunks), (state, action) => {
        state.user = action.payload.user;
        state.isLogin = true;
        state.isExpired = false;
        state.isCheckExpireDone = true;
        state.deviceLimit = null;
      })
      .addMatcher(isRejected(...loginThunks), (state, action) => {
        state.deviceLimit = action.payload?.deviceLimit ?? null;
      })
      .addMatcher(isPending(...formThunks), (state) => {
        state.error = null;
      })
      .addMatcher(isRejected(...formThunks), (state, action) => {
        state.error = action.payload?.message ?? describeHttpError(action.error).message;
      })
      .addMatcher(isPending(...trackedThunks), (state) => {
        state.inFlight += 1;
        state.pending = true;
      })
      .addMatcher(isFulfilled(...trackedThunks), (state) => {
        state.inFlight = Math.max(0, state.inFlight - 1);
        state.pending = state.inFlight > 0;
      })
      .addMatcher(isRejected(...trackedThunks), (state) => {
        state.inFlight = Math.max(0, state.inFlight - 1);
        state.pending = state.inFlight > 0;
      });
  },
  selectors: {
    selectAccount: (state) => state,
    selectUser: (state) => state.user,
    selectIsLogin: (state) => state.isLogin,
    selectAccountPending: (state) => state.pending,
    selectAccountError: (state) => state.error,
    selectIsCheckExpireDone: (state) => state.isCheckExpireDone,
    selectDeviceLimit: (state) => state.deviceLimit,
    selectCurrentStep: (state) => state.currentStep,
  },
});

export const {
  userRestored,
  sessionRefreshed,
  sessionEnded,
  clearError,
  clearDeviceLimit,
  setCurrentStep,
  resetForgotPassword,
  resetRegister,
} = accountSlice.actions;

export const {
  selectAccount,
  selectUser,
  selectIsLogin,
  selectAccountPending,
  selectAccountError,
  selectIsCheckExpireDone,
  selectDeviceLimit,
  selectCurrentStep,
} = accountSlice.selectors;
