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
import { accountApi } from '../accountApi';
import { initialAccountState } from '../accountSlice';
import { DEVICE_ID, OTHER_DEVICES, USER } from './fixtures';

/** The signed-in account's calls are RTK Query endpoints whose answers reach the account state. */

const server = setupServer();
const toastSuccess = jest.fn();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success: toastSuccess, info: jest.fn(), warning: jest.fn() });
});
afterEach(() => {
  server.resetHandlers();
  toastSuccess.mockReset();
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key);
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

function signedInStore(user = USER) {
  Cookies.set(STORAGE_KEYS.accessToken, 'stored-token');
  return makeStore({ account: { ...initialAccountState, user, isLogin: true, isCheckExpireDone: true } });
}

describe('the account endpoints', () => {
  it('a fresh user from GET /users/me becomes the signed-in user, in the state and in storage', async () => {
    const renamed = { ...USER, name: 'Lan (mới)' };
    server.use(http.get('*/api/users/me', () => HttpResponse.json({ data: renamed })));
    const store = signedInStore();
    await store.dispatch(accountApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(store.getState().account.user?.name).toBe('Lan (mới)');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? 'null')).toEqual(renamed);
  });

  it('a 401 from GET /users/me ends the session in this browser', async () => {
    server.use(
      http.get('*/api/users/me', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'x', requestId: 'r' }, { status: 401 }),
      ),
    );
    const store = signedInStore();
    await store.dispatch(accountApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(store.getState().account.isLogin).toBe(false);
    expect(store.getState().account.user).toBeNull();
    expect(Cookies.get(STORAGE_KEYS.accessToken)).toBeUndefined();
  });

  it('a social-only account that sets its first password has one from then on', async () => {
    server.use(
      http.post('*/api/users/change-password', () =>
        HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.passwordChanged } }),
      ),
    );
    const store = signedInStore({ ...USER, isHavePassword: false, isLogByGoogle: true });
    await store.dispatch(
      accountApi.endpoints.changePassword.initiate({ password: 'matkhau123', confirmPassword: 'matkhau123' }),
    );
    expect(store.getState().account.user?.isHavePassword).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? 'null')).toMatchObject({
      isHavePassword: true,
    });
    expect(toastSuccess).toHaveBeenCalledWith(ACCOUNT_MESSAGES.passwordChanged);
  });

  it('a device removed with a DEVICE_LIMIT ticket leaves the device dialog and the cached list', async () => {
    const seen: (string | null)[] = [];
    const current = { ...OTHER_DEVICES[0]!, deviceId: DEVICE_ID, current: true };
    server.use(
      http.get('*/api/users/devices', () => HttpResponse.json({ data: [current, ...OTHER_DEVICES] })),
      http.delete('*/api/users/devices/:id', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.deviceRemoved } });
      }),
    );
    const store = signedInStore();
    const list = store.dispatch(accountApi.endpoints.getDevices.initiate(undefined));
    await list;
    store.dispatch({
      type: 'account/login/rejected',
      payload: {
        message: 'x',
        deviceLimit: { limit: 2, devices: OTHER_DEVICES, deviceTicket: 't-0123456789' },
      },
      meta: {
        requestId: 'r',
        requestStatus: 'rejected',
        aborted: false,
        condition: false,
        rejectedWithValue: true,
      },
      error: {},
    });
    const removed = OTHER_DEVICES[0]!.deviceId;
    await store.dispatch(
      accountApi.endpoints.removeDevice.initiate({ deviceId: removed, ticket: 't-0123456789' }),
    );
    expect(store.getState().account.deviceLimit?.devices.map((device) => device.deviceId)).not.toContain(
      removed,
    );
    const cached = accountApi.endpoints.getDevices.select(undefined)(store.getState() as never).data ?? [];
    expect(cached.map((device) => device.deviceId)).toEqual([
      DEVICE_ID,
      ...OTHER_DEVICES.slice(1).map((d) => d.deviceId),
    ]);
    expect(toastSuccess).toHaveBeenCalledWith(ACCOUNT_MESSAGES.deviceRemoved);
    list.unsubscribe();
  });
});
