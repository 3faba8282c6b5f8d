/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { RatiosScreen } from '../components/RatiosScreen';
import { SameIndustryScreen } from '../components/SameIndustryScreen';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installSelectDomShims();
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const period = (key: string, label: string, quarter: number) => ({
  key,
  periodType: 'quarter',
  year: 2024,
  quarter,
  label,
  endDate: `2024-0${quarter * 3}-30`,
});

function metricSet(kind: 'numeral' | 'same_industry', metrics: string[]) {
  return { data: { kind, companyType: 'non_financial', metrics, isDefault: true, updatedAt: null } };
}

function ratiosData(withPeriods: boolean) {
  return {
    data: {
      ticker: 'TCB',
      companyType: 'non_financial',
      periodType: 'quarter',
      periods: withPeriods ? [period('2024Q2', 'Q2/2024', 2), period('2024Q3', 'Q3/2024', 3)] : [],
      metrics: ['ROE', 'PE', 'GROSS_MARGIN'],
      values: withPeriods
        ? { ROE: [0.1, 0.1234], PE: [10.5, null], GROSS_MARGIN: [0.2, 0.25] }
        : { ROE: [], PE: [] },
      prices: withPeriods ? [20_000, null] : [],
      valuations: withPeriods ? [VALUED, STALE] : [],
    },
  };
}

const VALUED = {
  priceDate: '2024-06-28',
  close: 40_000,
  basis: 'raw',
  price: 20_000,
  shares: 1e9,
  marketCap: 20_000e9,
  reason: null,
};
const STALE_REASON =
  'Giá gần nhất (ngày 2021-07-15) cũ hơn 14 ngày so với ngày cuối kỳ 2024-09-30: không định giá bằng giá cũ.';
const STALE = {
  ...VALUED,
  priceDate: null,
  close: null,
  basis: null,
  price: null,
  marketCap: null,
  reason: STALE_REASON,
};

describe('RatiosScreen', () => {
  it('shows the saved ratios by period with a trend line, and saves a new choice by POST', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/enterprise/numeral-metric', () =>
        HttpResponse.json(metricSet('numeral', ['ROE', 'PE'])),
      ),
      http.get('*/api/enterprise/numeral-data', ({ request }) => {
        expect(new URL(request.url).searchParams.get('period')).toBe('quarter');
        return HttpResponse.json(ratiosData(true));
      }),
      http.post('*/api/enterprise/numeral-metric', async ({ request }) => {
        const body = (await request.json()) as { metrics: string[] };
        posted.push(body);
        return HttpResponse.json({
          data: {
            kind: 'numeral',
            companyType: 'non_financial',
            metrics: body.metrics,
            isDefault: false,
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        });
      }),
    );
    renderWithStore(<RatiosScreen />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Q3/2024' })).toBeInTheDocument();
    const roeRow = within(table).getByText('ROE').closest('tr');
    expect(roeRow).not.toBeNull();
    if (!roeRow) return;
    expect(within(roeRow).getByText('10.00%')).toBeInTheDocument();
    expect(within(roeRow).getByText('12.34%')).toBeInTheDocument();
    expect(within(roeRow).getByTestId('sparkline')).toBeInTheDocument();
    const peRow = within(table).getByText('P/E').closest('tr');
    expect(peRow?.textContent).toContain('10.50');
    expect(within(table).queryByText('Biên lợi nhuận gộp')).toBeNull();
    // The close behind P/E: its day, as traded, on today's basis; a missing P/E says why.
    const priceRow = within(table).getByText('Giá dùng để định giá (đồng/cp)').closest('tr');
    if (!priceRow) throw new Error('no price row');
    expect(
      within(priceRow).getByLabelText(
        /^20,000\. Giá đóng cửa ngày 2024-06-28: 40,000 đồng \(giá giao dịch\); quy về số cổ phiếu hiện nay: 20,000 đồng; vốn hóa 20,000\.00 tỷ đồng\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(peRow as HTMLElement).getByLabelText(`-. ${STALE_REASON}`)).toBeInTheDocument();
    expect(screen.getByText(/dùng giá đóng cửa trong 14 ngày cuối kỳ/)).toBeInTheDocument();

    const picker = await screen.findByRole('combobox', { name: 'Chọn chỉ số' });
    fireEvent.mouseDown(picker);
    // The list is virtual: search for the ratio, as a user would in a long list.
    fireEvent.change(picker, { target: { value: 'Biên lợi nhuận gộp' } });
    fireEvent.click(await screen.findByTitle(/^Lợi nhuận gộp 4 quý/));
    await waitFor(() => {
      expect(posted).toEqual([{ ticket: 'TCB', metrics: ['ROE', 'PE', 'GROSS_MARGIN'] }]);
    });
    expect(await within(table).findByText('Biên lợi nhuận gộp')).toBeInTheDocument();
  });

  it('shows the notice of a limited answer above the table', async () => {
    const message = 'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.';
    const limited = ratiosData(true);
    server.use(
      http.get('*/api/enterprise/numeral-metric', () => HttpResponse.json(metricSet('numeral', ['ROE']))),
      http.get('*/api/enterprise/numeral-data', () =>
        HttpResponse.json({
          data: {
            ...limited.data,
            access: { level: 'limited', requiredPlan: 'BASIC', message, maxPeriods: 8 },
          },
        }),
      ),
    );
    renderWithStore(<RatiosScreen />);
    await screen.findByRole('table');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
  });

  it('says there are not enough figures when the company has no periods', async () => {
    server.use(
      http.get('*/api/enterprise/numeral-metric', () => HttpResponse.json(metricSet('numeral', ['ROE']))),
      http.get('*/api/enterprise/numeral-data', () => HttpResponse.json(ratiosData(false))),
    );
    renderWithStore(<RatiosScreen />);
    expect(await screen.findByText('Chưa đủ số liệu để tính')).toBeInTheDocument();
  });

  it('shows an error with a retry button when the data call fails', async () => {
    server.use(
      http.get('*/api/enterprise/numeral-metric', () => HttpResponse.json(metricSet('numeral', ['ROE']))),
      http.get('*/api/enterprise/numeral-data', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 }),
      ),
    );
    renderWithStore(<RatiosScreen />);
    expect(await screen.findByText('Không tải được chỉ số tài chính.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
  });
});

describe('SameIndustryScreen', () => {
  it('lists the peers ranked, highlights the company and adds median and average rows', async () => {
    server.use(
      http.get('*/api/enterprise/same-industry-metric', () =>
        HttpResponse.json(metricSet('same_industry', ['PE', 'ROE'])),
      ),
      http.get('*/api/enterprise/same-industry-data', ({ request }) => {
        expect(new URL(request.url).searchParams.get('metrics')).toBe('PE,ROE');
        const row = (ticker: string, pe: number | null, roe: number, rank: number, isCurrent: boolean) => ({
          ticker,
          nameVi: `Công ty ${ticker}`,
          shortName: ticker === 'TCB' ? 'Techcombank' : `Công ty ${ticker}`,
          exchange: 'HOSE',
          isCurrent,
          values: { PE: pe, ROE: roe },
          ranks: { PE: pe === null ? null : rank, ROE: rank },
          valuation: pe === null ? STALE : VALUED,
        });
        return HttpResponse.json({
          data: {
            ticker: 'TCB',
            companyType: 'non_financial',
            industry: { icbCode: '3577', level: 4, nameVi: 'Thực phẩm' },
            period: period('2024Q3', 'Q3/2024', 3),
            metrics: ['PE', 'ROE'],
            rows: [
              row('BBB', 5, 0.3, 1, false),
              row('TCB', 8, 0.2, 2, true),
              row('OLD', null, 0.1, 3, false),
            ],
            median: { PE: 6.5, ROE: 0.25 },
            average: { PE: 6.5, ROE: 0.25 },
            counts: { PE: 2, ROE: 3 },
          },
        });
      }),
    );
    renderWithStore(<SameIndustryScreen />);
    expect(await screen.findByText('Trung vị ngành')).toBeInTheDocument();
    expect(screen.getByText('Trung bình ngành')).toBeInTheDocument();
    expect(screen.getByText(/Thực phẩm \(ICB 3577\)/)).toBeInTheDocument();
    const current = screen.getByText('Đang xem').closest('tr');
    expect(current?.textContent).toContain('TCB');
    expect(current?.textContent).toContain('#2/3');
    // Each company's close on hover; a company without a recent close has no P/E, and says why.
    const old = screen.getByRole('link', { name: 'OLD' }).closest('tr');
    if (!old) throw new Error('no OLD row');
    expect(within(old).getAllByLabelText(`-. ${STALE_REASON}`)).toHaveLength(2);
    expect(
      within(current as HTMLElement).getByLabelText(/^20,000\. Giá đóng cửa ngày 2024-06-28/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BBB' })).toHaveAttribute(
      'href',
      '/enterprise/BBB/finance/same-industry',
    );
    expect(screen.getAllByText('6.50')).toHaveLength(2);
  });
});
