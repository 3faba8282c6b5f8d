import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ratiosDataResponse, type RatiosDataResponse } from '@/common/contracts/ratios';
import { openEnvelope } from '@/lib/envelope';
import { formatPercent } from '@/common/format';
import { BASE_URL, withBrowserPages } from './browser';

let page: Page;

withBrowserPages({ acceptDownloads: true }, (_browser, openedPage) => {
  page = openedPage;
});

/** The yearly ratios the page shows a signed-out visitor, read as the browser reads them. */
async function yearlyRatios(ticker: string): Promise<RatiosDataResponse> {
  const response = await page.request.get(
    `${BASE_URL}/api/enterprise/numeral-data?ticket=${ticker}&period=year&limit=20`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { hashCode: string };
  return ratiosDataResponse.parse(openEnvelope(body.hashCode));
}

/** antd draws a radio button as a label around a hidden input: click the label of the named radio. */
async function pickRadio(name: string): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

describe('multi-year ratio averages in Chromium (issue 33)', () => {
  it('shows TB 3 năm and TB 5 năm on the yearly view, the plan-limited one saying why, and exports them', async () => {
    const data = await yearlyRatios('FPT');
    const three = data.averages?.find((averages) => averages.span === 3);
    const five = data.averages?.find((averages) => averages.span === 5);
    expect(three?.values.ROE).not.toBeNull();
    // A signed-out visitor sees 4 years: the 5-year average names the plan instead of a figure.
    expect(five?.values.ROE).toBeNull();
    expect(five?.reasons.ROE).toMatch(/4 năm gần nhất.*Trung bình 5 năm cần các năm/);

    // The ratios screen keeps its period choice on the screen (not in the address): choose "Năm".
    await page.goto(`${BASE_URL}/enterprise/FPT/finance/numeral`);
    await pickRadio('Năm');
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: /TB 3 năm/ }).waitFor();
    await table.getByRole('columnheader', { name: /TB 5 năm/ }).waitFor();
    const roeRow = table.getByRole('row').filter({ has: page.getByText('ROE', { exact: true }) });
    await roeRow.getByText(formatPercent(three?.values.ROE, 2), { exact: true }).first().waitFor();
    await roeRow.getByLabel(`-. ${five?.reasons.ROE ?? ''}`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Xuất CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('FPT_chi-so-tai-chinh_nam.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`TB 3 năm (${String(three?.fromYear)}–${String(three?.toYear)})`);
    expect(csv).toContain('TB 5 năm');
  });

  it('says where the averages are on the quarterly view', async () => {
    await page.goto(`${BASE_URL}/enterprise/FPT/finance/numeral`);
    await page.getByText(/chọn kỳ "Năm" để xem/).waitFor();
    await expect(page.getByRole('columnheader', { name: /TB 3 năm/ }).count()).resolves.toBe(0);
  });
});
