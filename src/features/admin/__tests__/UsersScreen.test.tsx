/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountUser } from '@/common/contracts/account';
import type { AdminPage, AdminUserDetail, AdminUserRow } from '@/common/contracts/admin';
import { registerToast } from '@/lib/toast';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { initialAccountState } from '../../account/accountSlice';
import { USER } from '../../account/__tests__/fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ADMIN_FORBIDDEN_TEXT } from '../adminFormat';
import { AdminLayout } from '../components/AdminLayout';
import { UsersScreen } from '../components/UsersScreen';

installSelectDomShims();
// rc-table measures the scrollbar through a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const ADMIN: AccountUser = { ...USER, id: 1, email: 'admin@vidu.vn', name: 'Quản Trị', isAdmin: true };

const ROWS: AdminUserRow[] = [
  {
    id: 7,
    email: 'lan@vidu.vn',
    name: 'Nguyễn Thị Lan',
    phone: '0912345678',
    status: 'active',
    isAdmin: false,
    planType: 'PRO',
    expiredDayBasic: null,
    expiredDayPro: '2030-01-31',
    expiredDayPremium: null,
    locked: false,
    lockReason: null,
    deviceCount: 2,
    createdAt: '2025-01-02T03:04:05.000Z',
  },
  {
    id: 8,
    email: 'minh@vidu.vn',
    name: 'Trần Văn Minh',
    phone: null,
    status: 'pending',
    isAdmin: false,
    planType: null,
    expiredDayBasic: null,
    expiredDayPro: null,
    expiredDayPremium: null,
    locked: true,
    lockReason: 'Chia sẻ tài khoản',
    deviceCount: 0,
    createdAt: '2025-02-02T03:04:05.000Z',
  },
];

const DETAIL: AdminUserDetail = {
  ...ROWS[0]!,
  birthDate: null,
  isLogByGoogle: true,
  isLogByFacebook: false,
  lockedAt: null,
  lockedBy: null,
  devices: [
    {
      deviceId: 'laptop-0001',
      name: 'Firefox trên Linux',
      firstSeenAt: '2025-03-01T01:00:00.000Z',
      lastSeenAt: '2025-03-02T01:00:00.000Z',
      liveSessions: 1,
    },
  ],
  orders: [],
};

const requests: URL[] = [];
const server = setupServer();
const toastError = jest.fn();
const toastSuccess = jest.fn();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: toastError, success: toastSuccess, info: jest.fn() } as never);
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  toastError.mockReset();
  toastSuccess.mockReset();
});
afterAll(() => {
  server.close();
});

function account(user: AccountUser | null) {
  return { account: { ...initialAccountState, user, isLogin: user !== null, isCheckExpireDone: true } };
}

function page(items: AdminUserRow[], total = items.length): AdminPage<AdminUserRow> {
  return { items, total, page: 1, pageSize: 20 };
}

function screenUnderTest() {
  return (
    <AdminLayout active="users">
      <UsersScreen />
    </AdminLayout>
  );
}

describe('the users screen', () => {
  it('lists the users the server answers, with plan, status and devices', async () => {
    server.use(
      http.get('*/api/admin/users', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ data: page(ROWS, 42) });
      }),
    );
    renderWithStore(screenUnderTest(), { preloadedState: account(ADMIN) });
    const table = await screen.findByTestId('admin-users');
    await within(table).findByText('lan@vidu.vn');
    expect(within(table).getByText('Nguyễn Thị Lan')).toBeInTheDocument();
    expect(within(table).getByText('Chuyên nghiệp')).toBeInTheDocument();
    expect(within(table).getByText('Chuyên nghiệp: 2030-01-31')).toBeInTheDocument();
    expect(within(table).getByText('Đã khoá')).toBeInTheDocument();
    expect(within(table).getByText('Chưa kích hoạt')).toBeInTheDocument();
    expect(within(table).getByText('42 người dùng')).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('heading', { name: 'Người dùng' })).toBeInTheDocument();
  });

  it('searches on the server and shows the empty state', async () => {
    server.use(
      http.get('*/api/admin/users', ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        return HttpResponse.json({ data: page(url.searchParams.get('q') ? [] : ROWS) });
      }),
    );
    renderWithStore(screenUnderTest(), { preloadedState: account(ADMIN) });
    await screen.findByText('lan@vidu.vn');
    const box = within(screen.getByTestId('admin-users-search')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'không ai' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Không có người dùng nào khớp "không ai"')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('q')).toBe('không ai');
  });

  it('opens a user with its devices and locks the account after confirmation', async () => {
    let lockBody: unknown;
    server.use(
      http.get('*/api/admin/users', () => HttpResponse.json({ data: page(ROWS) })),
      http.get('*/api/admin/users/7', () => HttpResponse.json({ data: DETAIL })),
      http.post('*/api/admin/users/7/lock', async ({ request }) => {
        lockBody = await request.json();
        return HttpResponse.json({
          data: { ...DETAIL, locked: true, lockReason: 'Spam', lockedAt: '2025-03-03T01:00:00.000Z' },
        });
      }),
    );
    renderWithStore(screenUnderTest(), { preloadedState: account(ADMIN) });
    // Text and label queries: role queries are slow on a page this size in jsdom.
    fireEvent.click(await screen.findByLabelText('Chi tiết lan@vidu.vn'));
    const detail = await screen.findByTestId('admin-user-detail');
    expect(within(detail).getByText('Firefox trên Linux')).toBeInTheDocument();
    expect(within(detail).getByText('Google')).toBeInTheDocument();

    fireEvent.change(within(detail).getByPlaceholderText('Lý do khoá (không bắt buộc)'), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(detail).getByText('Khoá tài khoản', { selector: 'button span' }));
    // The confirmation's own "Khoá" button, inside its popup (role tooltip).
    const confirm = await screen.findByText('Khoá', { selector: '[role="tooltip"] button span' });
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(lockBody).toEqual({ locked: true, reason: 'Spam' });
    });
  });
});

describe('who may see the console', () => {
  it('shows 403 to a signed-in user who is not an administrator, without calling the admin API', async () => {
    renderWithStore(screenUnderTest(), { preloadedState: account(USER) });
    await settle();
    expect(screen.getByTestId('admin-forbidden')).toHaveTextContent(ADMIN_FORBIDDEN_TEXT);
    expect(screen.queryByTestId('admin-users')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows 403 with a login button when logged out', async () => {
    renderWithStore(screenUnderTest(), { preloadedState: account(null) });
    await settle();
    expect(screen.getByTestId('admin-forbidden')).toHaveTextContent(ADMIN_FORBIDDEN_TEXT);
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/account/login?next=%2Fadmin',
    );
  });

  it('waits for the session check before deciding', async () => {
    renderWithStore(screenUnderTest(), { preloadedState: { account: { ...initialAccountState } } });
    await settle();
    expect(screen.getByTestId('admin-checking')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-forbidden')).not.toBeInTheDocument();
  });
});
