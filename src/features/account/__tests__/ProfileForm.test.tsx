/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES, type AccountUser, type ProfileConflictExtra } from '@/common/contracts/account';
import { registerToast } from '@/lib/toast';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { initialAccountState } from '../accountSlice';
import { ProfileForm } from '../components/ProfileForm';
import { USER } from './fixtures';

installSelectDomShims();

const toastError = jest.fn();
const toastSuccess = jest.fn();
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: toastError, success: toastSuccess, info: jest.fn() } as never);
});
afterEach(() => {
  server.resetHandlers();
  toastError.mockReset();
  toastSuccess.mockReset();
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

function signedIn(user: AccountUser) {
  return { account: { ...initialAccountState, user, isLogin: true, isCheckExpireDone: true } };
}

/** GET /users/me answers `user` (the account as the server holds it now). */
function serverHolds(user: AccountUser) {
  server.use(http.get('*/api/users/me', () => HttpResponse.json({ data: user })));
}

describe('profile', () => {
  it('shows the plan in Vietnamese and the read-only e-mail', async () => {
    const user = {
      ...USER,
      planType: 'PRO' as const,
      roleExpiration: [{ plan: 'PRO' as const, expiredDay: '2030-02-28' }],
    };
    serverHolds(user);
    renderWithStore(<ProfileForm />, { preloadedState: signedIn(user) });
    expect(await screen.findByTestId('profile-plan')).toHaveTextContent('Chuyên nghiệp');
    expect(screen.getByText('Chuyên nghiệp: đến 2030-02-28')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue(USER.email);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Ngày sinh')).toHaveValue('1990-05-20');
  });

  it('loads the account afresh when it opens, not the copy this browser kept', async () => {
    const savedElsewhere = { ...USER, name: 'Tên lưu ở máy khác', profileVersion: 2 };
    serverHolds(savedElsewhere);
    const { store } = renderWithStore(<ProfileForm />, { preloadedState: signedIn(USER) });
    await waitFor(() => {
      expect(screen.getByLabelText('Họ và tên')).toHaveValue('Tên lưu ở máy khác');
    });
    // The header reads the same user.
    expect(store.getState().account.user?.name).toBe('Tên lưu ở máy khác');
  });

  it('sends only the changed fields with the version it loaded', async () => {
    let body: unknown;
    serverHolds(USER);
    server.use(
      http.put('*/api/users/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...USER, name: 'Lan Nguyễn', profileVersion: 2 } });
      }),
    );
    const { store } = renderWithStore(<ProfileForm />, { preloadedState: signedIn(USER) });
    fireEvent.change(await screen.findByLabelText('Họ và tên'), { target: { value: 'Lan Nguyễn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => {
      expect(toastSuccess).toHaveBeenCalledWith(ACCOUNT_MESSAGES.profileSaved);
    });
    expect(body).toEqual({ version: 1, name: 'Lan Nguyễn' });
    expect(store.getState().account.user?.name).toBe('Lan Nguyễn');
  });

  it('accepts a birth date typed as YYYY-MM-DD', async () => {
    let body: unknown;
    serverHolds({ ...USER, birthDate: null });
    server.use(
      http.put('*/api/users/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...USER, birthDate: '1988-12-31', profileVersion: 2 } });
      }),
    );
    renderWithStore(<ProfileForm />, { preloadedState: signedIn({ ...USER, birthDate: null }) });
    const field = await screen.findByLabelText('Ngày sinh');
    fireEvent.mouseDown(field);
    fireEvent.change(field, { target: { value: '1988-12-31' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => {
      expect(body).toEqual({ version: 1, birthDate: '1988-12-31' });
    });
  });

  it('a save refused as outdated shows the conflict notice and the current values', async () => {
    const current: AccountUser = {
      ...USER,
      name: 'Tên mới từ máy khác',
      phone: '0987654321',
      profileVersion: 2,
    };
    serverHolds(USER);
    server.use(
      http.put('*/api/users/me', () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: ACCOUNT_MESSAGES.profileConflict,
            requestId: 'r1',
            extra: { current } satisfies ProfileConflictExtra,
          },
          { status: 409 },
        ),
      ),
    );
    const { store } = renderWithStore(<ProfileForm />, { preloadedState: signedIn(USER) });
    fireEvent.change(await screen.findByLabelText('Họ và tên'), { target: { value: 'Tên cũ sửa ở đây' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByTestId('profile-conflict')).toHaveTextContent(ACCOUNT_MESSAGES.profileConflict);
    await waitFor(() => {
      expect(screen.getByLabelText('Họ và tên')).toHaveValue('Tên mới từ máy khác');
    });
    expect(screen.getByLabelText('Số điện thoại')).toHaveValue('0987654321');
    expect(store.getState().account.user?.name).toBe('Tên mới từ máy khác');
    expect(toastSuccess).not.toHaveBeenCalled();
    await settle();
  });
});
