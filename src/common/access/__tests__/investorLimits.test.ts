import { ACCESS_ROLES } from '../accessTable';
import { INVESTOR_LIMITS, limitReachedMessage, roleLiftingLimit } from '../investorLimits';

describe('investor-tool limits (issue 32)', () => {
  it('never shrinks as the plan grows', () => {
    const paid = ['anonymous', 'free', 'BASIC', 'PRO', 'PREMIUM'] as const;
    for (let i = 1; i < paid.length; i += 1) {
      const lower = INVESTOR_LIMITS[paid[i - 1]!];
      const higher = INVESTOR_LIMITS[paid[i]!];
      for (const key of Object.keys(lower) as (keyof typeof lower)[]) {
        expect(Number(higher[key])).toBeGreaterThanOrEqual(Number(lower[key]));
      }
    }
    expect(Object.keys(INVESTOR_LIMITS).sort()).toEqual([...ACCESS_ROLES].sort());
  });

  it('names the lowest role above a count', () => {
    expect(roleLiftingLimit('alerts', 0)).toBe('free');
    expect(roleLiftingLimit('alerts', INVESTOR_LIMITS.free.alerts)).toBe('BASIC');
    expect(roleLiftingLimit('watchlists', INVESTOR_LIMITS.PREMIUM.watchlists)).toBeNull();
  });

  it('tells a guest to log in and a paying user which plan lifts the limit', () => {
    expect(limitReachedMessage('anonymous', 'portfolios')).toBe(
      'Vui lòng đăng nhập để dùng danh mục đầu tư.',
    );
    expect(limitReachedMessage('anonymous', 'watchlists')).toContain('Đăng nhập (miễn phí)');
    const free = limitReachedMessage('free', 'alerts');
    expect(free).toContain(`giới hạn ${INVESTOR_LIMITS.free.alerts} cảnh báo`);
    expect(free).toContain('Nâng cấp gói');
    expect(limitReachedMessage('PREMIUM', 'alerts')).not.toContain('Nâng cấp');
  });
});
