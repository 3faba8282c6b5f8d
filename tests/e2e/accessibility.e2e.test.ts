import { appendFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { companyPath } from '@/common/companyPaths';
import { BASE_URL, withBrowserPages } from './browser';
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
  ['lịch sự kiện', '/events'],
  ['bộ lọc cổ phiếu', '/screener'],
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

describe.each(SCREENS)('axe-core WCAG 2.2 AA on a %s screen', (screenName, viewport) => {
  let page: Page;
  withBrowserPages({ viewport }, (_browser, opened) => {
    page = opened;
  });

  it.each(PAGES)('%s (%s) has no serious or critical violation', async (pageName, path) => {
    await openSettled(page, path);
    const violations = await seriousAxeViolations(page);
    const report = process.env.A11Y_REPORT;
    if (report) {
      const rules = violations
        .map((violation) => `${violation.id}:${String(violation.nodes.length)}`)
        .join(' ');
      appendFileSync(report, `${screenName}\t${path}\t${String(violationNodeCount(violations))}\t${rules}\n`);
    }
    if (violations.length > 0)
      throw new Error(formatViolations(`${pageName} ${path} (${screenName})`, violations));
  });
});
