/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AlertItem, AlertListResponse } from '@/common/contracts/alerts';
import { registerToast } from '@/lib/toast';
import { accountState } from '../../../../tests/helpers/accountState';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { AlertsScreen } from '../components/AlertsScreen';

installSelectDomShims();
// antd's table asks for the scrollbar's pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const ALERT: AlertItem = {
  id: 3,
  ticker: 'HPG',
  watchlistId: null,
  watchlistName: null,
  condition: { kind: 'price', direction: 'above', value: 30_000 },
  description: 'HPG vượt lên trên 30,000',
  notifyEmail: true,
  cooldownMinutes: 1440,
  active: true,
  tickers: [{ ticker: 'HPG', holds: false, value: 29_000, reason: null, firedAt: null }],
  lastEvaluatedAt: '2026-11-27T02:00:00.000Z',
  lastFiredAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
};

const server = setupServer();
const created: unknown[] = [];
const patched: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success: jest.fn(), info: jest.fn() } as never);
});
afterEach(() => {
  server.resetHandlers();
  created.length = 0;
  patched.length = 0;
});
afterAll(() => {
  server.close();
});

function alertsServer(list: Partial<AlertListResponse> = {}) {
  let alerts = [ALERT];
  server.use(
    http.get('*/api/alerts', () =>
      HttpResponse.json({
        data: { alerts, limit: 5, emailAllowed: true, emailAlertsOn: true, watchlists: [], ...list },
      }),
    ),
    http.post('*/api/alerts', async ({ request }) => {
      const body = await request.json();
      created.push(body);
      const item = { ...ALERT, id: 4, ticker: 'FPT', description: 'FPT vượt lên trên 120,000' };
      alerts = [item, ...alerts];
      return HttpResponse.json({ data: item }, { status: 201 });
    }),
    http.patch('*/api/alerts/3', async ({ request }) => {
      patched.push(await request.json());
      alerts = [{ ...ALERT, active: false }];
      return HttpResponse.json({ data: alerts[0] });
    }),
  );
}

describe('AlertsScreen', () => {
  it('asks a guest to sign in', () => {
    renderWithStore(<AlertsScreen />, { preloadedState: accountState('guest') });
    expect(screen.getByText('Đăng nhập để dùng cảnh báo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/account/login?next=%2Falerts',
    );
  });

  it('lists the alerts with their state and creates one from the form, the sentence shown first', async () => {
    alertsServer();
    renderWithStore(<AlertsScreen />, { preloadedState: accountState(null) });
    const table = await screen.findByTestId('alerts-table');
    expect(within(table).getByText('HPG vượt lên trên 30,000')).toBeInTheDocument();
    expect(within(table).getByText('Chưa thỏa điều kiện')).toBeInTheDocument();
    expect(within(table).getByText('Chưa lần nào')).toBeInTheDocument();
    expect(screen.getByText('1/5 cảnh báo đang bật')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Mã chứng khoán'), { target: { value: 'fpt' } });
    fireEvent.change(screen.getByLabelText('Giá (đồng)'), { target: { value: '120000' } });
    await waitFor(() => {
      expect(screen.getByTestId('alert-preview')).toHaveTextContent('Báo khi: FPT vượt lên trên 120,000');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo cảnh báo' }));
    await waitFor(() => {
      expect(created).toEqual([
        {
          ticket: 'FPT',
          condition: { kind: 'price', direction: 'above', value: 120_000 },
          notifyEmail: true,
          cooldownMinutes: 1440,
        },
      ]);
    });
    expect(await within(table).findByText('FPT vượt lên trên 120,000')).toBeInTheDocument();
  });

  it('pauses an alert with its switch', async () => {
    alertsServer();
    renderWithStore(<AlertsScreen />, { preloadedState: accountState(null) });
    fireEvent.click(await screen.findByRole('switch', { name: 'Tạm dừng: HPG vượt lên trên 30,000' }));
    await waitFor(() => {
      expect(patched).toEqual([{ active: false }]);
    });
    expect(await screen.findByText('Đang tạm dừng')).toBeInTheDocument();
  });

  it('explains a failed load and offers to retry', async () => {
    server.use(
      http.get('*/api/alerts', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 }),
      ),
    );
    renderWithStore(<AlertsScreen />, { preloadedState: accountState(null) });
    expect(await screen.findByText('Không tải được danh sách cảnh báo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
  });
});
