import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { financeDataResponse, type FinanceDataResponse } from '@/common/contracts/finance';
import { scaleToUnit } from '@/common/finance/scale';
import { formatNumber } from '@/common/format';
import { openEnvelope } from '@/lib/envelope';
import { BASE_URL, withBrowserPages } from './browser';

let page: Page;

withBrowserPages({ acceptDownloads: true }, (_browser, openedPage) => {
  page = openedPage;
});

/** The API answer the page shows, read the way the browser reads it. */
async function financeData(query: Record<string, string>): Promise<FinanceDataResponse> {
  const params = new URLSearchParams({ start: '2010', ...query });
  const response = await page.request.get(`${BASE_URL}/api/enterprise/v2/finance-data?${params.toString()}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { hashCode: string };
  return financeDataResponse.parse(openEnvelope(body.hashCode));
}

/** The newest non-missing figure of an item, as the table formats it in the unit. */
function newestFigure(data: FinanceDataResponse, code: string, unit: 'billion' | 'million'): string {
  const values = data.values[code] ?? [];
  const value = values[values.length - 1] ?? null;
  expect(value).not.toBeNull();
  return formatNumber(scaleToUnit(value, unit));
}

async function pickRadio(name: string): Promise<void> {
  // antd draws a radio button as a label around a hidden input: click the label of the named radio.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

describe('finance statements in Chromium', () => {
  it('server-renders the TCB balance sheet figures', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/TCB/finance/balance-sheet`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    const data = await financeData({
      ticket: 'TCB',
      tableName: 'BALANCE_SHEET',
      period: 'quarter',
      limit: '24',
    });
    const totalAssets = newestFigure(data, 'TOTAL_ASSETS', 'billion');
    // In the HTML itself, before any script ran: the figures come from getServerSideProps.
    expect(html).toContain(`>${totalAssets}<`);
    expect(html).toContain('TỔNG TÀI SẢN');
    expect(html).toContain('Đơn vị: Tỷ đồng');
    await page.getByTestId('statement-table').getByText(totalAssets, { exact: true }).first().waitFor();
  });

  it('switches tab, unit, period and ticker, then exports what is on screen', async () => {
    await page.goto(`${BASE_URL}/enterprise/TCB/finance/balance-sheet`);
    await page.waitForLoadState('networkidle');

    await page.getByTestId('finance-tab-INCOME_STATEMENT').click();
    await page.waitForURL('**/enterprise/TCB/finance/income-statement');
    // The card's title and the page's visually hidden h1 both name the screen.
    await page
      .getByRole('heading', { name: /Kết quả kinh doanh/ })
      .first()
      .waitFor();
    await expect(page.getByTestId('finance-tab-INCOME_STATEMENT').getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    await pickRadio('Triệu đồng');
    await page.waitForURL(/unit=million/);
    const quarterly = await financeData({
      ticket: 'TCB',
      tableName: 'INCOME_STATEMENT',
      period: 'quarter',
      limit: '24',
    });
    const firstCode = quarterly.labels[0]?.code ?? '';
    const table = page.getByTestId('statement-table');
    await table
      .getByText(newestFigure(quarterly, firstCode, 'million'), { exact: true })
      .first()
      .waitFor();
    await page.getByText('Đơn vị: Triệu đồng').first().waitFor();

    await pickRadio('Năm');
    await page.waitForURL(/period=year/);
    const yearly = await financeData({
      ticket: 'TCB',
      tableName: 'INCOME_STATEMENT',
      period: 'year',
      limit: '21',
    });
    const newestYear = yearly.periods[yearly.periods.length - 1]?.label ?? '';
    await table.getByRole('columnheader', { name: newestYear, exact: true }).first().waitFor();

    const search = page.getByRole('combobox', { name: 'Tìm mã hoặc tên công ty' });
    await search.click();
    await search.fill('FPT');
    await page.getByTestId('ticker-option-FPT').click();
    // The same screen of the new company, the ticker in the path, the view settings kept.
    await page.waitForURL(/\/enterprise\/FPT\/finance\/income-statement\?/);
    expect(page.url()).toContain('period=year');
    expect(page.url()).toContain('unit=million');
    // The screen's card title; the page's visually hidden h1 says the same.
    await page
      .getByRole('heading', { name: /Kết quả kinh doanh\s*FPT/ })
      .first()
      .waitFor();
    const fpt = await financeData({
      ticket: 'FPT',
      tableName: 'INCOME_STATEMENT',
      period: 'year',
      limit: '21',
    });
    const fptCode = fpt.labels[0]?.code ?? '';
    await table
      .getByText(newestFigure(fpt, fptCode, 'million'), { exact: true })
      .first()
      .waitFor();

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Xuất Excel/ }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe('FPT_ket-qua-kinh-doanh_nam.xlsx');
    const xlsx = readFileSync(await excel.path());
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Xuất CSV/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('FPT_ket-qua-kinh-doanh_nam.csv');
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFFFPT - Kết quả kinh doanh,Đơn vị: Triệu đồng,Kỳ: Năm\r\n')).toBe(true);
    expect(text).toContain(`Chỉ tiêu,${newestYear}`);
  });

  it('shows the derived views as tabs of the base page', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/TCB/finance?tab=trailing`);
    expect(response?.status()).toBe(200);
    await page
      .getByRole('heading', { name: /Lũy kế 4 quý/ })
      .first()
      .waitFor();
    await expect(page.getByTestId('finance-tab-TRAILING').getAttribute('aria-current')).resolves.toBe('page');
  });
});
