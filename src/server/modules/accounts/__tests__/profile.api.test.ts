import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  type AccountUser,
  type LoginResponse,
  type ProfileConflictExtra,
} from '@/common/contracts/account';
import { eq } from 'drizzle-orm';
import { callAccount, createUser, uniqueDevice, uniqueIp } from '../../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { avatarImageRoute, avatarRoute, checkPlanRoute, loginRoute, meRoute } from '../accounts.handlers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function signedIn(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(handle.db, values);
  const result = await callAccount<LoginResponse>(loginRoute, {
    body: { email: user.email, password: user.password, deviceId: uniqueDevice() },
    ip: uniqueIp(),
  });
  expect(result.status).toBe(200);
  return { user, token: result.data.token.accessToken };
}

describe('GET and PUT /api/users/me', () => {
  it('needs a token', async () => {
    const result = await callAccount(meRoute, { method: 'GET' });
    expect(result.status).toBe(401);
  });

  it('answers the account, then saves name, phone and birth date', async () => {
    const { user, token } = await signedIn({ birthDate: null });
    const me = await callAccount<AccountUser>(meRoute, { method: 'GET', token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({
      id: user.id,
      email: user.email,
      name: user.name,
      avatarPath: null,
      birthDate: null,
      planType: null,
      isExpired: true,
      roleExpiration: [],
    });

    const saved = await callAccount<AccountUser>(meRoute, {
      method: 'PUT',
      token,
      body: {
        version: me.data.profileVersion,
        name: '  Lê Văn C ',
        phone: '+84 912.345.679',
        birthDate: '1990-05-17',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Lê Văn C', phone: '+84912345679', birthDate: '1990-05-17' });
    expect(saved.data).not.toHaveProperty('message');
    const again = await callAccount<AccountUser>(meRoute, { method: 'GET', token });
    expect(again.data.birthDate).toBe('1990-05-17');
  });

  it('refuses invalid profile fields with the contract messages', async () => {
    const { token } = await signedIn();
    const result = await callAccount(meRoute, {
      method: 'PUT',
      token,
      body: { version: 1, name: '', phone: '123', birthDate: '1990-02-30' },
    });
    expect(result.status).toBe(400);
    const details = (result.body as { details?: { path: string; message: string }[] }).details ?? [];
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: ACCOUNT_MESSAGES.required },
        { path: 'phone', message: ACCOUNT_MESSAGES.phoneInvalid },
        { path: 'birthDate', message: ACCOUNT_MESSAGES.birthDateInvalid },
      ]),
    );
  });

  it('refuses a name made only of invisible or bidi characters, and strips bidi controls from a valid one', async () => {
    const { user, token } = await signedIn();
    const invisible = await callAccount(meRoute, {
      method: 'PUT',
      token,
      body: { version: 1, name: '\u202E\u200B\u3164\u2066', phone: '0912345678', birthDate: null },
    });
    expect(invisible.status).toBe(400);
    expect((invisible.body as { details?: unknown }).details).toEqual([
      { path: 'name', message: ACCOUNT_MESSAGES.nameInvisible },
    ]);
    expect((await callAccount<AccountUser>(meRoute, { method: 'GET', token })).data.name).toBe(user.name);

    const spoofed = await callAccount<AccountUser>(meRoute, {
      method: 'PUT',
      token,
      body: { version: 1, name: 'Quản trị viên\u202E nimda', phone: '0912345678', birthDate: null },
    });
    expect(spoofed.status).toBe(200);
    expect(spoofed.data.name).toBe('Quản trị viên nimda');
  });
});

describe('profile saves from an outdated page', () => {
  it('refuses the second of two saves made from the same loaded version with 409 and the current values, changing nothing', async () => {
    const { user, token } = await signedIn({ birthDate: '1985-01-02' });
    const loaded = await callAccount<AccountUser>(meRoute, { method: 'GET', token });
    const version = loaded.data.profileVersion;

    // Device A saves a new name from the page it loaded.
    const first = await callAccount<AccountUser>(meRoute, {
      method: 'PUT',
      token,
      body: { version, name: 'Tên mới từ máy A' },
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ name: 'Tên mới từ máy A', profileVersion: version + 1 });
    // Only the sent field changed.
    expect(first.data.phone).toBe(loaded.data.phone);
    expect(first.data.birthDate).toBe('1985-01-02');
    const [before] = await handle.db.select().from(users).where(eq(users.id, user.id));

    // Device B still shows the page loaded before A's save, and saves a phone and an old name.
    const second = await callAccount(meRoute, {
      method: 'PUT',
      token,
      body: { version, name: user.name, phone: '0987654321' },
    });
    expect(second.status).toBe(409);
    const body = second.body as { code: string; message: string; extra?: ProfileConflictExtra };
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toBe(ACCOUNT_MESSAGES.profileConflict);
    expect(body.extra?.current).toMatchObject({
      id: user.id,
      name: 'Tên mới từ máy A',
      phone: loaded.data.phone,
      birthDate: '1985-01-02',
      profileVersion: version + 1,
    });
    const [after] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it('refuses a save without the version it was based on', async () => {
    const { token } = await signedIn();
    const result = await callAccount(meRoute, { method: 'PUT', token, body: { name: 'Không có phiên bản' } });
    expect(result.status).toBe(400);
    expect((result.body as { details?: unknown }).details).toEqual([
      { path: 'version', message: ACCOUNT_MESSAGES.profileVersionRequired },
    ]);
  });
});

describe('avatar', () => {
  it('refuses what is not a PNG, JPEG or WebP, or claims another type, or is too large', async () => {
    const { token } = await signedIn();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    const cases = [
      `data:image/png;base64,${gif}`,
      `data:image/jpeg;base64,${PNG_1X1}`,
      `data:image/gif;base64,${gif}`,
      'not a data url',
    ];
    for (const dataUrl of cases) {
      const result = await callAccount(avatarRoute, { token, body: { dataUrl } });
      expect(result.status).toBe(400);
      expect(result.body.message).toContain(ACCOUNT_MESSAGES.avatarInvalid);
    }
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    const tooLarge = await callAccount(avatarRoute, {
      token,
      body: { dataUrl: `data:image/png;base64,${big.toString('base64')}` },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toContain(ACCOUNT_MESSAGES.avatarInvalid);
    expect(
      (await callAccount(avatarRoute, { body: { dataUrl: `data:image/png;base64,${PNG_1X1}` } })).status,
    ).toBe(401);
  });

  it('stores a PNG and serves it with its type and a day of caching', async () => {
    const { user, token } = await signedIn();
    const none = await callAccount(avatarImageRoute, { method: 'GET', query: { userId: String(user.id) } });
    expect(none.status).toBe(404);

    const saved = await callAccount<AccountUser>(avatarRoute, {
      token,
      body: { dataUrl: `data:image/png;base64,${PNG_1X1}` },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.avatarPath).toMatch(new RegExp(`^/api/users/avatar/${String(user.id)}\\?v=\\d+$`));

    const image = await callAccount(avatarImageRoute, {
      method: 'GET',
      query: { userId: String(user.id), v: '1' },
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.buffer.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);

    const me = await callAccount<AccountUser>(meRoute, { method: 'GET', token });
    expect(me.data.avatarPath).toBe(saved.data.avatarPath);
    expect((await callAccount(avatarImageRoute, { method: 'GET', query: { userId: 'abc' } })).status).toBe(
      400,
    );
  });

  it('accepts JPEG and WebP by their magic bytes', async () => {
    const { token } = await signedIn();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
    const webp = Buffer.concat([
      Buffer.from('RIFF', 'latin1'),
      Buffer.from([4, 0, 0, 0]),
      Buffer.from('WEBPVP8 ', 'latin1'),
    ]).toString('base64');
    expect(
      (await callAccount(avatarRoute, { token, body: { dataUrl: `data:image/jpeg;base64,${jpeg}` } })).status,
    ).toBe(200);
    expect(
      (await callAccount(avatarRoute, { token, body: { dataUrl: `data:image/webp;base64,${webp}` } })).status,
    ).toBe(200);
  });
});

describe('POST /api/users/check-plan', () => {
  it('answers the derived plan and the three expiry days', async () => {
    const { token } = await signedIn({
      expiredDayBasic: '2999-01-01',
      expiredDayPro: '2001-01-01',
      expiredDayPremium: null,
    });
    const result = await callAccount(checkPlanRoute, { token });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      plan: 'BASIC',
      expiredDayBasic: '2999-01-01',
      expiredDayPro: '2001-01-01',
      expiredDayPremium: null,
    });
    expect((await callAccount(checkPlanRoute, {})).status).toBe(401);
  });
});
