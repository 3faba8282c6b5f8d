/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ScreenerOptionsResponse, ScreenerResponse } from '@/common/contracts/screener';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, failure, fake, installServer, queriesOf } from '../../news/__tests__/harness';
import { makeStore } from '@/application/store';
import { ScreenerScreen } from '../components/ScreenerScreen';
import { preloadScreener } from '../screenerPreload';

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

  it('opens ready-made and saved screens, and sorts on the server from a column header', async () => {
    fake.answers['/screener/run'] = () => encoded(answer());
    fake.answers['/screener/screens'] = () =>
      HttpResponse.json({
        data: {
          screens: [
            {
              id: 7,
              name: 'Của tôi',
              c: 'PB~~1',
              cols: '',
              sort: '',
              shareToken: null,
              updatedAt: '2025-03-14T08:00:00Z',
            },
          ],
          limit: 3,
        },
      });
    renderWithStore(<ScreenerScreen />, { preloadedState: account(null) });
    await screen.findByRole('row', { name: /VCB/ });
    const saved = await screen.findByTestId('saved-screens');
    expect(await within(saved).findByText('Bộ lọc đã lưu (1/3)')).toBeInTheDocument();
    fireEvent.click(within(saved).getByRole('button', { name: 'Của tôi' }));
    expect(memoryRouter.push).toHaveBeenLastCalledWith(
      { pathname: '/screener', query: { c: 'PB~~1', title: 'Của tôi', saved: '7' } },
      undefined,
      { shallow: true, scroll: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bứt phá' }));
    expect(memoryRouter.push).toHaveBeenLastCalledWith(
      {
        pathname: '/screener',
        query: {
          c: 'NEW_HIGH_52W~1,VOLUME_VS_AVG20~1.5~,PRICE_VS_SMA50~0~',
          cols: 'CHANGE_1D,VALUE',
          sort: 'VOLUME_VS_AVG20~desc',
          title: 'Bứt phá',
        },
      },
      undefined,
      { shallow: true, scroll: false },
    );
    expect(screen.getByRole('button', { name: 'Bứt phá' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('row', { name: /VCB/ });
    fireEvent.click(screen.getByText('P/E (lần)'));
    await waitFor(() => {
      expect(memoryRouter.replace).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: expect.objectContaining({ sort: 'PE~desc' }) as unknown }),
        undefined,
        { shallow: true, scroll: false },
      );
    });
  });

  it('renders the results the server preloaded for the address without asking again', async () => {
    const query = { c: 'PE~5~15', cols: 'MARKET_CAP', page: '2' };
    memoryRouter.reset('/screener', query);
    const serverStore = makeStore();
    const asked: unknown[] = [];
    const result = await preloadScreener(serverStore, query, {
      run: (request) => {
        asked.push(request);
        return Promise.resolve(answer({ page: 2 }));
      },
      options: () => Promise.resolve(OPTIONS),
    });
    expect(result).toEqual({ ok: true });
    expect(asked).toEqual([
      {
        screen: { criteria: [{ key: 'PE', min: 5, max: 15 }], columns: ['MARKET_CAP'], sort: null },
        page: 2,
        pageSize: 20,
      },
    ]);
    const state = JSON.parse(JSON.stringify(serverStore.getState())) as object;
    renderWithStore(<ScreenerScreen />, { preloadedState: { ...state, ...account('guest') } });
    expect(screen.getByRole('row', { name: /VCB/ })).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });
});
