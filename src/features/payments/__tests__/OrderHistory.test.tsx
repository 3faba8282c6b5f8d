/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { OrderHistory } from '../components/OrderHistory';
import { makeRouter, orderView, signedIn } from './fixtures';

const mockRouter = makeRouter();
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
configure({ asyncUtilTimeout: 5000 });

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// antd tables observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver = NoopResizeObserver;
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

describe('order history', () => {
  it('lists the orders with status, amount and a link to each result', async () => {
    server.use(
      http.get('*/api/order/mine', () =>
        HttpResponse.json({
          data: [
            orderView({ status: 'paid', expiryAfter: '2031-01-31' }),
            orderView({ orderCode: 'BANK123456', method: 'BANK', plan: 'BASIC', months: 3, amount: 549_000 }),
          ],
        }),
      ),
    );
    renderWithStore(<OrderHistory />, { preloadedState: signedIn() });
    const table = await screen.findByTestId('history-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chuyên nghiệp · 1 tháng');
    expect(rows[0]).toHaveTextContent('Thành công');
    expect(rows[0]).toHaveTextContent('2031-01-31');
    expect(rows[1]).toHaveTextContent('Chuyển khoản ngân hàng');
    expect(rows[1]).toHaveTextContent('549,000 đ');
    expect(rows[1]).toHaveTextContent('Chờ thanh toán');
    expect(within(rows[1]!).getByText('BANK123456').closest('a')).toHaveAttribute(
      'href',
      '/payment/result?orderCode=BANK123456',
    );
  });

  it('says when there is no order yet', async () => {
    server.use(http.get('*/api/order/mine', () => HttpResponse.json({ data: [] })));
    renderWithStore(<OrderHistory />, { preloadedState: signedIn() });
    expect(await screen.findByText('Bạn chưa có giao dịch nào.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/order/mine', () => new HttpResponse(null, { status: 500 })));
    renderWithStore(<OrderHistory />, { preloadedState: signedIn() });
    expect(await screen.findByText('Không tải được lịch sử giao dịch.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
  });
});
