/**
 * @jest-environment jest-fixed-jsdom
 */
import { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API_TIMEOUT_MS } from '@/common/constants/app';
import { sealEnvelope } from '@/server/http/envelope';
import { LOGIN, USER } from '@/features/account/__tests__/fixtures';
import { apiRequest, errorCode, http } from '../http';
import { describeHttpError, HTTP_ERROR_MESSAGES, HttpError } from '../httpErrors';
import { STORAGE_KEYS } from '../storage';
import { toast } from '../toast';

jest.mock('../toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const server = setupServer();
const toastError = jest.mocked(toast).error;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  toastError.mockReset();
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

/** The rejection of a call, to inspect it. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

describe('the browser http client', () => {
  it('sends the access token from the cookie as a bearer token', async () => {
    Cookies.set(STORAGE_KEYS.accessToken, 'token-123');
    let seen: string | null = null;
    server.use(
      mswHttp.get('*/api/users/me', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    await expect(apiRequest({ url: '/users/me' })).resolves.toEqual({ id: 1 });
    expect(seen).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a token', async () => {
    let seen: string | null = 'unset';
    server.use(
      mswHttp.get('*/api/health', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ data: { status: 'ok' } });
      }),
    );
    await apiRequest({ url: '/health' });
    expect(seen).toBeNull();
  });

  it('serializes query parameters as axios does: no null or undefined, ISO dates, readable separators', async () => {
    let query = '';
    server.use(
      mswHttp.get('*/api/search', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ data: [] });
      }),
    );
    await apiRequest({
      url: '/search',
      params: {
        skipped: undefined,
        empty: null,
        from: new Date(0),
        text: 'a b:c,d$e&f=g/h',
        flag: true,
        page: 0,
      },
    });
    expect(query).toBe('?from=1970-01-01T00:00:00.000Z&text=a+b:c,d$e%26f%3Dg%2Fh&flag=true&page=0');
  });

  it('sends data as a JSON body and asks for JSON', async () => {
    const seen: { body?: unknown; type?: string | null; accept?: string | null; method?: string } = {};
    server.use(
      mswHttp.put('*/api/users/me', async ({ request }) => {
        seen.body = await request.json();
        seen.type = request.headers.get('content-type');
        seen.accept = request.headers.get('accept');
        seen.method = request.method;
        return HttpResponse.json({ data: { saved: true } });
      }),
    );
    await expect(apiRequest({ url: '/users/me', method: 'PUT', data: { name: 'Lan' } })).resolves.toEqual({
      saved: true,
    });
    expect(seen).toEqual({
      body: { name: 'Lan' },
      type: 'application/json',
      accept: 'application/json',
      method: 'PUT',
    });
  });

  it('sends no body and no Content-Type without data', async () => {
    let type: string | null = 'unset';
    server.use(
      mswHttp.get('*/api/health', ({ request }) => {
        type = request.headers.get('content-type');
        return HttpResponse.json({ data: 1 });
      }),
    );
    await apiRequest({ url: '/health' });
    expect(type).toBeNull();
  });

  it('resolves an empty answer (204) to undefined', async () => {
    server.use(mswHttp.delete('*/api/items/1', () => new HttpResponse(null, { status: 204 })));
    await expect(apiRequest({ url: '/items/1', method: 'DELETE' })).resolves.toBeUndefined();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('decrypts hashCode responses of data endpoints', async () => {
    const payload = { ticket: 'FPT', value: 1.25 };
    server.use(
      mswHttp.get('*/api/enterprise/v2/finance-data', () =>
        HttpResponse.json({ hashCode: sealEnvelope(payload) }),
      ),
    );
    await expect(apiRequest({ url: '/enterprise/v2/finance-data' })).resolves.toEqual(payload);
  });

  it('reports a tampered hashCode instead of returning garbage', async () => {
    const hashCode = sealEnvelope({ a: 1 });
    const tampered = hashCode.slice(0, 10) + (hashCode[10] === 'A' ? 'B' : 'A') + hashCode.slice(11);
    server.use(mswHttp.get('*/api/x', () => HttpResponse.json({ hashCode: tampered })));
    const error = await failure(apiRequest({ url: '/x' }));
    expect(error).toEqual(expect.objectContaining({ message: expect.stringMatching(/hashCode/) as unknown }));
    expect(describeHttpError(error).kind).toBe('corrupted');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.corrupted);
  });

  it('shows the server message of a 400 in a toast and keeps the error body', async () => {
    const body = { code: 'VALIDATION', message: 'Mật khẩu phải có ít nhất 8 kí tự' };
    server.use(mswHttp.post('*/api/auth/login', () => HttpResponse.json(body, { status: 400 })));
    const error = await failure(apiRequest({ url: '/auth/login', method: 'POST', data: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 400, data: body });
    expect(errorCode(error)).toBe('VALIDATION');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Mật khẩu phải có ít nhất 8 kí tự');
  });

  it('shows a clear Vietnamese message for server errors, never "Error undefined"', async () => {
    server.use(mswHttp.get('*/api/boom', () => HttpResponse.json({ message: 'stack...' }, { status: 500 })));
    await expect(apiRequest({ url: '/boom' })).rejects.toBeDefined();
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.server);
  });

  it('treats a non-JSON error page like any other refusal', async () => {
    server.use(mswHttp.get('*/api/proxy', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })));
    const error = await failure(apiRequest({ url: '/proxy' }));
    expect(describeHttpError(error)).toEqual({
      kind: 'server',
      status: 502,
      message: HTTP_ERROR_MESSAGES.server,
    });
    expect(errorCode(error)).toBeUndefined();
  });

  it('shows the no-connection message when the network fails', async () => {
    server.use(mswHttp.get('*/api/offline', () => HttpResponse.error()));
    const error = await failure(apiRequest({ url: '/offline' }));
    expect(describeHttpError(error)).toEqual({ kind: 'offline', message: HTTP_ERROR_MESSAGES.offline });
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.offline);
  });

  it('says the server was too slow when axios gives up on it', async () => {
    // msw answers XMLHttpRequest without running its timer (mswjs/msw#1187), so the adapter fails
    // the way axios' XMLHttpRequest adapter does when `timeout` elapses.
    const error = await failure(
      http.request({
        url: '/slow',
        timeout: 50,
        adapter: (config) =>
          Promise.reject(new AxiosError('timeout of 50ms exceeded', AxiosError.ECONNABORTED, config)),
      }),
    );
    expect(describeHttpError(error)).toEqual({ kind: 'timeout', message: HTTP_ERROR_MESSAGES.timeout });
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.timeout);
  });

  it('waits API_TIMEOUT_MS unless the call sets its own timeout', async () => {
    const timeouts: (number | undefined)[] = [];
    const probe = http.interceptors.request.use((config) => {
      timeouts.push(config.timeout);
      return config;
    });
    server.use(mswHttp.get('*/api/health', () => HttpResponse.json({ data: 1 })));
    await apiRequest({ url: '/health' });
    await apiRequest({ url: '/health', timeout: 300_000 });
    http.interceptors.request.eject(probe);
    expect(timeouts).toEqual([API_TIMEOUT_MS, 300_000]);
  });

  it('stays silent when the caller handles the error itself', async () => {
    server.use(mswHttp.get('*/api/quiet', () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    await expect(apiRequest({ url: '/quiet', silent: true })).rejects.toBeDefined();
    expect(toastError).not.toHaveBeenCalled();
  });
});

const expired = () =>
  HttpResponse.json({ code: 'TOKEN_EXPIRED', message: 'Phiên hết hạn', requestId: 'r' }, { status: 401 });

describe('an expired access token', () => {
  const renewed = `Bearer ${LOGIN.token.accessToken}`;

  /** Counts the refreshes; the refresh answers after a moment so concurrent calls overlap it. */
  function refreshServer() {
    const seen = { refreshes: 0 };
    server.use(
      mswHttp.post('*/api/auth/refresh', async () => {
        seen.refreshes += 1;
        await delay(20);
        return HttpResponse.json({ data: LOGIN });
      }),
    );
    return seen;
  }

  beforeEach(() => {
    Cookies.set(STORAGE_KEYS.accessToken, 'expired-token');
  });

  it('is renewed once and the request repeated once, with the same method, query and body', async () => {
    const seen = refreshServer();
    const calls: { auth: string | null; query: string; body: unknown }[] = [];
    server.use(
      mswHttp.post('*/api/charts', async ({ request }) => {
        const auth = request.headers.get('authorization');
        calls.push({ auth, query: new URL(request.url).search, body: await request.json() });
        return auth === renewed ? HttpResponse.json({ data: { id: 5 } }) : expired();
      }),
    );
    await expect(
      apiRequest({ url: '/charts', method: 'POST', params: { symbol: 'FPT' }, data: { title: 'Doanh thu' } }),
    ).resolves.toEqual({ id: 5 });
    expect(seen.refreshes).toBe(1);
    expect(calls).toEqual([
      { auth: 'Bearer expired-token', query: '?symbol=FPT', body: { title: 'Doanh thu' } },
      { auth: renewed, query: '?symbol=FPT', body: { title: 'Doanh thu' } },
    ]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('is renewed by one refresh shared by the requests that expire together', async () => {
    const seen = refreshServer();
    server.use(
      mswHttp.get('*/api/users/me', ({ request }) =>
        request.headers.get('authorization') === renewed ? HttpResponse.json({ data: USER }) : expired(),
      ),
      mswHttp.get('*/api/users/devices', ({ request }) =>
        request.headers.get('authorization') === renewed ? HttpResponse.json({ data: [] }) : expired(),
      ),
    );
    const answers = await Promise.all([
      apiRequest({ url: '/users/me' }),
      apiRequest({ url: '/users/devices' }),
      apiRequest({ url: '/users/me' }),
    ]);
    expect(answers).toEqual([USER, [], USER]);
    expect(seen.refreshes).toBe(1);
  });

  it('is not refreshed again when another request already renewed it', async () => {
    const seen = refreshServer();
    const auths: (string | null)[] = [];
    server.use(
      mswHttp.get('*/api/users/me', ({ request }) => {
        const auth = request.headers.get('authorization');
        auths.push(auth);
        if (auth === 'Bearer newer-token') return HttpResponse.json({ data: USER });
        // Meanwhile another request of the page renewed the session.
        Cookies.set(STORAGE_KEYS.accessToken, 'newer-token');
        return expired();
      }),
    );
    await expect(apiRequest({ url: '/users/me' })).resolves.toEqual(USER);
    expect(auths).toEqual(['Bearer expired-token', 'Bearer newer-token']);
    expect(seen.refreshes).toBe(0);
  });

  it('is not renewed for a call that asks not to be (logins)', async () => {
    const seen = refreshServer();
    server.use(mswHttp.post('*/api/auth/login', () => expired()));
    const error = await failure(
      apiRequest({ url: '/auth/login', method: 'POST', data: {}, silent: true, skipAuthRefresh: true }),
    );
    expect(errorCode(error)).toBe('TOKEN_EXPIRED');
    expect(seen.refreshes).toBe(0);
  });
});
