import {
  ACCOUNT_MESSAGES,
  cleanPersonName,
  emailSchema,
  hasVisibleLetterOrDigit,
} from '@/common/contracts/account';
import type { SocialIdentity } from '../../auth/social/types';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  findUserByEmail,
  findUserByProvider,
  insertUser,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { loginResponse, type LoginResult } from './accounts.service';
import type { DeviceLogin } from './devices.service';
import { deleteAttempts } from './registration.repository';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** The identity's e-mail when it may link or create an account: Google only vouches for verified ones. */
function usableEmail(identity: SocialIdentity): string | null {
  if (!identity.email) return null;
  if (identity.provider === 'google' && !identity.emailVerified) return null;
  const parsed = emailSchema.safeParse(identity.email);
  return parsed.success ? parsed.data : null;
}

function providerPatch(identity: SocialIdentity): Pick<UserRow, 'googleSub'> | Pick<UserRow, 'facebookId'> {
  return identity.provider === 'google' ? { googleSub: identity.subject } : { facebookId: identity.subject };
}

function linkedSubject(user: UserRow, identity: SocialIdentity): string | null {
  return identity.provider === 'google' ? user.googleSub : user.facebookId;
}

/** The provider's name under the rules of nameSchema (bidi controls out, something visible), else the e-mail's local part. */
function displayName(identity: SocialIdentity, email: string): string {
  const name = cleanPersonName(identity.name?.replace(/\s+/g, ' ') ?? '').slice(0, 100);
  return hasVisibleLetterOrDigit(name) ? name : email.split('@')[0] || email;
}

/**
 * The account of a verified social identity, in one transaction: the one already linked to it; else
 * the active account with its e-mail, which gets linked; else a new active account without a
 * password. Registration attempts of the address end either way: the provider proved the mailbox,
 * and nothing an unproven registrant typed (password, name, phone) may reach the account. A pending
 * account row left by earlier versions is taken over the same way (its details dropped). No e-mail
 * and no link: socialNoEmail.
 */
export async function findOrLinkOrCreate(
  db: Database,
  identity: SocialIdentity,
  now: Date = new Date(),
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const linked = await findUserByProvider(tx, identity.provider, identity.subject);
    if (linked) {
      if (linked.status === 'active') return linked;
      return updateUser(tx, linked.id, { status: 'active', updatedAt: now });
    }
    const email = usableEmail(identity);
    if (!email) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.socialNoEmail);

    const existing = await findUserByEmail(tx, email, true);
    if (existing) {
      if (linkedSubject(existing, identity) !== null) {
        // The address's account is tied to another account of the same provider.
        throw new AppError(
          'BAD_REQUEST',
          `E-mail này đã được liên kết với một tài khoản ${PROVIDER_NAMES[identity.provider]} khác.`,
        );
      }
      await deleteAttempts(tx, email);
      const unproven =
        existing.status === 'active'
          ? {}
          : { passwordHash: null, name: displayName(identity, email), phone: null };
      return updateUser(tx, existing.id, {
        ...providerPatch(identity),
        ...unproven,
        status: 'active',
        updatedAt: now,
      });
    }

    const created = await insertUser(tx, {
      email,
      name: displayName(identity, email),
      passwordHash: null,
      status: 'active',
      ...providerPatch(identity),
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw new AppError('CONFLICT');
    await deleteAttempts(tx, email);
    return created;
  });
}

/** Social login after the provider's token was verified: same device, session and limit rules as a password login. */
export async function loginWithSocialIdentity(
  db: Database,
  identity: SocialIdentity,
  device: DeviceLogin,
  now: Date = new Date(),
): Promise<LoginResult> {
  const user = await findOrLinkOrCreate(db, identity, now);
  return loginResponse(db, user, device, now);
}
