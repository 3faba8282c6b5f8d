import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { AppError } from '../core/errors';

/**
 * What a new password may not be (OWASP ASVS 2.1.7, docs/ACCOUNTS.md "Passwords"): one of the most
 * common passwords, or the account's e-mail address or its local part. The list is the ranked
 * common-password dictionary of zxcvbn-ts (@zxcvbn-ts/language-common, MIT, 49,233 entries, most
 * used first), compared case-insensitively; it stays on the server (about 400 KB).
 */

let commonPasswords: Set<string> | undefined;

function commonSet(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords;
}

/** How many passwords the list holds (a test checks it is at least the top 1,000). */
export function commonPasswordCount(): number {
  return commonSet().size;
}

/** Local parts shorter than this are too common inside ordinary words to refuse ("an", "vu"). */
const MIN_LOCAL_PART = 4;

/** The Vietnamese reason the password may not be used, or null when it may. */
export function passwordPolicyProblem(password: string, email: string): string | null {
  const lower = password.toLowerCase();
  if (commonSet().has(lower)) return ACCOUNT_MESSAGES.passwordCommon;
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (lower.includes(address) || (localPart.length >= MIN_LOCAL_PART && lower.includes(localPart))) {
    return ACCOUNT_MESSAGES.passwordHasEmail;
  }
  return null;
}

/** Throws 400 VALIDATION on the `password` field when the policy refuses the password. */
export function assertPasswordAllowed(password: string, email: string): void {
  const problem = passwordPolicyProblem(password, email);
  if (problem) {
    throw new AppError('VALIDATION', problem, { details: [{ path: 'password', message: problem }] });
  }
}
