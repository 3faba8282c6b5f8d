import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@/common/contracts/account';
import {
  callAccount,
  createUser,
  mailCount,
  uniqueDevice,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { commonPasswordCount, passwordPolicyProblem } from '../../../auth/passwordPolicy';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { registrationAttempts, users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { changePasswordRoute, loginRoute, registerRoute } from '../accounts.handlers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

function detailsOf(body: unknown): { path: string; message: string }[] {
  return (body as { details?: { path: string; message: string }[] }).details ?? [];
}

describe('password policy (OWASP ASVS 2.1.7)', () => {
  it('knows at least the top 1,000 common passwords, case-insensitively', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    for (const common of ['password', '12345678', 'iloveyou', 'qwertyuiop', 'Password1', 'PASSWORD']) {
      expect(passwordPolicyProblem(common, 'lan@vidu.vn')).toBe(ACCOUNT_MESSAGES.passwordCommon);
    }
    expect(passwordPolicyProblem('Hoa-sen-nở-2026', 'lan@vidu.vn')).toBeNull();
  });

  it('refuses the account e-mail or its local part inside the password', () => {
    expect(passwordPolicyProblem('nguyenlan@vidu.vn', 'nguyenlan@vidu.vn')).toBe(
      ACCOUNT_MESSAGES.passwordHasEmail,
    );
    expect(passwordPolicyProblem('NguyenLan!2026', 'nguyenlan@vidu.vn')).toBe(
      ACCOUNT_MESSAGES.passwordHasEmail,
    );
    // A very short local part is part of too many words to refuse.
    expect(passwordPolicyProblem('Vườn-an-2026', 'an@vidu.vn')).toBeNull();
  });

  it('registration with a common password or the e-mail is refused before anything is stored or mailed', async () => {
    const first = uniqueEmail();
    const second = uniqueEmail();
    for (const [email, password, message] of [
      [first, 'iloveyou', ACCOUNT_MESSAGES.passwordCommon],
      [second, `${second.split('@')[0] ?? ''}-2026`, ACCOUNT_MESSAGES.passwordHasEmail],
    ] as const) {
      const result = await callAccount(registerRoute, {
        body: { name: 'Chương An', email, phone: '0912345678', password, confirmPassword: password },
        ip: uniqueIp(),
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
      expect(detailsOf(result.body)).toEqual([{ path: 'password', message }]);
      const attempts = await handle.db
        .select()
        .from(registrationAttempts)
        .where(eq(registrationAttempts.email, email));
      expect(attempts).toHaveLength(0);
      expect(await mailCount(handle.db, email)).toBe(0);
    }
  });

  it('a password change to the same password, a common one or the e-mail is refused and the old one still works', async () => {
    const user = await createUser(handle.db, { password: 'Old-secret-77' });
    const login = await callAccount<LoginResponse>(loginRoute, {
      body: { email: user.email, password: user.password, deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    const token = login.data.token.accessToken;
    const [before] = await handle.db.select().from(users).where(eq(users.id, user.id));
    const localPart = user.email.split('@')[0] ?? '';
    for (const [password, message] of [
      ['Old-secret-77', ACCOUNT_MESSAGES.passwordSameAsCurrent],
      ['password1', ACCOUNT_MESSAGES.passwordCommon],
      [`${localPart}-2026`, ACCOUNT_MESSAGES.passwordHasEmail],
    ] as const) {
      const result = await callAccount(changePasswordRoute, {
        body: { currentPassword: 'Old-secret-77', password, confirmPassword: password },
        token,
        ip: uniqueIp(),
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
    const [after] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});
