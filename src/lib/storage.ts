import Cookies from 'js-cookie';

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

/** The permissions cookie holds a JSON list of codes; anything unreadable counts as an empty list. */
export function parsePermissions(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function getPermissions(): string[] {
  if (typeof document === 'undefined') return [];
  return parsePermissions(Cookies.get(STORAGE_KEYS.permissions));
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
