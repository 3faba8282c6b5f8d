/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES, DEVICE_TICKET_HEADER } from '@/common/contracts/account';
import { STORAGE_KEYS } from '@/lib/storage';
import { registerToast } from '@/lib/toast';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { LoginForm } from '../components/LoginForm';
import { DEVICE_ID, LOGIN, OTHER_DEVICES, USER } from './fixtures';

installSelectDomShims();
// antd's scroll lock asks for the scrollbar's pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const TICKET = 'device-ticket-0123456789';
const toastError = jest.fn();
const toastSuccess = jest.fn();
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: toastError, success: toastSuccess, info: jest.fn() } as never);
});
beforeEach(() => {
  Cookies.set(STORAGE_KEYS.deviceId, DEVICE_ID);
});
afterEach(() => {
  server.resetHandlers();
  toastError.mockReset();
  toastSuccess.mockReset();
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

/** Refuses logins while the account has two devices; the ticket removes one. */
function deviceLimitServer(
  removal: () => Response = () => HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.deviceRemoved } }),
) {
  const devices = [...OTHER_DEVICES];
  const seen = { logins: 0, removals: [] as { id: string; ticket: string | null; auth: string | null }[] };
  server.use(
    http.post('*/api/auth/login', () => {
      seen.logins += 1;
      if (devices.length >= 2) {
        return HttpResponse.json(
          {
            code: 'DEVICE_LIMIT',
            message: 'Tài khoản đã đạt giới hạn thiết bị.',
            requestId: 'r',
            extra: { limit: 2, devices, deviceTicket: TICKET },
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ data: LOGIN });
    }),
    http.delete('*/api/users/devices/:deviceId', ({ params, request }) => {
      const id = String(params.deviceId);
      seen.removals.push({
        id,
        ticket: request.headers.get(DEVICE_TICKET_HEADER),
        auth: request.headers.get('authorization'),
      });
      const answer = removal();
      if (answer.status === 200)
        devices.splice(
          devices.findIndex((device) => device.deviceId === id),
          1,
        );
      return answer;
    }),
  );
  return seen;
}

async function logIn(): Promise<void> {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: USER.email } });
  fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'matkhau123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  await settle();
}

describe('DeviceLimitModal', () => {
  it('opens on a DEVICE_LIMIT refusal, removes a device with the ticket and retries the login', async () => {
    const seen = deviceLimitServer();
    const onSuccess = jest.fn();
    const { store } = renderWithStore(<LoginForm onSuccess={onSuccess} />);
    await logIn();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Đã đạt giới hạn thiết bị')).toBeInTheDocument();
    expect(within(dialog).getByText('Firefox trên Linux')).toBeInTheDocument();
    expect(within(dialog).getByText('Safari trên iOS')).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá thiết bị Safari trên iOS' }));
    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalled();
    });
    expect(seen.removals).toEqual([{ id: 'old-phone-0002', ticket: TICKET, auth: null }]);
    expect(seen.logins).toBe(2);
    expect(toastSuccess).toHaveBeenCalledWith(ACCOUNT_MESSAGES.deviceRemoved);
    expect(store.getState().account.isLogin).toBe(true);
    expect(store.getState().account.deviceLimit).toBeNull();
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBe(LOGIN.token.accessToken);
  });

  it('shows the server refusal of a too-recent device and stays open', async () => {
    const tooEarly = `${ACCOUNT_MESSAGES.deviceRemoveTooEarly}09:30 12/03/2025`;
    const seen = deviceLimitServer(() =>
      HttpResponse.json({ code: 'BAD_REQUEST', message: tooEarly, requestId: 'r' }, { status: 400 }),
    );
    const onSuccess = jest.fn();
    renderWithStore(<LoginForm onSuccess={onSuccess} />);
    await logIn();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá thiết bị Firefox trên Linux' }));
    await waitFor(() => {
      expect(toastError).toHaveBeenCalledWith(tooEarly);
    });
    expect(seen.logins).toBe(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('LoginForm before its page is ready', () => {
  it('keeps the fields disabled until the page knows its query, so nothing typed is lost', () => {
    const { unmount } = renderWithStore(<LoginForm ready={false} />);
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Mật khẩu')).toBeDisabled();
    unmount();
    renderWithStore(<LoginForm ready />);
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
    expect(screen.getByLabelText('Mật khẩu')).toBeEnabled();
  });
});
