/**
 * @jest-environment jest-fixed-jsdom
 */
import Cookies from 'js-cookie';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { encryptHashCode } from '@/server/http/hashCode';
import { apiRequest } from '../http';
import { HTTP_ERROR_MESSAGES } from '../httpErrors';
import { STORAGE_KEYS } from '../storage';
import { registerToast } from '../toast';

const server = setupServer();
const toastError = jest.fn();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: toastError, success: jest.fn(), info: jest.fn() } as never);
});
afterEach(() => {
  server.resetHandlers();
  toastError.mockReset();
  Cookies.remove(STORAGE_KEYS.accessToken);
});
afterAll(() => {
  server.close();
});

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

  it('decrypts hashCode responses of data endpoints', async () => {
    const payload = { ticket: 'FPT', value: 1.25 };
    server.use(
      mswHttp.get('*/api/enterprise/v2/finance-data', () =>
        HttpResponse.json({ hashCode: encryptHashCode(payload) }),
      ),
    );
    await expect(apiRequest({ url: '/enterprise/v2/finance-data' })).resolves.toEqual(payload);
  });

  it('reports a tampered hashCode instead of returning garbage', async () => {
    const hashCode = encryptHashCode({ a: 1 });
    const tampered = hashCode.slice(0, 10) + (hashCode[10] === 'A' ? 'B' : 'A') + hashCode.slice(11);
    server.use(mswHttp.get('*/api/x', () => HttpResponse.json({ hashCode: tampered })));
    await expect(apiRequest({ url: '/x' })).rejects.toThrow(/hashCode/);
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.corrupted);
  });

  it('shows the server message of a 400 in a toast', async () => {
    server.use(
      mswHttp.post('*/api/auth/login', () =>
        HttpResponse.json(
          { code: 'VALIDATION', message: 'Mật khẩu phải có ít nhất 8 kí tự' },
          { status: 400 },
        ),
      ),
    );
    await expect(apiRequest({ url: '/auth/login', method: 'POST', data: {} })).rejects.toBeDefined();
    expect(toastError).toHaveBeenCalledWith('Mật khẩu phải có ít nhất 8 kí tự');
  });

  it('shows a clear Vietnamese message for server errors, never "Error undefined"', async () => {
    server.use(mswHttp.get('*/api/boom', () => HttpResponse.json({ message: 'stack...' }, { status: 500 })));
    await expect(apiRequest({ url: '/boom' })).rejects.toBeDefined();
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.server);
  });

  it('shows the no-connection message when the network fails', async () => {
    server.use(mswHttp.get('*/api/offline', () => HttpResponse.error()));
    await expect(apiRequest({ url: '/offline' })).rejects.toBeDefined();
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.offline);
  });

  it('shows the timeout message when the server is too slow', async () => {
    server.use(
      mswHttp.get('*/api/slow', async () => {
        await delay(2000);
        return HttpResponse.json({ data: 1 });
      }),
    );
    // msw's XMLHttpRequest stand-in has no timer, so this case goes through axios' fetch adapter.
    await expect(
      apiRequest({ baseURL: 'http://localhost/api', url: '/slow', timeout: 50, adapter: 'fetch' }),
    ).rejects.toBeDefined();
    expect(toastError).toHaveBeenCalledWith(HTTP_ERROR_MESSAGES.timeout);
  });

  it('stays silent when the caller handles the error itself', async () => {
    server.use(mswHttp.get('*/api/quiet', () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    await expect(apiRequest({ url: '/quiet', silent: true })).rejects.toBeDefined();
    expect(toastError).not.toHaveBeenCalled();
  });
});
