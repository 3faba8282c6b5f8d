import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AlertItem } from '@/common/contracts/alerts';
import { installRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { mailOutbox, notifications } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { alertsJob, JOB_NAMES } from '../../../../jobs/catalog';
import { startJobEngine, type JobEngine } from '../../../../jobs/engine';
import { logger } from '../../../../logger';
import { alertsRoute } from '../../alerts.handlers';
import { callAs, seedAccounts, seedMarket, setLatestSession } from './fixtures';

/** The alerts job through the job engine (pg-boss on the test database): sent twice, one notification. */

let handle: DatabaseHandle;
let engine: JobEngine | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedMarket(handle.db);
  await seedAccounts(handle.db);
}, 60_000);

afterAll(async () => {
  await engine?.stop();
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function finished(id: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await engine?.boss.getJobById(JOB_NAMES.alerts, id);
    if (job && (job.state === 'completed' || job.state === 'failed')) return job.state;
    if (Date.now() > deadline) throw new Error('the alerts job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a forced evaluation sent twice writes the firing and its e-mail once', async () => {
  const created = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
    method: 'POST',
    body: { ticket: 'AAA', condition: { kind: 'price', direction: 'above', value: 30_000 } },
  });
  expect(created.status).toBe(201);
  await setLatestSession(handle.db, 'AAA', { close: 30_100 });
  engine = await startJobEngine({
    handle,
    logger,
    jobs: [alertsJob()],
    schedule: false,
    schema: `pgboss_alerts_${randomBytes(4).toString('hex')}`,
    pollingIntervalSeconds: 0.5,
  });
  for (let run = 0; run < 2; run++) {
    const id = await engine.send(JOB_NAMES.alerts, { force: true, trigger: 'test' });
    expect(await finished(id as string)).toBe('completed');
  }
  const written = await handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.alertId, created.body.data.id));
  expect(written).toHaveLength(1);
  expect(written[0]?.title).toBe('AAA vượt lên trên 30,000');
  const mails = await handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, 'free-alerts@example.vn'));
  expect(mails).toHaveLength(1);
}, 90_000);
