import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../passwords';

// Hashes made by bcryptjs (the library before @node-rs/bcrypt) at cost 10, as accounts created before
// the switch have them stored. Test-only passwords, not secrets. bcryptjs 2 wrote the $2a$ prefix,
// bcryptjs 3 writes $2b$.
const LEGACY_2A = {
  password: 'Mat-khau-thu-1',
  hash: '$2a$10$W0zVTnq02bbXfoP9S6mh.u.DOuWT2LrhrpjNctR22srkR9Y5.o606',
};
const LEGACY_2B = {
  password: 'Mật-khẩu-thử-2',
  hash: '$2b$10$bAhHuxBY/GDgoSnaUuSjQOilR22zpv.xAiLpA45iS4YY.XVJyXLKq',
};

describe('password hashes', () => {
  it('verifies the $2a$ and $2b$ hashes bcryptjs stored, and refuses a wrong password', async () => {
    expect(await verifyPassword(LEGACY_2A.password, LEGACY_2A.hash)).toBe(true);
    expect(await verifyPassword(LEGACY_2B.password, LEGACY_2B.hash)).toBe(true);
    expect(await verifyPassword('Mat-khau-thu-2', LEGACY_2A.hash)).toBe(false);
    // Vietnamese letters are compared as their UTF-8 bytes, as bcryptjs hashed them.
    expect(await verifyPassword('Mat-khau-thu-2', LEGACY_2B.hash)).toBe(false);
  });

  it('verifies what it hashes (a $2b$ hash), and a missing hash is false', async () => {
    const hash = await hashPassword('Mật-khẩu-mới-3');
    expect(hash).toMatch(/^\$2b\$\d\d\$/);
    expect(await verifyPassword('Mật-khẩu-mới-3', hash)).toBe(true);
    expect(await verifyPassword('Mật-khẩu-mới-4', hash)).toBe(false);
    expect(await verifyPassword('Mật-khẩu-mới-3', undefined)).toBe(false);
  });

  it('leaves the event loop idle while passwords are verified at the production cost', async () => {
    // Four verifications of cost-10 hashes in flight at once (the stored hash carries its cost; the
    // lower cost the test setup gives new hashes does not apply). Event-loop utilisation is the share
    // of the wall time the main thread spent running JavaScript rather than waiting for I/O: computed
    // on libuv's thread pool it stays near 0; bcryptjs computed on the main thread (in chunks between
    // setImmediate turns) and kept it near 1. Neither depends on how fast or loaded the machine is,
    // so the bound of one half has room both ways.
    const start = performance.eventLoopUtilization();
    const results = await Promise.all(
      [LEGACY_2A, LEGACY_2B, LEGACY_2A, LEGACY_2B].map(({ password, hash }) =>
        verifyPassword(password, hash),
      ),
    );
    const used = performance.eventLoopUtilization(start);
    expect(results).toEqual([true, true, true, true]);
    expect(used.utilization).toBeLessThan(0.5);
  });
});
