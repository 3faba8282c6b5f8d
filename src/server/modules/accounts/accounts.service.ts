import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  type AccountUser,
  type LoginResponse,
  type PlanType,
  type ProfileBody,
} from '@/common/contracts/account';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { clear, hit, release } from '../../auth/rateLimit';
import { hashOtp, hashSecret, randomOtp, randomToken, safeEqual } from '../../auth/secrets';
import { revokeUserSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { userLocks } from '../../db/schema';
import { AppError, isAppError } from '../../core/errors';
import { sendMail } from '../../mail/mailer';
import { resetNoAccountMail, resetOtpMail } from '../../mail/templates';
import {
  consumeSecret,
  countGuess,
  deleteSecrets,
  findAvatar,
  findSecretByHash,
  findUserByEmail,
  findUserById,
  insertSecret,
  latestSecret,
  restartCounter,
  saveAvatar,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { deleteAttempts, newestLiveAttempt } from './registration.repository';
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

// ---- profile and avatar

export async function getMe(db: Database, userId: number, now: Date = new Date()): Promise<AccountUser> {
  return toAccountUser(await requireUser(db, userId), now);
}

export async function updateProfile(
  db: Database,
  userId: number,
  body: ProfileBody,
  now: Date = new Date(),
): Promise<AccountUser> {
  await requireUser(db, userId);
  const user = await updateUser(db, userId, {
    name: body.name,
    phone: body.phone,
    birthDate: body.birthDate,
    updatedAt: now,
  });
  return toAccountUser(user, now);
}

type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type its first bytes prove, whatever the data URL claims. */
export function sniffImageType(bytes: Buffer): AvatarType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Decodes the avatar data URL; refuses anything but a PNG, JPEG or WebP of at most AVATAR_MAX_BYTES. */
export function decodeAvatar(dataUrl: string): { contentType: AvatarType; bytes: Buffer } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  const invalid = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.avatarInvalid);
  if (!match?.[1] || !match[2]) throw invalid();
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw invalid();
  const contentType = sniffImageType(bytes);
  if (!contentType || contentType !== match[1]) throw invalid();
  return { contentType, bytes };
}

export async function setAvatar(
  db: Database,
  userId: number,
  dataUrl: string,
  now: Date = new Date(),
): Promise<AccountUser> {
  const { contentType, bytes } = decodeAvatar(dataUrl);
  const user = await db.transaction(async (tx) => {
    await requireUser(tx, userId);
    await saveAvatar(tx, { userId, contentType, dataBase64: bytes.toString('base64'), updatedAt: now });
    return updateUser(tx, userId, { avatarUpdatedAt: now, updatedAt: now });
  });
  return toAccountUser(user, now);
}

export async function getAvatar(
  db: Database,
  userId: number,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const avatar = await findAvatar(db, userId);
  return avatar ? { contentType: avatar.contentType, bytes: Buffer.from(avatar.dataBase64, 'base64') } : null;
}

// ---- passwords

/**
 * Sets a new password. With a password already set, the current one must be given and right (an
 * account created by a social login has none and may set one). Other sessions are revoked.
 */
export async function changePassword(
  db: Database,
  caller: { userId: number; sessionId?: string },
  body: { currentPassword?: string; password: string },
  now: Date = new Date(),
): Promise<{ message: string }> {
  await accountLimit(db, 'changePasswordUser', String(caller.userId), now);
  const user = await requireUser(db, caller.userId);
  if (user.passwordHash) {
    const right = !!body.currentPassword && (await verifyPassword(body.currentPassword, user.passwordHash));
    if (!right) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await deleteSecrets(tx, user.id, ['reset_code', 'reset_proof']);
    await revokeUserSessions(tx, user.id, 'password_changed', { exceptSessionId: caller.sessionId });
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}

/** The guess counter verifyOtp keeps for an address that has no reset code. */
function noCodeKey(email: string): string {
  return `otpNoCode:${email}`;
}

/**
 * Always the same answer, after the same steps whether or not the address has an account: one code
 * drawn and hashed, one transaction that deletes and inserts one row, one mail queued (sendMail only
 * writes the outbox; SMTP runs after the answer). An account gets a new six-digit code (earlier codes
 * and proofs die) by mail. Any other address gets a "no account here" mail, and its stand-in for a
 * code, verifyOtp's no-code guess counter, restarts as a new code's guesses would.
 */
export async function forgotPassword(
  db: Database,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  await accountLimit(db, 'forgotIp', ip, now);
  await accountLimit(db, 'forgotEmail', email, now);
  const user = await findUserByEmail(db, email);
  const otp = randomOtp();
  const codeHash = hashOtp(user?.id ?? 0, otp);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const mail = await db.transaction(async (tx) => {
    if (!user) {
      await restartCounter(tx, noCodeKey(email), now);
      return resetNoAccountMail(email);
    }
    await deleteSecrets(tx, user.id, ['reset_code', 'reset_proof']);
    await insertSecret(tx, {
      userId: user.id,
      purpose: 'reset_code',
      secretHash: codeHash,
      expiresAt,
      createdAt: now,
    });
    return resetOtpMail(user.email, user.status === 'active' ? user.name : null, otp);
  });
  await sendMail(db, mail);
  return { message: ACCOUNT_MESSAGES.otpSent };
}

function otpMismatch(): AppError {
  return new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.otpMismatch);
}

function otpExpired(): AppError {
  return new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.otpExpired);
}

/**
 * Checks a reset code. Right: the code is used up and a reset proof (random, 10 minutes, once) is
 * answered. Wrong: otpMismatch, and after OTP_MAX_GUESSES guesses (or once used or expired) the code
 * answers otpExpired. An e-mail without any code behaves like a wrong code, with its own count of 5
 * per 10 minutes, so the answers do not tell which addresses have accounts.
 */
export async function verifyOtp(
  db: Database,
  body: { email: string; otp: string },
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string; resetToken: string }> {
  await accountLimit(db, 'verifyOtpIp', ip, now);
  const user = await findUserByEmail(db, body.email);
  const code = user ? await latestSecret(db, user.id, 'reset_code') : null;
  if (!user || !code) {
    try {
      await hit(db, noCodeKey(body.email), OTP_MAX_GUESSES, OTP_TTL_MS / 1000, now);
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED') throw otpExpired();
      throw error;
    }
    throw otpMismatch();
  }
  if (code.usedAt || code.expiresAt <= now || code.attempts >= OTP_MAX_GUESSES) throw otpExpired();
  if ((await countGuess(db, code.id, OTP_MAX_GUESSES, now)) === null) throw otpExpired();
  if (!safeEqual(code.secretHash, hashOtp(user.id, body.otp))) throw otpMismatch();

  const resetToken = randomToken();
  await db.transaction(async (tx) => {
    if (!(await consumeSecret(tx, code.id, now))) throw otpExpired();
    await deleteSecrets(tx, user.id, ['reset_proof']);
    await insertSecret(tx, {
      userId: user.id,
      purpose: 'reset_proof',
      secretHash: hashSecret(resetToken),
      expiresAt: new Date(now.getTime() + RESET_PROOF_TTL_MS),
      createdAt: now,
    });
  });
  return { message: ACCOUNT_MESSAGES.otpMatch, resetToken };
}

/**
 * With a live proof for that e-mail: sets the password, activates a pending account (the e-mail was
 * just proven), revokes every session and uses the proof up, in one transaction.
 */
export async function resetPassword(
  db: Database,
  body: { email: string; resetToken: string; password: string },
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  await accountLimit(db, 'resetIp', ip, now);
  const invalid = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.resetProofInvalid);
  const user = await findUserByEmail(db, body.email);
  if (!user) throw invalid();
  const proof = await findSecretByHash(db, 'reset_proof', hashSecret(body.resetToken), user.id);
  if (!proof || proof.usedAt || proof.expiresAt <= now) throw invalid();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await consumeSecret(tx, proof.id, now))) throw invalid();
    await updateUser(tx, user.id, { passwordHash, status: 'active', updatedAt: now });
    await deleteSecrets(tx, user.id, ['reset_code']);
    // The mailbox was just proven: registrations still waiting for it end.
    await deleteAttempts(tx, user.email);
    await revokeUserSessions(tx, user.id, 'password_reset');
  });
  return { message: ACCOUNT_MESSAGES.forgotSuccess };
}
