import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { formatNumber } from '@/common/format';
import { startFakeSsi, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import { startOwnServer } from './helpers/server';
import { withBrowserPages } from './browser';

/**
 * The live feed end to end (issue 30): a production server of its own, on an empty database, pointed
 * at the fake SSI. At start its job engine syncs listings and the missing sessions; the company page
 * then shows the feed's close with its session date and source. While the feed has delivered nothing
 * for a week (the fake's clock stopped 7 days ago), the page carries the lateness mark; once the feed
 * catches up (a restart runs the daily job again), the mark is gone and the newest close is shown.
 */

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const fakePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-e2e-feed-'));
const credentials = { consumerId: 'e2e-consumer', consumerSecret: 'e2e-consumer-secret' };
const WEEK_MS = 7 * 86_400_000;

let page: Page;
let server: ChildProcess | undefined;
let fake: FakeSsi | undefined;

withBrowserPages({}, (_browser, opened) => {
  page = opened;
});

function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: path.join(folder, 'pglite'),
    IMPORT_INBOX_DIR: path.join(folder, 'inbox'),
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'on',
    MAIL_OUTBOX_PAGE: 'on',
    PAYMENT_SANDBOX: 'on',
    SITE_URL: base,
    JOBS: 'on',
    SSI_FC_URL: `http://127.0.0.1:${fakePort}/`,
    SSI_FC_CONSUMER_ID: credentials.consumerId,
    SSI_FC_CONSUMER_SECRET: credentials.consumerSecret,
  };
  delete env.DATABASE_URL;
  return env;
}

async function startServer(): Promise<void> {
  server = await startOwnServer(serverEnv(), base, 'feed');
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => {
      resolve();
    });
    running.kill('SIGTERM');
  });
}

/** The fake's newest session the daily job takes: today's only from 15:30 in Vietnam. */
function newestSyncedSession(feed: FakeSsi): string {
  const market = feed.control.market;
  const last = market.lastDailyIndex();
  const { date, time } = market.vietnamNow();
  const day = market.days[last] as string;
  return day === date && time < '15:30:00' ? (market.days[last - 1] as string) : day;
}

/** Reloads the company page until its freshness line names the feed's session `date`. */
async function companyPageShowing(date: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  let text = '';
  while (Date.now() < deadline) {
    await page.goto(`${base}/enterprise/TCB/overview`);
    const line = page.getByTestId('data-freshness');
    if ((await line.count()) > 0) {
      text = (await line.textContent()) ?? '';
      if (text.includes(`Giá: SSI FastConnect Data, phiên ${date}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`the page never showed the session ${date}; last freshness line: ${text}`);
}

beforeAll(() => {
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
    cwd: root,
    env: serverEnv(),
    stdio: 'inherit',
  });
}, 60_000);

afterAll(async () => {
  await stopServer();
  await fake?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the live feed in the browser', () => {
  it('a feed that stopped a week ago: its last close, date and source, and the lateness mark', async () => {
    fake = await startFakeSsi({
      port: fakePort,
      tickers: 1,
      ...credentials,
      now: () => new Date(Date.now() - WEEK_MS),
    });
    await startServer();
    const last = newestSyncedSession(fake);
    const text = await companyPageShowing(last);
    expect(text).toContain('(cập nhật ');
    const late = page.getByTestId('feed-late');
    await late.waitFor();
    expect(await late.textContent()).toMatch(/^SSI FastConnect Data chậm \d+ phiên$/);
    expect(await page.getByTestId('data-freshness-warning').textContent()).toContain(
      'Nguồn SSI FastConnect Data đang chậm',
    );
  }, 180_000);

  it('after the feed catches up: the newest close with its date and source, no lateness mark', async () => {
    await stopServer();
    await fake?.close();
    fake = await startFakeSsi({ port: fakePort, tickers: 1, ...credentials });
    await startServer();
    const newest = newestSyncedSession(fake);
    await companyPageShowing(newest);
    const market = fake.control.market;
    const listing = market.listing('TCB');
    if (!listing) throw new Error('TCB is not in the fake universe');
    const index = market.seriesIndex(listing, market.indexOf(newest) as number) as number;
    const close = market.seriesOf(listing).column('close')[index] as number;
    expect(await page.getByTestId('corp-last-price').textContent()).toContain(formatNumber(close, 0));
    expect(await page.getByText(`Giá đóng cửa ngày ${newest}`).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('feed-late').count()).toBe(0);
  }, 180_000);
});
