/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HeaderBar } from '@/application/layout/HeaderBar';
import { useAccountBootstrap } from '@/features/account/useAccountBootstrap';
import { ACCOUNT_MESSAGES, type OutboxMail } from '@/common/contracts/account';
import { STORAGE_KEYS } from '@/lib/storage';
import { registerToast } from '@/lib/toast';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { DeviceList } from '../components/DeviceList';
import { OutboxList } from '../components/OutboxList';
import { DEVICE_ID, OTHER_DEVICES, USER } from './fixtures';

installSelectDomShims();

// The header reads the address (its login link returns to the page; the ticker search).
const router = {
  pathname: '/',
  asPath: '/',
  query: {},
  isReady: true,
  push: jest.fn(),
  replace: jest.fn(),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const toastError = jest.fn();
const toastSuccess = jest.fn();
const server = setupServer(
  http.get('*/api/app-info', () =>
    HttpResponse.json({ data: { demoData: false, seedVersion: '2', seededAt: null } }),
  ),
);

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

/** The header as the app shell mounts it: the shell restores the session once per page load. */
function BootstrappedHeader() {
  useAccountBootstrap();
  return <HeaderBar menuOpen onToggleSideMenu={jest.fn()} sidebarCollapsed onToggleSidebar={jest.fn()} />;
}

function header() {
  return <BootstrappedHeader />;
}

describe('the account button of the header', () => {
  it('shows Đăng nhập when logged out, without any account request', async () => {
    renderWithStore(header());
    await settle();
    expect(screen.getByTestId('header-login')).toHaveAttribute('href', '/account/login');
    expect(screen.getByTestId('header-login')).toHaveTextContent('Đăng nhập');
  });

  it('restores the stored user, checks the session, and logs out from the menu', async () => {
    Cookies.set(STORAGE_KEYS.accessToken, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(USER));
    const renamed = { ...USER, name: 'Lan (mới)' };
    let loggedOut = false;
    server.use(
      http.post('*/api/users/check-ip-expired', () => HttpResponse.json({ data: { isExpired: false } })),
      http.get('*/api/users/me', () => HttpResponse.json({ data: renamed })),
      http.post('*/api/auth/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store } = renderWithStore(header());
    await waitFor(() => {
      expect(screen.getByTestId('header-user')).toHaveTextContent('Lan (mới)');
    });
    expect(store.getState().account.isLogin).toBe(true);

    fireEvent.click(screen.getByTestId('header-user'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Thông tin tài khoản').closest('a')).toHaveAttribute(
      'href',
      '/account/profile',
    );
    fireEvent.click(within(menu).getByText('Đăng xuất'));
    await waitFor(() => {
      expect(screen.getByTestId('header-login')).toBeInTheDocument();
    });
    expect(loggedOut).toBe(true);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
  });

  it('forgets a stored user whose session expired', async () => {
    Cookies.set(STORAGE_KEYS.accessToken, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(USER));
    server.use(
      http.post('*/api/users/check-ip-expired', () => HttpResponse.json({ data: { isExpired: true } })),
    );
    const { store } = renderWithStore(header());
    await waitFor(() => {
      expect(store.getState().account.isCheckExpireDone).toBe(true);
    });
    expect(store.getState().account.isExpired).toBe(true);
    expect(screen.getByTestId('header-login')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });
});

describe('device list', () => {
  it('lists the devices, marks this one and removes another after confirmation', async () => {
    const current = { ...OTHER_DEVICES[0]!, deviceId: DEVICE_ID, name: 'Chrome trên Windows', current: true };
    server.use(
      http.get('*/api/users/devices', () => HttpResponse.json({ data: [current, OTHER_DEVICES[1]] })),
      http.delete('*/api/users/devices/:id', () =>
        HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.deviceRemoved } }),
      ),
    );
    renderWithStore(<DeviceList />);
    const items = await screen.findAllByTestId('device-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Thiết bị này');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Xoá thiết bị Safari trên iOS' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Xoá' }));
    await waitFor(() => {
      expect(toastSuccess).toHaveBeenCalledWith('Xoá thiết bị thành công');
    });
    await waitFor(() => {
      expect(screen.getAllByTestId('device-item')).toHaveLength(1);
    });
  });
});

describe('outbox', () => {
  const mails: OutboxMail[] = [
    {
      id: 1,
      to: 'a@vidu.vn',
      subject: 'Thư cũ',
      text: 'Không có liên kết',
      createdAt: '2025-01-01T01:00:00.000Z',
    },
    {
      id: 2,
      to: 'b@vidu.vn',
      subject: 'Kích hoạt tài khoản',
      text: 'Bấm vào http://localhost:3000/account/activate?token=abc_123. Cảm ơn!',
      createdAt: '2025-01-02T01:00:00.000Z',
    },
  ];

  it('lists the newest mail first with clickable links', async () => {
    server.use(http.get('*/api/dev/outbox', () => HttpResponse.json({ data: mails })));
    renderWithStore(<OutboxList />);
    const cards = await screen.findAllByTestId('outbox-mail');
    expect(cards[0]).toHaveTextContent('Kích hoạt tài khoản');
    expect(cards[0]).toHaveTextContent('b@vidu.vn');
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:3000/account/activate?token=abc_123',
    );
    expect(cards[1]).toHaveTextContent('Thư cũ');
  });

  it('says the outbox is off when the API answers 404', async () => {
    server.use(
      http.get('*/api/dev/outbox', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'x', requestId: 'r' }, { status: 404 }),
      ),
    );
    renderWithStore(<OutboxList />);
    expect(await screen.findByTestId('outbox-disabled')).toHaveTextContent('Hộp thư thử nghiệm đang tắt');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says so when there is no mail', async () => {
    server.use(http.get('*/api/dev/outbox', () => HttpResponse.json({ data: [] })));
    renderWithStore(<OutboxList />);
    expect(await screen.findByText('Chưa có thư nào')).toBeInTheDocument();
  });
});
