import type { PeriodType } from '../constants/finance';
import {
  DEEP_DATA_INDUSTRIES,
  PERMISSION_CODES,
  type DeepDataIndustry,
  type PermissionCode,
} from '../constants/permissions';
import { PLAN_LABELS, PLANS, type Plan } from '../constants/plans';

/**
 * The access table (issue 6; docs/ACCESS.md): who may see what. One table read by the server (guards,
 * limits, the permissions of an account) and by the browser (locked sections, upgrade buttons).
 *
 * Each permission code of spec section 6 opens fully from one role up (`from`); some lower roles get a
 * limited form of it (`limited`); everyone else gets nothing. Roles are ordered, so a higher plan
 * always holds everything a lower one does; administrators hold every code.
 */

/** Who is asking: a guest, a registered account without a plan, a paid plan, or an administrator. */
export const ACCESS_ROLES = ['anonymous', 'free', 'BASIC', 'PRO', 'PREMIUM', 'admin'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

export type AccessLevel = 'full' | 'limited' | 'none';

/** Newest periods a limited role sees, per period type. */
export type PeriodCaps = Readonly<Record<PeriodType, number>>;

/** What a limited form of a code allows. */
export type AccessLimit =
  | { kind: 'periods'; periods: PeriodCaps; description: string }
  | { kind: 'items'; max: number; description: string };

export interface AccessRule {
  /** The lowest role with full access ('admin': administrators only). */
  from: AccessRole;
  /** Roles below `from` that get a limited form, and the limit. */
  limited?: { roles: readonly AccessRole[]; limit: AccessLimit };
}

export interface Access {
  level: AccessLevel;
  limit?: AccessLimit;
  /** The lowest plan with full access when this role lacks it; null when full, or when no plan opens it. */
  requiredPlan: Plan | null;
}

// ---- limits

/** Statements of anonymous and free users: the latest 2 years of quarters, 4 years, 24 months. */
export const FINANCE_REPORT_LIMIT: AccessLimit = {
  kind: 'periods',
  periods: { quarter: 8, year: 4, month: 24 },
  description: '8 quý, 4 năm hoặc 24 tháng gần nhất',
};

/** Ratios of anonymous and free users: 8 quarters or 4 years. */
export const FINANCE_NUMERAL_LIMIT: AccessLimit = {
  kind: 'periods',
  periods: { quarter: 8, year: 4, month: 24 },
  description: '8 quý hoặc 4 năm gần nhất',
};

const CHART_LIMIT: AccessLimit = { kind: 'items', max: 2, description: 'Tối đa 2 biểu đồ' };
const NEWS_LIMIT: AccessLimit = { kind: 'items', max: 10, description: '10 tin mới nhất' };

const deepDataRules = Object.fromEntries(
  DEEP_DATA_INDUSTRIES.map((industry) => [`DEEP_DATA_${industry}`, { from: 'PRO' }]),
) as Record<`DEEP_DATA_${DeepDataIndustry}`, AccessRule>;

// ---- the table

export const ACCESS_RULES: Readonly<Record<PermissionCode, AccessRule>> = {
  MACRO_DEFAULT: { from: 'anonymous' },
  MACRO_VN_FREE: { from: 'free' },
  MACRO_VN_ALL: { from: 'BASIC' },
  MACRO_US_FREE: { from: 'free' },
  MACRO_US_ALL: { from: 'PRO' },
  MACRO_CN_FREE: { from: 'free' },
  MACRO_CN_ALL: { from: 'PRO' },
  COMMODITY_FREE: { from: 'free' },
  COMMODITY_ALL: { from: 'PRO' },
  ...deepDataRules,
  DEEP_DATA_ALL: { from: 'PREMIUM' },
  PRESENT_SHRIMP: { from: 'PRO' },
  PRESENT_ELECTRIC: { from: 'PRO' },
  PRESENT_ALL: { from: 'PREMIUM' },
  ENTERPRISE_OVERVIEW_ALL: { from: 'anonymous' },
  VALUE_CHAIN_ALL: { from: 'PRO' },
  // Anonymous visitors keep a small chart template per device (issue 7), moved to the account at login.
  DEEP_CHART_ALL: { from: 'BASIC', limited: { roles: ['anonymous', 'free'], limit: CHART_LIMIT } },
  FINANCE_REPORT_ALL: {
    from: 'BASIC',
    limited: { roles: ['anonymous', 'free'], limit: FINANCE_REPORT_LIMIT },
  },
  FINANCE_NUMERAL_ALL: {
    from: 'BASIC',
    limited: { roles: ['anonymous', 'free'], limit: FINANCE_NUMERAL_LIMIT },
  },
  ANALYSIS_VALUE_ALL: { from: 'PRO' },
  ADMINISTRATION_ALL: { from: 'admin' },
  TECHNICAL_ANALYSIS_ALL: { from: 'BASIC' },
  DOCUMENT_ALL: { from: 'free' },
  NEWS_ALL: { from: 'free', limited: { roles: ['anonymous'], limit: NEWS_LIMIT } },
  FINANCIAL_CHART: { from: 'BASIC', limited: { roles: ['free'], limit: CHART_LIMIT } },
};

// ---- labels

export const INDUSTRY_LABELS: Record<DeepDataIndustry, string> = {
  RUBBER: 'Cao su',
  TRANSPORT: 'Vận tải',
  STOCK: 'Chứng khoán',
  SHRIMP: 'Tôm',
  ELECTRIC: 'Điện',
  BANK: 'Ngân hàng',
  STEEL: 'Thép',
  REAL_ESTATE: 'Bất động sản',
  TEXTILE: 'Dệt may',
  PANGASIUS: 'Cá tra',
  FOOD: 'Thực phẩm',
  FERTILIZER: 'Phân bón',
  PHOSPHORUS: 'Phốt pho',
  CAUSTIC_SODA: 'Xút',
  INDUSTRIAL_AREA: 'Khu công nghiệp',
  MILK: 'Sữa',
  BEER: 'Bia',
  AVIATION: 'Hàng không',
  CEMENT: 'Xi măng',
  PIG: 'Chăn nuôi heo',
};

const deepDataLabels = Object.fromEntries(
  DEEP_DATA_INDUSTRIES.map((industry) => [
    `DEEP_DATA_${industry}`,
    `Dữ liệu chuyên sâu ngành ${INDUSTRY_LABELS[industry]}`,
  ]),
) as Record<`DEEP_DATA_${DeepDataIndustry}`, string>;

/** What each code opens, as the user reads it. */
export const PERMISSION_LABELS: Readonly<Record<PermissionCode, string>> = {
  MACRO_DEFAULT: 'Chỉ tiêu vĩ mô cơ bản',
  MACRO_VN_FREE: 'Vĩ mô Việt Nam (cơ bản)',
  MACRO_VN_ALL: 'Vĩ mô Việt Nam (đầy đủ)',
  MACRO_US_FREE: 'Vĩ mô Mỹ (cơ bản)',
  MACRO_US_ALL: 'Vĩ mô Mỹ (đầy đủ)',
  MACRO_CN_FREE: 'Vĩ mô Trung Quốc (cơ bản)',
  MACRO_CN_ALL: 'Vĩ mô Trung Quốc (đầy đủ)',
  COMMODITY_FREE: 'Giá hàng hóa (cơ bản)',
  COMMODITY_ALL: 'Giá hàng hóa (đầy đủ)',
  ...deepDataLabels,
  DEEP_DATA_ALL: 'Dữ liệu chuyên sâu tất cả các ngành',
  PRESENT_SHRIMP: 'Báo cáo trình bày ngành Tôm',
  PRESENT_ELECTRIC: 'Báo cáo trình bày ngành Điện',
  PRESENT_ALL: 'Báo cáo trình bày tất cả các ngành',
  ENTERPRISE_OVERVIEW_ALL: 'Tổng quan doanh nghiệp',
  VALUE_CHAIN_ALL: 'Chuỗi giá trị',
  DEEP_CHART_ALL: 'Biểu đồ phân tích chuyên sâu',
  FINANCE_REPORT_ALL: 'Báo cáo tài chính',
  FINANCE_NUMERAL_ALL: 'Chỉ số tài chính',
  ANALYSIS_VALUE_ALL: 'So sánh cùng ngành và định giá',
  ADMINISTRATION_ALL: 'Quản trị hệ thống',
  TECHNICAL_ANALYSIS_ALL: 'Phân tích kỹ thuật',
  DOCUMENT_ALL: 'Tài liệu và báo cáo phân tích',
  NEWS_ALL: 'Tin tức',
  FINANCIAL_CHART: 'Biểu đồ tài chính',
};

// ---- roles

const ROLE_RANK: Record<AccessRole, number> = {
  anonymous: 0,
  free: 1,
  BASIC: 2,
  PRO: 3,
  PREMIUM: 4,
  admin: 5,
};

export function isAccessRole(value: unknown): value is AccessRole {
  return typeof value === 'string' && (ACCESS_ROLES as readonly string[]).includes(value);
}

/**
 * The role of a visitor: administrators first, then a signed-in account's plan (spec section 4's
 * planType: null when no plan has days left, so an expired plan is 'free'), else a guest.
 */
export function roleOf(input: {
  isLogin: boolean;
  isAdmin?: boolean | null;
  planType?: Plan | null;
}): AccessRole {
  if (!input.isLogin) return 'anonymous';
  if (input.isAdmin) return 'admin';
  return input.planType ?? 'free';
}

/** Every code of the table, in the order of spec section 6. */
export const ACCESS_CODES: readonly PermissionCode[] = PERMISSION_CODES;

/** The level a role has for a code. Unknown codes are closed to everyone but administrators. */
export function levelFor(role: AccessRole, code: PermissionCode): AccessLevel {
  if (role === 'admin') return 'full';
  const rule = ACCESS_RULES[code];
  if (ROLE_RANK[role] >= ROLE_RANK[rule.from]) return 'full';
  if (rule.limited?.roles.includes(role)) return 'limited';
  return 'none';
}

/** The lowest paid plan with full access to a code; null when an account without a plan has it, or only administrators. */
export function minimumPlanFor(code: PermissionCode): Plan | null {
  const from = ACCESS_RULES[code].from;
  return PLANS.find((plan) => plan === from) ?? null;
}

/** The level of a role for a code, the limit when limited, and the plan that would open it fully. */
export function accessFor(role: AccessRole, code: PermissionCode): Access {
  const level = levelFor(role, code);
  if (level === 'full') return { level, requiredPlan: null };
  const requiredPlan = minimumPlanFor(code);
  if (level === 'limited') {
    const limit = ACCESS_RULES[code].limited?.limit;
    return limit ? { level, limit, requiredPlan } : { level, requiredPlan };
  }
  return { level, requiredPlan };
}

/** The codes a role holds fully (what `permissions` of an account lists). */
export function permissionsForRole(role: AccessRole): PermissionCode[] {
  return ACCESS_CODES.filter((code) => levelFor(role, code) === 'full');
}

/**
 * The role a signed-in caller's permission list stands for: the highest plan whose codes it all holds,
 * else a free account. Guests have no list (they are 'anonymous').
 */
export function roleFromPermissions(input: { isAdmin: boolean; permissions: readonly string[] }): AccessRole {
  if (input.isAdmin) return 'admin';
  const held = new Set(input.permissions);
  const plans: readonly AccessRole[] = ['PREMIUM', 'PRO', 'BASIC'];
  return plans.find((role) => permissionsForRole(role).every((code) => held.has(code))) ?? 'free';
}

// ---- words shown to users

export function planLabel(plan: Plan): string {
  return PLAN_LABELS[plan];
}

/** Where the upgrade buttons lead. */
export function upgradeHref(plan: Plan): string {
  return `/pricing?plan=${plan}`;
}

/** Why a locked code is refused (the PLAN_REQUIRED message). */
export function lockedMessage(role: AccessRole, code: PermissionCode): string {
  const label = PERMISSION_LABELS[code];
  const plan = accessFor(role, code).requiredPlan;
  if (plan) {
    const login = role === 'anonymous' ? 'Vui lòng đăng nhập và nâng cấp' : 'Vui lòng nâng cấp';
    return `${label} dành cho gói ${planLabel(plan)} trở lên. ${login} gói ${planLabel(plan)} để sử dụng.`;
  }
  if (ACCESS_RULES[code].from === 'admin') return `${label} chỉ dành cho quản trị viên.`;
  return `Vui lòng đăng nhập để xem ${label.toLowerCase()}.`;
}
