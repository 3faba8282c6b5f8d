import { planLabel } from '@/common/access/accessTable';
import { MAX_CHARTS_PER_SECTION } from '@/common/contracts/charts';
import type { PermissionCode } from '@/common/constants/permissions';
import { assertAccess, type PlanRequiredExtra } from '../../access/accessContext';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';

/** The permission that governs saving analysis charts (docs/ACCESS.md). */
export const CHART_PERMISSION: PermissionCode = 'DEEP_CHART_ALL';

/** The refusal of a limited plan: more charts in a section than it allows. */
export function chartLimitMessage(
  max: number,
  plan: ReturnType<typeof assertAccess>['requiredPlan'],
): string {
  const head = `Gói hiện tại chỉ cho phép tối đa ${String(max)} biểu đồ trong mỗi mục.`;
  if (!plan) return head;
  return `${head} Nâng cấp gói ${planLabel(plan)} để dùng tới ${String(MAX_CHARTS_PER_SECTION)} biểu đồ.`;
}

/**
 * Saving charts: 'none' -> 403 PLAN_REQUIRED naming the plan; 'limited' -> at most the limit's
 * charts in a section (403 PLAN_REQUIRED); 'full' -> the normal limits (the contract's).
 */
export function assertChartWrite(user: AuthUser | null, charts?: readonly unknown[]): void {
  const access = assertAccess(user, CHART_PERMISSION);
  if (access.level !== 'limited' || !charts) return;
  const max = access.limit?.kind === 'items' ? access.limit.max : 0;
  if (charts.length > max) {
    const extra: PlanRequiredExtra & { maxCharts: number } = {
      code: CHART_PERMISSION,
      requiredPlan: access.requiredPlan,
      maxCharts: max,
    };
    throw new AppError('PLAN_REQUIRED', chartLimitMessage(max, access.requiredPlan), { extra });
  }
}
