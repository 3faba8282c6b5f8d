/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { SandboxPaymentCard } from '../SandboxPaymentCard';

/** The sandbox payment card calls its route through the app's http client, like every API call. */

const server = setupServer();
const mockAssign = jest.fn<undefined, [string]>();
jest.mock('@/features/payments/navigation', () => ({
  goToExternal: (url: string) => {
    mockAssign(url);
  },
}));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  mockAssign.mockReset();
});
afterAll(() => {
  server.close();
});

function card() {
  return (
    <SandboxPaymentCard
      gateway="MoMo"
      warning="Thử nghiệm"
      rows={[{ label: 'Mã đơn hàng', value: 'VF-1' }]}
      amount={99000}
      invalidMessage="Không hợp lệ"
      approveLabel="Xác nhận thanh toán"
      declineLabel="Từ chối"
      completeUrl="/sandbox/momo/complete"
      payload={{ token: 'tok-1' }}
      redirectField="redirectUrl"
    />
  );
}

describe('the sandbox payment card', () => {
  it('approving posts to the API path through the http client and follows the gateway redirect', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/sandbox/momo/complete', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { redirectUrl: 'http://localhost/payment/result?orderId=VF-1' } });
      }),
    );
    renderWithStore(card());
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await waitFor(() => {
      expect(mockAssign).toHaveBeenCalledWith('http://localhost/payment/result?orderId=VF-1');
    });
    expect(body).toEqual({ token: 'tok-1', approve: true });
  });

  it('shows the server’s Vietnamese reason when the route refuses', async () => {
    server.use(
      http.post('*/api/sandbox/momo/complete', () =>
        HttpResponse.json(
          { code: 'BAD_REQUEST', message: 'Phiên thanh toán đã hết hạn.', requestId: 'r' },
          { status: 400 },
        ),
      ),
    );
    renderWithStore(card());
    fireEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Phiên thanh toán đã hết hạn.')).toBeInTheDocument();
    expect(mockAssign).not.toHaveBeenCalled();
  });
});
