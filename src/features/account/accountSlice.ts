import {
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import type { AccountUser } from '@/common/contracts/account';
import { describeHttpError } from '@/lib/httpErrors';
import { accountApi, profileConflictUser } from './accountApi';
import { initialAccountState, type AccountState, type ForgotStep } from './accountState';
import {
  activate,
  checkExpired,
  login,
  loginFacebook,
  loginGoogle,
  logout,
  register,
  resetPassword,
  sendOtp,
  verifyOtp,
} from './accountThunks';

// The session thunks and their error type live in accountThunks.ts, the state's shape in
// accountState.ts and the account's own calls in accountApi.ts; importers keep using this module.
export * from './accountThunks';
export * from './accountState';

const loginThunks = [login, loginGoogle, loginFacebook] as const;
/** Thunks whose failure the form shows in `error` (cleared when they start again). */
const formThunks = [...loginThunks, register, activate, sendOtp, verifyOtp, resetPassword] as const;
const trackedThunks = [...formThunks, logout, checkExpired] as const;

function endSession(state: AccountState): void {
  state.user = null;
  state.isLogin = false;
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
    resetActivate(state) {
      state.activeResponse = null;
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
        // A dead link is final; a wrong password, a rate limit or a lost connection keep the form
        // (the message goes to `error` like every form's).
        if (action.payload?.message.includes(ACCOUNT_MESSAGES.activationInvalid)) {
          state.activeResponse = { ok: false, message: ACCOUNT_MESSAGES.activationInvalid };
        } else if (action.payload?.message === ACCOUNT_MESSAGES.activationAlreadyActive) {
          // A used link: the account it made is active, so the way on is the login.
          state.activeResponse = {
            ok: true,
            alreadyActive: true,
            message: ACCOUNT_MESSAGES.activationAlreadyActive,
          };
        }
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
      // The user as the account's own calls answer it (accountApi.ts).
      .addMatcher(accountApi.endpoints.getMe.matchFulfilled, (state, action) => {
        state.user = action.payload;
        state.isLogin = true;
      })
      .addMatcher(accountApi.endpoints.getMe.matchRejected, (state, action) => {
        if (action.payload?.status === 401) endSession(state);
      })
      .addMatcher(
        isAnyOf(
          accountApi.endpoints.updateProfile.matchFulfilled,
          accountApi.endpoints.uploadAvatar.matchFulfilled,
        ),
        (state, action: PayloadAction<AccountUser>) => {
          state.user = action.payload;
        },
      )
      // A profile save refused as stale answers the current account: the page and header show it.
      .addMatcher(accountApi.endpoints.updateProfile.matchRejected, (state, action) => {
        const current = profileConflictUser(action.payload);
        if (current) state.user = current;
      })
      .addMatcher(accountApi.endpoints.changePassword.matchFulfilled, (state) => {
        if (state.user) state.user.isHavePassword = true;
      })
      // A device removed with a DEVICE_LIMIT ticket leaves the device dialog's list.
      .addMatcher(accountApi.endpoints.removeDevice.matchFulfilled, (state, action) => {
        const { deviceId } = action.meta.arg.originalArgs;
        if (state.deviceLimit) {
          state.deviceLimit.devices = state.deviceLimit.devices.filter(
            (device) => device.deviceId !== deviceId,
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
  resetActivate,
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
