/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PAYMENT_MESSAGES, type OrderView } from '@/common/contracts/payments';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { PaymentResultScreen } from '../components/PaymentResultScreen';
import { makeRouter, MOMO_ORDER, orderView, signedIn, signedOut, USER } from './fixtures';

const mockRouter = makeRouter();
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// Screens render slowly on a loaded machine; the default 1 s wait is too short for antd.
configure({ asyncUtilTimeout: 5000 });

const PRO_USER = {
  ...USER,
  planType: 'PRO' as const,
  expiredDayPro: '2031-01-31',
  permissions: ['NEWS_ALL', 'FINANCE_NUMERAL_ALL'],
};

let answers: OrderView[] = [];
let orderRequests = 0;
let meRequests = 0;
const server = setupServer(
  http.get('*/api/order/:orderCode', ({ params }) => {
    orderRequests += 1;
    if (params.orderCode !== MOMO_ORDER.orderCode) {
      return HttpResponse.json(
        { code: 'NOT_FOUND', message: PAYMENT_MESSAGES.orderUnknown, requestId: 't' },
        { status: 404 },
      );
    }
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return HttpResponse.json({ data: next });
  }),
  http.get('*/api/users/me', () => {
    meRequests += 1;
    return HttpResponse.json({ data: PRO_USER });
  }),
  http.post('*/api/users/check-plan', () =>
    HttpResponse.json({
      data: { plan: 'PRO', expiredDayBasic: null, expiredDayPro: '2031-01-31', expiredDayPremium: null },
    }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  Cookies.set(STORAGE_KEYS.accessToken, 'token-1');
});
afterEach(() => {
  server.resetHandlers();
  answers = [];
  orderRequests = 0;
  meRequests = 0;
  mockRouter.query = {};
  mockRouter.replace.mockClear();
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

function title(): HTMLElement {
  return screen.getByTestId('result-title');
}

describe('payment result', () => {
  it('shows a paid order with its plan and new expiry, then reloads the user and the permissions cookie', async () => {
    // The gateway's redirect parameters are display only: the server's answer decides.
    mockRouter.query = { orderCode: MOMO_ORDER.orderCode, resultCode: '1006' };
    answers = [orderView({ status: 'paid', expiryAfter: '2031-01-31', paidAt: '2025-01-01T03:05:00.000Z' })];
    const { store } = renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
    await screen.findByTestId('result-title');
    expect(title()).toHaveTextContent('Thanh toán thành công');
    expect(screen.getByTestId('result-paid-summary')).toHaveTextContent(
      'Gói Chuyên nghiệp · 1 tháng · hạn sử dụng mới đến ngày 2031-01-31',
    );
    expect(screen.getByText('399,000 đ')).toBeInTheDocument();
    await waitFor(() => {
      expect(store.getState().account.user?.planType).toBe('PRO');
    });
    expect(meRequests).toBe(1);
    expect(JSON.parse(Cookies.get(STORAGE_KEYS.permissions) ?? '[]')).toEqual(PRO_USER.permissions);
    expect(screen.getByText('Về trang chủ').closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByText('Xem lịch sử giao dịch').closest('a')).toHaveAttribute(
      'href',
      '/payment/history',
    );
  });

  it('shows a cancelled order even when the redirect claims success', async () => {
    mockRouter.query = { orderCode: MOMO_ORDER.orderCode, resultCode: '0' };
    answers = [orderView({ status: 'cancelled', resultCode: 1006, resultMessage: 'Người dùng từ chối.' })];
    renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
    await screen.findByTestId('result-title');
    expect(title()).toHaveTextContent('Giao dịch đã bị huỷ');
    expect(screen.getByText('Thanh toán lại').closest('a')).toHaveAttribute(
      'href',
      '/payment/checkout?plan=PRO&months=1&method=MOMO',
    );
    await settle();
    expect(meRequests).toBe(0);
  });

  it('shows the gateway message of a failed order', async () => {
    mockRouter.query = { orderCode: MOMO_ORDER.orderCode };
    answers = [orderView({ status: 'failed', resultCode: 1001, resultMessage: 'Tài khoản không đủ tiền.' })];
    renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
    await screen.findByTestId('result-title');
    expect(title()).toHaveTextContent('Thanh toán không thành công');
    expect(screen.getByText('Tài khoản không đủ tiền.')).toBeInTheDocument();
  });

  it('waits for the confirmation while the order is pending and shows it when it comes', async () => {
    mockRouter.query = { orderCode: MOMO_ORDER.orderCode };
    answers = [orderView({ status: 'pending' }), orderView({ status: 'paid', expiryAfter: '2031-01-31' })];
    renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
    await screen.findByTestId('result-title');
    expect(title()).toHaveTextContent('Đang chờ xác nhận thanh toán…');
    await waitFor(
      () => {
        expect(title()).toHaveTextContent('Thanh toán thành công');
      },
      { timeout: 8000 },
    );
    expect(orderRequests).toBe(2);
  });

  it('says so when the order does not exist or the code is malformed', async () => {
    mockRouter.query = { orderCode: 'KHONGCO123' };
    const view = renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
    expect(await screen.findByText(PAYMENT_MESSAGES.orderUnknown)).toBeInTheDocument();
    view.unmount();
    mockRouter.query = { orderCode: '<x>' };
    renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
    expect(await screen.findByText(PAYMENT_MESSAGES.orderUnknown)).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page and back here', async () => {
    mockRouter.query = { orderCode: MOMO_ORDER.orderCode };
    renderWithStore(<PaymentResultScreen />, { preloadedState: signedOut() });
    await waitFor(() => {
      expect(mockRouter.replace).toHaveBeenCalledWith(
        `/account/login?next=${encodeURIComponent(`/payment/result?orderCode=${MOMO_ORDER.orderCode}`)}`,
      );
    });
    expect(orderRequests).toBe(0);
  });

  it('offers to check again after waiting too long for a pending order', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      mockRouter.query = { orderCode: MOMO_ORDER.orderCode };
      answers = [orderView({ status: 'pending' })];
      renderWithStore(<PaymentResultScreen />, { preloadedState: signedIn() });
      await waitFor(() => {
        expect(orderRequests).toBeGreaterThan(0);
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(31_000);
      });
      const recheck = await screen.findByRole('button', { name: /Kiểm tra lại/ });
      expect(screen.getByText(/chưa nhận được xác nhận từ cổng thanh toán/)).toBeInTheDocument();
      // Polling (every 2 s) stopped after 30 s.
      const stoppedAt = orderRequests;
      expect(stoppedAt).toBeLessThanOrEqual(17);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(orderRequests).toBe(stoppedAt);
      const before = orderRequests;
      fireEvent.click(recheck);
      await waitFor(() => {
        expect(orderRequests).toBeGreaterThan(before);
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
