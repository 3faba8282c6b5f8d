import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import {
  activationTokenIn,
  callAccount,
  latestMail,
  mailCount,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { activateRoute, registerRoute, resendActivationRoute } from '../accounts.handlers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

const PASSWORD = 'Mat-khau-123';

async function registered(): Promise<string> {
  const email = uniqueEmail();
  const result = await callAccount(registerRoute, {
    body: { name: 'Trần Thị B', email, phone: '0987654321', password: PASSWORD, confirmPassword: PASSWORD },
    ip: uniqueIp(),
  });
  expect(result.status).toBe(200);
  return email;
}

function resend(email: string, password: string, ip = uniqueIp()) {
  return callAccount(resendActivationRoute, { body: { email, password }, ip });
}

describe('POST /api/auth/resend-activation', () => {
  it('mails a new working link to a registration not yet activated, given its e-mail and password', async () => {
    const email = await registered();
    const firstLink = activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '');
    const result = await resend(email, PASSWORD);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: ACCOUNT_MESSAGES.activationResent });
    expect(await mailCount(handle.db, email)).toBe(2);
    const newLink = activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '');
    expect(newLink).not.toBe(firstLink);
    const activated = await callAccount(activateRoute, {
      body: { token: newLink, password: PASSWORD },
      ip: uniqueIp(),
    });
    expect(activated.status).toBe(200);
  });

  it('answers the same and mails nothing for a wrong password, an unknown or an active address', async () => {
    const email = await registered();
    const wrong = await resend(email, 'Sai-mat-khau-1');
    expect(wrong.status).toBe(200);
    expect(wrong.data).toEqual({ message: ACCOUNT_MESSAGES.activationResent });
    expect(await mailCount(handle.db, email)).toBe(1);
    const unknown = uniqueEmail();
    expect((await resend(unknown, PASSWORD)).data).toEqual({ message: ACCOUNT_MESSAGES.activationResent });
    expect(await mailCount(handle.db, unknown)).toBe(0);
  });

  it('is rate-limited per e-mail like registration (3 an hour)', async () => {
    const email = await registered();
    for (let i = 0; i < 3; i += 1) expect((await resend(email, PASSWORD)).status).toBe(200);
    const over = await resend(email, PASSWORD);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
  });
});
