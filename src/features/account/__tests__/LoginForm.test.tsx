/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { STORAGE_KEYS } from '@/lib/storage';
import { registerToast } from '@/lib/toast';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { LoginForm } from '../components/LoginForm';
import { DEVICE_ID, LOGIN, USER } from './fixtures';

// antd's Form schedules its watchers on a MessageChannel, which this jsdom lacks.
installSelectDomShims();

const sent: unknown[] = [];
const server = setupServer(
  http.post('*/api/auth/login', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(LOGIN);
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success: jest.fn(), info: jest.fn() } as never);
});
beforeEach(() => {
  Cookies.set(STORAGE_KEYS.deviceId, DEVICE_ID);
});
afterEach(() => {
  sent.length = 0;
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Mật khẩu');
const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
};

describe('LoginForm', () => {
  it('says what is missing under each field, marks them invalid and sends nothing', async () => {
    renderWithStore(<LoginForm />);
    submit();
    await waitFor(() => {
      expect(password()).toHaveAttribute('aria-invalid', 'true');
    });
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    // antd shows the message under the field as its appear motion starts.
    await waitFor(() => {
      expect(email()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.required);
    });
    expect(password()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.required);
    expect(email()).toHaveFocus();
    await settle();
    expect(sent).toEqual([]);
  });

  it("checks the e-mail with the contract's rule when the field is left, and again as it changes", async () => {
    renderWithStore(<LoginForm />);
    fireEvent.change(email(), { target: { value: 'ban@' } });
    expect(email()).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(email());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'ban@vidu.vn' } });
    await waitFor(() => {
      expect(screen.queryByText(ACCOUNT_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    });
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('signs in with the trimmed e-mail and calls onSuccess', async () => {
    const onSuccess = jest.fn();
    renderWithStore(<LoginForm onSuccess={onSuccess} initialEmail={`  ${USER.email} `} />);
    fireEvent.change(password(), { target: { value: 'matkhau123' } });
    submit();
    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });
    expect(sent).toEqual([expect.objectContaining({ email: USER.email, password: 'matkhau123' })]);
  });

  it('shows and hides the password with the eye button, a toggle named for what it does', () => {
    renderWithStore(<LoginForm />);
    expect(password()).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu', pressed: false }));
    expect(password()).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn mật khẩu', pressed: true }));
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('keyboard and screen-reader use of the login form', () => {
  it('keeps the focus in the form after a refused login: on the password, to type it again', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { code: 'UNAUTHORIZED', message: ACCOUNT_MESSAGES.badCredentials, requestId: 'r' },
          { status: 401 },
        ),
      ),
    );
    renderWithStore(<LoginForm initialEmail={USER.email} />);
    fireEvent.change(password(), { target: { value: 'sai-mat-khau' } });
    submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(ACCOUNT_MESSAGES.badCredentials);
    await waitFor(() => {
      expect(password()).toHaveFocus();
    });
    expect(password()).not.toBeDisabled();
    server.resetHandlers();
  });

  it('asks for the e-mail in an e-mail field and names its icons for no one', () => {
    renderWithStore(<LoginForm />);
    expect(email()).toHaveAttribute('type', 'email');
    // antd's icons carry English names ("mail", "lock"): hidden, the fields are named by their labels
    // (the toggle's eye is inside a button with its own Vietnamese name).
    const form = screen.getByRole('form', { name: 'Đăng nhập' });
    const named = [...form.querySelectorAll('[role="img"]:not([aria-hidden="true"])')].filter(
      (icon) => !icon.parentElement?.closest('button[aria-label], [role="button"][aria-label]'),
    );
    expect(named.map((icon) => icon.getAttribute('aria-label'))).toEqual([]);
    expect(form).toHaveAttribute('novalidate');
  });

  it('lets the keyboard reach the password toggle', () => {
    renderWithStore(<LoginForm />);
    expect(screen.getByRole('button', { name: 'Hiện mật khẩu' })).toHaveAttribute('tabindex', '0');
  });
});

describe('a login of a registration not yet activated', () => {
  it('offers to resend the activation mail, sends the typed e-mail and password, and says it was sent', async () => {
    const resent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.notActivated, requestId: 'r' },
          { status: 400 },
        ),
      ),
      http.post('*/api/auth/resend-activation', async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.activationResent } });
      }),
    );
    renderWithStore(<LoginForm initialEmail={USER.email} />);
    fireEvent.change(password(), { target: { value: 'Mat-khau-123' } });
    submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(ACCOUNT_MESSAGES.notActivated);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi lại e-mail kích hoạt' }));
    await waitFor(() => {
      expect(screen.getByTestId('login-error')).toHaveTextContent(ACCOUNT_MESSAGES.activationResent);
    });
    expect(resent).toEqual([{ email: USER.email, password: 'Mat-khau-123' }]);
    server.resetHandlers();
  });
});
