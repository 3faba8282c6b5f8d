import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AccountUser,
  type LoginResponse,
  type PlanType,
} from '@/common/contracts/account';
import { verifyPassword } from '../../auth/passwords';
import { clear, hit, release } from '../../auth/rateLimit';
import type { Database } from '../../db/client';
import { userLocks } from '../../db/schema';
import { AppError } from '../../core/errors';
import { findUserByEmail, findUserById, type UserRow } from './accounts.repository';
import { newestLiveAttempt } from './registration.repository';
import { openDeviceSession, type DeviceLogin } from './devices.service';
import { permissionsFor } from '../../auth/permissions';
import { derivePlan } from '../../auth/plan';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Fixed-window limits (src/server/auth/rateLimit.ts); docs/ACCOUNTS.md lists them. */
export const ACCOUNT_RATE_LIMITS = {
  registerIp: { limit: 5, windowSeconds: HOUR },
  registerEmail: { limit: 3, windowSeconds: HOUR },
  /** Activation link and password checks (each link also allows only 5 passwords). */
  activateIp: { limit: 30, windowSeconds: HOUR },
  /** Resending the activation mail, as register counts (docs/ACCOUNTS.md). */
  resendActivationIp: { limit: 5, windowSeconds: HOUR },
  resendActivationEmail: { limit: 3, windowSeconds: HOUR },
  /** Login failures (a success takes its attempt back). */
  loginEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  loginIp: { limit: 50, windowSeconds: 15 * MINUTE },
  socialIp: { limit: 50, windowSeconds: 15 * MINUTE },
  forgotEmail: { limit: 3, windowSeconds: HOUR },
  forgotIp: { limit: 10, windowSeconds: HOUR },
  verifyOtpIp: { limit: 30, windowSeconds: HOUR },
  resetIp: { limit: 30, windowSeconds: HOUR },
  changePasswordUser: { limit: 10, windowSeconds: 15 * MINUTE },
} as const;

type LimitName = keyof typeof ACCOUNT_RATE_LIMITS;

/** Counts one use against a limit of ACCOUNT_RATE_LIMITS; 429 RATE_LIMITED when over. */
export function accountLimit(db: Database, name: LimitName, subject: string, now: Date): Promise<number> {
  const rule = ACCOUNT_RATE_LIMITS[name];
  return hit(db, `${name}:${subject}`, rule.limit, rule.windowSeconds, now);
}

export const OTP_TTL_MS = 10 * 60 * 1000;
export const RESET_PROOF_TTL_MS = 10 * 60 * 1000;
/** Guesses allowed per reset code; the next answer is otpExpired. */
export const OTP_MAX_GUESSES = 5;

// ---- the account as the API answers it

export function avatarPath(user: Pick<UserRow, 'id' | 'avatarUpdatedAt'>): string | null {
  if (!user.avatarUpdatedAt) return null;
  return `/api/users/avatar/${String(user.id)}?v=${String(user.avatarUpdatedAt.getTime())}`;
}

export function toAccountUser(user: UserRow, now: Date = new Date()): AccountUser {
  const plan = derivePlan(user, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    isAdmin: user.isAdmin,
    isLogByGoogle: user.googleSub !== null,
    isLogByFacebook: user.facebookId !== null,
    faceBookId: user.facebookId,
    birthDate: user.birthDate,
    avatarPath: avatarPath(user),
    isHavePassword: user.passwordHash !== null,
    usedExperience: user.usedExperience,
    expiredDayBasic: user.expiredDayBasic,
    expiredDayPro: user.expiredDayPro,
    expiredDayPremium: user.expiredDayPremium,
    roleExpiration: plan.roleExpiration,
    planType: plan.planType,
    isExpired: plan.isExpired,
    permissions: permissionsFor(user, now),
    profileVersion: user.profileVersion,
  };
}

export async function requireUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
  return user;
}

export const ACCOUNT_LOCKED_MESSAGE = 'Tài khoản đã bị khoá. Vui lòng liên hệ quản trị viên.';

/**
 * A login's outcome: the body, and the session's refresh credential, which the route sends only as
 * the HttpOnly refresh cookie and strips from the body (session.service.ts answerLogin).
 */
export type LoginResult = LoginResponse & { refreshCredential: string };

/** Opens a session for the device and answers the login body; an account locked by an administrator is refused. */
export async function loginResponse(
  db: Database,
  user: UserRow,
  device: DeviceLogin,
  now: Date = new Date(),
): Promise<LoginResult> {
  const lock = await db
    .select({ userId: userLocks.userId })
    .from(userLocks)
    .where(eq(userLocks.userId, user.id));
  if (lock.length > 0) throw new AppError('BAD_REQUEST', ACCOUNT_LOCKED_MESSAGE);
  const { token, refreshCredential } = await openDeviceSession(db, user, device, now);
  return {
    user: toAccountUser(user, now),
    token: { accessToken: token.accessToken, expiresAt: token.expiresAt.toISOString() },
    refreshCredential,
  };
}

// ---- login (logout, refresh and the expiry check: session.service.ts)

/**
 * E-mail and password. Wrong e-mail and wrong password answer the same message after the same bcrypt
 * work. Every attempt counts against the e-mail (10 / 15 min) and the address (50 / 15 min); a
 * success takes its attempt back and clears the e-mail's count, so only failures accumulate.
 */
export async function loginWithPassword(
  db: Database,
  body: { email: string; password: string } & DeviceLogin,
  ip: string,
  now: Date = new Date(),
): Promise<LoginResult> {
  const ipKey = `loginIp:${ip}`;
  const emailKey = `loginEmail:${body.email}`;
  await accountLimit(db, 'loginIp', ip, now);
  await accountLimit(db, 'loginEmail', body.email, now);

  // Both lookups always run: an address without an account is checked against its newest
  // registration attempt, so the right password of an unactivated registration answers
  // "not activated"; anything else the same bcrypt work and message.
  const user = await findUserByEmail(db, body.email);
  const attempt = await newestLiveAttempt(db, body.email, now);
  const active = user?.status === 'active' ? user : null;
  const matches = await verifyPassword(body.password, active ? active.passwordHash : attempt?.passwordHash);
  if (!matches) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.badCredentials);

  await clear(db, emailKey);
  await release(db, ipKey);
  if (!active) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.notActivated);
  return loginResponse(db, active, { deviceId: body.deviceId, deviceName: body.deviceName }, now);
}

export async function checkPlan(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<{
  plan: PlanType | null;
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
}> {
  const user = await requireUser(db, userId);
  return {
    plan: derivePlan(user, now).planType,
    expiredDayBasic: user.expiredDayBasic,
    expiredDayPro: user.expiredDayPro,
    expiredDayPremium: user.expiredDayPremium,
  };
}
