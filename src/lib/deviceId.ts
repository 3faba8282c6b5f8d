import Cookies from 'js-cookie';
import { STORAGE_KEYS } from './storage';

/** The same rule as the server's deviceIdSchema (src/common/contracts/account.ts). */
const DEVICE_ID_PATTERN = /^[\w-]{8,128}$/;
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_DAYS = 400;

let pending: Promise<string> | undefined;

function randomId(): string {
  const cryptoApi = typeof globalThis.crypto === 'undefined' ? undefined : globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi) cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fingerprint(): Promise<string | undefined> {
  if (typeof window === 'undefined') return undefined;
  try {
    const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
    // monitoring: false: no statistics request to the vendor.
    const agent = await FingerprintJS.load({ monitoring: false });
    const { visitorId } = await agent.get();
    return DEVICE_ID_PATTERN.test(visitorId) ? visitorId : undefined;
  } catch {
    return undefined;
  }
}

async function createDeviceId(): Promise<string> {
  const id = (await fingerprint()) ?? randomId();
  if (typeof document !== 'undefined') {
    Cookies.set(STORAGE_KEYS.deviceId, id, {
      expires: DEVICE_COOKIE_DAYS,
      sameSite: 'lax',
      secure: location.protocol === 'https:',
    });
  }
  return id;
}

/** The deviceId cookie when present and valid, without creating one. */
export function getStoredDeviceId(): string | undefined {
  const stored = typeof document === 'undefined' ? undefined : Cookies.get(STORAGE_KEYS.deviceId);
  return stored && DEVICE_ID_PATTERN.test(stored) ? stored : undefined;
}

/** The deviceId cookie when present and valid; otherwise a new one (fingerprint, else random), stored. */
export function getDeviceId(): Promise<string> {
  const stored = getStoredDeviceId();
  if (stored) return Promise.resolve(stored);
  pending ??= createDeviceId().finally(() => {
    pending = undefined;
  });
  return pending;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/coc_coc_browser|CocCoc/i, 'Cốc Cốc'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/** A short readable name of this browser for the device list, e.g. "Chrome trên Windows". */
export function describeDevice(userAgent?: string): string {
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Trình duyệt';
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  return system ? `${browser} trên ${system}` : browser;
}
