import { permissionsForRole } from '@/common/access/accessTable';
import { INVESTOR_LIMITS } from '@/common/access/investorLimits';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { assertBelowLimit, investorLimitsOf } from '../investorLimits';

const free: AuthUser = {
  id: 1,
  email: 'a@example.vn',
  isAdmin: false,
  permissions: permissionsForRole('free'),
};

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('assertBelowLimit', () => {
  it('lets a count under the limit pass', () => {
    expect(() => {
      assertBelowLimit(free, 'alerts', INVESTOR_LIMITS.free.alerts - 1);
    }).not.toThrow();
    expect(investorLimitsOf(free)).toBe(INVESTOR_LIMITS.free);
    expect(investorLimitsOf(null)).toBe(INVESTOR_LIMITS.anonymous);
  });

  it('refuses at the limit with 403 LIMIT_REACHED naming the plan that lifts it', () => {
    const error = refusal(() => {
      assertBelowLimit(free, 'alerts', INVESTOR_LIMITS.free.alerts);
    });
    expect(error.status).toBe(403);
    expect(error.code).toBe('LIMIT_REACHED');
    expect(error.extra).toEqual({ key: 'alerts', limit: INVESTOR_LIMITS.free.alerts, requiredPlan: 'BASIC' });
  });

  it('asks a guest to log in where the tool needs an account', () => {
    const error = refusal(() => {
      assertBelowLimit(null, 'portfolios', 0);
    });
    expect(error.status).toBe(401);
    expect(error.message).toContain('đăng nhập');
  });
});
