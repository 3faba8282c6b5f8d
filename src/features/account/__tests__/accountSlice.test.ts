/**
 * @jest-environment jest-fixed-jsdom
 */
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '@/application/store';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { STORAGE_KEYS } from '@/lib/storage';
import { registerToast } from '@/lib/toast';
import { formatVietnamTime, safeNextPath } from '../accountFormat';
import {
  checkExpired,
  login,
  logout,
  resetPassword,
  sendOtp,
  setCurrentStep,
  userRestored,
  verifyOtp,
} from '../accountSlice';
import { DEVICE_ID, LOGIN, OTHER_DEVICES, USER } from './fixtures';

const server = setupServer();
const toastError = jest.fn();
const toastSuccess = jest.fn();

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

function signInLocally(): void {
  Cookies.set(STORAGE_KEYS.accessToken, 'stored-token');
  Cookies.set(STORAGE_KEYS.permissions, JSON.stringify(USER.permissions));
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(USER));
}

describe('login', () => {
  it('stores the token cookie, the user, the permissions cookie and sets isLogin', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: LOGIN });
      }),
    );
    const store = makeStore();
    await store.dispatch(login({ email: USER.email, password: 'matkhau123' }));

    expect(body).toMatchObject({ email: USER.email, password: 'matkhau123', deviceId: DEVICE_ID });
    expect(typeof body.deviceName).toBe('string');
    const state = store.getState().account;
    expect(state.isLogin).toBe(true);
    expect(state.user).toEqual(USER);
    expect(state.error).toBeNull();
    expect(state.pending).toBe(false);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBe('access-token-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? 'null')).toEqual(USER);
    expect(JSON.parse(Cookies.get(STORAGE_KEYS.permissions) ?? '[]')).toEqual(USER.permissions);
  });

  it('keeps the server message as the error on a refusal, without a toast (the form shows it)', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.badCredentials, requestId: 'r1' },
          { status: 400 },
        ),
      ),
    );
    const store = makeStore();
    await store.dispatch(login({ email: USER.email, password: 'sai-mat-khau' }));
    const state = store.getState().account;
    expect(state.error).toBe(ACCOUNT_MESSAGES.badCredentials);
    expect(state.isLogin).toBe(false);
    expect(state.user).toBeNull();
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('keeps the devices and ticket of a DEVICE_LIMIT refusal for the device dialog', async () => {
    const extra = { limit: 2, devices: OTHER_DEVICES, deviceTicket: 'ticket-abc-1234567890' };
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { code: 'DEVICE_LIMIT', message: 'Tài khoản đã đạt giới hạn thiết bị.', requestId: 'r2', extra },
          { status: 409 },
        ),
      ),
    );
    const store = makeStore();
    await store.dispatch(login({ email: USER.email, password: 'matkhau123' }));
    expect(store.getState().account.deviceLimit).toEqual(extra);
    expect(store.getState().account.isLogin).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('tells the server, then clears the token, the user and the permissions', async () => {
    signInLocally();
    let called = false;
    server.use(
      http.post('*/api/auth/logout', () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore();
    store.dispatch(userRestored(USER));
    await store.dispatch(logout());
    expect(called).toBe(true);
    expect(store.getState().account.user).toBeNull();
    expect(store.getState().account.isLogin).toBe(false);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(Cookies.get(STORAGE_KEYS.permissions)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });

  it('asks the server even without an access token, which clears the HttpOnly refresh cookie', async () => {
    let called = false;
    server.use(
      http.post('*/api/auth/logout', () => {
        called = true;
        return new HttpResponse(null, {
          status: 204,
          headers: { 'Set-Cookie': 'refreshToken=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict' },
        });
      }),
    );
    const store = makeStore();
    await store.dispatch(logout());
    expect(called).toBe(true);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    signInLocally();
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const store = makeStore();
    await store.dispatch(logout());
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('checkExpired', () => {
  it('clears the token and the user and sets isExpired when the server says expired', async () => {
    signInLocally();
    let body: unknown;
    server.use(
      http.post('*/api/users/check-ip-expired', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { isExpired: true } });
      }),
    );
    const store = makeStore();
    store.dispatch(userRestored(USER));
    await store.dispatch(checkExpired());
    const state = store.getState().account;
    expect(body).toEqual({ deviceId: DEVICE_ID });
    expect(state.isExpired).toBe(true);
    expect(state.isCheckExpireDone).toBe(true);
    expect(state.isLogin).toBe(false);
    expect(state.user).toBeNull();
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });

  it('sets isLogin when the session is still valid, and runs only once', async () => {
    signInLocally();
    let calls = 0;
    server.use(
      http.post('*/api/users/check-ip-expired', () => {
        calls += 1;
        return HttpResponse.json({ data: { isExpired: false } });
      }),
    );
    const store = makeStore();
    store.dispatch(userRestored(USER));
    await Promise.all([store.dispatch(checkExpired()), store.dispatch(checkExpired())]);
    await store.dispatch(checkExpired());
    const state = store.getState().account;
    expect(calls).toBe(1);
    expect(state.isLogin).toBe(true);
    expect(state.isExpired).toBe(false);
    expect(state.isCheckExpireDone).toBe(true);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBe('stored-token');
  });

  it('needs no request without a token', async () => {
    const store = makeStore();
    await store.dispatch(checkExpired());
    expect(store.getState().account.isCheckExpireDone).toBe(true);
    expect(store.getState().account.isLogin).toBe(false);
  });
});

describe('forgot-password steps', () => {
  it('moves 0 -> 1 -> 2 -> 3, keeping the reset token in state only', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post('*/api/users/forgot-password', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.otpSent } });
      }),
      http.post('*/api/users/forgot-password/verify', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({
          data: { message: 'OTP chính xác!', resetToken: 'reset-token-123456789012' },
        });
      }),
      http.post('*/api/users/forgot-password/reset', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ data: { message: 'Thành công' } });
      }),
    );
    const store = makeStore();
    await store.dispatch(sendOtp({ email: USER.email }));
    expect(store.getState().account.currentStep).toBe(1);
    await store.dispatch(verifyOtp({ otp: '123456' }));
    expect(store.getState().account.currentStep).toBe(2);
    expect(store.getState().account.resetToken).toBe('reset-token-123456789012');
    expect(store.getState().account.otpMessage).toBe('OTP chính xác!');
    expect(JSON.stringify(localStorage)).not.toContain('reset-token');
    expect(document.cookie).not.toContain('reset-token');
    await store.dispatch(resetPassword({ password: 'matkhaumoi1', confirmPassword: 'matkhaumoi1' }));
    expect(store.getState().account.currentStep).toBe(3);
    expect(store.getState().account.resetToken).toBeNull();
    expect(toastSuccess).toHaveBeenCalledWith('Thành công');
    expect(seen).toEqual([
      { email: USER.email },
      { email: USER.email, otp: '123456' },
      {
        email: USER.email,
        resetToken: 'reset-token-123456789012',
        password: 'matkhaumoi1',
        confirmPassword: 'matkhaumoi1',
      },
    ]);
    store.dispatch(setCurrentStep(0));
    expect(store.getState().account.currentStep).toBe(0);
  });

  it('stays on the OTP step with the mismatch message', async () => {
    server.use(
      http.post('*/api/users/forgot-password/verify', () =>
        HttpResponse.json(
          { code: 'BAD_REQUEST', message: 'OTP không khớp. Vui lòng thử lại.', requestId: 'r' },
          { status: 400 },
        ),
      ),
    );
    const store = makeStore();
    store.dispatch(setCurrentStep(1));
    await store.dispatch(verifyOtp({ otp: '000000' }));
    expect(store.getState().account.currentStep).toBe(1);
    expect(store.getState().account.error).toBe('OTP không khớp. Vui lòng thử lại.');
  });
});

describe('?next= after login', () => {
  it('accepts paths of this site only', () => {
    expect(safeNextPath('/account/profile')).toBe('/account/profile');
    expect(safeNextPath(['/enterprise/finance?ticker=FPT'])).toBe('/enterprise/finance?ticker=FPT');
    expect(safeNextPath('https://evil.example')).toBeUndefined();
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('/\\evil.example')).toBeUndefined();
    expect(safeNextPath('/a\tb')).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
  });
});

describe('times on account screens', () => {
  it('are Vietnam time, as the server words its messages', () => {
    expect(formatVietnamTime('2025-03-12T02:30:00.000Z')).toBe('2025-03-12 09:30');
    expect(formatVietnamTime('2025-03-12T20:05:00.000Z')).toBe('2025-03-13 03:05');
  });
});
