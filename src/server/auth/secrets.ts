import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@/common/contracts/account';

/** A random URL-safe token (base64url of `bytes` random bytes; 32 bytes give 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 (hex) of a secret: the only form in which activation links, codes and proofs are stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * The stored form of a reset code: six digits alone have few values, so the hash is bound to the
 * account (two users with the same code do not share a hash).
 */
export function hashOtp(userId: number, otp: string): string {
  return hashSecret(`reset-code:${String(userId)}:${otp}`);
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

/** A uniformly random numeric one-time code of OTP_LENGTH digits (leading zeros kept). */
export function randomOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}
