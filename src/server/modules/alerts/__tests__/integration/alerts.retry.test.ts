/**
 * Issue 34 "Faults and data safety" (b) for the alerts job: a worker killed after the notifications'
 * transaction committed and before their e-mails leaves notifications that were never e-mailed; the
 * job's retry must e-mail them, once. Two evaluations side by side (a job that outlived its expiry
 * and its retry) must not e-mail a notification twice: a notification is claimed for its e-mail in
 * the same transaction that writes the mail to the outbox.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AlertItem } from '@/common/contracts/alerts';
import { restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { mailOutbox, notifications } from '../../../../db/schema';
import { mailNotifications } from '../../../notifications/notifications.mail';
import { runAlertsJob } from '../../alerts.job';
import { seedPriceAlertDatabase, setLatestSession } from './fixtures';

let handle: DatabaseHandle;
let emails: Record<'free' | 'BASIC', string>;
let alert: AlertItem;

beforeAll(async () => {
  ({ handle, emails, alert } = await seedPriceAlertDatabase());
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const mails = () => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, emails.free));
const notified = () => handle.db.select().from(notifications).where(eq(notifications.alertId, alert.id));

/** The state a worker leaves when it dies after the notifications' commit, before the e-mails. */
async function diedBeforeMailing(): Promise<number[]> {
  const rows = await notified();
  await handle.db.update(notifications).set({ emailedAt: null }).where(eq(notifications.alertId, alert.id));
  await handle.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, emails.free));
  return rows.map((row) => row.id);
}

test('the retry of a worker that died before the e-mails sends them, once', async () => {
  expect(await runAlertsJob(handle.db)).toMatchObject({ firings: 0 });
  await setLatestSession(handle.db, 'AAA', { close: 30_500, refPrice: 28_000 });
  expect(await runAlertsJob(handle.db)).toMatchObject({ firings: 1, notified: 1, emailed: 1 });
  expect(await diedBeforeMailing()).toHaveLength(1);

  const retry = await runAlertsJob(handle.db, { force: true });
  expect(retry).toMatchObject({ notified: 0, emailed: 1 });
  expect(await mails()).toHaveLength(1);
  const [row] = await notified();
  expect(row?.emailedAt).not.toBeNull();
  // And the next run sends nothing more.
  expect(await runAlertsJob(handle.db, { force: true })).toMatchObject({ emailed: 0 });
  expect(await mails()).toHaveLength(1);
});

test('two evaluations side by side e-mail each notification once', async () => {
  const ids = await diedBeforeMailing();
  const sent = await Promise.all([
    mailNotifications(handle.db, ids),
    mailNotifications(handle.db, ids),
    runAlertsJob(handle.db, { force: true }),
  ]);
  expect(sent[0] + sent[1] + ('emailed' in sent[2] ? sent[2].emailed : 0)).toBe(1);
  expect(await mails()).toHaveLength(1);
  const rows = await handle.db.select().from(notifications).where(inArray(notifications.id, ids));
  expect(rows.every((row) => row.emailedAt !== null)).toBe(true);
});
