import { appendFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { companyPath } from '@/common/companyPaths';
import { BASE_URL, launchBrowser } from './browser';
import { formatViolations, seriousAxeViolations, violationNodeCount } from './helpers/axe';

/**
 * axe-core over the main pages (issue 29, WCAG 2.2 AA), on a desktop and a phone screen: any serious
 * or critical violation fails, listed by rule, element and axe's summary.
 * A11Y_REPORT=<file> also appends one line per page with its count (for before/after notes).
 */
const PAGES: Array<[string, string]> = [
  ['trang chủ', '/'],
  ['tổng quan công ty', companyPath('FPT', 'overview')],
  ['cân đối kế toán', companyPath('FPT', 'finance/balance-sheet')],
  ['chỉ số tài chính', companyPath('FPT', 'finance/numeral')],
  ['biểu đồ tài chính', companyPath('FPT', 'financial-chart')],
  ['phân tích kỹ thuật', companyPath('FPT', 'technical-analysis')],
  ['tin tức công ty', companyPath('FPT', 'news')],
  ['sự kiện và cổ tức', companyPath('FPT', 'events')],
  ['cổ đông và sở hữu', companyPath('FPT', 'ownership')],
  ['lịch sử giá', companyPath('FPT', 'price-history')],
  ['định giá', companyPath('FPT', 'valuation')],
  ['lịch sự kiện', '/events'],
  ['bộ lọc cổ phiếu', '/screener'],
  ['so sánh cổ phiếu', '/compare'],
  ['danh sách theo dõi', '/watchlist'],
  ['danh mục đầu tư (khách)', '/portfolio'],
  ['cảnh báo (khách)', '/alerts'],
  ['thông báo (khách)', '/notifications'],
  ['chỉ số vĩ mô', '/macro'],
  ['một chỉ tiêu vĩ mô', '/macro/gdp/nominal'],
  ['chỉ số ngành', '/industry'],
  ['bảng điều khiển ngành', '/industry/steel'],
  ['bảng giá', '/pricing'],
  ['đăng nhập', '/account/login'],
  ['đăng ký', '/account/register'],
];

const SCREENS: Array<[string, { width: number; height: number }]> = [
  ['máy tính', { width: 1366, height: 768 }],
  ['điện thoại', { width: 390, height: 844 }],
];

/** Opens a page and lets it settle: data loaded, charts drawn, animations over. */
async function openSettled(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.waitForTimeout(1200);
}

/** One screen's check of a page: the failure text, or null when axe finds nothing serious. */
async function checkOnScreen(
  browser: Browser,
  [screenName, viewport]: [string, { width: number; height: number }],
  [pageName, path]: [string, string],
): Promise<string | null> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    // As every browser test does: a script, style or connection the Content-Security-Policy blocks fails the page.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        blocked.push(message.text());
    });
    await openSettled(page, path);
    if (blocked.length > 0)
      return `${path} (${screenName}): Content-Security-Policy blocked:\n${blocked.join('\n')}`;
    const violations = await seriousAxeViolations(page);
    const report = process.env.A11Y_REPORT;
    if (report) {
      const rules = violations
        .map((violation) => `${violation.id}:${String(violation.nodes.length)}`)
        .join(' ');
      appendFileSync(report, `${screenName}\t${path}\t${String(violationNodeCount(violations))}\t${rules}\n`);
    }
    return violations.length > 0 ? formatViolations(`${pageName} ${path} (${screenName})`, violations) : null;
  } finally {
    await context.close();
  }
}

describe('axe-core WCAG 2.2 AA on a desktop and a phone screen', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Two pages at a time, each on both screens side by side: most of a check is waiting for the page
  // to settle.
  const pairs = PAGES.flatMap((page, index) => (index % 2 === 0 ? [PAGES.slice(index, index + 2)] : []));
  it.each(pairs.map((pair) => [pair.map(([name, path]) => `${name} (${path})`).join(', '), pair] as const))(
    '%s: no serious or critical violation',
    async (_names, pair) => {
      if (!browser) throw new Error('the browser did not start');
      const opened = browser;
      const failures = await Promise.all(
        pair.flatMap((page) => SCREENS.map((screen) => checkOnScreen(opened, screen, page))),
      );
      const failed = failures.filter((failure): failure is string => failure !== null);
      if (failed.length > 0) throw new Error(failed.join('\n\n'));
    },
  );
});
