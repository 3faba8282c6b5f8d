import { desc, eq } from 'drizzle-orm';
import type { AlertItem, NotificationListResponse, UnsubscribeResponse } from '@/common/contracts/alerts';
import { restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { alerts, corporateEvents, mailOutbox, notifications } from '../../../../db/schema';
import {
  notificationsReadRoute,
  notificationsRoute,
  unreadCountRoute,
  unsubscribeRoute,
} from '../../../notifications/notifications.handlers';
import { alertsRoute } from '../../alerts.handlers';
import { runAlertsJob } from '../../alerts.job';
import { callAs, setLatestSession, type ErrorAnswer, seedPriceAlertDatabase } from './fixtures';

/**
 * The evaluation job over a test database: a crossing writes one notification and one e-mail with
 * the unsubscribe link, even when the job runs twice or retries; the fingerprint skips unchanged
 * data; the unsubscribe link works signed out and stops the e-mails.
 */

let handle: DatabaseHandle;
let emails: Record<'free' | 'BASIC', string>;
let priceAlert: AlertItem;

beforeAll(async () => {
  ({ handle, emails, alert: priceAlert } = await seedPriceAlertDatabase());
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const outboxOf = (to: string) =>
  handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));

describe('the alerts job', () => {
  it('evaluates once per data change: nothing fires while the price stays under the threshold', async () => {
    const first = await runAlertsJob(handle.db);
    expect(first).toMatchObject({ alerts: 1, firings: 0 });
    expect(await runAlertsJob(handle.db)).toEqual({ skipped: 'unchanged' });
  });

  it('a crossing writes one notification and one e-mail, even when run twice', async () => {
    await setLatestSession(handle.db, 'AAA', { close: 30_500, refPrice: 28_000 });
    const run = await runAlertsJob(handle.db);
    expect(run).toMatchObject({ firings: 1, notified: 1, emailed: 1 });
    // The same data again, forced (a retried job): nothing new.
    expect(await runAlertsJob(handle.db, { force: true })).toMatchObject({ firings: 0, notified: 0 });

    const rows = await handle.db.select().from(notifications).where(eq(notifications.alertId, priceAlert.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'AAA vượt lên trên 30,000',
      body: 'Giá 30,500, phiên 2026-11-27.',
      link: '/enterprise/AAA/overview',
      dedupeKey: `alert:${priceAlert.id}:AAA:1`,
    });
    expect(rows[0]?.emailedAt).not.toBeNull();

    const mails = await outboxOf(emails.free);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('[VnFin] AAA vượt lên trên 30,000');
    expect(mails[0]?.textBody).toMatch(/\/notifications\/unsubscribe\?token=[A-Za-z0-9_-]{32}/);
    expect(mails[0]?.htmlBody).toContain('Tắt mọi e-mail cảnh báo');
  });

  it('a retry after a lost state write still writes the firing once (dedupe key)', async () => {
    const [before] = await handle.db.select().from(alerts).where(eq(alerts.id, priceAlert.id));
    // As if the state update had been lost: back to "false, fired 0 times".
    await handle.db
      .update(alerts)
      .set({ state: { AAA: { holds: false, value: 29_000, reason: null, firedAt: null, firings: 0 } } })
      .where(eq(alerts.id, priceAlert.id));
    const retry = await runAlertsJob(handle.db, { force: true });
    expect(retry).toMatchObject({ firings: 1, notified: 0, emailed: 0 });
    expect(
      await handle.db.select().from(notifications).where(eq(notifications.alertId, priceAlert.id)),
    ).toHaveLength(1);
    expect(await outboxOf(emails.free)).toHaveLength(1);
    expect(before?.lastFiredAt).not.toBeNull();
  });

  it('a corporate event announced fires an event alert with the event’s title', async () => {
    const created = await callAs<{ data: AlertItem }>(alertsRoute, 'BASIC', {
      method: 'POST',
      body: { ticket: 'BBB', condition: { kind: 'corporate_event' }, notifyEmail: false },
    });
    expect(created.status).toBe(201);
    await handle.db.insert(corporateEvents).values({
      ticker: 'BBB',
      kind: 'cash_dividend',
      eventDate: '2026-12-10',
      title: 'Trả cổ tức bằng tiền 1.500 đồng/cp',
      source: 'test',
    });
    const run = await runAlertsJob(handle.db);
    expect(run).toMatchObject({ firings: 1, notified: 1, emailed: 0 });
    const [row] = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.alertId, created.body.data.id));
    expect(row?.body).toBe('Sự kiện mới của BBB: Trả cổ tức bằng tiền 1.500 đồng/cp (ngày 2026-12-10).');
    expect(row?.link).toBe('/enterprise/BBB/events');
    expect(await outboxOf(emails.BASIC)).toHaveLength(0);
  });
});

describe('notifications routes', () => {
  it('lists, counts and marks read', async () => {
    const count = await callAs<{ data: { unread: number } }>(unreadCountRoute, 'free');
    expect(count.body.data.unread).toBe(1);
    const list = await callAs<{ data: NotificationListResponse }>(notificationsRoute, 'free', {
      query: { page: '1', pageSize: '10' },
    });
    expect(list.body.data).toMatchObject({ total: 1, unread: 1, page: 1, pageSize: 10 });
    const id = list.body.data.items[0]?.id;
    const read = await callAs<{ data: { updated: number; unread: number } }>(notificationsReadRoute, 'free', {
      method: 'POST',
      body: { ids: [id] },
    });
    expect(read.body.data).toEqual({ updated: 1, unread: 0 });
    const all = await callAs<{ data: { updated: number } }>(notificationsReadRoute, 'BASIC', {
      method: 'POST',
      body: { all: true },
    });
    expect(all.body.data.updated).toBe(1);
    const bad = await callAs<ErrorAnswer>(notificationsRoute, 'free', { query: { pageSize: '7' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/không hợp lệ|Số dòng/);
    expect((await callAs(unreadCountRoute, 'anonymous')).status).toBe(401);
  });
});

describe('the unsubscribe link', () => {
  it('works signed out: says what it is about, turns e-mail alerts off, and no e-mail follows', async () => {
    const [mail] = await outboxOf(emails.free);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const shown = await callAs<{ data: UnsubscribeResponse }>(unsubscribeRoute, 'anonymous', {
      query: { token },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ emailAlerts: true, email: 'fr…@example.vn' });
    const done = await callAs<{ data: UnsubscribeResponse }>(unsubscribeRoute, 'anonymous', {
      method: 'POST',
      query: { token },
    });
    expect(done.body.data.emailAlerts).toBe(false);

    // A new crossing (down, then up again): notified in the app, no e-mail.
    await setLatestSession(handle.db, 'AAA', { close: 29_000 });
    await runAlertsJob(handle.db);
    await setLatestSession(handle.db, 'AAA', { close: 31_000 });
    expect(await runAlertsJob(handle.db)).toMatchObject({ firings: 1, notified: 1, emailed: 0 });
    expect(await outboxOf(emails.free)).toHaveLength(1);

    const unknown = await callAs<ErrorAnswer>(unsubscribeRoute, 'anonymous', {
      query: { token: 'x'.repeat(32) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Liên kết hủy đăng ký không đúng hoặc đã được thay bằng liên kết mới.');
    const malformed = await callAs<ErrorAnswer>(unsubscribeRoute, 'anonymous', { query: { token: 'a b' } });
    expect(malformed.status).toBe(400);
  });
});
