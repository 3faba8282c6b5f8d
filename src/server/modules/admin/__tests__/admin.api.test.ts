import { eq } from 'drizzle-orm';
import type { NextApiRequest } from 'next';
import { createRequest } from 'node-mocks-http';
import {
  ADMIN_MESSAGES,
  type AdminMessage,
  type AdminOrder,
  type AdminPage,
  type AdminPaymentEvent,
  type AdminUserDetail,
  type AdminUserRow,
} from '@/common/contracts/admin';
import { createUser, uniqueDevice } from '../../../../../tests/helpers/accounts';
import { forgetCachedSessions } from '../../../auth/sessions';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { orders, paymentEvents, sessions, userDevices, userLocks } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { authenticate } from '../../../auth/bearer';
import { ADMIN_ROUTES } from '../../../web/routes/admin';
import { ACCOUNT_LOCKED_MESSAGE } from '../../accounts/accounts.service';
import {
  adminConfirmBankRoute,
  adminOrdersRoute,
  adminPaymentEventsRoute,
  adminUserDeviceRoute,
  adminUserLockRoute,
  adminUserPlanRoute,
  adminUserRoute,
  adminUsersRoute,
} from '../admin.handlers';
import { callAdmin, loginAs, signedInUser, type SignedInUser } from './adminTestKit';

// The payments module's service, mocked: this file checks the admin route's side of the contract
// (admin.data.api.test.ts runs the real one).
const confirmBankOrder = jest.fn();
jest.mock('../../payments/payments.service', () => ({
  confirmBankOrder: (...args: unknown[]) => confirmBankOrder(...args) as unknown,
}));

let handle: DatabaseHandle;
let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  admin = await signedInUser(handle.db, { isAdmin: true, name: 'Quản Trị Viên' });
  member = await signedInUser(handle.db, { name: 'Người Dùng Thường' });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

function bearerRequest(token: string): NextApiRequest {
  return createRequest<NextApiRequest>({ headers: { authorization: `Bearer ${token}` } });
}

describe('every admin route', () => {
  const routes = Object.entries(ADMIN_ROUTES);

  it('is registered for the whole console', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(routes)('%s: 401 without a token, 403 for a signed-in non-admin', async (_path, handler) => {
    const probe = await callAdmin(handler, { method: 'OPTIONS' });
    expect(probe.status).toBe(405);
    const methods = String(probe.headers.allow).split(', ');
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const anonymous = await callAdmin(handler, { method });
      expect(anonymous.status).toBe(401);
      // No query or body at all: the refusal comes before any validation.
      const refused = await callAdmin(handler, { method, token: member.token });
      expect({ method, status: refused.status }).toEqual({ method, status: 403 });
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.forbidden });
    }
  });
});

describe('users', () => {
  it('searches e-mail, name without accents and phone, 20 a page', async () => {
    const lan = await createUser(handle.db, {
      name: 'Trần Thị Ngọc Lan',
      email: 'ngoclan.admin-test@example.vn',
      phone: '0987654321',
      expiredDayPro: '2999-12-31',
    });
    for (const [index, name] of ['Đỗ Văn Đức', 'Đặng Đức Anh'].entries()) {
      await createUser(handle.db, { name, email: `duc${String(index)}.admin-test@example.vn` });
    }

    const byName = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { q: 'ngoc lan' },
    });
    expect(byName.status).toBe(200);
    expect(byName.data.items.map((row) => row.id)).toEqual([lan.id]);
    expect(byName.data.items[0]).toMatchObject({
      email: lan.email,
      planType: 'PRO',
      expiredDayPro: '2999-12-31',
      status: 'active',
      locked: false,
      deviceCount: 0,
    });

    const accented = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { q: 'ĐỨC' },
    });
    expect(accented.data.items).toHaveLength(2);
    const plain = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { q: 'duc' },
    });
    expect(plain.data.items.map((row) => row.name).sort()).toEqual(['Đặng Đức Anh', 'Đỗ Văn Đức']);

    const byPhone = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { q: '+84987654321' },
    });
    expect(byPhone.data.items.map((row) => row.id)).toEqual([lan.id]);

    const byEmail = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { q: 'NGOCLAN.ADMIN' },
    });
    expect(byEmail.data.items.map((row) => row.id)).toEqual([lan.id]);

    for (let index = 0; index < 20; index += 1) await createUser(handle.db);
    const first = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, { token: admin.token });
    const second = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { page: '2' },
    });
    expect(first.data.pageSize).toBe(20);
    expect(first.data.items).toHaveLength(20);
    expect(first.data.total).toBeGreaterThanOrEqual(25);
    expect(second.data.page).toBe(2);
    const firstIds = new Set(first.data.items.map((row) => row.id));
    expect(second.data.items.some((row) => firstIds.has(row.id))).toBe(false);
    // Admin's own row shows its device.
    const self = await callAdmin<AdminPage<AdminUserRow>>(adminUsersRoute, {
      token: admin.token,
      query: { q: admin.email },
    });
    expect(self.data.items[0]).toMatchObject({ id: admin.id, isAdmin: true, deviceCount: 1 });
  });

  it('answers a user with devices and orders; 404 for an unknown one; 400 for a bad id', async () => {
    const detail = await callAdmin<AdminUserDetail>(adminUserRoute, {
      token: admin.token,
      query: { userId: String(member.id) },
    });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ id: member.id, email: member.email, orders: [] });
    expect(detail.data.devices).toEqual([
      expect.objectContaining({ deviceId: member.deviceId, name: 'Chrome trên Windows', liveSessions: 1 }),
    ]);

    const unknown = await callAdmin(adminUserRoute, { token: admin.token, query: { userId: '999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADMIN_MESSAGES.userUnknown);
    const bad = await callAdmin(adminUserRoute, { token: admin.token, query: { userId: 'abc' } });
    expect(bad.status).toBe(400);
  });

  it('sets and clears a plan’s last day', async () => {
    const user = await createUser(handle.db);
    const set = await callAdmin<AdminUserDetail>(adminUserPlanRoute, {
      method: 'PUT',
      token: admin.token,
      query: { userId: String(user.id) },
      body: { plan: 'PREMIUM', expiredDay: '2999-06-30' },
    });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ planType: 'PREMIUM', expiredDayPremium: '2999-06-30' });

    const cleared = await callAdmin<AdminUserDetail>(adminUserPlanRoute, {
      method: 'PUT',
      token: admin.token,
      query: { userId: String(user.id) },
      body: { plan: 'PREMIUM', expiredDay: null },
    });
    expect(cleared.data).toMatchObject({ planType: null, expiredDayPremium: null });

    const invalid = await callAdmin(adminUserPlanRoute, {
      method: 'PUT',
      token: admin.token,
      query: { userId: String(user.id) },
      body: { plan: 'GOLD', expiredDay: '2024-02-30' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'VALIDATION' });
    const paths = (invalid.body as { details: { path: string; message: string }[] }).details;
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'plan' }),
        { path: 'expiredDay', message: ADMIN_MESSAGES.dateInvalid },
      ]),
    );
  });

  it('locks an account: login refused, live token rejected; unlocking lets it log in again', async () => {
    const target = await signedInUser(handle.db);
    // The token works and is cached before the lock.
    await expect(authenticate(bearerRequest(target.token))).resolves.toMatchObject({ id: target.id });

    const locked = await callAdmin<AdminUserDetail>(adminUserLockRoute, {
      token: admin.token,
      method: 'POST',
      query: { userId: String(target.id) },
      body: { locked: true, reason: 'Chia sẻ tài khoản' },
    });
    expect(locked.status).toBe(200);
    expect(locked.data).toMatchObject({ locked: true, lockReason: 'Chia sẻ tài khoản', lockedBy: admin.id });
    expect(locked.data.devices[0]).toMatchObject({ liveSessions: 0 });
    const revoked = await handle.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(revoked.every((row) => row.revokedAt !== null && row.revokeReason === 'account_locked')).toBe(
      true,
    );

    await expect(authenticate(bearerRequest(target.token))).rejects.toMatchObject({ status: 401 });

    const refusedLogin = await loginAs(target.email, target.password, target.deviceId);
    expect(refusedLogin.status).toBe(400);
    expect(refusedLogin.body.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    // A wrong password still answers the usual message (the lock is not revealed without the password).
    const wrong = await loginAs(target.email, 'Wrong-password-1');
    expect(wrong.body.message).not.toBe(ACCOUNT_LOCKED_MESSAGE);

    // Even a session that escaped revocation is refused while the lock exists.
    await handle.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.userId, target.id));
    forgetCachedSessions();
    await expect(authenticate(bearerRequest(target.token))).rejects.toMatchObject({ status: 401 });

    const unlocked = await callAdmin<AdminUserDetail>(adminUserLockRoute, {
      token: admin.token,
      method: 'POST',
      query: { userId: String(target.id) },
      body: { locked: false },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.data).toMatchObject({ locked: false, lockReason: null });
    expect(await handle.db.select().from(userLocks).where(eq(userLocks.userId, target.id))).toEqual([]);
    const again = await loginAs(target.email, target.password, target.deviceId);
    expect(again.status).toBe(200);
    await expect(authenticate(bearerRequest(again.data.token.accessToken))).resolves.toMatchObject({
      id: target.id,
    });
  });

  it('refuses to lock the administrator’s own account', async () => {
    const self = await callAdmin(adminUserLockRoute, {
      token: admin.token,
      method: 'POST',
      query: { userId: String(admin.id) },
      body: { locked: true },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(ADMIN_MESSAGES.cannotLockSelf);
  });

  it('removes a device seen minutes ago (no 24-hour rule) and revokes its session', async () => {
    const target = await signedInUser(handle.db);
    const removed = await callAdmin<AdminMessage>(adminUserDeviceRoute, {
      method: 'DELETE',
      token: admin.token,
      query: { userId: String(target.id), deviceId: target.deviceId },
    });
    expect(removed.status).toBe(200);
    expect(removed.data.message).toBe(ADMIN_MESSAGES.deviceRemoved);
    expect(await handle.db.select().from(userDevices).where(eq(userDevices.userId, target.id))).toEqual([]);
    await expect(authenticate(bearerRequest(target.token))).rejects.toMatchObject({ status: 401 });

    const again = await callAdmin(adminUserDeviceRoute, {
      method: 'DELETE',
      token: admin.token,
      query: { userId: String(target.id), deviceId: uniqueDevice() },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ADMIN_MESSAGES.deviceUnknown);
  });
});

describe('orders and payments', () => {
  let buyer: { id: number; email: string };

  beforeAll(async () => {
    buyer = await createUser(handle.db, { email: 'buyer.admin-test@example.vn' });
    await handle.db.insert(orders).values([
      {
        orderCode: 'BANK-ADMIN-0001',
        userId: buyer.id,
        plan: 'PRO',
        months: 3,
        method: 'BANK',
        listAmount: 1_099_000,
        amount: 1_099_000,
        createdAt: new Date('2025-01-02T03:00:00Z'),
      },
      {
        orderCode: 'MOMO-ADMIN-0002',
        userId: buyer.id,
        plan: 'BASIC',
        months: 1,
        method: 'MOMO',
        listAmount: 199_000,
        amount: 199_000,
        status: 'paid',
        createdAt: new Date('2025-01-03T03:00:00Z'),
      },
    ]);
    await handle.db.insert(paymentEvents).values({
      provider: 'MOMO',
      orderCode: 'MOMO-ADMIN-0002',
      payload: { resultCode: 0, orderId: 'MOMO-ADMIN-0002' },
      signatureValid: true,
      outcome: 'granted',
    });
  });

  it('lists orders with the buyer’s e-mail, filtered by status, method and search', async () => {
    const all = await callAdmin<AdminPage<AdminOrder>>(adminOrdersRoute, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.data.items.map((order) => order.orderCode)).toEqual(['MOMO-ADMIN-0002', 'BANK-ADMIN-0001']);
    expect(all.data.items[0]).toMatchObject({ userEmail: buyer.email, amount: 199_000, status: 'paid' });

    const pendingBank = await callAdmin<AdminPage<AdminOrder>>(adminOrdersRoute, {
      token: admin.token,
      query: { status: 'pending', method: 'BANK', q: '' },
    });
    expect(pendingBank.data.items.map((order) => order.orderCode)).toEqual(['BANK-ADMIN-0001']);
    const byEmail = await callAdmin<AdminPage<AdminOrder>>(adminOrdersRoute, {
      token: admin.token,
      query: { q: 'buyer.admin' },
    });
    expect(byEmail.data.total).toBe(2);
    const badStatus = await callAdmin(adminOrdersRoute, { token: admin.token, query: { status: 'lost' } });
    expect(badStatus.status).toBe(400);

    const detail = await callAdmin<AdminUserDetail>(adminUserRoute, {
      token: admin.token,
      query: { userId: String(buyer.id) },
    });
    expect(detail.data.orders.map((order) => order.orderCode)).toEqual([
      'MOMO-ADMIN-0002',
      'BANK-ADMIN-0001',
    ]);
  });

  it('lists the payment events, filtered by order code', async () => {
    const events = await callAdmin<AdminPage<AdminPaymentEvent>>(adminPaymentEventsRoute, {
      token: admin.token,
      query: { orderCode: 'MOMO-ADMIN' },
    });
    expect(events.status).toBe(200);
    expect(events.data.items).toEqual([
      expect.objectContaining({
        provider: 'MOMO',
        orderCode: 'MOMO-ADMIN-0002',
        outcome: 'granted',
        signatureValid: true,
        payload: { resultCode: 0, orderId: 'MOMO-ADMIN-0002' },
      }),
    ]);
    const none = await callAdmin<AdminPage<AdminPaymentEvent>>(adminPaymentEventsRoute, {
      token: admin.token,
      query: { orderCode: 'BANK-ADMIN' },
    });
    expect(none.data).toMatchObject({ items: [], total: 0 });
  });

  it('confirms a bank transfer through the payments service and answers the updated order', async () => {
    confirmBankOrder.mockImplementation(
      async (db: DatabaseHandle['db'], orderCode: string, adminId: number) => {
        const rows = await db
          .update(orders)
          .set({ status: 'paid', confirmedBy: adminId, grantedAt: new Date(), expiryAfter: '2999-01-01' })
          .where(eq(orders.orderCode, orderCode))
          .returning();
        return { outcome: 'granted', order: rows[0] };
      },
    );
    const confirmed = await callAdmin<AdminOrder>(adminConfirmBankRoute, {
      method: 'POST',
      token: admin.token,
      query: { orderCode: 'BANK-ADMIN-0001' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmBankOrder).toHaveBeenCalledWith(expect.anything(), 'BANK-ADMIN-0001', admin.id);
    expect(confirmed.data).toMatchObject({
      orderCode: 'BANK-ADMIN-0001',
      status: 'paid',
      confirmedBy: admin.id,
      userEmail: buyer.email,
    });

    confirmBankOrder.mockClear();
    const unknown = await callAdmin(adminConfirmBankRoute, {
      method: 'POST',
      token: admin.token,
      query: { orderCode: 'NO-SUCH-ORDER' },
    });
    expect(unknown.status).toBe(404);
    expect(confirmBankOrder).not.toHaveBeenCalled();
  });
});
