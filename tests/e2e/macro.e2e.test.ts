import type { Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

/**
 * The macro screens end to end: open a group from its page, chart three CPI series with two value
 * types, switch to the same-period view, then load the page's own address (the shared link) again
 * and find the same chart. CPI is free for accounts (MACRO_VN_FREE), so a new free account does.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1500, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const FLOW_TIMEOUT_MS = 180_000;

/** Polls `read` until it gives `expected` (10 s), then asserts it: the page updates asynchronously. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    value = await read();
  }
  expect(value).toEqual(expected);
}

/** The time series / same period switch of the chart toolbar. */
function viewSwitch(): Locator {
  return page.getByRole('toolbar', { name: 'Tùy chọn biểu đồ vĩ mô' }).getByRole('radiogroup').first();
}

function selectedRows(): Locator {
  return page.getByTestId('macro-selected-metric');
}

async function selectedIds(): Promise<string[]> {
  return selectedRows().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-extend-id') ?? ''));
}

/** Waits until the chart area shows the view and Highcharts has drawn at least one series. */
async function drawn(view: 'time_series' | 'same_period'): Promise<Locator> {
  const chart = page.locator(`[data-testid="macro-chart"][data-view="${view}"]`);
  await chart.locator('.highcharts-series-group .highcharts-series').first().waitFor();
  return chart;
}

describe('macro indicators', () => {
  it(
    'charts three series with two value types, switches to same period, and the shared address restores it',
    async () => {
      await signedInUser(page, 'macro', '/macro');
      await page.getByTestId('macro-group-card').filter({ hasText: 'CPI' }).first().click();
      await page.waitForURL(/\/macro\/cpi\/cpi(\?|$)/);
      // The default: the indicator's first series at its own period, as a level.
      await selectedRows().first().waitFor();
      await drawn('time_series');
      expect(await selectedRows().count()).toBe(1);

      const series = page.getByTestId('macro-series');
      // One at a time: each tick rewrites the address, and a second click during that rewrite can
      // land on the list as it re-renders.
      for (const index of [1, 2]) {
        await series.nth(index).getByRole('checkbox').check();
        await eventually(() => selectedRows().count(), index + 1);
      }

      // The second series as its year-on-year change: its extendID is rewritten in place.
      const second = selectedRows().nth(1);
      const before = await second.getAttribute('data-extend-id');
      expect(before).toMatch(/-month-value$/);
      await second.getByRole('combobox', { name: /^Loại giá trị của / }).click();
      // The open dropdown's option (antd titles each option with its label; the list's hidden
      // accessibility copy is not visible).
      await page.getByTitle('So với cùng kỳ (%)', { exact: true }).filter({ visible: true }).last().click();
      await eventually(
        () => selectedRows().nth(1).getAttribute('data-extend-id'),
        before?.replace(/-value$/, '-yoy') ?? '',
      );
      const ids = await selectedIds();
      expect(new Set(ids.map((id) => id.split('-')[3])).size).toBe(2);
      const chart = await drawn('time_series');
      expect(await chart.locator('.highcharts-series-group .highcharts-series').count()).toBe(3);

      await viewSwitch().getByText('Cùng kỳ', { exact: true }).click();
      const samePeriod = await drawn('same_period');
      expect(await samePeriod.locator('.highcharts-xaxis-labels').first().textContent()).toContain('T1');
      // Every change is in the address, which is the link to share.
      await eventually(() => Promise.resolve(new URL(page.url()).searchParams.get('view')), 'same');
      const shared = page.url();

      await page.goto('about:blank');
      await page.goto(shared);
      await drawn('same_period');
      expect(await selectedIds()).toEqual(ids);
      expect(await viewSwitch().getByRole('radio', { name: 'Cùng kỳ', exact: true }).isChecked()).toBe(true);
    },
    FLOW_TIMEOUT_MS,
  );

  it('shows a guest the default indicator and its source', async () => {
    await page.goto(`${BASE_URL}/macro/gdp/nominal`);
    await drawn('time_series');
    await page
      .getByText(/Nguồn:/)
      .first()
      .waitFor();
  });
});
