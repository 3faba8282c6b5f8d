/**
 * @jest-environment jest-fixed-jsdom
 */
import Cookies from 'js-cookie';
import { describeDevice, getDeviceId } from '@/lib/deviceId';
import { STORAGE_KEYS } from '@/lib/storage';

const fingerprint = { get: jest.fn<Promise<{ visitorId: string }>, []>() };
const load = jest.fn(() => Promise.resolve(fingerprint));
jest.mock('@fingerprintjs/fingerprintjs', () => ({ __esModule: true, load, default: { load } }));

afterEach(() => {
  Cookies.remove(STORAGE_KEYS.deviceId);
  load.mockClear();
  fingerprint.get.mockReset();
});

describe('device id', () => {
  it('reuses a valid deviceId cookie without fingerprinting', async () => {
    Cookies.set(STORAGE_KEYS.deviceId, 'kept-device-123');
    await expect(getDeviceId()).resolves.toBe('kept-device-123');
    expect(load).not.toHaveBeenCalled();
  });

  it('uses the fingerprint visitorId and stores it in the cookie', async () => {
    Cookies.set(STORAGE_KEYS.deviceId, 'bad id!');
    fingerprint.get.mockResolvedValue({ visitorId: '0123456789abcdef0123456789abcdef' });
    await expect(getDeviceId()).resolves.toBe('0123456789abcdef0123456789abcdef');
    expect(load).toHaveBeenCalledWith({ monitoring: false });
    expect(Cookies.get(STORAGE_KEYS.deviceId)).toBe('0123456789abcdef0123456789abcdef');
  });

  it('falls back to a random id when fingerprinting fails', async () => {
    fingerprint.get.mockRejectedValue(new Error('blocked'));
    const id = await getDeviceId();
    expect(id).toMatch(/^[\w-]{8,128}$/);
    expect(Cookies.get(STORAGE_KEYS.deviceId)).toBe(id);
  });

  it('names the browser and system in Vietnamese', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ),
    ).toBe('Chrome trên Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari trên iOS');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox trên Linux',
    );
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toBe('Edge trên macOS');
    expect(describeDevice('')).toBe('Trình duyệt');
  });
});
