import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, dailyPrices, importRuns } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import type { AppLogger } from '../../../logger';
import { runInbox } from '../../inbox';
import type { InboxFileResult } from '../../inboxImport';
import { claimFolderName, inboxDay } from '../../inboxFiles';

/**
 * The statements inbox over a temporary folder and the test database: files built at run time in
 * the formats' own shapes (a listing CSV, an OHLCV CSV), imported by one pass of the inbox job.
 */

let handle: DatabaseHandle;
let inbox: string;
const logger: AppLogger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const today = () => inboxDay(new Date());

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

beforeEach(() => {
  inbox = mkdtempSync(path.join(os.tmpdir(), 'vnfin-inbox-'));
});

afterEach(() => {
  rmSync(inbox, { recursive: true, force: true });
});

/** A file dropped a minute ago: whole, as far as the inbox can tell. */
function drop(relative: string, content: string): string {
  const file = path.join(inbox, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const past = new Date(Date.now() - 60_000);
  utimesSync(file, past, past);
  return file;
}

function resultOf(relative: string): InboxFileResult {
  return JSON.parse(readFileSync(path.join(inbox, `${relative}.result.json`), 'utf8')) as InboxFileResult;
}

const runsOf = (label: string) => handle.db.select().from(importRuns).where(eq(importRuns.file, label));

test('a listing CSV in its format folder is imported, recorded and filed under done/ with its result', async () => {
  drop('companies-csv/niem-yet.csv', 'ticker,name,exchange\nIBX1,Công ty Cổ phần Hộp Thư Một,HOSE\n');

  const run = await runInbox(handle.db, { inbox, logger });

  expect(run).toMatchObject({ imported: 1, failed: 0, waiting: 0, stuck: 0 });
  const moved = `done/${today()}/niem-yet.csv`;
  expect(run.files).toEqual([
    { file: 'niem-yet.csv', format: 'companies-csv', status: 'succeeded', movedTo: moved },
  ]);
  expect(existsSync(path.join(inbox, moved))).toBe(true);
  expect(existsSync(path.join(inbox, 'companies-csv', 'niem-yet.csv'))).toBe(false);
  expect(resultOf(moved)).toMatchObject({
    status: 'succeeded',
    format: 'companies-csv',
    rowsRead: 1,
    rowsWritten: 1,
    rowsRejected: 0,
    error: null,
    movedTo: moved,
  });
  const [record] = await runsOf('inbox/companies-csv/niem-yet.csv');
  expect(record).toMatchObject({ status: 'succeeded', rowsWritten: 1 });
  const stored = await handle.db.select().from(companies).where(eq(companies.ticker, 'IBX1'));
  expect(stored).toHaveLength(1);
  // Nothing left claimed; the layout is there for the operator.
  expect(readdirSync(path.join(inbox, 'processing', 'companies-csv'))).toEqual([]);
  expect(existsSync(path.join(inbox, 'fiintrade-xlsx'))).toBe(true);
});

test('a file cut off mid-row goes to failed/ with the reason, and none of its rows is stored', async () => {
  const rows = ['2024-01-02,10.1,10.5,10.0,10.4,120000', '2024-01-03,10.4,10.9,10.3,10.8,98000'];
  drop(
    'ohlcv-csv/IBXC.csv',
    `Date,Open,High,Low,Close,Volume\n${rows.join('\n')}\n2024-01-04,10.8,11.0,10.7,10`,
  );

  const run = await runInbox(handle.db, { inbox, logger });

  expect(run).toMatchObject({ imported: 0, failed: 1 });
  const moved = `failed/${today()}/IBXC.csv`;
  const result = resultOf(moved);
  expect(result.status).toBe('failed');
  expect(result.rowsWritten).toBe(0);
  expect(result.error?.reason).toMatch(/cắt cụt/);
  // The reason names the file as the console does, never the temporary claim folder.
  expect(JSON.stringify(result)).not.toContain('processing');
  expect(await handle.db.select().from(dailyPrices).where(eq(dailyPrices.ticker, 'IBXC'))).toEqual([]);
  const [record] = await runsOf('inbox/ohlcv-csv/IBXC.csv');
  expect(record).toMatchObject({ status: 'failed', rowsWritten: 0 });
  expect(record?.error).toContain('inbox/ohlcv-csv/IBXC.csv');
});

test('files outside a format folder, or not named like the format, go to failed/ saying where to put them', async () => {
  drop('loose.csv', 'ticker,name,exchange\nIBX2,Công ty Hai,HOSE\n');
  drop('khong-ro/danh-sach.csv', 'ticker,name,exchange\nIBX3,Công ty Ba,HOSE\n');
  drop('fiintrade-xlsx/ghi-chu.txt', 'không phải báo cáo\n');

  const run = await runInbox(handle.db, { inbox, logger });

  expect(run).toMatchObject({ imported: 0, failed: 3, stuck: 0 });
  for (const name of ['loose.csv', 'danh-sach.csv']) {
    const result = resultOf(`failed/${today()}/${name}`);
    expect(result.error?.reason).toMatch(/không nằm trong thư mục của một định dạng/);
    expect(result.error?.reason).toContain('companies-csv');
    expect(result.error?.reason).toContain('fiintrade-xlsx');
  }
  expect(resultOf(`failed/${today()}/ghi-chu.txt`).error?.reason).toMatch(
    /Tên tệp không khớp định dạng fiintrade-xlsx/,
  );
  expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'IBX2'))).toEqual([]);
});

test('a file still being written, and temporary or hidden names, are left for a later run', async () => {
  const fresh = path.join(inbox, 'companies-csv', 'dang-chep.csv');
  mkdirSync(path.dirname(fresh), { recursive: true });
  writeFileSync(fresh, 'ticker,name,exchange\nIBX4,Công ty Bốn,HOSE\n');
  drop('companies-csv/dang-tai.csv.part', 'ticker,name\n');
  drop('companies-csv/.~lock.csv', '');

  const first = await runInbox(handle.db, { inbox, logger });
  expect(first).toMatchObject({ imported: 0, failed: 0, waiting: 1 });
  expect(existsSync(fresh)).toBe(true);

  // Five seconds later nothing has touched it: the next run takes it; the others stay untouched.
  const second = await runInbox(handle.db, { inbox, logger, now: () => Date.now() + 6_000 });
  expect(second).toMatchObject({ imported: 1, waiting: 0 });
  expect(existsSync(path.join(inbox, 'companies-csv', 'dang-tai.csv.part'))).toBe(true);
  expect(existsSync(path.join(inbox, 'companies-csv', '.~lock.csv'))).toBe(true);
});

test('a claim left by a run that died is retried once after an hour, then filed as interrupted', async () => {
  const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
  const once = path.join(inbox, 'processing', 'companies-csv', claimFolderName(twoHoursAgo, 1, 'inbox'));
  const twice = path.join(inbox, 'processing', 'companies-csv', claimFolderName(twoHoursAgo, 2, 'upload'));
  const recent = path.join(inbox, 'processing', 'companies-csv', claimFolderName(Date.now(), 1, 'upload'));
  for (const [folder, ticker] of [
    [once, 'IBX5'],
    [twice, 'IBX6'],
    [recent, 'IBX7'],
  ] as const) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `${ticker}.csv`),
      `ticker,name,exchange\n${ticker},Công ty ${ticker},HOSE\n`,
    );
  }

  const run = await runInbox(handle.db, { inbox, logger });

  expect(run).toMatchObject({ retried: 1, imported: 1, failed: 1 });
  expect(resultOf(`done/${today()}/IBX5.csv`)).toMatchObject({
    status: 'succeeded',
    attempt: 2,
    rowsWritten: 1,
  });
  expect(resultOf(`failed/${today()}/IBX6.csv`).error?.reason).toMatch(/gián đoạn hai lần/);
  // A claim younger than an hour belongs to a job still under way (an upload): untouched.
  expect(existsSync(path.join(recent, 'IBX7.csv'))).toBe(true);
  expect(existsSync(once)).toBe(false);
  expect(existsSync(twice)).toBe(false);
});

test('a second file of the same name on the same day is filed beside the first, not over it', async () => {
  drop('companies-csv/lap.csv', 'ticker,name,exchange\nIBX8,Công ty Tám,HOSE\n');
  await runInbox(handle.db, { inbox, logger });
  drop('companies-csv/lap.csv', 'ticker,name,exchange\nIBX8,Công ty Tám,HOSE\n');
  const again = await runInbox(handle.db, { inbox, logger });

  expect(again.files[0]?.movedTo).toBe(`done/${today()}/lap (2).csv`);
  // The same content again writes nothing, as a rerun of npm run import does.
  expect(resultOf(`done/${today()}/lap (2).csv`)).toMatchObject({ rowsRead: 1, rowsWritten: 0 });
  expect(resultOf(`done/${today()}/lap.csv`)).toMatchObject({ rowsWritten: 1 });
});

test('a file that cannot be read, or a link to a folder, goes to failed/ with the reason; the run goes on', async () => {
  mkdirSync(path.join(inbox, 'companies-csv'), { recursive: true });
  // A dangling link stands for any file the job cannot open (permissions do not stop root in CI).
  symlinkSync(path.join(inbox, 'khong-co.csv'), path.join(inbox, 'companies-csv', 'mat-tep.csv'));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-inbox-folder-'));
  writeFileSync(path.join(folder, 'IBX9.csv'), 'ticker,name,exchange\nIBX9,Công ty Chín,HOSE\n');
  // The link is followed: the folder must look settled too.
  utimesSync(folder, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  symlinkSync(folder, path.join(inbox, 'companies-csv', 'thu-muc.csv'));
  drop('companies-csv/con-lai.csv', 'ticker,name,exchange\nIBXA,Công ty Mười,HOSE\n');

  try {
    const run = await runInbox(handle.db, { inbox, logger });

    expect(run).toMatchObject({ imported: 1, failed: 2, stuck: 0 });
    expect(resultOf(`failed/${today()}/mat-tep.csv`).error?.reason).toMatch(
      /^Không đọc hoặc nhập được tệp: .*ENOENT/,
    );
    expect(resultOf(`failed/${today()}/thu-muc.csv`).error?.reason).toMatch(/không phải một tệp thường/);
    expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'IBX9'))).toEqual([]);
    expect(resultOf(`done/${today()}/con-lai.csv`)).toMatchObject({ rowsWritten: 1 });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a format folder that is a link to another drive is read through, its files moved across', async () => {
  // /dev/shm is another file system where it exists: the move cannot be a rename there (EXDEV).
  const drive = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'vnfin-drive-'));
  try {
    const source = path.join(drive, 'chia-se.csv');
    writeFileSync(source, 'ticker,name,exchange\nIBXB,Công ty Ổ Chung,HOSE\n');
    utimesSync(source, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    symlinkSync(drive, path.join(inbox, 'companies-csv'));

    const run = await runInbox(handle.db, { inbox, logger });

    expect(run).toMatchObject({ imported: 1, failed: 0, stuck: 0 });
    expect(resultOf(`done/${today()}/chia-se.csv`)).toMatchObject({ rowsWritten: 1 });
    expect(existsSync(source)).toBe(false);
    // The link itself stays: it is the operator's folder, not a file to file away.
    expect(existsSync(path.join(inbox, 'companies-csv'))).toBe(true);
  } finally {
    rmSync(drive, { recursive: true, force: true });
  }
});
