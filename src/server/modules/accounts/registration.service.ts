import {
  ACCOUNT_MESSAGES,
  type ActivateBody,
  type RegisterBody,
  type ResendActivationBody,
} from '@/common/contracts/account';
import { assertPasswordAllowed } from '../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashSecret, randomToken } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { sendMail } from '../../mail/mailer';
import { activationMail, registerAttemptMail } from '../../mail/templates';
import {
  findSecretByHash,
  findUserByEmail,
  insertSecret,
  insertUser,
  updateUser,
} from './accounts.repository';
import { accountLimit } from './accounts.service';
import {
  countAttemptGuess,
  deleteAttempts,
  deleteExpiredAttempts,
  findAttemptBySecret,
  insertAttempt,
  newestLiveAttempt,
} from './registration.repository';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Passwords that may be typed with one activation link; then the link is dead (register again). */
export const ACTIVATION_MAX_GUESSES = 5;
/** How long a used activation link still answers "already active" (then "invalid or used"). */
const USED_LINK_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

const alreadyActive = () => new AppError('CONFLICT', ACCOUNT_MESSAGES.activationAlreadyActive);

/**
 * Always the same answer, whatever the e-mail. An address with an active account gets a "someone
 * tried to register" mail and nothing changes. Any other address gets a new registration attempt
 * (name, phone and password hash kept on the attempt, not on an account) and a mail with that
 * attempt's own activation link; earlier attempts of the address stay as they were, so a second
 * registrant can neither replace the first one's password nor kill the first one's link.
 */
export async function register(
  db: Database,
  body: RegisterBody,
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  await accountLimit(db, 'registerIp', ip, now);
  await accountLimit(db, 'registerEmail', body.email, now);
  assertPasswordAllowed(body.password, body.email);
  const passwordHash = await hashPassword(body.password);
  const token = randomToken();

  const mail = await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, body.email);
    await deleteExpiredAttempts(tx, body.email, now);
    if (user?.status === 'active') return registerAttemptMail(user.email, user.name);
    await insertAttempt(tx, {
      email: body.email,
      name: body.name,
      phone: body.phone,
      passwordHash,
      secretHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
      createdAt: now,
    });
    return activationMail(body.email, token);
  });
  await sendMail(db, mail);
  return { message: ACCOUNT_MESSAGES.registered };
}

/**
 * Activates with one attempt's link and that attempt's password: the link proves the mailbox, the
 * password proves the one clicking is the one who registered (so a mailbox owner cannot be led to
 * activate an account whose password a stranger chose). Wrong passwords count against the link
 * (ACTIVATION_MAX_GUESSES). The right one creates the account from that attempt (or completes a
 * pending account left by earlier versions) and ends every attempt of the address. A link whose
 * address meanwhile got an active account (another attempt, a social login) is dead.
 */
export async function activate(
  db: Database,
  body: ActivateBody,
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string; email: string }> {
  await accountLimit(db, 'activateIp', ip, now);
  const invalid = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.activationInvalid);
  const secretHash = hashSecret(body.token);
  const attempt = await findAttemptBySecret(db, secretHash);
  // The password is compared even for a dead link, so every refusal costs the same bcrypt work.
  const right = await verifyPassword(body.password, attempt?.passwordHash);
  if (!attempt) {
    // A link of an address that was activated: say so (only the link's holder learns it).
    const used = await findSecretByHash(db, 'activation', secretHash);
    throw used ? alreadyActive() : invalid();
  }
  if ((await countAttemptGuess(db, attempt.id, ACTIVATION_MAX_GUESSES, now)) === null) throw invalid();
  if (!right) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.activationPasswordWrong);

  return db.transaction(async (tx) => {
    // Locked and read again: another attempt or a social login may have ended it meanwhile.
    const live = await findAttemptBySecret(tx, secretHash, true);
    if (!live || live.expiresAt <= now) throw invalid();
    const existing = await findUserByEmail(tx, live.email, true);
    if (existing?.status === 'active') throw alreadyActive();
    const details = {
      name: live.name,
      phone: live.phone,
      passwordHash: live.passwordHash,
      status: 'active' as const,
      updatedAt: now,
    };
    const user = existing
      ? await updateUser(tx, existing.id, details)
      : await insertUser(tx, { email: live.email, ...details, createdAt: now });
    if (!user) throw invalid();
    const ended = await deleteAttempts(tx, live.email);
    // The address's links, used up: opened again they say the account is active (purged with old secrets).
    const expiresAt = new Date(now.getTime() + USED_LINK_MEMORY_MS);
    await insertSecret(
      tx,
      ended.map((hash) => ({
        userId: user.id,
        purpose: 'activation' as const,
        secretHash: hash,
        expiresAt,
        createdAt: now,
        usedAt: now,
      })),
    );
    return { message: ACCOUNT_MESSAGES.activated, email: user.email };
  });
}

/**
 * A new activation mail for a registration not yet activated, asked from the login page after its
 * "not activated" answer: the e-mail and the password of the newest live attempt name it, and a
 * new attempt with the same details gets its own link (earlier links stay as they were). Always the
 * same answer after the same bcrypt work; rate-limited as registration is.
 */
export async function resendActivation(
  db: Database,
  body: ResendActivationBody,
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  await accountLimit(db, 'resendActivationIp', ip, now);
  await accountLimit(db, 'resendActivationEmail', body.email, now);
  const user = await findUserByEmail(db, body.email);
  const attempt = await newestLiveAttempt(db, body.email, now);
  const right = await verifyPassword(body.password, attempt?.passwordHash);
  if (right && attempt && user?.status !== 'active') {
    const token = randomToken();
    await insertAttempt(db, {
      email: attempt.email,
      name: attempt.name,
      phone: attempt.phone,
      passwordHash: attempt.passwordHash,
      secretHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
      createdAt: now,
    });
    await sendMail(db, activationMail(attempt.email, token));
  }
  return { message: ACCOUNT_MESSAGES.activationResent };
}
