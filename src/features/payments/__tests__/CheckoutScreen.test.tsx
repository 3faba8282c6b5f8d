/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PAYMENT_MESSAGES, type OrderView } from '@/common/contracts/payments';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { CheckoutScreen } from '../components/CheckoutScreen';
import { goToExternal } from '../navigation';
import { makeRouter, MOMO_ORDER, orderView, quote, signedIn, signedOut } from './fixtures';

installSelectDomShims();

const mockRouter = makeRouter();
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// Screens render slowly on a loaded machine; the default 1 s wait is too short for antd.
configure({ asyncUtilTimeout: 5000 });
jest.mock('../navigation', () => ({
  ...jest.requireActual<typeof import('../navigation')>('../navigation'),
  goToExternal: jest.fn(),
}));
const goToExternalMock = jest.mocked(goToExternal);

const quoteBodies: unknown[] = [];
const created: { path: string; body: unknown }[] = [];
let orderAnswers: OrderView[] = [];

function bodyOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

const server = setupServer(
  http.post('*/api/order/quote', async ({ request }) => {
    const body = bodyOf(await request.json());
    quoteBodies.push(body);
    if (body.discountCode === 'SAIMA') {
      return HttpResponse.json(
        { code: 'BAD_REQUEST', message: PAYMENT_MESSAGES.discountUnknown, requestId: 't' },
        { status: 400 },
      );
    }
    const months = Number(body.months);
    const plan = body.plan as 'PRO';
    if (body.discountCode === 'GIAM10') {
      return HttpResponse.json({
        data: quote({ plan, months, discountCode: 'GIAM10', discountAmount: 39_900, amount: 359_100 }),
      });
    }
    return HttpResponse.json({ data: quote({ plan, months }) });
  }),
  ...(['create-momo', 'create-vnpay', 'create-bank'] as const).map((path) =>
    http.post(`*/api/order/${path}`, async ({ request }) => {
      const body = bodyOf(await request.json());
      created.push({ path, body });
      if (path === 'create-vnpay') {
        return HttpResponse.json({
          data: { orderCode: 'VNP1234567', amount: 399_000, payUrl: 'http://localhost/sandbox/vnpay?x=1' },
        });
      }
      if (path === 'create-bank') {
        return HttpResponse.json({
          data: {
            orderCode: 'BANK123456',
            amount: 399_000,
            bankTransfer: {
              bankName: 'Vietcombank',
              accountNumber: '0123456789',
              accountName: 'CONG TY VNFIN',
              content: 'BANK123456',
            },
          },
        });
      }
      if (body.method === 'VISA') {
        return HttpResponse.json({
          data: { orderCode: 'VISA123456', amount: 399_000, payUrl: 'http://localhost/sandbox/momo?card=1' },
        });
      }
      return HttpResponse.json({ data: MOMO_ORDER });
    }),
  ),
  http.get('*/api/order/:orderCode', () => {
    const next = orderAnswers.length > 1 ? orderAnswers.shift() : orderAnswers[0];
    return HttpResponse.json({ data: next ?? orderView() });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  window.innerWidth = 1400;
});
afterEach(() => {
  server.resetHandlers();
  quoteBodies.length = 0;
  created.length = 0;
  orderAnswers = [];
  mockRouter.query = {};
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
  goToExternalMock.mockReset();
});
afterAll(() => {
  server.close();
});

function payButton(): HTMLElement {
  return screen.getByTestId('pay-button');
}

function chooseMethod(label: RegExp): void {
  fireEvent.click(screen.getByRole('radio', { name: label }));
}

describe('checkout', () => {
  it('quotes the plan, refuses an unknown discount code with the server message and applies a good one', async () => {
    mockRouter.query = { plan: 'PRO', months: '1' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await waitFor(() => {
      expect(quoteBodies).toEqual([{ plan: 'PRO', months: 1 }]);
    });
    expect(screen.getByTestId('price-list')).toHaveTextContent('399,000 đ');
    expect(screen.getByTestId('price-total')).toHaveTextContent('399,000 đ');

    const field = screen.getByLabelText('Mã giảm giá');
    fireEvent.change(field, { target: { value: 'saima' } });
    // Enter applies the code.
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(PAYMENT_MESSAGES.discountUnknown)).toBeInTheDocument();
    expect(quoteBodies).toContainEqual({ plan: 'PRO', months: 1, discountCode: 'SAIMA', method: 'MOMO' });
    expect(screen.getByTestId('price-total')).toHaveTextContent('399,000 đ');

    fireEvent.change(field, { target: { value: 'giam10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Đã áp dụng mã GIAM10.')).toBeInTheDocument();
    expect(screen.getByTestId('price-discount')).toHaveTextContent('-39,900 đ');
    expect(screen.getByTestId('price-total')).toHaveTextContent('359,100 đ');

    // The gateway may cap the discount: another method quotes the code again.
    chooseMethod(/VNPay/);
    await waitFor(() => {
      expect(quoteBodies).toContainEqual({ plan: 'PRO', months: 1, discountCode: 'GIAM10', method: 'VNPAY' });
    });
    expect(await screen.findByText('Đã áp dụng mã GIAM10.')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('359,100 đ');
  });

  it('sends a visitor without a session to the login page and back to this checkout', async () => {
    mockRouter.query = { plan: 'BASIC', months: '3' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedOut() });
    await settle();
    chooseMethod(/VNPay/);
    fireEvent.click(payButton());
    expect(mockRouter.push).toHaveBeenCalledWith(
      `/account/login?next=${encodeURIComponent('/payment/checkout?plan=BASIC&months=3&method=VNPAY')}`,
    );
    expect(created).toHaveLength(0);
  });

  it('draws the MoMo QR code on desktop, offers the MoMo page and goes to the result once paid', async () => {
    orderAnswers = [
      orderView({ status: 'pending' }),
      orderView({ status: 'paid', expiryAfter: '2031-01-31' }),
    ];
    mockRouter.query = { plan: 'PRO', months: '1' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await settle();
    chooseMethod(/Ví MoMo/);
    fireEvent.click(payButton());
    const panel = await screen.findByTestId('momo-qr');
    expect(created).toEqual([{ path: 'create-momo', body: { plan: 'PRO', months: 1, method: 'MOMO' } }]);
    expect(within(panel).getByTestId('momo-qr-code').querySelector('svg, canvas')).not.toBeNull();
    expect(within(panel).getByTestId('momo-amount')).toHaveTextContent('399,000 đ');
    expect(within(panel).getByTestId('momo-order-code')).toHaveTextContent(MOMO_ORDER.orderCode);
    expect(within(panel).getByText('Mã QR hết hạn sau')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Mở trang thanh toán MoMo' })).toHaveAttribute(
      'href',
      MOMO_ORDER.payUrl,
    );
    expect(goToExternalMock).not.toHaveBeenCalled();
    // Pending at first, paid on the next poll three seconds later.
    await waitFor(
      () => {
        expect(mockRouter.push).toHaveBeenCalledWith(`/payment/result?orderCode=${MOMO_ORDER.orderCode}`);
      },
      { timeout: 10_000 },
    );
  });

  it('sends a phone to the MoMo QR code URL', async () => {
    window.innerWidth = 390;
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await settle();
    fireEvent.click(payButton());
    await waitFor(() => {
      expect(goToExternalMock).toHaveBeenCalledWith(MOMO_ORDER.qrCodeUrl);
    });
    expect(screen.queryByTestId('momo-qr')).not.toBeInTheDocument();
  });

  it('pays VNPay and Visa on the gateway page', async () => {
    mockRouter.query = { plan: 'PRO', months: '6', method: 'VNPAY' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await settle();
    fireEvent.click(payButton());
    await waitFor(() => {
      expect(goToExternalMock).toHaveBeenCalledWith('http://localhost/sandbox/vnpay?x=1');
    });
    chooseMethod(/Thẻ quốc tế Visa/);
    fireEvent.click(payButton());
    await waitFor(() => {
      expect(goToExternalMock).toHaveBeenCalledWith('http://localhost/sandbox/momo?card=1');
    });
    expect(created).toEqual([
      { path: 'create-vnpay', body: { plan: 'PRO', months: 6, method: 'VNPAY' } },
      { path: 'create-momo', body: { plan: 'PRO', months: 6, method: 'VISA' } },
    ]);
  });

  it('shows the bank transfer details with the order code as the content', async () => {
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await settle();
    chooseMethod(/Chuyển khoản ngân hàng/);
    fireEvent.click(payButton());
    const panel = await screen.findByTestId('bank-transfer');
    expect(panel).toHaveTextContent('Vietcombank');
    expect(within(panel).getByTestId('bank-account-number')).toHaveTextContent('0123456789');
    expect(panel).toHaveTextContent('CONG TY VNFIN');
    expect(within(panel).getByTestId('bank-amount')).toHaveTextContent('399,000 đ');
    expect(within(panel).getByTestId('bank-content')).toHaveTextContent('BANK123456');
    expect(panel).toHaveTextContent(
      'Đơn hàng sẽ được kích hoạt sau khi quản trị viên xác nhận chuyển khoản.',
    );
    expect(within(panel).getAllByRole('button', { name: /Sao chép|copy/i }).length).toBeGreaterThanOrEqual(3);
  });

  it('shows a refusal of the gateway on the order card', async () => {
    server.use(
      http.post('*/api/order/create-momo', () =>
        HttpResponse.json(
          { code: 'BAD_GATEWAY', message: PAYMENT_MESSAGES.gatewayRefused, requestId: 't' },
          { status: 400 },
        ),
      ),
    );
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await settle();
    fireEvent.click(payButton());
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(PAYMENT_MESSAGES.gatewayRefused);
  });

  it('offers only the methods the server offers and pays with the first of them', async () => {
    server.use(
      http.post('*/api/order/quote', () =>
        HttpResponse.json({ data: quote({ methods: ['VNPAY', 'BANK'] }) }),
      ),
    );
    mockRouter.query = { plan: 'PRO', months: '1', method: 'MOMO' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    await waitFor(() => {
      expect(screen.queryByTestId('method-MOMO')).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('method-VISA')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /VNPay/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Chuyển khoản/ })).toBeInTheDocument();
    fireEvent.click(payButton());
    await waitFor(() => {
      expect(created).toEqual([{ path: 'create-vnpay', body: { plan: 'PRO', months: 1, method: 'VNPAY' } }]);
    });
  });
});

describe('checkout and the purchase rule', () => {
  it("says before payment that an upgrade credits the lower plan's unused days, with the server's amount", async () => {
    server.use(
      http.post('*/api/order/quote', () =>
        HttpResponse.json({
          data: quote({
            plan: 'PRO',
            months: 1,
            rule: 'upgrade',
            activePlan: { plan: 'BASIC', lastDay: '2026-03-31' },
            credits: [{ plan: 'BASIC', lastDay: '2026-03-31', days: 21, amount: 134_806 }],
            creditAmount: 134_806,
            amount: 264_194,
            startsOn: '2026-03-11',
            lastDay: '2026-04-10',
          }),
        }),
      ),
    );
    mockRouter.query = { plan: 'PRO', months: '1' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    expect(await screen.findByTestId('purchase-rule')).toHaveTextContent(
      'Nâng cấp: gói Chuyên nghiệp dùng từ hôm nay (2026-03-11) đến hết ngày 2026-04-10; gói Cơ bản còn ' +
        '21 ngày (đến hết ngày 2026-03-31) được quy đổi 134,806 đ và trừ vào giá. Gói cũ kết thúc khi gói mới bắt đầu.',
    );
    expect(screen.getByTestId('price-credit')).toHaveTextContent('-134,806 đ');
    expect(screen.getByTestId('price-total')).toHaveTextContent('264,194 đ');
    expect(payButton()).toBeEnabled();
  });

  it('says an extension continues after the last day', async () => {
    server.use(
      http.post('*/api/order/quote', () =>
        HttpResponse.json({
          data: quote({
            plan: 'PRO',
            months: 3,
            rule: 'extend',
            activePlan: { plan: 'PRO', lastDay: '2026-03-31' },
            credits: [],
            creditAmount: 0,
            listAmount: 1_099_000,
            amount: 1_099_000,
            startsOn: '2026-04-01',
            lastDay: '2026-06-30',
          }),
        }),
      ),
    );
    mockRouter.query = { plan: 'PRO', months: '3' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    expect(await screen.findByTestId('purchase-rule')).toHaveTextContent(
      'Gia hạn: gói Chuyên nghiệp của bạn đang dùng đến hết ngày 2026-03-31; 3 tháng mới nối tiếp từ ngày ' +
        '2026-04-01 đến hết ngày 2026-06-30.',
    );
    expect(screen.queryByTestId('price-credit')).toBeNull();
  });

  it("shows the server's refusal of a lower plan and does not let it be paid", async () => {
    const refusal =
      'Gói Cao cấp của bạn còn hiệu lực đến hết ngày 2026-05-20 và đã gồm mọi quyền của gói Cơ bản. ' +
      'Bạn có thể mua gói Cơ bản từ ngày 2026-05-21, hoặc gia hạn gói Cao cấp.';
    server.use(
      http.post('*/api/order/quote', () =>
        HttpResponse.json({ code: 'BAD_REQUEST', message: refusal, requestId: 't' }, { status: 400 }),
      ),
    );
    mockRouter.query = { plan: 'BASIC', months: '1' };
    renderWithStore(<CheckoutScreen />, { preloadedState: signedIn() });
    expect(await screen.findByTestId('purchase-refused')).toHaveTextContent(refusal);
    expect(payButton()).toBeDisabled();
  });
});
