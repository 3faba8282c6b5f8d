/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { SameIndustryScreen } from '../components/SameIndustryScreen';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

// Issue 28: on a 390 px phone the same-industry table's company column (260 px) left no room for a
// figure. Below antd's xs breakpoint it shows the ticker alone (the name on hover) and narrower
// figures, so the company and two ratios fit.

installSelectDomShims();

const period = {
  key: '2024Q3',
  periodType: 'quarter',
  year: 2024,
  quarter: 3,
  label: 'Q3/2024',
  endDate: '2024-09-30',
};
const row = (ticker: string, roe: number, rank: number, isCurrent: boolean) => ({
  ticker,
  nameVi: `Công ty cổ phần ${ticker}`,
  shortName: `Công ty ${ticker}`,
  exchange: 'HOSE',
  isCurrent,
  values: { ROE: roe, ROA: roe / 2 },
  ranks: { ROE: rank, ROA: rank },
  valuation: {
    priceDate: '2024-09-30',
    close: 40_000,
    basis: 'raw',
    price: 40_000,
    shares: 1e9,
    marketCap: 40_000e9,
    reason: null,
  },
});
const server = setupServer(
  http.get('*/api/enterprise/same-industry-metric', () =>
    HttpResponse.json({
      data: {
        kind: 'same_industry',
        companyType: 'non_financial',
        metrics: ['ROE', 'ROA'],
        isDefault: true,
        updatedAt: null,
      },
    }),
  ),
  http.get('*/api/enterprise/same-industry-data', () =>
    HttpResponse.json({
      data: {
        ticker: 'TCB',
        companyType: 'non_financial',
        industry: { icbCode: '3577', level: 4, nameVi: 'Thực phẩm' },
        period,
        metrics: ['ROE', 'ROA'],
        rows: [row('BBB', 0.3, 1, false), row('TCB', 0.2, 2, true), row('CCC', 0.1, 3, false)],
        median: { ROE: 0.2, ROA: 0.1 },
        average: { ROE: 0.2, ROA: 0.1 },
        counts: { ROE: 3, ROA: 3 },
      },
    }),
  ),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

function onScreenOf(width: number): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(max-width: 575.98px)' && width < 576,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

const columnWidths = () =>
  [...document.querySelectorAll('table colgroup col')].map((col) => (col as HTMLElement).style.width);

describe('same-industry table on a phone', () => {
  it('shows the ticker alone with its name on hover, and the company and two ratios fit 390 px', async () => {
    onScreenOf(390);
    renderWithStore(<SameIndustryScreen />);
    await screen.findByText('Trung vị ngành');
    const link = screen.getByRole('link', { name: 'TCB' });
    expect(link).toHaveAttribute('title', 'Công ty cổ phần TCB');
    const current = link.closest('tr') as HTMLElement;
    expect(within(current).queryByText('Công ty TCB')).toBeNull();
    const widths = columnWidths().map((width) => Number.parseFloat(width));
    expect(widths.slice(0, 3)).toEqual([88, 112, 112]);
    // Inside the page's 12 px and the card's 24 px padding on each side.
    expect(widths[0]! + widths[1]! + widths[2]!).toBeLessThanOrEqual(390 - 2 * 12 - 2 * 24 - 4);
  });

  it('keeps the name and the wide columns on a desktop', async () => {
    onScreenOf(1400);
    renderWithStore(<SameIndustryScreen />);
    await screen.findByText('Trung vị ngành');
    expect(
      within(screen.getByRole('link', { name: 'TCB' }).closest('tr') as HTMLElement).getByText('Công ty TCB'),
    ).toBeInTheDocument();
    expect(columnWidths().slice(0, 2)).toEqual(['260px', '150px']);
  });
});
