import * as bcrypt from '@node-rs/bcrypt';
import { getEnv } from '../env';

// @node-rs/bcrypt (Rust, prebuilt per platform) computes on libuv's thread pool: the event loop goes
// on serving requests while a login's hash is checked (docs/DECISIONS.md). The $2a$ and $2b$ hashes
// bcryptjs stored before verify unchanged; new hashes are $2b$.

/** bcrypt hash with the configured cost (PASSWORD_BCRYPT_COST). */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, getEnv().PASSWORD_BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password at the configured cost, compared when the account does not exist (or
 * has no password), so a login takes about as long whether or not the e-mail is registered.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${String(Math.random())}-${String(Date.now())}`);
  return dummyHash;
}

/** True when the password matches the hash; a null hash is always false but costs the same time. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.verify(password, await getDummyHash());
    return false;
  }
  return bcrypt.verify(password, hash);
}
