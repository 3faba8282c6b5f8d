import { z } from 'zod';

/**
 * Account API contracts (issue 5), shared by the server routes (validation) and the browser forms
 * (same rules, same messages). Messages of spec section 5 are exact; the others are our wording.
 * Account endpoints answer plain `{ data }` (no hashCode) and errors `{ code, message, requestId }`.
 */
export { ACCOUNT_MESSAGES, DEVICE_TICKET_HEADER, OTP_LENGTH } from './accountMessages';
import { ACCOUNT_MESSAGES } from './accountMessages';

/** The bcrypt input limit (OWASP): longer passwords would be silently truncated, so they are refused. */
export const PASSWORD_MAX_BYTES = 72;
export const AVATAR_MAX_BYTES = 512 * 1024;

export const emailSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

export const passwordSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .min(1, ACCOUNT_MESSAGES.required)
  .min(8, ACCOUNT_MESSAGES.passwordMin)
  .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES, {
    message: ACCOUNT_MESSAGES.passwordTooLong,
  });

/** Vietnamese mobile numbers: 0 or +84, then 3/5/7/8/9 and 8 digits; spaces, dots and dashes ignored. */
export const PHONE_PATTERN = /^(?:\+?84|0)[35789]\d{8}$/;
export const phoneSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().min(1, ACCOUNT_MESSAGES.required).regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneInvalid));

/** Bidi embedding, override and isolate controls (U+202A-202E, U+2066-2069): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/**
 * A letter or digit that draws something. Default-ignorable code points are excluded: format
 * characters (Cf) are not letters anyway, but the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0)
 * are letters (Lo) that render as nothing. Spaces (Zs) and combining marks (Mn) alone never match.
 */
const VISIBLE_LETTER_OR_DIGIT = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

/** A person's name as it is stored: bidi controls removed, outer whitespace trimmed. */
export function cleanPersonName(value: string): string {
  return value.replace(BIDI_CONTROLS, '').trim();
}

/** False for names made only of invisible, format, bidi, space or combining characters. */
export function hasVisibleLetterOrDigit(value: string): boolean {
  return VISIBLE_LETTER_OR_DIGIT.test(value);
}

/** Register and profile names: bidi controls stripped, 1-100 characters, at least one visible letter or digit. */
export const nameSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .transform(cleanPersonName)
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_MESSAGES.required)
      .max(100, ACCOUNT_MESSAGES.nameTooLong)
      .refine(hasVisibleLetterOrDigit, ACCOUNT_MESSAGES.nameInvisible),
  );

/** The browser's device identifier (fingerprint visitorId or a random id), sent with account calls. */
export const deviceIdSchema = z.string().regex(/^[\w-]{8,128}$/, 'Mã thiết bị không hợp lệ');

function withConfirm(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ACCOUNT_MESSAGES.confirmMismatch });
  }
}

export const registerBody = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string(ACCOUNT_MESSAGES.required).min(1, ACCOUNT_MESSAGES.required),
  })
  .superRefine(withConfirm);
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * POST /api/users/activate: the link's token and the password chosen with that registration, which
 * proves the one who activates is the one who registered (docs/ACCOUNTS.md "Register, activate").
 */
export const activateBody = z.object({
  token: z
    .string(ACCOUNT_MESSAGES.activationInvalid)
    .regex(/^[\w-]{20,200}$/, ACCOUNT_MESSAGES.activationInvalid),
  password: z.string(ACCOUNT_MESSAGES.required).min(1, ACCOUNT_MESSAGES.required).max(1000),
});
export type ActivateBody = z.infer<typeof activateBody>;

/** POST /api/auth/resend-activation: the login's e-mail and password (they name one registration). */
export const resendActivationBody = z.object({
  email: emailSchema,
  password: z.string(ACCOUNT_MESSAGES.required).min(1, ACCOUNT_MESSAGES.required).max(1000),
});
export type ResendActivationBody = z.infer<typeof resendActivationBody>;

export const loginBody = z.object({
  email: emailSchema,
  password: z.string(ACCOUNT_MESSAGES.required).min(1, ACCOUNT_MESSAGES.required).max(1000),
  deviceId: deviceIdSchema,
  /** A readable device name (browser and OS), shown in the device list. */
  deviceName: z.string().max(200).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const googleLoginBody = z.object({
  credential: z.string().min(20).max(8192),
  deviceId: deviceIdSchema,
  deviceName: z.string().max(200).optional(),
});
export const facebookLoginBody = z.object({
  accessToken: z.string().min(20).max(4096),
  userID: z.string().regex(/^\d{1,40}$/),
  deviceId: deviceIdSchema,
  deviceName: z.string().max(200).optional(),
});

/** YYYY-MM-DD (the day is checked: no 30 February), from 1900 on. */
export const birthDateSchema = z
  .string(ACCOUNT_MESSAGES.birthDateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, ACCOUNT_MESSAGES.birthDateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
  }, ACCOUNT_MESSAGES.birthDateInvalid);

/**
 * PUT /api/users/me: only the fields that changed, and the profile version the page loaded
 * (AccountUser.profileVersion). A save at an older version is refused with 409 CONFLICT and the
 * current profile in `extra` (ProfileConflictExtra), so one device cannot undo another's newer save.
 */
export const profileBody = z.object({
  version: z
    .number(ACCOUNT_MESSAGES.profileVersionRequired)
    .int(ACCOUNT_MESSAGES.profileVersionRequired)
    .min(1, ACCOUNT_MESSAGES.profileVersionRequired)
    .max(2_147_483_647, ACCOUNT_MESSAGES.profileVersionRequired),
  name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  /** YYYY-MM-DD, or null to clear. */
  birthDate: birthDateSchema.nullable().optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** The avatar as a data URL (the browser resizes it to at most 256x256 first; docs/DECISIONS.md). */
export const avatarBody = z.object({
  dataUrl: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, ACCOUNT_MESSAGES.avatarInvalid)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, ACCOUNT_MESSAGES.avatarInvalid),
});

export const changePasswordBody = z
  .object({
    /** Required when the account has a password (isHavePassword); social-only accounts set one. */
    currentPassword: z.string().max(1000).optional(),
    password: passwordSchema,
    confirmPassword: z.string(ACCOUNT_MESSAGES.required).min(1, ACCOUNT_MESSAGES.required),
  })
  .superRefine(withConfirm);

export const forgotPasswordBody = z.object({ email: emailSchema });
export const verifyOtpBody = z.object({
  email: emailSchema,
  otp: z
    .string(ACCOUNT_MESSAGES.required)
    .trim()
    .regex(/^\d{6}$/, ACCOUNT_MESSAGES.otpFormat),
});
export const resetPasswordBody = z
  .object({
    email: emailSchema,
    /** The proof of a correct code, answered by the verify step. */
    resetToken: z.string().regex(/^[\w-]{20,200}$/, ACCOUNT_MESSAGES.resetProofInvalid),
    password: passwordSchema,
    confirmPassword: z.string(ACCOUNT_MESSAGES.required).min(1, ACCOUNT_MESSAGES.required),
  })
  .superRefine(withConfirm);

export const checkExpiredBody = z.object({ deviceId: deviceIdSchema.optional() });

export const PLAN_TYPES = ['BASIC', 'PRO', 'PREMIUM'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The user of spec section 3 as the API answers it. Dates are YYYY-MM-DD (plan days) or ISO. */
export interface AccountUser {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  isAdmin: boolean;
  isLogByGoogle: boolean;
  isLogByFacebook: boolean;
  faceBookId: string | null;
  birthDate: string | null;
  /** URL of the avatar image, or null for the placeholder. */
  avatarPath: string | null;
  isHavePassword: boolean;
  usedExperience: boolean;
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
  /** Plans with their expiry, for the profile (spec: roleExpiration list). */
  roleExpiration: { plan: PlanType; expiredDay: string }[];
  /** Derived as spec section 4 says; null when no plan has days left. */
  planType: PlanType | null;
  /** True when no plan has days left. */
  isExpired: boolean;
  /** Permission codes this account holds (spec section 6). */
  permissions: string[];
  /** Version of name, phone and birth date; a profile save sends the one it loaded (profileBody). */
  profileVersion: number;
}

/** `extra` of the 409 CONFLICT refusal of a profile save: the account as it is now. */
export interface ProfileConflictExtra {
  current: AccountUser;
}

export interface LoginResponse {
  user: AccountUser;
  token: { accessToken: string; expiresAt: string };
}

export interface AccountDevice {
  deviceId: string;
  name: string;
  firstSeenAt: string;
  lastSeenAt: string;
  /** This request's device. */
  current: boolean;
  /** ISO time from which it may be removed. */
  removableAt: string;
}

/** Body of the 409 DEVICE_LIMIT refusal of a login (in the error body's `extra`). */
export interface DeviceLimitExtra {
  limit: number;
  devices: AccountDevice[];
  /** Lets this browser remove one device (DELETE /api/users/devices/{deviceId}) without a token. */
  deviceTicket: string;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
