import {
  INVESTOR_LIMITS,
  limitReachedMessage,
  roleLiftingLimit,
  type InvestorLimits,
} from '@/common/access/investorLimits';
import type { AuthUser } from '../core/authUser';
import { AppError } from '../core/errors';
import { roleOfUser } from './accessContext';

type CountedLimit = Exclude<keyof InvestorLimits, 'emailAlerts'>;

/** The investor-tool limits of the caller's role (src/common/access/investorLimits.ts). */
export function investorLimitsOf(user: AuthUser | null): InvestorLimits {
  return INVESTOR_LIMITS[roleOfUser(user)];
}

/**
 * Throws 403 LIMIT_REACHED when the caller already holds `count` of `key` and the role allows no
 * more (401 for a guest where the tool needs an account). `extra` names the limit and the plan that
 * lifts it, for the upgrade button.
 */
export function assertBelowLimit(user: AuthUser | null, key: CountedLimit, count: number): void {
  const role = roleOfUser(user);
  const limit = INVESTOR_LIMITS[role][key];
  if (count < limit) return;
  if (role === 'anonymous' && limit === 0) throw new AppError('UNAUTHORIZED', limitReachedMessage(role, key));
  const lifting = roleLiftingLimit(key, limit);
  throw new AppError('LIMIT_REACHED', limitReachedMessage(role, key), {
    extra: {
      key,
      limit,
      requiredPlan: lifting && lifting !== 'anonymous' && lifting !== 'free' ? lifting : null,
    },
  });
}
