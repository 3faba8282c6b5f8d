import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  mailOutbox,
  notifications,
  oneTimeSecrets,
  orders,
  rateLimits,
  registrationAttempts,
  sessions,
  users,
} from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { purgeExpired, RETENTION_DAYS } from '../purge';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const NOW = new Date('2026-11-21T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

async function count(
  table:
    | 'rate_limits'
    | 'one_time_secrets'
    | 'registration_attempts'
    | 'sessions'
    | 'mail_outbox'
    | 'notifications',
) {
  const result: unknown = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('purgeExpired', () => {
  it('removes only rows past their retention and reports what it removed', async () => {
    const db = handle.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'purge@vidu.vn', name: 'Purge', status: 'active' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;

    await db.insert(rateLimits).values([
      { key: 'old', windowStart: daysAgo(RETENTION_DAYS.rateLimits + 1), count: 3 },
      { key: 'live', windowStart: daysAgo(0), count: 1 },
    ]);
    await db.insert(oneTimeSecrets).values([
      {
        userId,
        purpose: 'activation',
        secretHash: 'a',
        expiresAt: daysAgo(RETENTION_DAYS.oneTimeSecrets + 1),
      },
      { userId, purpose: 'reset_code', secretHash: 'b', expiresAt: daysAgo(-1) },
    ]);
    const attempt = { email: 'cho@vidu.vn', name: 'Chờ', passwordHash: 'x' };
    await db.insert(registrationAttempts).values([
      { ...attempt, secretHash: 'old', expiresAt: daysAgo(RETENTION_DAYS.registrationAttempts + 1) },
      { ...attempt, secretHash: 'live', expiresAt: daysAgo(-1) },
    ]);
    await db.insert(sessions).values([
      { id: 'expired', userId, deviceId: 'device-1', expiresAt: daysAgo(RETENTION_DAYS.sessions + 1) },
      {
        id: 'revoked',
        userId,
        deviceId: 'device-2',
        expiresAt: daysAgo(-10),
        revokedAt: daysAgo(RETENTION_DAYS.sessions + 1),
      },
      {
        id: 'recently-revoked',
        userId,
        deviceId: 'device-3',
        expiresAt: daysAgo(-10),
        revokedAt: daysAgo(1),
      },
      { id: 'live', userId, deviceId: 'device-4', expiresAt: daysAgo(-20) },
    ]);
    await db.insert(mailOutbox).values([
      { toAddress: 'x@vidu.vn', subject: 'cũ', textBody: 't', htmlBody: 'h', createdAt: daysAgo(40) },
      { toAddress: 'x@vidu.vn', subject: 'mới', textBody: 't', htmlBody: 'h', createdAt: daysAgo(1) },
    ]);

    await db.insert(notifications).values([
      {
        userId,
        title: 'cũ',
        body: 'b',
        dedupeKey: 'alert:1:FPT:1',
        createdAt: daysAgo(RETENTION_DAYS.notifications + 1),
        readAt: daysAgo(100),
      },
      {
        userId,
        title: 'cũ chưa đọc',
        body: 'b',
        dedupeKey: 'alert:1:FPT:2',
        createdAt: daysAgo(RETENTION_DAYS.notifications + 1),
      },
      {
        userId,
        title: 'mới',
        body: 'b',
        dedupeKey: 'alert:1:FPT:3',
        createdAt: daysAgo(RETENTION_DAYS.notifications - 1),
      },
    ]);

    const order = {
      userId,
      plan: 'PRO' as const,
      months: 1,
      method: 'MOMO' as const,
      listAmount: 399000,
      amount: 399000,
    };
    await db.insert(orders).values([
      { ...order, orderCode: 'OLDPENDING1', createdAt: daysAgo(2) },
      { ...order, orderCode: 'NEWPENDING1', createdAt: daysAgo(0) },
      { ...order, orderCode: 'OLDPAID0001', createdAt: daysAgo(2), status: 'paid' },
    ]);

    expect(await purgeExpired(db, NOW)).toEqual({
      rateLimits: 1,
      oneTimeSecrets: 1,
      registrationAttempts: 1,
      sessions: 2,
      mailOutbox: 1,
      ordersExpired: 1,
      notifications: 2,
      deviceTokens: 0,
      deviceSections: 0,
      deviceMetricSets: 0,
      deviceWatchlists: 0,
    });
    const statuses = await db.select({ code: orders.orderCode, status: orders.status }).from(orders);
    expect(Object.fromEntries(statuses.map((row) => [row.code, row.status]))).toEqual({
      OLDPENDING1: 'expired',
      NEWPENDING1: 'pending',
      OLDPAID0001: 'paid',
    });
    expect(await count('rate_limits')).toBe(1);
    expect(await count('one_time_secrets')).toBe(1);
    expect(await count('registration_attempts')).toBe(1);
    expect(await count('sessions')).toBe(2);
    expect(await count('mail_outbox')).toBe(1);
    expect(await count('notifications')).toBe(1);
    // Nothing left to do the second time.
    expect(await purgeExpired(db, NOW)).toEqual({
      rateLimits: 0,
      oneTimeSecrets: 0,
      registrationAttempts: 0,
      sessions: 0,
      mailOutbox: 0,
      ordersExpired: 0,
      notifications: 0,
      deviceTokens: 0,
      deviceSections: 0,
      deviceMetricSets: 0,
      deviceWatchlists: 0,
    });
  });
});
