import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminImportQueued, AdminImportResult, AdminImportsOverview } from '@/common/contracts/admin';
import { ADMIN_MESSAGES } from '@/common/contracts/adminMessages';
import { startProbedServer, type ProbedServer } from '../../../../../tests/helpers/bodyProbe';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { importRuns } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { resetEnvCache } from '../../../env';
import { startJobEngine, type JobEngine } from '../../../jobs/engine';
import { setJobEngine } from '../../../jobs/runtime';
import { logger } from '../../../logger';
import { signedInUser, type SignedInUser } from '../../../modules/admin/__tests__/adminTestKit';
import { createApiLane } from '../../../web/apiLane';
import { inboxDay } from '../../inboxFiles';
import { INBOX_JOB_NAMES, inboxJobs, type UploadJobData } from '../../inboxJobs';
import { LARGE_UPLOAD_BYTES } from '../../uploadQueue';
import { adminImportsRoute } from '../../uploads.handlers';

/**
 * Large uploads of the admin console go to a job (issue 30): the route answers 202 with a Vietnamese
 * message, the import-upload job imports the file, and the imports list shows its run.
 */

const PATH = '/api/admin/imports';
let handle: DatabaseHandle;
let admin: SignedInUser;
let lane: ProbedServer;
let inbox: string;
const previousInbox = process.env.IMPORT_INBOX_DIR;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  admin = await signedInUser(handle.db, { isAdmin: true });
  const serve = createApiLane({ [PATH]: adminImportsRoute });
  lane = await startProbedServer((req, res) => {
    if (!serve(req, res)) res.end();
  });
});

afterAll(async () => {
  await lane.close();
  setDatabaseHandle(undefined);
  await handle.close();
});

beforeEach(() => {
  inbox = mkdtempSync(path.join(os.tmpdir(), 'vnfin-upload-inbox-'));
  process.env.IMPORT_INBOX_DIR = inbox;
  resetEnvCache();
});

afterEach(() => {
  setJobEngine(undefined);
  if (previousInbox === undefined) delete process.env.IMPORT_INBOX_DIR;
  else process.env.IMPORT_INBOX_DIR = previousInbox;
  resetEnvCache();
  rmSync(inbox, { recursive: true, force: true });
});

/** A listing CSV of one company, padded with blank lines past the large-upload threshold. */
function largeListing(ticker: string): string {
  const csv = `ticker,name,exchange\n${ticker},Công ty Cổ phần Tệp Lớn ${ticker},HOSE\n`;
  return Buffer.from(csv + '\n'.repeat(LARGE_UPLOAD_BYTES + 1024)).toString('base64');
}

async function post(fileName: string, contentBase64: string) {
  const response = await fetch(`${lane.base}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ format: 'companies-csv', fileName, contentBase64 }),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

const runsOf = (label: string) => handle.db.select().from(importRuns).where(eq(importRuns.file, label));

test('a large upload answers 202, waits in processing/, and its job imports it into the runs list', async () => {
  const sent: { name: string; data: UploadJobData }[] = [];
  const engine = {
    send: (name: string, data: UploadJobData) => {
      sent.push({ name, data });
      return Promise.resolve('job-1');
    },
  };
  setJobEngine(engine as unknown as JobEngine);

  const answer = await post('tep-lon.csv', largeListing('UPL1'));

  expect(answer.status).toBe(202);
  expect(answer.body.data).toEqual({
    queued: true,
    format: 'companies-csv',
    fileName: 'tep-lon.csv',
    message: ADMIN_MESSAGES.importQueued,
  } satisfies AdminImportQueued);
  expect(ADMIN_MESSAGES.importQueued).toBe(
    'Tệp lớn đã được xếp hàng nhập; kết quả sẽ hiện trong danh sách lần nhập',
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.name).toBe(INBOX_JOB_NAMES.upload);
  const claimed = path.join(inbox, sent[0]?.data.file ?? '');
  expect(claimed).toMatch(/processing\/companies-csv\/\d{13}-1-upload-[0-9a-f]{6}\/tep-lon\.csv$/);
  expect(existsSync(claimed)).toBe(true);
  expect(await runsOf('admin-upload/tep-lon.csv')).toEqual([]);

  const job = inboxJobs(inbox).find((item) => item.name === INBOX_JOB_NAMES.upload);
  const send = () => Promise.resolve(null);
  const result = await job?.run(sent[0]?.data ?? {}, { db: handle.db, logger, jobId: 'job-1', send });

  expect(result).toMatchObject({ status: 'succeeded', origin: 'upload', rowsWritten: 1 });
  expect(existsSync(claimed)).toBe(false);
  expect(readdirSync(path.join(inbox, 'done', inboxDay(new Date())))).toEqual([
    'tep-lon.csv',
    'tep-lon.csv.result.json',
  ]);
  const list = await fetch(`${lane.base}${PATH}`, { headers: { authorization: `Bearer ${admin.token}` } });
  const overview = ((await list.json()) as { data: AdminImportsOverview }).data;
  expect(overview.runs[0]).toMatchObject({
    file: 'admin-upload/tep-lon.csv',
    status: 'succeeded',
    rowsWritten: 1,
  });

  // The job sent twice (a retry) finds nothing left to do.
  const again = await job?.run(sent[0]?.data ?? {}, { db: handle.db, logger, jobId: 'job-2', send });
  expect(again).toEqual({ skipped: expect.stringContaining('no longer waiting') as string });
});

test('without a job engine the large upload is imported at once, as before', async () => {
  setJobEngine({ send: () => Promise.reject(new Error('engine down')) } as unknown as JobEngine);

  const answer = await post('khong-hang-doi.csv', largeListing('UPL2'));

  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({
    fileName: 'khong-hang-doi.csv',
    rowsWritten: 1,
  } satisfies Partial<AdminImportResult>);
  expect(readdirSync(path.join(inbox, 'processing', 'companies-csv'))).toEqual([]);
});

test('on a running job engine the queued upload lands in the runs list by itself', async () => {
  const engine = await startJobEngine({
    handle,
    logger,
    jobs: inboxJobs(inbox),
    schedule: false,
    schema: `pgboss_test_${randomBytes(4).toString('hex')}`,
    pollingIntervalSeconds: 0.5,
  });
  setJobEngine(engine);
  try {
    const answer = await post('qua-hang-doi.csv', largeListing('UPL3'));
    expect(answer.status).toBe(202);

    const deadline = Date.now() + 60_000;
    let runs = await runsOf('admin-upload/qua-hang-doi.csv');
    while (runs.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      runs = await runsOf('admin-upload/qua-hang-doi.csv');
    }
    expect(runs).toEqual([expect.objectContaining({ status: 'succeeded', rowsWritten: 1 })]);
  } finally {
    await engine.stop();
  }
}, 90_000);
