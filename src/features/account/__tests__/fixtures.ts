import type { AccountDevice, AccountUser, LoginResponse } from '@/common/contracts/account';

export const USER: AccountUser = {
  id: 7,
  email: 'lan@vidu.vn',
  name: 'Nguyễn Thị Lan',
  phone: '0912345678',
  isAdmin: false,
  isLogByGoogle: false,
  isLogByFacebook: false,
  faceBookId: null,
  birthDate: '1990-05-20',
  avatarPath: null,
  isHavePassword: true,
  usedExperience: true,
  expiredDayBasic: '2030-01-31',
  expiredDayPro: null,
  expiredDayPremium: null,
  roleExpiration: [{ plan: 'BASIC', expiredDay: '2030-01-31' }],
  planType: 'BASIC',
  isExpired: false,
  permissions: ['NEWS_ALL', 'MACRO_DEFAULT'],
  profileVersion: 1,
};

export const LOGIN: LoginResponse = {
  user: USER,
  token: { accessToken: 'access-token-1', expiresAt: '2030-01-01T00:00:00.000Z' },
};

export const DEVICE_ID = 'test-device-0001';

export const OTHER_DEVICES: AccountDevice[] = [
  {
    deviceId: 'old-laptop-0001',
    name: 'Firefox trên Linux',
    firstSeenAt: '2025-01-02T03:04:05.000Z',
    lastSeenAt: '2025-03-02T03:04:05.000Z',
    current: false,
    removableAt: '2025-01-03T03:04:05.000Z',
  },
  {
    deviceId: 'old-phone-0002',
    name: 'Safari trên iOS',
    firstSeenAt: '2025-02-02T03:04:05.000Z',
    lastSeenAt: '2025-03-05T03:04:05.000Z',
    current: false,
    removableAt: '2025-02-03T03:04:05.000Z',
  },
];
