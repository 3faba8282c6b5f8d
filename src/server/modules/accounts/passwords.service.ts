import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { assertPasswordAllowed } from '../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hit } from '../../auth/rateLimit';
import { hashOtp, hashSecret, randomOtp, randomToken, safeEqual } from '../../auth/secrets';
import { revokeUserSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { AppError, isAppError } from '../../core/errors';
import { sendMail } from '../../mail/mailer';
import { resetNoAccountMail, resetOtpMail } from '../../mail/templates';
import {
  consumeSecret,
  countGuess,
  deleteSecrets,
  findSecretByHash,
  findUserByEmail,
  insertSecret,
  latestSecret,
  restartCounter,
  updateUser,
} from './accounts.repository';
import { deleteAttempts } from './registration.repository';
import {
  accountLimit,
  OTP_TTL_MS,
  RESET_PROOF_TTL_MS,
  OTP_MAX_GUESSES,
  requireUser,
} from './accounts.service';

/** Passwords: change while signed in, and the forgotten-password flow (mailed code, proof, reset). */

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
    if (await verifyPassword(body.password, user.passwordHash)) {
      const message = ACCOUNT_MESSAGES.passwordSameAsCurrent;
      throw new AppError('VALIDATION', message, { details: [{ path: 'password', message }] });
    }
  }
  assertPasswordAllowed(body.password, user.email);
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
  assertPasswordAllowed(body.password, user.email);
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
