import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  type AccountUser,
  type ProfileBody,
  type ProfileConflictExtra,
} from '@/common/contracts/account';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  findAvatar,
  saveAvatar,
  updateProfileAtVersion,
  updateUser,
  type ProfileChanges,
} from './accounts.repository';
import { toAccountUser, requireUser } from './accounts.service';

/** The signed-in user's profile and avatar. */

export async function getMe(db: Database, userId: number, now: Date = new Date()): Promise<AccountUser> {
  return toAccountUser(await requireUser(db, userId), now);
}

/**
 * Saves the profile fields the page changed, only at the version it loaded: a save based on an older
 * version is refused with 409 and the current account in `extra`, and changes nothing.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  body: ProfileBody,
  now: Date = new Date(),
): Promise<AccountUser> {
  const changes: ProfileChanges = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
  };
  const saved =
    Object.keys(changes).length > 0
      ? await updateProfileAtVersion(db, userId, body.version, changes, now)
      : null;
  if (saved) return toAccountUser(saved, now);
  const current = await requireUser(db, userId);
  // Nothing to change at the version it read: the account as it is.
  if (current.profileVersion === body.version) return toAccountUser(current, now);
  const extra: ProfileConflictExtra = { current: toAccountUser(current, now) };
  throw new AppError('CONFLICT', ACCOUNT_MESSAGES.profileConflict, { extra });
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
