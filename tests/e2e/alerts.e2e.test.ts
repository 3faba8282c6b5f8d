import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CONDITION_KIND_LABELS } from '@/common/alerts/conditions';
import { visitorHeaders, withBrowserPages } from './browser';
import { headerShowsUser, logIn, newUser, type TestUser } from './helpers/account';
import { startOwnServer } from './helpers/server';

/**
 * Alerts end to end (issue 32), on a production server of its own whose import inbox this test
 * owns (as feed.e2e.test.ts does for the feed): an account creates two alerts on /alerts (the price
 * crossing above its SMA(5), and a new corporate event); a data update arrives as files dropped into
 * the inbox (a prices file with new sessions, an events file), which the inbox job imports; the
 * alerts job sees the data changed (its fingerprint) and fires; the bell shows the unread count,
 * the notifications page lists them, and /dev/outbox holds the e-mail with its unsubscribe link,
 * which works signed out.
 */

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 9;
const base = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-e2e-alerts-'));
const inbox = path.join(folder, 'inbox');
const TICKER = 'ALRT';
/** Inbox job every minute, alerts job every minute (cron checked every 30 s), page reloads: 4 min. */
const UPDATE_TIMEOUT_MS = 240_000;

let page: Page;
let browser: Browser;
let server: ChildProcess | undefined;

withBrowserPages({ visitor: true }, (openedBrowser, opened) => {
  browser = openedBrowser;
  page = opened;
});

function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: path.join(folder, 'pglite'),
    IMPORT_INBOX_DIR: inbox,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'on',
    MAIL_OUTBOX_PAGE: 'on',
    // A demonstration refuses to start without its payment gateways' settings unless they are the sandboxes.
    PAYMENT_SANDBOX: 'on',
    TRUST_PROXY: 'true',
    SITE_URL: base,
    JOBS: 'on',
  };
  delete env.DATABASE_URL;
  return env;
}

/** Weekdays ending `daysAgo` days before today, oldest first. */
function weekdays(count: number, daysAgo: number): string[] {
  const days: string[] = [];
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - daysAgo);
  while (days.length < count) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days;
}

/** Drops a file into the inbox's folder of `format` (written aside, then renamed in: never half-read). */
function dropIntoInbox(format: string, name: string, text: string): void {
  const dir = path.join(inbox, format);
  mkdirSync(dir, { recursive: true });
  const temporary = path.join(folder, `${name}.part`);
  writeFileSync(temporary, text);
  renameSync(temporary, path.join(dir, name));
}

/**
 * The prices file (thousand đồng): 20 sessions falling from 30.0 to 20.5, then `rising` sessions at
 * 40.0; ending with a line break, since the importer refuses a file whose last line may be cut.
 */
function pricesFile(rising: number): string {
  const days = weekdays(20 + rising, 3);
  const lines = days.map((date, i) => {
    const close = i < 20 ? 30 - i * 0.5 : 40;
    return `${date},${close},${close},${close},${close},1000000`;
  });
  return ['Date,Open,High,Low,Close,Volume', ...lines].join('\n') + '\n';
}

/** Whether the inbox filed `name` as imported (<inbox>/done/<day>/<name>). */
function imported(name: string): boolean {
  const done = path.join(inbox, 'done');
  if (!existsSync(done)) return false;
  return readdirSync(done).some((day) => existsSync(path.join(done, day, name)));
}

async function startServer(): Promise<void> {
  server = await startOwnServer(serverEnv(), base, 'alerts');
}

/** Waits until `check` passes, reloading `url` between tries. */
async function eventually(url: string, check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + UPDATE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await page.goto(url);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function signUp(user: TestUser): Promise<void> {
  const registered = await page.request.post(`${base}/api/auth/register`, {
    data: { ...user, confirmPassword: user.password },
  });
  expect(registered.status()).toBe(200);
  const outbox = (await (await page.request.get(`${base}/api/dev/outbox`)).json()) as {
    data: { to: string; text: string }[];
  };
  const link = outbox.data
    .find((mail) => mail.to === user.email)
    ?.text.match(/\/account\/activate\?token=([\w%-]+)/)?.[1];
  const activated = await page.request.post(`${base}/api/users/activate`, {
    data: { token: decodeURIComponent(link ?? ''), password: user.password },
  });
  expect(activated.status()).toBe(200);
  await page.goto(`${base}/account/login?next=${encodeURIComponent('/alerts')}`);
  await logIn(page, user.email, user.password);
  await page.waitForURL(`${base}/alerts`);
  await headerShowsUser(page, user.name);
}

async function chooseOption(label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByTitle(option, { exact: true }).click();
}

beforeAll(async () => {
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
    cwd: root,
    env: serverEnv(),
    stdio: 'inherit',
  });
  // The company and its first 20 sessions arrive through the inbox before the test starts.
  dropIntoInbox('ohlcv-csv', `${TICKER}.csv`, pricesFile(0));
  await startServer();
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const running = server;
    await new Promise<void>((resolve) => {
      running.once('exit', () => {
        resolve();
      });
      running.kill('SIGTERM');
    });
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('alerts in the browser', () => {
  it(
    'create alerts, a data update arrives, the bell and the e-mail tell it once; the unsubscribe link works signed out',
    async () => {
      const user = newUser('alerts');
      // The first prices file creates the company: wait until the inbox job filed it under done/.
      const deadline = Date.now() + UPDATE_TIMEOUT_MS;
      while (!imported(`${TICKER}.csv`)) {
        if (Date.now() > deadline) throw new Error('the first prices file was not imported');
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      await signUp(user);

      // 1. The price above its SMA(5): today it is below (falling prices), so nothing fires at creation.
      await page.getByLabel('Mã chứng khoán', { exact: true }).fill(TICKER);
      await chooseOption('Điều kiện', CONDITION_KIND_LABELS.moving_average);
      await page.getByLabel('Số phiên', { exact: true }).fill('5');
      // The preview follows the input after React's next render: wait for it rather than read it at once.
      await page
        .getByTestId('alert-preview')
        .filter({ hasText: `Báo khi: Giá ${TICKER} cắt lên trên SMA(5)` })
        .waitFor();
      await page.getByRole('button', { name: 'Tạo cảnh báo' }).click();
      const table = page.getByTestId('alerts-table');
      await table.getByText(`Giá ${TICKER} cắt lên trên SMA(5)`).waitFor();
      expect(await table.getByTestId('alert-state').first().textContent()).toBe('Chưa thỏa điều kiện');

      // 2. A new corporate event, without e-mail.
      await page.getByLabel('Mã chứng khoán', { exact: true }).fill(TICKER);
      await chooseOption('Điều kiện', CONDITION_KIND_LABELS.corporate_event);
      await page.getByTestId('alert-form').getByRole('switch', { name: 'Gửi e-mail', exact: true }).click();
      await page.getByRole('button', { name: 'Tạo cảnh báo' }).click();
      await table.getByText(`${TICKER} có sự kiện doanh nghiệp mới`).waitFor();
      // Created already evaluated: nothing fired, the bell has no count.
      await page.getByRole('button', { name: 'Thông báo', exact: true }).waitFor();

      // The data update: three new sessions at 40.0 and an AGM, dropped into the inbox.
      dropIntoInbox('ohlcv-csv', `${TICKER}.csv`, pricesFile(3));
      const agm = weekdays(1, -20)[0] ?? '';
      dropIntoInbox(
        'corporate-events',
        'events.csv',
        `ticker,kind,event_date,title\n${TICKER},agm,${agm},Đại hội đồng cổ đông thường niên ${TICKER}\n`,
      );

      const bell = page.getByRole('button', { name: 'Thông báo, 2 chưa đọc' });
      // The bell loads after hydration and asks for its count: give each reload a few seconds.
      await eventually(
        `${base}/alerts`,
        () =>
          bell.waitFor({ timeout: 8_000 }).then(
            () => true,
            () => false,
          ),
        'the bell to count two notifications',
      );
      await bell.click();
      const panel = page.getByTestId('notification-panel');
      await panel.getByText(`Giá ${TICKER} cắt lên trên SMA(5)`).waitFor();
      await panel
        .getByText(`Sự kiện mới của ${TICKER}: Đại hội đồng cổ đông thường niên ${TICKER} (ngày ${agm}).`)
        .waitFor();

      // The notifications page lists both; marking all read empties the bell.
      await page.goto(`${base}/notifications`);
      await page.getByTestId('notification-list').waitFor();
      expect(await page.getByTestId('notification-item').count()).toBe(2);
      await page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
      await page.getByRole('button', { name: 'Thông báo', exact: true }).waitFor();

      // One e-mail (the SMA alert asked for it; the event alert did not), with the unsubscribe link.
      await page.goto(`${base}/dev/outbox`);
      await page.getByTestId('outbox-list').waitFor();
      const mails = page.getByTestId('outbox-mail').filter({ hasText: user.email });
      expect(await mails.count()).toBe(2); // the activation and the alert
      const alertMail = mails.filter({ hasText: `Giá ${TICKER} cắt lên trên SMA(5)` });
      const text = (await alertMail.getByTestId('outbox-text').textContent()) ?? '';
      const unsubscribe = /https?:\/\/\S+\/notifications\/unsubscribe\?token=[\w-]+/.exec(text)?.[0];
      expect(unsubscribe).toBeDefined();

      // Signed out, in a fresh context: one button turns alert e-mails off.
      const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders() });
      const guest = await context.newPage();
      await guest.goto((unsubscribe ?? '').replace(/^https?:\/\/[^/]+/, base));
      await guest.getByRole('button', { name: 'Tắt e-mail cảnh báo' }).click();
      await guest.getByText('Đã tắt e-mail cảnh báo').waitFor();
      await context.close();

      // The alerts page says e-mail is off now.
      await page.goto(`${base}/alerts`);
      await page.getByText('E-mail cảnh báo đang tắt cho tài khoản này').waitFor();
    },
    UPDATE_TIMEOUT_MS * 2 + 60_000,
  );
});
