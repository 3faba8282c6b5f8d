import { PLAN_LABELS, type Plan } from '../constants/plans';
import type { PermissionCode } from '../constants/permissions';
import {
  ACCESS_CODES,
  accessFor,
  permissionsForRole,
  type AccessLimit,
  type AccessRole,
} from './accessTable';

/** The feature packages of the pricing screen, built from the access table (accessTable.ts). */

export const PACKAGE_IDS = ['FREE', 'BASIC', 'PRO', 'PREMIUM'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export const PACKAGE_LABELS: Record<PackageId, string> = {
  FREE: 'Miễn phí',
  BASIC: PLAN_LABELS.BASIC,
  PRO: PLAN_LABELS.PRO,
  PREMIUM: PLAN_LABELS.PREMIUM,
};

export interface AccessPackage {
  id: PackageId;
  label: string;
  /** The plan sold for it (null: a registered account without a plan). */
  plan: Plan | null;
  role: AccessRole;
  /** Every code held fully. */
  codes: readonly PermissionCode[];
  /** Codes new in this package compared with the one below. */
  adds: readonly PermissionCode[];
  /** Codes held in a limited form, with the limit. */
  limited: readonly { code: PermissionCode; limit: AccessLimit }[];
}

function buildPackages(): AccessPackage[] {
  const roles: Record<PackageId, AccessRole> = {
    FREE: 'free',
    BASIC: 'BASIC',
    PRO: 'PRO',
    PREMIUM: 'PREMIUM',
  };
  let below = new Set<PermissionCode>(permissionsForRole('anonymous'));
  return PACKAGE_IDS.map((id) => {
    const role = roles[id];
    const codes = permissionsForRole(role);
    const adds = codes.filter((code) => !below.has(code));
    below = new Set(codes);
    const limited = ACCESS_CODES.flatMap((code) => {
      const access = accessFor(role, code);
      return access.level === 'limited' && access.limit ? [{ code, limit: access.limit }] : [];
    });
    return { id, label: PACKAGE_LABELS[id], plan: id === 'FREE' ? null : id, role, codes, adds, limited };
  });
}

/** The feature packages the pricing screen can list: Miễn phí, Cơ bản, Chuyên nghiệp, Cao cấp. */
export const ACCESS_PACKAGES: readonly AccessPackage[] = buildPackages();
