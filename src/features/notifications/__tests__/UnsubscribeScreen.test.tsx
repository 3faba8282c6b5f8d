/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { UnsubscribeScreen } from '../components/UnsubscribeScreen';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const server = setupServer();
let posted = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  posted = 0;
});
afterAll(() => {
  server.close();
});

describe('UnsubscribeScreen (signed out)', () => {
  it('says which address, and one button turns alert e-mails off', async () => {
    let on = true;
    server.use(
      http.get('*/api/notifications/unsubscribe', () =>
        HttpResponse.json({ data: { emailAlerts: on, email: 'ng…@example.vn' } }),
      ),
      http.post('*/api/notifications/unsubscribe', ({ request }) => {
        expect(new URL(request.url).searchParams.get('token')).toBe(TOKEN);
        posted += 1;
        on = false;
        return HttpResponse.json({ data: { emailAlerts: false, email: 'ng…@example.vn' } });
      }),
    );
    memoryRouter.reset('/notifications/unsubscribe', { token: TOKEN });
    renderWithStore(<UnsubscribeScreen />);
    expect(await screen.findByText('ng…@example.vn')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tắt e-mail cảnh báo' }));
    expect(await screen.findByText('Đã tắt e-mail cảnh báo')).toBeInTheDocument();
    expect(posted).toBe(1);
  });

  it('explains a link without its token, and an unknown token with the server’s reason', async () => {
    memoryRouter.reset('/notifications/unsubscribe', {});
    const first = renderWithStore(<UnsubscribeScreen />);
    expect(await screen.findByText(/Liên kết thiếu mã/)).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('*/api/notifications/unsubscribe', () =>
        HttpResponse.json(
          {
            code: 'NOT_FOUND',
            message: 'Liên kết hủy đăng ký không đúng hoặc đã được thay bằng liên kết mới.',
            requestId: 'r',
          },
          { status: 404 },
        ),
      ),
    );
    memoryRouter.reset('/notifications/unsubscribe', { token: TOKEN });
    renderWithStore(<UnsubscribeScreen />);
    await waitFor(() => {
      expect(screen.getByText('Liên kết hủy đăng ký không dùng được')).toBeInTheDocument();
    });
  });
});
