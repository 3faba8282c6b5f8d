/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScreenerOptionsResponse, ScreenerResponse } from '@/common/contracts/screener';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, failure, fake, installServer, queriesOf } from '../../news/__tests__/harness';
import { ScreenerScreen } from '../components/ScreenerScreen';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installServer();

const AS_OF = {
  session: '2025-03-14',
  priceDate: '2025-03-14',
  sources: ['ssi'],
  builtAt: '2025-03-14T08:05:00Z',
};

const OPTIONS: ScreenerOptionsResponse = {
  industries: [{ level: 2, code: '8300', name: 'Ngân hàng' }],
  asOf: AS_OF,
};

function answer(extra: Partial<ScreenerResponse> = {}): ScreenerResponse {
  return {
    asOf: AS_OF,
    universe: 1_600,
    total: 2,
    page: 1,
    pageSize: 20,
    columns: ['PE', 'MARKET_CAP'],
    unknown: { PE: 120 },
    rows: [
      {
        ticker: 'VCB',
        name: 'Vietcombank',
        exchange: 'HOSE',
        values: { PE: 14.256, MARKET_CAP: 512_345.6 },
        reasons: {},
      },
      {
        ticker: 'TCB',
        name: 'Techcombank',
        exchange: 'HOSE',
        values: { PE: null, MARKET_CAP: 180_000 },
        reasons: { PE: 'Không tính P/E khi EPS 4 quý ≤ 0 hoặc thiếu lợi nhuận 4 quý.' },
      },
    ],
    ...extra,
  };
}

beforeEach(() => {
  memoryRouter.reset('/screener', { c: 'PE~5~15', cols: 'MARKET_CAP' });
  fake.answers['/screener/options'] = () => encoded(OPTIONS);
});

describe('ScreenerScreen', () => {
  it('runs the screen of the address and shows counts, date, source and formatted figures', async () => {
    fake.answers['/screener/run'] = () => encoded(answer());
    renderWithStore(<ScreenerScreen />, { preloadedState: account('guest') });
    const results = await screen.findByTestId('screener-results');
    const vcb = await within(results).findByRole('row', { name: /VCB/ });
    expect(within(vcb).getByText('14.26')).toBeInTheDocument();
    expect(within(vcb).getByText('512,345.60')).toBeInTheDocument();
    expect(within(vcb).getByRole('link', { name: 'VCB' })).toHaveAttribute(
      'href',
      '/enterprise/VCB/overview',
    );
    const tcb = within(results).getByRole('row', { name: /TCB/ });
    expect(within(tcb).getByLabelText(/Không có số liệu: Không tính P\/E/)).toBeInTheDocument();
    const summary = screen.getByTestId('screener-summary');
    expect(summary).toHaveTextContent('2 / 1,600 mã thỏa mãn mọi tiêu chí.');
    expect(summary).toHaveTextContent('Dữ liệu phiên 2025-03-14');
    expect(summary).toHaveTextContent('nguồn ssi');
    expect(summary).toHaveTextContent('Bị loại vì thiếu số liệu: P/E 120 mã.');
    expect(queriesOf('/screener/run')).toEqual([
      { c: 'PE~5~15', cols: 'MARKET_CAP', page: '1', pageSize: '20' },
    ]);
    expect(screen.getByText('Lưu bộ lọc, tải CSV, Excel cần tài khoản (miễn phí).')).toBeInTheDocument();
  });

  it('explains a bad threshold before asking the server, and applies a fixed one to the address', async () => {
    fake.answers['/screener/run'] = () => encoded(answer());
    renderWithStore(<ScreenerScreen />, { preloadedState: account('guest') });
    await screen.findByRole('row', { name: /VCB/ });
    const from = screen.getByRole('spinbutton', { name: 'P/E: từ' });
    fireEvent.change(from, { target: { value: '30' } });
    fireEvent.blur(from);
    fireEvent.click(screen.getByRole('button', { name: 'Lọc' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tiêu chí P/E: ngưỡng "từ" (30) lớn hơn ngưỡng "đến" (15).',
    );
    fireEvent.change(from, { target: { value: '8' } });
    fireEvent.blur(from);
    fireEvent.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => {
      expect(memoryRouter.push).toHaveBeenCalledWith(
        { pathname: '/screener', query: { c: 'PE~8~15', cols: 'MARKET_CAP' } },
        undefined,
        { shallow: true, scroll: false },
      );
    });
  });

  it('shows the server’s Vietnamese reason for a screen it refuses', async () => {
    memoryRouter.reset('/screener', { c: 'PE~5~15', pageSize: '50' });
    fake.answers['/screener/run'] = () => failure(400, 'VALIDATION', 'Tham số không hợp lệ: c: quá dài.');
    renderWithStore(<ScreenerScreen />, { preloadedState: account('guest') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tham số không hợp lệ: c: quá dài.');
  });

  it('an address with an unknown criterion says so without asking the server', async () => {
    memoryRouter.reset('/screener', { c: 'NOPE~1~2' });
    renderWithStore(<ScreenerScreen />, { preloadedState: account('guest') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Không có tiêu chí lọc "NOPE".');
    expect(queriesOf('/screener/run')).toEqual([]);
  });
});
