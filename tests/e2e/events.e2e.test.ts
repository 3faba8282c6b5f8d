import type { Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { formatViolations, seriousAxeViolations } from './helpers/axe';

/**
 * The corporate events of issue 31 in Chromium, on the demo data: the market calendar at /events
 * filtered by kind (from the address) and by exchange (from its filter, which writes the address),
 * then a company's dividend history with its yields at the ex-date and the reference price formula,
 * in Vietnamese with the spec's number formats (1,500; 5.00%; dates YYYY-MM-DD).
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1600, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const FLOW_TIMEOUT_MS = 120_000;

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    value = await read();
  }
  expect(value).toEqual(expected);
}

/** The body rows of a table (its header row has no data cells). */
function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: page.getByRole('cell') });
}

async function cellTexts(table: Locator, column: number): Promise<string[]> {
  const rows = bodyRows(table);
  const texts: string[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    texts.push(((await rows.nth(index).getByRole('cell').nth(column).textContent()) ?? '').trim());
  }
  return texts;
}

describe('the corporate events calendar', () => {
  it(
    'lists the coming events, filters by kind and by exchange, and keeps the filters in the address',
    async () => {
      await page.goto(`${BASE_URL}/events`);
      await page.getByRole('heading', { name: 'Lịch sự kiện doanh nghiệp' }).waitFor();
      const calendar = page.getByTestId('events-calendar');
      await calendar.waitFor();
      // The demo has events in the next 60 days: rendered by the server.
      expect(await bodyRows(calendar).count()).toBeGreaterThan(0);
      for (const date of await cellTexts(calendar, 0)) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      // Kind from the address: only AGMs, over the last year.
      const from = isoDaysFromNow(-365);
      const to = isoDaysFromNow(60);
      await page.goto(`${BASE_URL}/events?kinds=agm&from=${from}&to=${to}`);
      await calendar.waitFor();
      const kinds = await cellTexts(calendar, 3);
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds)).toEqual(new Set(['Đại hội cổ đông thường niên']));

      // Exchange from its filter: the address follows, every row is on HNX, the kind filter stays.
      await page.getByRole('combobox', { name: 'Sàn giao dịch' }).click();
      await page.getByTitle('HNX', { exact: true }).last().click();
      await eventually(() => Promise.resolve(new URL(page.url()).searchParams.get('exchange')), 'HNX');
      expect(new URL(page.url()).searchParams.get('kinds')).toBe('agm');
      await eventually(async () => [...new Set(await cellTexts(calendar, 2))], ['HNX']);
      expect(new Set(await cellTexts(calendar, 3))).toEqual(new Set(['Đại hội cổ đông thường niên']));
    },
    FLOW_TIMEOUT_MS,
  );
});

describe("a company's dividend history", () => {
  it(
    'shows cash dividends with their yield at the ex-date and the reference price formula',
    async () => {
      // A company that paid a cash dividend in the last year, found through the calendar.
      await page.goto(
        `${BASE_URL}/events?kinds=cash_dividend&from=${isoDaysFromNow(-365)}&to=${isoDaysFromNow(0)}`,
      );
      const calendar = page.getByTestId('events-calendar');
      await calendar.waitFor();
      const figure = (await cellTexts(calendar, 8))[0] ?? '';
      expect(figure).toMatch(/^\d{1,3}(,\d{3})* đ\/cp$/);
      const link = bodyRows(calendar).first().getByRole('cell').nth(1).getByRole('link');
      const ticker = ((await link.textContent()) ?? '').trim();
      await link.click();
      await page.waitForURL(new RegExp(`/enterprise/${ticker}/events$`));

      await page.getByText('Lịch sử cổ tức và điều chỉnh giá').waitFor();
      const history = page.getByTestId('dividend-history');
      await history.waitFor();
      expect(await history.getByRole('columnheader', { name: 'Lợi suất tại ngày GDKHQ' }).count()).toBe(1);
      // A cash dividend alone on its ex-date (a day with a stock dividend too has the combined formula).
      const cash = bodyRows(history).filter({ hasText: 'P_ref = P_prev − D' }).first();
      const text = (await cash.textContent()) ?? '';
      expect(text).toContain('Cổ tức bằng tiền');
      expect(text).toMatch(/\d+\.\d{2}%/);
      expect(text).toMatch(/P_ref = \d{1,3}(,\d{3})* − \d{1,3}(,\d{3})* = \d{1,3}(,\d{3})*/);
      expect(text).toMatch(/Điều chỉnh đã lưu|Tính theo công thức/);
      // The events themselves, split by today.
      await page.getByText('Sự kiện sắp tới').waitFor();
      await page.getByTestId('past-events').waitFor();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('accessibility of the events screens', () => {
  it.each([['/events'], ['/enterprise/FPT/events']])(
    '%s has no serious or critical axe violation',
    async (path) => {
      const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.waitForTimeout(1200);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) throw new Error(formatViolations(path, violations));
    },
    FLOW_TIMEOUT_MS,
  );
});
