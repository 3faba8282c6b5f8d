/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { STORAGE_KEYS } from '@/lib/storage';
import { registerToast } from '@/lib/toast';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ForgotPasswordWizard } from '../components/ForgotPasswordWizard';
import { DEVICE_ID, LOGIN, USER } from './fixtures';

installSelectDomShims();

const RIGHT_OTP = '482913';
const RESET_TOKEN = 'reset-proof-abcdefghijklmnop';
const toastSuccess = jest.fn();
const calls: { path: string; body: unknown }[] = [];

const server = setupServer(
  http.post('*/api/users/forgot-password', async ({ request }) => {
    calls.push({ path: 'forgot', body: await request.json() });
    return HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.otpSent } });
  }),
  http.post('*/api/users/forgot-password/verify', async ({ request }) => {
    const body = (await request.json()) as { otp: string };
    calls.push({ path: 'verify', body });
    if (body.otp !== RIGHT_OTP) {
      return HttpResponse.json(
        { code: 'BAD_REQUEST', message: 'OTP không khớp. Vui lòng thử lại.', requestId: 'r' },
        { status: 400 },
      );
    }
    return HttpResponse.json({ data: { message: 'OTP chính xác!', resetToken: RESET_TOKEN } });
  }),
  http.post('*/api/users/forgot-password/reset', async ({ request }) => {
    calls.push({ path: 'reset', body: await request.json() });
    return HttpResponse.json({ data: { message: 'Thành công' } });
  }),
  http.post('*/api/auth/login', async ({ request }) => {
    calls.push({ path: 'login', body: await request.json() });
    return HttpResponse.json({ data: LOGIN });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The shell registers the toast bridge in the app; here the test listens to it.
  registerToast({ error: jest.fn(), success: toastSuccess, info: jest.fn() } as never);
});
beforeEach(() => {
  Cookies.set(STORAGE_KEYS.deviceId, DEVICE_ID);
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

function type(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function click(name: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

function activeStep(): string {
  const steps = screen.getByTestId('forgot-steps');
  const current = steps.querySelector('[aria-current="step"]');
  return current?.textContent ?? '';
}

describe('ForgotPasswordWizard', () => {
  it('goes e-mail -> OTP (wrong, then right) -> new password -> Thành công -> log in', async () => {
    const onLoggedIn = jest.fn();
    const { store } = renderWithStore(<ForgotPasswordWizard onLoggedIn={onLoggedIn} />);
    for (const title of ['Gửi e-mail', 'Nhập OTP', 'Mật khẩu mới', 'Đăng nhập']) {
      expect(within(screen.getByTestId('forgot-steps')).getByText(title)).toBeInTheDocument();
    }
    expect(activeStep()).toContain('Gửi e-mail');

    type('E-mail đã đăng ký', USER.email);
    await click('Gửi mã OTP');
    expect(await screen.findByText(ACCOUNT_MESSAGES.otpSent)).toBeInTheDocument();
    expect(activeStep()).toContain('Nhập OTP');

    type(/Mã OTP gửi tới/, '111111');
    await click('Xác nhận');
    expect(await screen.findByText('OTP không khớp. Vui lòng thử lại.')).toBeInTheDocument();
    expect(activeStep()).toContain('Nhập OTP');

    type(/Mã OTP gửi tới/, RIGHT_OTP);
    await click('Xác nhận');
    expect(await screen.findByText('OTP chính xác!')).toBeInTheDocument();
    expect(screen.queryByText('OTP không khớp. Vui lòng thử lại.')).not.toBeInTheDocument();
    expect(activeStep()).toContain('Mật khẩu mới');

    type('Mật khẩu mới', 'matkhaumoi1');
    type('Nhập lại mật khẩu mới', 'matkhaumoi1');
    await click('Đặt lại mật khẩu');
    expect(await screen.findByTestId('forgot-done')).toHaveTextContent('Thành công');
    expect(toastSuccess).toHaveBeenCalledWith('Thành công');
    expect(activeStep()).toContain('Đăng nhập');
    expect(store.getState().account.currentStep).toBe(3);

    // The last step is the login form, e-mail filled in.
    expect(screen.getByLabelText('E-mail')).toHaveValue(USER.email);
    type('Mật khẩu', 'matkhaumoi1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Đăng nhập' })[0]!);
    await waitFor(() => {
      expect(onLoggedIn).toHaveBeenCalled();
    });
    expect(store.getState().account.isLogin).toBe(true);

    expect(calls).toEqual([
      { path: 'forgot', body: { email: USER.email } },
      { path: 'verify', body: { email: USER.email, otp: '111111' } },
      { path: 'verify', body: { email: USER.email, otp: RIGHT_OTP } },
      {
        path: 'reset',
        body: {
          email: USER.email,
          resetToken: RESET_TOKEN,
          password: 'matkhaumoi1',
          confirmPassword: 'matkhaumoi1',
        },
      },
      {
        path: 'login',
        body: expect.objectContaining({ email: USER.email, password: 'matkhaumoi1', deviceId: DEVICE_ID }),
      },
    ]);
  });

  it('checks the OTP format before asking the server', async () => {
    renderWithStore(<ForgotPasswordWizard />);
    type('E-mail đã đăng ký', USER.email);
    await click('Gửi mã OTP');
    await screen.findByText(ACCOUNT_MESSAGES.otpSent);
    type(/Mã OTP gửi tới/, '12ab');
    await click('Xác nhận');
    expect(await screen.findByText(ACCOUNT_MESSAGES.otpFormat)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['forgot']);
  });
});
