import { INDUSTRY_LABELS } from '../access/accessTable';
import { DEEP_DATA_INDUSTRIES, type DeepDataIndustry, type PermissionCode } from '../constants/permissions';

/**
 * The twenty industries of the deep data (spec section 6's DEEP_DATA_* codes) and how the site names
 * them: a code (STEEL), a URL slug (steel, real-estate), a Vietnamese label (Thép) and the permission
 * that opens its figures (DEEP_DATA_STEEL). docs/DECISIONS.md (issue 10) records the routes.
 */

export { DEEP_DATA_INDUSTRIES, type DeepDataIndustry };

/** The macro store's group code of an industry's indicators: its permission code (DEEP_DATA_STEEL). */
export type IndustryGroupCode = `DEEP_DATA_${DeepDataIndustry}`;

export function industryPermission(industry: DeepDataIndustry): IndustryGroupCode {
  return `DEEP_DATA_${industry}`;
}

export function isDeepDataIndustry(value: unknown): value is DeepDataIndustry {
  return typeof value === 'string' && (DEEP_DATA_INDUSTRIES as readonly string[]).includes(value);
}

/** DEEP_DATA_STEEL -> STEEL; anything else (DEEP_DATA_ALL, VN ...) -> null. */
export function industryOfGroupCode(groupCode: string): DeepDataIndustry | null {
  if (!groupCode.startsWith('DEEP_DATA_')) return null;
  const industry = groupCode.slice('DEEP_DATA_'.length);
  return isDeepDataIndustry(industry) ? industry : null;
}

/** REAL_ESTATE -> real-estate. */
export function industrySlug(industry: DeepDataIndustry): string {
  return industry.toLowerCase().replaceAll('_', '-');
}

/** real-estate -> REAL_ESTATE; an unknown slug -> null. */
export function industryFromSlug(slug: string): DeepDataIndustry | null {
  const code = slug.trim().toUpperCase().replaceAll('-', '_');
  return isDeepDataIndustry(code) ? code : null;
}

export function industryLabel(industry: DeepDataIndustry): string {
  return INDUSTRY_LABELS[industry];
}

/** The permission of the cross-industry overview (every industry's headline figures side by side). */
export const ALL_INDUSTRIES_PERMISSION: PermissionCode = 'DEEP_DATA_ALL';

/** The presentations of spec section 6 (PRESENT_SHRIMP, PRESENT_ELECTRIC); others need PRESENT_ALL. */
export function presentationPermission(industry: DeepDataIndustry): PermissionCode {
  if (industry === 'SHRIMP') return 'PRESENT_SHRIMP';
  if (industry === 'ELECTRIC') return 'PRESENT_ELECTRIC';
  return 'PRESENT_ALL';
}

/** Screen routes (pages/industry). */
export const INDUSTRY_ROUTES = {
  index: '/industry',
  dashboard: (industry: DeepDataIndustry) => `/industry/${industrySlug(industry)}`,
  presentation: (slug: string) => `/industry/presentation/${slug}`,
} as const;
