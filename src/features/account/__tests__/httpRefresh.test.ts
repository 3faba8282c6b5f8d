/**
 * @jest-environment jest-fixed-jsdom
 */
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { apiRequest, registerSessionHandlers } from '@/lib/http';
import { HTTP_ERROR_MESSAGES } from '@/lib/httpErrors';
import { STORAGE_KEYS } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { LOGIN, USER } from './fixtures';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const server = setupServer();
const toastError = jest.mocked(toast).error;
const toastInfo = jest.mocked(toast).info;
const refreshed = jest.fn();
const ended = jest.fn();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerSessionHandlers({ refreshed, ended });
});
beforeEach(() => {
  Cookies.set(STORAGE_KEYS.accessToken, 'expired-token');
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(USER));
});
afterEach(() => {
  server.resetHandlers();
  toastError.mockReset();
  toastInfo.mockReset();
  refreshed.mockReset();
  ended.mockReset();
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

const expired = () =>
  HttpResponse.json(
    { code: 'TOKEN_EXPIRED', message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.', requestId: 'r' },
    { status: 401 },
  );

/** /users/me answers only the renewed token; counts the refreshes and what each call carried. */
function sessionServer(refreshAnswer: () => Response = () => HttpResponse.json({ data: LOGIN })) {
  const seen = {
    refreshes: 0,
    refreshAuth: [] as (string | null)[],
    refreshCredentials: [] as string[],
    meAuth: [] as (string | null)[],
  };
  server.use(
    http.post('*/api/auth/refresh', async ({ request }) => {
      seen.refreshes += 1;
      seen.refreshAuth.push(request.headers.get('authorization'));
      seen.refreshCredentials.push(request.credentials);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refreshAnswer();
    }),
    http.get('*/api/users/me', ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.meAuth.push(auth);
      return auth === `Bearer ${LOGIN.token.accessToken}` ? HttpResponse.json({ data: USER }) : expired();
    }),
  );
  return seen;
}

describe('renewing an expired access token', () => {
  it('refreshes with the session’s cookie, stores the new token and retries the request once', async () => {
    const seen = sessionServer();
    await expect(apiRequest({ url: '/users/me' })).resolves.toEqual(USER);
    expect(seen.refreshes).toBe(1);
    // Same-origin credentials: the browser sends the HttpOnly refresh cookie (Path=/api/auth).
    expect(seen.refreshCredentials).toEqual(['same-origin']);
    expect(seen.refreshAuth).toEqual(['Bearer expired-token']);
    expect(seen.meAuth).toEqual(['Bearer expired-token', `Bearer ${LOGIN.token.accessToken}`]);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBe(LOGIN.token.accessToken);
    expect(refreshed).toHaveBeenCalledWith(LOGIN);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that expire together', async () => {
    const seen = sessionServer();
    const answers = await Promise.all([
      apiRequest({ url: '/users/me' }),
      apiRequest({ url: '/users/me' }),
      apiRequest({ url: '/users/me' }),
    ]);
    expect(answers).toEqual([USER, USER, USER]);
    expect(seen.refreshes).toBe(1);
  });

  it('logs out locally when the refresh fails, and retries nothing', async () => {
    const seen = sessionServer(() =>
      HttpResponse.json(
        { code: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập để tiếp tục.', requestId: 'r' },
        { status: 401 },
      ),
    );
    await expect(apiRequest({ url: '/users/me' })).rejects.toBeDefined();
    expect(seen.refreshes).toBe(1);
    expect(seen.meAuth).toHaveLength(1);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    // One notice that the page is now a guest's, not an error toast.
    expect(toastInfo).toHaveBeenCalledWith(ACCOUNT_MESSAGES.sessionEndedElsewhere);
    expect(toastInfo).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a session ended elsewhere (401 on a sent token) falls back to guest with one notice, without a refresh', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ data: LOGIN });
      }),
      http.get('*/api/users/me', () =>
        HttpResponse.json(
          { code: 'UNAUTHORIZED', message: HTTP_ERROR_MESSAGES.unauthorized, requestId: 'r' },
          { status: 401 },
        ),
      ),
    );
    await Promise.allSettled([apiRequest({ url: '/users/me' }), apiRequest({ url: '/users/me' })]);
    expect(refreshes).toBe(0);
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(toastInfo).toHaveBeenCalledTimes(1);
    expect(toastInfo).toHaveBeenCalledWith(ACCOUNT_MESSAGES.sessionEndedElsewhere);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('retries at most once when the renewed token is refused too', async () => {
    let meCalls = 0;
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json({ data: LOGIN })),
      http.get('*/api/users/me', () => {
        meCalls += 1;
        return expired();
      }),
    );
    await expect(apiRequest({ url: '/users/me', silent: true })).rejects.toBeDefined();
    expect(meCalls).toBe(2);
  });

  it('does not refresh on other 401 answers', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ data: LOGIN });
      }),
      http.get('*/api/users/me', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'x', requestId: 'r' }, { status: 401 }),
      ),
    );
    await expect(apiRequest({ url: '/users/me', silent: true })).rejects.toBeDefined();
    expect(refreshes).toBe(0);
  });
});

describe('refusals the screens handle', () => {
  it('does not toast DEVICE_LIMIT', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ code: 'DEVICE_LIMIT', message: 'x', requestId: 'r', extra: {} }, { status: 409 }),
      ),
    );
    await expect(apiRequest({ url: '/auth/login', method: 'POST', data: {} })).rejects.toBeDefined();
    expect(toastError).not.toHaveBeenCalled();
  });
});
