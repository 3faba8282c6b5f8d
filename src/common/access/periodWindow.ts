import { ENTERPRISE_START_YEAR, type PeriodType } from '../constants/finance';
import type { PermissionCode } from '../constants/permissions';
import type { Plan } from '../constants/plans';
import { accessFor, planLabel, type AccessRole } from './accessTable';

const PERIOD_WORDS: Record<PeriodType, string> = { year: 'năm', quarter: 'quý', month: 'tháng' };

/** The notice of a clamped answer: "Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem ...". */
export function limitedPeriodsMessage(shown: number, periodType: PeriodType, plan: Plan | null): string {
  const head = `Bạn đang xem ${String(shown)} ${PERIOD_WORDS[periodType]} gần nhất.`;
  if (!plan) return head;
  return `${head} Nâng cấp gói ${planLabel(plan)} để xem toàn bộ dữ liệu từ ${String(ENTERPRISE_START_YEAR)}.`;
}

/** The `access` notice of an answer cut to the newest periods (finance, ratio and chart answers). */
export interface PeriodNotice {
  level: 'limited';
  requiredPlan: Plan | null;
  message: string;
  maxPeriods: number;
}

export interface PeriodWindow {
  /** The newest periods of the period type the role sees (0: none). */
  maxPeriods: number;
  notice: PeriodNotice;
}

/**
 * The one period rule of every data route (docs/ACCESS.md): how many of the newest periods of
 * `periodType` a role sees of the per-period figures a code opens. Null when it sees every period (full
 * access, or a limit that is not about periods); 0 periods when the role lacks the code.
 */
export function periodWindow(
  role: AccessRole,
  code: PermissionCode,
  periodType: PeriodType,
): PeriodWindow | null {
  const access = accessFor(role, code);
  if (access.level === 'full') return null;
  if (access.level === 'limited' && access.limit?.kind !== 'periods') return null;
  const maxPeriods = access.limit?.kind === 'periods' ? access.limit.periods[periodType] : 0;
  return {
    maxPeriods,
    notice: {
      level: 'limited',
      requiredPlan: access.requiredPlan,
      message: limitedPeriodsMessage(maxPeriods, periodType, access.requiredPlan),
      maxPeriods,
    },
  };
}

/**
 * Whose period rule a chart series follows, wherever it is drawn (dashboard charts, the financial
 * chart, personal sections): statement lines are the statements' figures, ratios the ratio table's.
 */
export const SERIES_PERIOD_CODES = {
  statement: 'FINANCE_REPORT_ALL',
  ratio: 'FINANCE_NUMERAL_ALL',
} as const satisfies Record<string, PermissionCode>;
