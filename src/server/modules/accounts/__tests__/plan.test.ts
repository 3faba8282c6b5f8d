import { derivePlan, formatVietnamTime, vietnamDate } from '../../../auth/plan';
import { deviceLimitFor, DEVICE_LIMITS } from '../devices.service';
import { permissionsForRole } from '@/common/access/accessTable';
import { permissionsFor } from '../../../auth/permissions';

const none = { expiredDayBasic: null, expiredDayPro: null, expiredDayPremium: null };

describe('plan derivation (spec section 4)', () => {
  // 2025-03-10 17:30 UTC is already 2025-03-11 00:30 in Ho Chi Minh City.
  const now = new Date('2025-03-10T17:30:00Z');

  it('counts days in Asia/Ho_Chi_Minh', () => {
    expect(vietnamDate(now)).toBe('2025-03-11');
    expect(formatVietnamTime(now)).toBe('2025-03-11 00:30');
  });

  it('prefers PREMIUM, then PRO, then BASIC; the last day still counts', () => {
    expect(
      derivePlan({ ...none, expiredDayBasic: '2025-03-11', expiredDayPro: '2025-03-11' }, now).planType,
    ).toBe('PRO');
    expect(
      derivePlan(
        { expiredDayBasic: '2026-01-01', expiredDayPro: '2026-01-01', expiredDayPremium: '2025-03-11' },
        now,
      ),
    ).toEqual({
      planType: 'PREMIUM',
      isExpired: false,
      roleExpiration: [
        { plan: 'BASIC', expiredDay: '2026-01-01' },
        { plan: 'PRO', expiredDay: '2026-01-01' },
        { plan: 'PREMIUM', expiredDay: '2025-03-11' },
      ],
    });
    expect(derivePlan({ ...none, expiredDayBasic: '2025-03-11' }, now).planType).toBe('BASIC');
  });

  it('is expired with no plan when no plan has days left', () => {
    expect(derivePlan({ ...none, expiredDayPremium: '2025-03-10' }, now)).toEqual({
      planType: null,
      isExpired: true,
      roleExpiration: [{ plan: 'PREMIUM', expiredDay: '2025-03-10' }],
    });
    expect(derivePlan(none, now).isExpired).toBe(true);
  });

  it('limits devices by plan; administrators have no limit', () => {
    expect(deviceLimitFor({ ...none, isAdmin: false }, now)).toBe(DEVICE_LIMITS.NONE);
    expect(deviceLimitFor({ ...none, expiredDayPro: '2030-01-01', isAdmin: false }, now)).toBe(3);
    expect(deviceLimitFor({ ...none, expiredDayPremium: '2030-01-01', isAdmin: false }, now)).toBe(5);
    expect(deviceLimitFor({ ...none, isAdmin: true }, now)).toBeNull();
  });

  it('gives an account the full codes of its role in the access table; an expired plan is free', () => {
    expect(permissionsFor({ ...none, isAdmin: true }, now)).toEqual(permissionsForRole('admin'));
    expect(permissionsFor({ ...none, isAdmin: false }, now)).toEqual(permissionsForRole('free'));
    expect(permissionsFor({ ...none, expiredDayPro: '2030-01-01', isAdmin: false }, now)).toEqual(
      permissionsForRole('PRO'),
    );
    // The premium days ended on 2025-03-10 (Vietnam time it is already the 11th); basic days remain.
    const mixed = { expiredDayBasic: '2025-12-31', expiredDayPro: null, expiredDayPremium: '2025-03-10' };
    expect(permissionsFor({ ...mixed, isAdmin: false }, now)).toEqual(permissionsForRole('BASIC'));
    expect(permissionsFor({ ...none, expiredDayBasic: '2025-03-10', isAdmin: false }, now)).toEqual(
      permissionsForRole('free'),
    );
  });
});
