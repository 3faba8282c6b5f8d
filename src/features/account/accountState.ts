import type { AccountUser, DeviceLimitExtra } from '@/common/contracts/account';

/**
 * The shape of the account state (spec section 3), apart from its reducers (accountSlice.ts) and the
 * session thunks (accountThunks.ts), so both can use it without importing each other.
 */

/** Steps of the forgot-password wizard: e-mail, OTP, new password, log in. */
export type ForgotStep = 0 | 1 | 2 | 3;

export interface ActivateResponse {
  ok: boolean;
  message: string;
  email?: string;
  /** The link was used before: the account is already active. */
  alreadyActive?: boolean;
}

/** The account state of spec section 3 (user, pending, error, responses, wizard step, login flags). */
export interface AccountState {
  user: AccountUser | null;
  pending: boolean;
  error: string | null;
  registerResponse: string | null;
  activeResponse: ActivateResponse | null;
  currentStep: ForgotStep;
  isLogin: boolean;
  isCheckExpireDone: boolean;
  isExpired: boolean;
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
}

export const initialAccountState: AccountState = {
  user: null,
  pending: false,
  error: null,
  registerResponse: null,
  activeResponse: null,
  currentStep: 0,
  isLogin: false,
  isCheckExpireDone: false,
  isExpired: false,
  inFlight: 0,
  isCheckingExpire: false,
  deviceLimit: null,
  resetEmail: '',
  resetNotice: null,
  otpMessage: null,
  resetToken: null,
};
