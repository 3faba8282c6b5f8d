import Cookies from 'js-cookie';
import { LAST_TICKER_COOKIE } from '@/common/companyPaths';
import type { AccountUser, LoginResponse } from '@/common/contracts/account';

/** Names of what the browser keeps (spec section 3: stored in the browser). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  permissions: 'permissions',
  deviceId: 'deviceId',
  userData: 'userData',
  currentTicker: 'currentTicker',
} as const;

export function getAccessToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return Cookies.get(STORAGE_KEYS.accessToken) || undefined;
}

export function setAccessToken(token: string, expires?: Date): void {
  Cookies.set(STORAGE_KEYS.accessToken, token, {
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    expires,
  });
}

export function clearAccessToken(): void {
  Cookies.remove(STORAGE_KEYS.accessToken);
}

/** localStorage that never throws (private mode, quota, server side). */
export const safeLocalStorage = {
  get(key: string): string | null {
    try {
      return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the app keeps working without persistence.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};

/** How long the browser remembers the last company viewed. */
export const LAST_TICKER_DAYS = 365;

/**
 * Remembers the company on screen: in localStorage (spec section 4) and in a cookie the server reads
 * when a specification route without a ticker (`/enterprise/overview`) picks whose page to open.
 */
export function rememberTicker(ticker: string): void {
  safeLocalStorage.set(STORAGE_KEYS.currentTicker, ticker);
  if (typeof document === 'undefined') return;
  Cookies.set(LAST_TICKER_COOKIE, ticker, {
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    expires: LAST_TICKER_DAYS,
  });
}

/** How long the browser keeps a session: the server's SESSION_TTL_DAYS default (sliding, renewed on refresh). */
export const SESSION_COOKIE_DAYS = 30;

function sessionExpiry(): Date {
  return new Date(Date.now() + SESSION_COOKIE_DAYS * 24 * 60 * 60 * 1000);
}

export function setPermissions(codes: readonly string[], expires: Date = sessionExpiry()): void {
  Cookies.set(STORAGE_KEYS.permissions, JSON.stringify(codes), {
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    expires,
  });
}

export function clearPermissions(): void {
  Cookies.remove(STORAGE_KEYS.permissions);
}

function isAccountUser(value: unknown): value is AccountUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'email' in value &&
    typeof value.email === 'string' &&
    'permissions' in value &&
    Array.isArray(value.permissions)
  );
}

/** The signed-in user as last answered by the server (spec: userData in localStorage). */
export function setUserData(user: AccountUser): void {
  safeLocalStorage.set(STORAGE_KEYS.userData, JSON.stringify(user));
}

/** The stored user, or null when absent or unreadable. */
export function getUserData(): AccountUser | null {
  const raw = safeLocalStorage.get(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isAccountUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearUserData(): void {
  safeLocalStorage.remove(STORAGE_KEYS.userData);
}

/**
 * Keeps what a login or a refresh answered: the token cookie (for the session's lifetime, not the
 * access token's, so the browser knows it had a session and asks /auth/refresh, which renews it with
 * the HttpOnly refresh cookie the server set), the user and the permissions cookie.
 */
export function saveSession(login: LoginResponse): void {
  const expires = sessionExpiry();
  setAccessToken(login.token.accessToken, expires);
  setUserData(login.user);
  setPermissions(login.user.permissions, expires);
}

/** Forgets the session in this browser: token cookie, user data and permissions cookie. */
export function clearSession(): void {
  clearAccessToken();
  clearUserData();
  clearPermissions();
}
